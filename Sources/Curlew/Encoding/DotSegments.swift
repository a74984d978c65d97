/// Dot segments (`.` and `..`) in an endpoint's path, in any percent-encoding.
///
/// ``URLEncoding/pathSegment(_:)`` keeps a path parameter one segment on the wire (`..` is `%2E%2E`, `../admin` is
/// `..%2Fadmin`), but a server that decodes and normalises the path before routing (nginx does, by default) still
/// climbs out: `/files/..%2Fadmin` reaches `/admin`. So ``APIClient`` refuses, before sending, a path with a segment
/// that is, or holds a `/`- or `\`-separated part that is, `.` or `..` once percent-decoded (as often as it still
/// decodes: `%252E%252E` too). Values with `/` elsewhere (`a/b`, `...`, `a..b`) are sent as before.
enum DotSegments {
    /// The first segment of `path` that is or hides a dot segment, as written; `nil` if there is none.
    static func first(in path: Substring) -> Substring? {
        // without a `.` or a `%` (that may encode one) no segment can be or hide a dot segment: the common case,
        // checked byte by byte before any segment is split off and copied
        guard path.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "%") }) else { return nil }
        return path.split(separator: "/", omittingEmptySubsequences: true).first { hidesDotSegment($0) }
    }

    private static func hidesDotSegment(_ segment: Substring) -> Bool {
        var bytes = Array(segment.utf8)
        for _ in 0..<8 {  // each round undoes one layer of encoding; eight is more than any server decodes
            let parts = bytes.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "/") || $0 == 0x5C }
            if parts.contains(where: { $0.elementsEqual([0x2E]) || $0.elementsEqual([0x2E, 0x2E]) }) { return true }
            guard let decoded = percentDecoded(bytes), decoded != bytes else { return false }
            bytes = decoded
        }
        return true  // still encoded after eight layers: no real value looks like that
    }

    /// `bytes` with each `%XX` decoded; `nil` if there is none to decode.
    private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8]? {
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hex(bytes[index + 1]),
                let low = hex(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
                changed = true
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return changed ? decoded : nil
    }
}
