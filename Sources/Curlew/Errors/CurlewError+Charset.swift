import CurlewJSON
import Foundation

/// A JSON response declared in another charset than UTF-8 (`Content-Type: application/json; charset=utf-16`,
/// `iso-8859-1`, `windows-1252`, …) whose bytes are not UTF-8: the decode error names the charset as the cause.
///
/// Curlew reads JSON as UTF-8 only, the one encoding RFC 8259 §8.1 allows between systems; without this, such a
/// body failed with an invalid byte at some offset and nothing said why. A body that is UTF-8 despite its label
/// (pure ASCII labelled `iso-8859-1`) decodes as it is and never gets here.
extension CurlewError {
    /// This decoding error, with its message (and its ``jsonError``'s) led by the declared charset when that can be
    /// the cause: a syntax error (bad bytes), a charset other than UTF-8 in `headers`' Content-Type, and, when the
    /// body is at hand, a byte that is not ASCII or a NUL (what UTF-16 makes of ASCII text).
    func blamingCharset(declaredIn headers: HTTPHeaders, body: Data?) -> CurlewError {
        guard kind == .decoding, var json = jsonError, json.kind == .syntax,
            let charset = Self.declaredCharset(headers["Content-Type"]), charset != "utf-8", charset != "utf8"
        else { return self }
        if let body, !body.contains(where: { $0 >= 0x80 || $0 == 0 }) { return self }
        json.message =
            "the response declares charset=\(charset), but Curlew reads JSON as UTF-8 only (RFC 8259 §8.1): "
            + json.message
        var error = self
        error.jsonError = json
        error.message = json.message
        return error
    }

    /// The `charset` parameter of a Content-Type value, lowercased, unquoted, and only when it is a plain token of
    /// at most 40 letters, digits and `-_.:()+` (an odd value is not repeated into a message); `nil` if none.
    static func declaredCharset(_ contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else {
                continue
            }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.:()+")
            value = value.lowercased()
            guard !value.isEmpty, value.count <= 40, value.allSatisfy({ allowed.contains($0) }) else { return nil }
            return value
        }
        return nil
    }
}
