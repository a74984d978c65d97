/// Percent-encoding for the parts of a URL that Curlew builds: path segments and query strings (RFC 3986).
///
/// Everything except the unreserved characters (`A-Z a-z 0-9 - . _ ~`) is encoded, as UTF-8 bytes,
/// so a value can never change the URL's structure: `"../admin"` becomes `"..%2Fadmin"`, one segment.
public enum URLEncoding {
    /// `value` encoded for use as one path segment.
    ///
    /// A whole value of `.` or `..` has its dots encoded too (`%2E%2E`): left as they are, they are dot segments,
    /// which libcurl (and any URL parser) resolves before sending, so `/users/{id}/files` with `id` = `..` would
    /// reach `/files`. A server that decodes and normalises the path before routing would still resolve `%2E%2E`
    /// and `..%2Fadmin`, so ``APIClient`` refuses a path with such a segment before sending it (an invalid request).
    public static func pathSegment(_ value: String) -> String {
        switch value {
        case ".": "%2E"
        case "..": "%2E%2E"
        default: percentEncoded(value)
        }
    }

    /// `value` encoded for use as a query name or value (a space is `%20`, `+` is `%2B`).
    public static func queryComponent(_ value: String) -> String {
        percentEncoded(value)
    }

    /// `name=value` pairs joined with `&`, each side encoded; a pair without a value is just `name`.
    public static func query(_ items: some Sequence<(name: String, value: String?)>) -> String {
        items.map { item in
            let name = percentEncoded(item.name)
            guard let value = item.value else { return name }
            return name + "=" + percentEncoded(value)
        }.joined(separator: "&")
    }

    /// An `application/x-www-form-urlencoded` body: `name=value` pairs joined with `&`, each side encoded.
    public static func form(_ fields: [(String, String)]) -> String {
        query(fields.map { (name: $0.0, value: $0.1) })
    }

    private static func percentEncoded(_ value: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
