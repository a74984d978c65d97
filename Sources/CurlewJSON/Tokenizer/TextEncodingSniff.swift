/// What the first bytes of a document say about its encoding (RFC 8259 §8.1: JSON exchanged between systems is
/// UTF-8, and a parser may ignore a UTF-8 byte-order mark).
///
/// A UTF-8 byte-order mark is skipped, as Foundation's `JSONDecoder` skips it. UTF-16 and UTF-32 text is refused
/// by name: with a byte-order mark, or by the NUL bytes its first ASCII character leaves among the first four
/// (the pattern RFC 4627 §3 describes). Neither could be read as UTF-8 JSON anyway (a NUL or an 0xFE/0xFF byte
/// before the first token is always an error); naming the encoding tells the user why.
enum TextEncodingSniff: Equatable {
    /// Not known yet: more bytes are needed (never once the input is complete).
    case undecided
    /// UTF-8 (or not recognisably anything else): parse it, after a byte-order mark of this many bytes (0 or 3).
    case utf8(byteOrderMark: Int)
    /// Text in an encoding Curlew does not read, by name ("UTF-16LE").
    case foreign(String)

    /// The message of the error for a foreign encoding, located at byte 0.
    static func message(for encoding: String) -> String {
        "\(encoding) text; Curlew reads UTF-8 JSON only"
    }

    /// Reads the first bytes of a document (`prefix`, at most four are looked at); `isComplete` says the document
    /// has no more bytes than these.
    static func sniff(_ prefix: some Collection<UInt8>, isComplete: Bool) -> TextEncodingSniff {
        // The first four bytes in a fixed-size value, not an array: this runs for every document decoded.
        var bytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        var known = 0
        for byte in prefix.prefix(4) {
            withUnsafeMutableBytes(of: &bytes) { $0[known] = byte }
            known += 1
        }
        func need(_ count: Int) -> Bool { known < count && !isComplete }
        guard known > 0 else { return isComplete ? .utf8(byteOrderMark: 0) : .undecided }
        let first = bytes.0
        switch first {
        case 0xEF:
            if need(3) { return known < 2 || bytes.1 == 0xBB ? .undecided : .utf8(byteOrderMark: 0) }
            return known >= 3 && bytes.1 == 0xBB && bytes.2 == 0xBF
                ? .utf8(byteOrderMark: 3) : .utf8(byteOrderMark: 0)
        case 0xFE:
            if need(2) { return .undecided }
            return known >= 2 && bytes.1 == 0xFF ? .foreign("UTF-16BE") : .utf8(byteOrderMark: 0)
        case 0xFF:
            if need(2) { return .undecided }
            guard known >= 2, bytes.1 == 0xFE else { return .utf8(byteOrderMark: 0) }
            if need(4) { return .undecided }
            return known >= 4 && bytes.2 == 0 && bytes.3 == 0 ? .foreign("UTF-32LE") : .foreign("UTF-16LE")
        case 0:
            if need(2) { return .undecided }
            guard known >= 2 else { return .utf8(byteOrderMark: 0) }
            if bytes.1 != 0 { return .foreign("UTF-16BE") }
            if need(4) { return .undecided }
            guard known >= 4 else { return .utf8(byteOrderMark: 0) }
            if bytes.2 == 0xFE && bytes.3 == 0xFF { return .foreign("UTF-32BE") }
            return bytes.2 == 0 && bytes.3 != 0 ? .foreign("UTF-32BE") : .utf8(byteOrderMark: 0)
        default:
            if need(2) { return .undecided }
            guard known >= 2, bytes.1 == 0 else { return .utf8(byteOrderMark: 0) }
            if need(4) { return .undecided }
            return known >= 4 && bytes.2 == 0 && bytes.3 == 0 ? .foreign("UTF-32LE") : .foreign("UTF-16LE")
        }
    }
}
