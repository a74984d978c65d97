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

    /// The kind in bits 56-59, whether the text is ASCII in bit 60 and whether that is known in bit 61, the offset
    /// in the low 56.
    private var kindAndOffset: UInt64
    private var payloadBits: UInt32
    /// The text length in the low 31 bits, `inInput` in the top bit.
    private var lengthBits: UInt32

    /// The payload of a container start whose end has not been parsed yet.
    static let unpatched = Int(UInt32.max)

    /// The longest text a token can hold.
    static let maxLength = Int(Int32.max)

    init(kind: Kind, inInput: Bool = false, isASCII: Bool? = false, length: UInt32, offset: Int, payload: Int) {
        let ascii: UInt64 = isASCII.map { $0 ? 3 << 60 : 2 << 60 } ?? 0
        kindAndOffset = UInt64(kind.rawValue) << 56 | ascii | UInt64(truncatingIfNeeded: offset) & (1 << 56 - 1)
        payloadBits = UInt32(truncatingIfNeeded: payload)
        lengthBits = length | (inInput ? 1 << 31 : 0)
    }

    /// What the token is.
    @inline(__always)
    var kind: Kind { unsafeBitCast(UInt8(truncatingIfNeeded: kindAndOffset >> 56) & 0x0F, to: Kind.self) }

    /// For `key`, `string` and `number`: whether the text (always well-formed UTF-8) is all ASCII; nil when that
    /// was not looked at (texts in place in an input checked as a whole, see `TokenizerState.validateInput`).
    @inline(__always)
    var isASCII: Bool? {
        let bits = kindAndOffset >> 60 & 3
        return bits == 0 ? nil : bits == 3
    }

    /// The byte offset of the token's first byte in the whole input.
    @inline(__always)
    var offset: Int { Int(truncatingIfNeeded: kindAndOffset & (1 << 56 - 1)) }

    /// For `objectStart`/`arrayStart`: the tape index of the matching end token; for the end tokens, the index of
    /// the start. For `key`, `string` and
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

/// A parsed document as a flat token tape: tokens in document order, container starts linked to their ends, so a
/// reader can skip a value in O(1) and decode without building a tree.
///
/// The tape is a view of the tokenizer that fills it: a decoder can ask for more of the document to be parsed
/// (`ensureComplete`) and let go of tokens it is done with, so a long top-level array need not be on the tape
/// all at once. Indexes are absolute (they stay valid when earlier tokens are dropped). Texts without escapes are
/// read in place from the input, so a tape is valid only while its input is.
struct JSONTape {
    /// Keeps the tokenizer (and so `state`) alive.
    private let tokenizer: YAJLTokenizer
    private let state: UnsafeMutablePointer<TokenizerState>

    /// The tokenizer, for streams that feed it chunks.
    var source: YAJLTokenizer { tokenizer }

    init(_ tokenizer: YAJLTokenizer) {
        self.tokenizer = tokenizer
        state = tokenizer.state
    }

    /// Parses a whole document and calls `body` with its tape, which must not escape the call.
    static func withParsed<R>(
        _ input: some Collection<UInt8>,
        options: JSONParser.Options = .init(),
        _ body: (JSONTape) throws -> R
    ) throws -> R {
        try withContiguousBytes(input) { buffer in
            let tokenizer = YAJLTokenizer(options: options, keepsTape: true)
            try tokenizer.begin(buffer)
            try tokenizer.parseAll()
            return try body(JSONTape(tokenizer))
        }
    }

    /// The token at absolute index `index`.
    @inline(__always)
    subscript(index: Int) -> JSONToken {
        if _slowPath(index < state.pointee.takenTokens) { tokenizer.rewind(toInclude: index) }
        return state.pointee.tokens[index - state.pointee.takenTokens]
    }

    /// Whether the decode call this tape belongs to has returned (its tokens and input are gone).
    var isInvalidated: Bool { state.pointee.invalidated }

    /// The lowest index still on the tape.
    var firstIndex: Int { state.pointee.takenTokens }

    /// The index past the last token parsed so far.
    var endIndex: Int { state.pointee.takenTokens + state.pointee.tokens.count }

    /// The whole input.
    var input: UnsafeRawBufferPointer { state.pointee.input }

    /// Parses until the value starting at `index` is all on the tape: its token exists and, for an array or object,
    /// its end. Throws the parse error if the document fails first; a document that ends first fails too.
    @inline(__always)
    func ensureComplete(_ index: Int) throws {
        while true {
            if index < endIndex {
                let token = self[index]
                switch token.kind {
                case .objectStart, .arrayStart:
                    if token.payload != JSONToken.unpatched { return }
                default:
                    return
                }
            }
            guard try tokenizer.parseMore() else {
                throw state.pointee.fail("premature EOF", at: state.pointee.chunkBase, nextValue: true)
            }
        }
    }

    /// Parses until the token at `index` exists.
    func ensureToken(_ index: Int) throws {
        while index >= endIndex {
            guard try tokenizer.parseMore() else {
                throw state.pointee.fail("premature EOF", at: state.pointee.chunkBase, nextValue: true)
            }
        }
    }

    /// Parses the rest of the document (checking that nothing but whitespace follows the value).
    func parseAll() throws {
        try tokenizer.parseAll()
    }

    /// Parses the rest of the document only to check it, dropping tokens as they come: for when the decoder is done.
    func validateRest() throws {
        while try tokenizer.parseMore() {
            state.pointee.discardTokens()
        }
    }

    /// Lets the tape forget the tokens before `index`, if they are many.
    func dropTokens(before index: Int) {
        state.pointee.dropTokens(before: index)
    }

    /// The index just past the value starting at `index`.
    @inline(__always)
    func indexAfterValue(at index: Int) -> Int {
        let token = self[index]
        switch token.kind {
        case .objectStart, .arrayStart: return token.payload + 1
        default: return index + 1
        }
    }

    /// The text of a key, string or number token.
    ///
    /// The tokenizer has checked every text strictly (`UTF8Validation`) before it reached the tape and noted
    /// whether it is ASCII, so the String is made without the standard library validating it a second time.
    @inline(__always)
    func text(at index: Int) -> String {
        let token = self[index]
        return Self.string(validUTF8: textBytes(of: token), isASCII: token.isASCII)
    }

    /// A String from bytes already known to be well-formed UTF-8 (ASCII when `isASCII`; nil: not known yet),
    /// copied without a second validation pass.
    @inline(__always)
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool?) -> String {
        guard !bytes.isEmpty else { return "" }
        let isASCII = isASCII ?? UTF8Validation.isASCII(UnsafeRawBufferPointer(bytes))
        // Checked by the tokenizer: `UTF8Validation` is stricter than the standard library's (UTF8ValidationTests).
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes), isKnownASCII: isASCII))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text bytes of a key, string or number token, valid while the tape's input and texts are (no closure, so
    /// hot paths do not retain the tokenizer around the call).
    @inline(__always)
    func textBytes(of token: JSONToken) -> UnsafeBufferPointer<UInt8> {
        let end = token.payload + Int(token.length)
        let base: UnsafeRawPointer?
        if token.inInput {
            // Checked in release builds too: a token kept past its input must never read outside it.
            precondition(end <= input.count, "JSON text read after its input was released")
            base = input.baseAddress
        } else {
            precondition(end <= state.pointee.bytes.count, "JSON text read after it was released")
            // `bytes` is not mutated while a reader reads (only parsing appends, and parsing runs between reads).
            base = state.pointee.bytes.withUnsafeBytes { $0.baseAddress }
        }
        guard let base else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(
            start: (base + token.payload).assumingMemoryBound(to: UInt8.self), count: Int(token.length))
    }

    /// How many bytes may be read from the start of a key, string or number token's text: to the end of the input
    /// or texts buffer it is in (at least its length), so short texts can be loaded a word at a time.
    @inline(__always)
    func readableBytes(of token: JSONToken) -> Int {
        (token.inInput ? input.count : state.pointee.bytes.count) - token.payload
    }

    /// Calls `body` with the text bytes of a key, string or number token.
    @inline(__always)
    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(textBytes(of: self[index]))
    }

    /// The mark of the key token at `index` (see `KeyMarks`).
    @inline(__always)
    func keyMark(at index: Int) -> KeyMarks {
        let token = self[index]
        let count = Int(token.length)
        guard count > 0 else { return KeyMarks(count: 0, first: 0, last: 0) }
        let text = textBytes(of: token)
        return KeyMarks(count: count, first: text[0], last: text[count - 1])
    }

    /// Whether the key token at `position` is the coding key `key`: its text, or with `convertsKeys`
    /// (`convertFromSnakeCase`) its text converted from snake case. The decoders' one rule for matching keys.
    @inline(__always)
    func keyMatches(at position: Int, _ key: String, convertsKeys: Bool) -> Bool {
        convertsKeys ? SnakeCase.toCamelCase(text(at: position)) == key : textEquals(at: position, key)
    }

    /// Whether the text of the key or string token at `index` is `string`.
    @inline(__always)
    func textEquals(at index: Int, _ string: String) -> Bool {
        let token = self[index]
        let matched = string.utf8.withContiguousStorageIfAvailable { other -> Bool in
            guard other.count == Int(token.length) else { return false }
            guard other.count > 0 else { return true }
            return ByteComparison.equal(textBytes(of: token).baseAddress!, other.baseAddress!, count: other.count)
        }
        return matched ?? (text(at: index) == string)
    }
}

extension JSONTape {
    /// A short description of the value at `index` for messages: `string "x"`, `number 1.5`, `object`, `null`.
    func describe(at index: Int) -> String {
        let token = self[index]
        switch token.kind {
        case .objectStart, .objectEnd: return "object"
        case .arrayStart, .arrayEnd: return "array"
        case .trueValue: return "true"
        case .falseValue: return "false"
        case .null: return "null"
        case .number: return "number \(text(at: index))"
        case .string, .key:
            let text = text(at: index)
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "string \(JSONValue.string(shown))"
        }
    }
}
