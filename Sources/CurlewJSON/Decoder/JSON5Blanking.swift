/// `allowsJSON5`: comments and JSON5's extra whitespace, outside strings, turned into spaces of the same length, so
/// the tokenizer reads plain JSON with every other byte where it was (errors keep their offsets).
///
/// A `//` comment ends at a line feed or a carriage return (yajl's own comments end at a line feed only); a `/*`
/// comment must be closed. Of the whitespace JSON5 adds to JSON's, the vertical tab and the form feed, as Foundation
/// reads them (it refuses U+00A0, U+2028, U+2029 and U+FEFF between tokens).
enum JSON5Blanking {
    /// `bytes` with comments and JSON5 whitespace blanked, or nil when there are none.
    /// Throws a `.syntax` `JSONError` for a block comment that is never closed.
    static func blanked(_ bytes: some Collection<UInt8>) throws -> [UInt8]? {
        var output = Array(bytes)
        var changed = false
        var index = 0
        let count = output.count
        while index < count {
            let byte = output[index]
            switch byte {
            case UInt8(ascii: "\""):
                index = endOfString(output, from: index + 1)
                continue
            case UInt8(ascii: "/") where index + 1 < count && output[index + 1] == UInt8(ascii: "/"):
                var end = index
                while end < count, output[end] != 0x0A, output[end] != 0x0D { end += 1 }
                blank(&output, index..<end)
                index = end
                changed = true
                continue
            case UInt8(ascii: "/") where index + 1 < count && output[index + 1] == UInt8(ascii: "*"):
                var end = index + 2
                while end + 1 < count, !(output[end] == UInt8(ascii: "*") && output[end + 1] == UInt8(ascii: "/")) {
                    end += 1
                }
                guard end + 1 < count else {
                    throw JSONError(
                        message: "unterminated comment", byteOffset: index, path: "$", in: Array(bytes), kind: .syntax)
                }
                blank(&output, index..<(end + 2))
                index = end + 2
                changed = true
                continue
            case 0x0B, 0x0C:
                output[index] = 0x20
                changed = true
            default:
                break
            }
            index += 1
        }
        return changed ? output : nil
    }

    /// The index after the string's closing quote (or the end), skipping escaped characters.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return index
    }

    private static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for index in range { bytes[index] = 0x20 }
    }
}
