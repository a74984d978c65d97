/// `assumesTopLevelDictionary`: a document whose first value is not `{` is read as an object's members.
enum TopLevelDictionary {
    /// `bytes` inside `{` and `}` when its first value (after whitespace and comments) is not an object; else nil.
    static func braced(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        var bytes = Array(bytes)
        // A UTF-8 byte-order mark stays first, where the tokenizer skips it: the brace goes after it.
        let mark: [UInt8] = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes[..<3]) : []
        bytes.removeFirst(mark.count)
        var position = 0
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                {
                    position += 1
                }
                position += 2
            case UInt8(ascii: "{"):
                return nil
            default:
                return mark + [UInt8(ascii: "{")] + bytes + [0x0A, UInt8(ascii: "}")]
            }
        }
        return mark + [UInt8(ascii: "{")] + bytes + [0x0A, UInt8(ascii: "}")]
    }

    /// `error`, from decoding the braced bytes, located in the caller's `input` (one byte earlier).
    static func unbraced(_ error: DecodingError, input: some Collection<UInt8>) -> DecodingError {
        guard let located = JSONError(error) else { return error }
        let moved = JSONError(
            message: located.message, byteOffset: max(located.byteOffset - 1, 0), path: located.path, in: input,
            kind: located.kind)
        if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
            context.debugDescription.hasPrefix("The given data was not valid JSON.")
        {
            return .invalidJSON(moved)
        }
        return error.located(by: moved)
    }
}
