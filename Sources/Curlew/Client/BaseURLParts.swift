import Foundation

/// What every endpoint's URL takes from ``APIClient/baseURL``, worked out once per base URL rather than on every
/// call: its text without the query, the fragment and trailing slashes, and its query.
struct BaseURLParts: Sendable {
    /// The base URL's text up to its query or fragment, without trailing slashes.
    let prefix: String
    /// The base URL's query, without its `?`; empty if it has none.
    let query: String

    init(_ url: URL) {
        var text = url.absoluteString
        // over the UTF-8 bytes: a URL's text is ASCII, and a search by Character walks grapheme clusters
        if let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) { text = String(text[..<hash]) }
        var query = ""
        if let mark = text.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(text[text.utf8.index(after: mark)...])
            text = String(text[..<mark])
        }
        while text.utf8.last == UInt8(ascii: "/") { text.removeLast() }
        prefix = text
        self.query = query
    }
}

extension APIClient {
    /// `baseURL` without its query and fragment + `path` + `?` + the base URL's query + `&` + the encoded query.
    func url(path: String, query: [URLQueryItem], method: HTTPMethod) throws -> URL {
        // One pass over the path's bytes: where its own query or fragment starts, whether it has a `?` at all, and
        // whether the part before holds a `.` or `%` (without one, no segment can be or hide a dot segment).
        var pathText = path
        let (pathEnd, hasQuestionMark, mayHideDots) = pathText.withUTF8 { bytes in
            var end = bytes.count
            var questionMark = false
            var dotOrPercent = false
            for index in 0..<bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "?"):
                    questionMark = true
                    end = min(end, index)
                case UInt8(ascii: "#"): end = min(end, index)
                case UInt8(ascii: "."), UInt8(ascii: "%"): if index < end { dotOrPercent = true }
                default: break
                }
            }
            return (end, questionMark, dotOrPercent)
        }
        if mayHideDots, let segment = DotSegments.first(in: Substring(path.utf8.prefix(pathEnd))) {
            throw CurlewError.invalidRequest(
                "the path segment \"\(segment)\" is or holds a dot segment (. or ..), which a server may resolve to"
                    + " another resource: refused before sending", method: method, url: baseURL
            )
        }
        var queries = base.query
        if !query.isEmpty {
            let encoded = URLEncoding.query(query.map { ($0.name, $0.value) })
            if !encoded.isEmpty { queries += queries.isEmpty ? encoded : "&" + encoded }
        }
        // the base's part has no `?` (its query went to `queries`): one in the path is the path's own query
        let separator: UInt8? = queries.isEmpty ? nil : UInt8(ascii: hasQuestionMark ? "&" : "?")
        let slash = pathText.utf8.first.map { $0 != UInt8(ascii: "/") } ?? false
        let text = Self.joined(base.prefix, slash: slash, pathText, separator, queries)
        guard let url = URL(string: text) else {
            throw CurlewError.invalidRequest(
                "the path \"\(path)\" does not make a valid URL with the base URL", method: method, url: baseURL)
        }
        return url
    }

    /// `prefix` + `/` when `slash` + `path` + `separator` and `queries` when there is a separator, made in one
    /// allocation (each `String.append` costs about 300 instructions, a third of what building the text cost).
    private static func joined(
        _ prefix: String, slash: Bool, _ path: String, _ separator: UInt8?, _ queries: String
    ) -> String {
        let count =
            prefix.utf8.count + (slash ? 1 : 0) + path.utf8.count + (separator == nil ? 0 : 1 + queries.utf8.count)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = buffer.initialize(fromContentsOf: prefix.utf8)
            if slash {
                buffer[end] = UInt8(ascii: "/")
                end += 1
            }
            end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: path.utf8)
            if let separator {
                buffer[end] = separator
                end += 1
                end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: queries.utf8)
            }
            return end
        }
    }
}
