/// One token of a parsed document, 24 bytes, kept in a flat array (the tape) with its byte offset.
struct JSONToken {
    /// What the token is.
    enum Kind: UInt8 {
        case objectStart, objectEnd, arrayStart, arrayEnd, key, string, number, trueValue, falseValue, null
    }

    /// What the token is.
    var kind: Kind
    /// The byte offset of the token's first byte in the whole input.
    var offset: Int
    /// For `objectStart`/`arrayStart`: the tape index of the matching end token. For `key`, `string` and
    /// `number`: the index of the text in the tape's `strings`. Unused otherwise.
    var payload: Int
}

/// A whole parsed document: tokens in document order, container starts linked to their ends, so a reader can
/// skip a value in O(1) and decode without building a tree.
struct JSONTape: Sendable {
    /// The tokens, in document order.
    var tokens: [JSONToken]
    /// Keys, strings and number texts, referenced by `JSONToken.payload`.
    var strings: [String]

    /// Parses a whole document.
    static func parse(_ bytes: some Collection<UInt8>, options: JSONParser.Options = .init()) throws -> JSONTape {
        try withContiguousBytes(bytes) { buffer in
            let tokenizer = YAJLTokenizer(options: options, keepsTape: true)
            try tokenizer.parseWhole(buffer)
            return JSONTape(tokens: tokenizer.tokens, strings: tokenizer.strings)
        }
    }

    /// The index just past the value starting at `index`.
    @inline(__always)
    func indexAfterValue(at index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .objectStart, .arrayStart: return token.payload + 1
        default: return index + 1
        }
    }

    /// The text of a key, string or number token.
    @inline(__always)
    func text(at index: Int) -> String {
        strings[tokens[index].payload]
    }
}

extension JSONToken: Sendable {}

/// Calls `body` with the bytes of `bytes` in one contiguous buffer, copying only when they are not contiguous.
func withContiguousBytes<R>(
    _ bytes: some Collection<UInt8>,
    _ body: (UnsafeRawBufferPointer) throws -> R
) throws -> R {
    if let result = try bytes.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) {
        return result
    }
    return try Array(bytes).withUnsafeBytes(body)
}
