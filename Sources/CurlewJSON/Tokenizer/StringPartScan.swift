/// Whether streamed bytes only continue a string token (`YAJLTokenizer.holdsStringPart`), escapes included: they may
/// then be held and reach yajl with the chunk that ends the string.
///
/// The escape state carries over chunks: 0 outside an escape, 5 just after its backslash, 1-4 the hex digits of a
/// `\u` still to come. A chunk that ends the string (an unescaped quote), or that yajl would fail on (a control
/// character, an escape other than JSON's), is not a continuation: it goes to yajl at once, so the error comes at
/// the same chunk as without holding.
enum StringPartScan {
    /// The escape state after `bytes`, read from `state`; nil if they are not a string's continuation.
    static func escapeState(after bytes: UnsafeRawBufferPointer, from state: Int) -> Int? {
        var escape = state
        for byte in bytes {
            if byte < 0x20 { return nil }
            switch escape {
            case 0:
                if byte == UInt8(ascii: "\"") { return nil }
                if byte == UInt8(ascii: "\\") { escape = 5 }
            case 5:
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    escape = 0
                case UInt8(ascii: "u"):
                    escape = 4
                default:
                    return nil
                }
            default:
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                    UInt8(ascii: "A")...UInt8(ascii: "F"):
                    escape -= 1
                default:
                    return nil
                }
            }
        }
        return escape
    }

    /// The escape state at the end of the raw bytes of a string that has not ended (`raw[0]` is its opening quote);
    /// nil if they are not a valid string's beginning.
    static func escapeState(afterOpening raw: UnsafeRawBufferPointer) -> Int? {
        guard !raw.isEmpty else { return nil }
        return escapeState(after: UnsafeRawBufferPointer(rebasing: raw[1...]), from: 0)
    }
}
