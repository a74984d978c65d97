#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One token of a parsed document, 16 bytes, kept in a flat array (the tape) with its byte offset.
struct JSONToken: Sendable {
    /// What the token is.
    enum Kind: UInt8, Sendable {
        case objectStart, objectEnd, arrayStart, arrayEnd, key, string, number, trueValue, falseValue, null
    }

    /// The kind in the top 8 bits, the offset in the low 56.
    private var kindAndOffset: UInt64
    private var payloadBits: UInt32
    /// The text length in the low 31 bits, `inInput` in the top bit.
    private var lengthBits: UInt32

    /// The longest text a token can hold.
    static let maxLength = Int(Int32.max)

    init(kind: Kind, inInput: Bool = false, length: UInt32, offset: Int, payload: Int) {
        kindAndOffset = UInt64(kind.rawValue) << 56 | UInt64(truncatingIfNeeded: offset) & (1 << 56 - 1)
        payloadBits = UInt32(truncatingIfNeeded: payload)
        lengthBits = length | (inInput ? 1 << 31 : 0)
    }

    /// What the token is.
    @inline(__always)
    var kind: Kind { unsafeBitCast(UInt8(truncatingIfNeeded: kindAndOffset >> 56), to: Kind.self) }

    /// The byte offset of the token's first byte in the whole input.
    @inline(__always)
    var offset: Int { Int(truncatingIfNeeded: kindAndOffset & (1 << 56 - 1)) }

    /// For `objectStart`/`arrayStart`: the tape index of the matching end token. For `key`, `string` and
    /// `number`: where the (unescaped) text starts, in the tape's `input` or `bytes`. Unused otherwise.
    @inline(__always)
    var payload: Int {
        get { Int(payloadBits) }
        set { payloadBits = UInt32(truncatingIfNeeded: newValue) }
    }

    /// For `key`, `string` and `number`: the length of the text in bytes.
    @inline(__always)
    var length: UInt32 { lengthBits & 0x7FFF_FFFF }

    /// For `key`, `string` and `number`: whether the text is in the tape's `input` rather than its `bytes`.
    @inline(__always)
    var inInput: Bool { lengthBits & 0x8000_0000 != 0 }
}

/// A whole parsed document: tokens in document order, container starts linked to their ends, so a reader can
/// skip a value in O(1) and decode without building a tree.
///
/// Texts without escapes are read in place from `input` (the parsed buffer, so a tape from `withParsed` is valid
/// only inside its closure); unescaped copies of the others sit back to back in `bytes`.
struct JSONTape {
    /// The tokens, in document order.
    var tokens: [JSONToken]
    /// The UTF-8 texts of keys, strings and numbers that are not in `input`.
    var bytes: [UInt8]
    /// The parsed input, when texts may point into it.
    var input = UnsafeRawBufferPointer(start: nil, count: 0)

    /// Parses a whole document and calls `body` with its tape, which must not escape the call.
    static func withParsed<R>(
        _ input: some Collection<UInt8>,
        options: JSONParser.Options = .init(),
        _ body: (JSONTape) throws -> R
    ) throws -> R {
        try withContiguousBytes(input) { buffer in
            let tokenizer = YAJLTokenizer(options: options, keepsTape: true)
            try tokenizer.parseWhole(buffer)
            return try body(tokenizer.takeTape())
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
    func text(at index: Int) -> String {
        withText(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of a key or string token, or nil when it is not well-formed UTF-8 (yajl lets overlong forms,
    /// encoded surrogates and code points past U+10FFFF through; Swift would silently replace them).
    func validatedText(at index: Int) -> String? {
        withText(at: index) { bytes in
            // yajl has checked the sequences' shape, so every ill-formed one that gets here is replaced by more
            // bytes than it had: a repaired string is longer (and `String(validating:)` is slower).
            let text = String(decoding: bytes, as: UTF8.self)
            return text.utf8.count == bytes.count ? text : nil
        }
    }

    /// Calls `body` with the text bytes of a key, string or number token.
    @inline(__always)
    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let token = tokens[index]
        if token.inInput {
            let text = UnsafeRawBufferPointer(rebasing: input[token.payload..<token.payload + Int(token.length)])
            return try body(text.assumingMemoryBound(to: UInt8.self))
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[token.payload..<token.payload + Int(token.length)]))
        }
    }

    /// Whether the text of the key or string token at `index` is `string`.
    @inline(__always)
    func textEquals(at index: Int, _ string: String) -> Bool {
        let token = tokens[index]
        let matched = string.utf8.withContiguousStorageIfAvailable { other -> Bool in
            guard other.count == Int(token.length) else { return false }
            return withText(at: index) { text in
                other.count == 0 || memcmp(text.baseAddress!, other.baseAddress!, other.count) == 0
            }
        }
        return matched ?? (text(at: index) == string)
    }
}

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
