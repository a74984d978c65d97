import CYAJL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Everything a parse needs to remember between callbacks and chunks.
struct TokenizerState {
    /// One open container, for the depth limit and error paths.
    struct Level {
        var isObject: Bool
        /// The absolute tape index of the container's start token.
        var start: Int
        /// For arrays: the index of the element being parsed (-1 before the first).
        var index = -1
        /// For objects: the absolute tape index of the last key read (-1: none, or kept as text in `keyTexts`
        /// once its token is gone). Level holds no references, so pushing and popping one is cheap.
        var keyToken = -1
    }

    /// Where a scan of the bytes after the last event stands (for strings split across chunks).
    enum ScanState {
        case normal, slash, lineComment, blockComment, blockStar
    }

    let options: JSONParser.Options
    /// Whether container start tokens get their end index patched in (tape mode).
    let keepsTape: Bool
    var handle: yajl_handle?

    var tokens: TokenizerBuffer<JSONToken>
    var bytes: [UInt8]
    /// The whole input when it is parsed in one piece: texts found in it are not copied.
    var input = UnsafeRawBufferPointer(start: nil, count: 0)
    /// How much of `input`, from its start, is known to be whole well-formed UTF-8 sequences (`validateInput`).
    var validatedEnd = 0
    /// How many tokens were handed out and removed from `tokens` (the absolute index of `tokens[0]`).
    var takenTokens = 0
    var levels: TokenizerBuffer<Level>
    /// The last key of an open object level (by position in `levels`) whose key token was handed out or dropped.
    var keyTexts: [Int: String] = [:]
    /// The first failure; once set, every later call throws it.
    var failure: JSONError?
    /// Whether `finish()` has run.
    var finished = false
    /// Whether the input is gone (`invalidate()`): nothing may be read any more.
    var invalidated = false
    /// Whether `dropTokens(before:)` may forget tokens (off after a rewind, so passes cannot ping-pong).
    var dropsTokens = true

    /// The absolute offset of `chunk[0]`.
    var chunkBase = 0
    /// The chunk yajl is parsing (valid only during a parse call).
    var chunk = UnsafeRawBufferPointer(start: nil, count: 0)
    /// The absolute offset just past the last token that produced an event.
    var lastEventEnd = 0
    var scanState = ScanState.normal
    /// The absolute offset of the opening quote of a string that continues past the current chunk.
    var pendingStringStart: Int?
    /// The raw bytes of that string seen so far.
    var pendingRaw: [UInt8] = []
    /// Streamed chunks that only continue that string, not given to yajl yet (`YAJLTokenizer.holdsStringPart`).
    var heldStringPart: [UInt8] = []
    /// Whether the first bytes of a streamed document were looked at for their encoding (`TextEncodingSniff`).
    var encodingChecked = false
    /// The first bytes of a streamed document, held until they tell its encoding (at most three).
    var leadingBytes: [UInt8] = []
    /// Escapes of the held string part: 0 outside one, 5 just after its backslash, 1-4 the hex digits of a `\u`
    /// still to come (`YAJLTokenizer.holdsStringPart`).
    var heldEscape = 0
    /// How many times yajl was handed bytes: yajl lexes a token cut by a call again from its start, so a long
    /// string must reach it in few calls (`StringAcrossChunksTests` counts them).
    var yajlParseCalls = 0
    /// The error for text after the document, located at that text's first byte while its chunk was at hand
    /// (yajl reports it only once the token ends, which for a number can be chunks later).
    var trailingError: JSONError?

    /// Bytes still at hand for line counting and excerpts, starting at absolute offset `lineBase`.
    var lineBytes = UnsafeRawBufferPointer(start: nil, count: 0)
    var lineBase = 0
    /// The line number at `lineBase`, and the absolute offset where that line starts.
    var linesBefore = 1
    var lineStartBefore = 0

    init(options: JSONParser.Options, keepsTape: Bool) {
        self.init(
            options: options, keepsTape: keepsTape, tokens: TokenizerBuffer(), levels: TokenizerBuffer(), bytes: [])
    }

    /// A state for a new parse that fills `tokens`, `levels` and `bytes`, which must be empty (the memory of a
    /// parse that is over, kept for the next: see `YAJLTokenizer.restart(options:)`).
    init(
        options: JSONParser.Options, keepsTape: Bool, tokens: TokenizerBuffer<JSONToken>,
        levels: TokenizerBuffer<Level>, bytes: [UInt8]
    ) {
        precondition(tokens.isEmpty && levels.isEmpty && bytes.isEmpty, "a new parse starts with empty buffers")
        var options = options
        options.maxDepth = min(options.maxDepth, JSONParser.Options.maxDepthCeiling)
        self.options = options
        self.keepsTape = keepsTape
        self.tokens = tokens
        self.levels = levels
        self.bytes = bytes
    }

    mutating func endChunk() {
        trackPendingString()
        findTrailingText()
        chunkBase += chunk.count
        chunk = UnsafeRawBufferPointer(start: nil, count: 0)
    }

    /// Checks the UTF-8 of the whole input up to absolute offset `end`, before yajl parses that part: every
    /// string without escapes is then read in place from checked bytes (a string starts and ends at a quote, which
    /// is ASCII, so it holds whole sequences) and needs no check of its own. One pass over the input costs less
    /// than one call per string, and keys, which a reader matches as bytes, are never looked at again.
    ///
    /// Stops at the first byte that is not part of a well-formed sequence (or starts one cut off at `end`, checked
    /// again with the next slice): strings from there on are checked one by one, so an invalid string fails with
    /// the same error, at the same point of the parse, as it would without this pass.
    mutating func validateInput(through end: Int) {
        guard validatedEnd < end, let base = input.baseAddress else { return }
        validatedEnd += UTF8Validation.validPrefixLength(
            UnsafeRawBufferPointer(start: base + validatedEnd, count: end - validatedEnd))
    }

    mutating func countLines(_ bytes: UnsafeRawBufferPointer) {
        let start = chunkBase - bytes.count
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            linesBefore += 1
            lineStartBefore = start + index + 1
        }
    }

    /// The text of a key, string or number token still in `tokens`.
    func text(of token: JSONToken) -> String {
        // Every text was checked by `string(_:kind:)` before it became a token.
        let range = token.payload..<token.payload + Int(token.length)
        if token.inInput {
            let text = UnsafeRawBufferPointer(rebasing: input[range]).assumingMemoryBound(to: UInt8.self)
            return JSONTape.string(validUTF8: text, isASCII: token.isASCII)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            JSONTape.string(validUTF8: UnsafeBufferPointer(rebasing: buffer[range]), isASCII: token.isASCII)
        }
    }

    mutating func takeEvents() -> [(event: JSONEvent, offset: Int)] {
        detachKeys(before: Int.max)
        var events: [(event: JSONEvent, offset: Int)] = []
        events.reserveCapacity(tokens.count)
        for token in tokens {
            let event: JSONEvent
            switch token.kind {
            case .objectStart: event = .objectStart
            case .objectEnd: event = .objectEnd
            case .arrayStart: event = .arrayStart
            case .arrayEnd: event = .arrayEnd
            case .key: event = .key(text(of: token))
            case .string: event = .string(text(of: token))
            case .number: event = .number(text(of: token))
            case .trueValue: event = .bool(true)
            case .falseValue: event = .bool(false)
            case .null: event = .null
            }
            events.append((event, token.offset))
        }
        takenTokens += tokens.count
        tokens.removeAll()
        bytes.removeAll(keepingCapacity: true)
        return events
    }

    /// Keeps as text the last key of every open object whose key token is before absolute index `index` (those
    /// tokens are about to go), for error paths.
    mutating func detachKeys(before index: Int) {
        for position in levels.indices where levels[position].keyToken >= 0 && levels[position].keyToken < index {
            keyTexts[position] = key(at: position)
            levels[position].keyToken = -1
        }
    }

    /// Forgets every token parsed so far (nobody will read them).
    mutating func discardTokens() {
        detachKeys(before: Int.max)
        takenTokens += tokens.count
        tokens.removeAll()
    }

    /// Forgets every token before absolute index `index` and the texts only they used (a stream is done with
    /// them), so memory stays bounded by what is still ahead.
    mutating func compact(before index: Int) {
        let count = index - takenTokens
        guard count > 0 else { return }
        detachKeys(before: index)
        tokens.removeFirst(count)
        takenTokens = index
        compactBytes()
    }

    /// Drops the texts in `bytes` that no token left on the tape uses (escaped strings of passed elements).
    mutating func compactBytes() {
        var cut = bytes.count
        for token in tokens where !token.inInput {
            switch token.kind {
            case .key, .string, .number: cut = min(cut, token.payload)
            default: break
            }
        }
        guard cut > 0 else { return }
        bytes.removeFirst(cut)
        for position in tokens.indices where !tokens[position].inInput {
            switch tokens[position].kind {
            case .key, .string, .number: tokens[position].payload -= cut
            default: break
            }
        }
    }

    /// Forgets the tokens before absolute index `index` once they are many (the decoder is done with them), and
    /// the escaped texts only they used.
    mutating func dropTokens(before index: Int) {
        let count = index - takenTokens
        guard dropsTokens, count >= 1 << 14, count * 2 >= tokens.count else { return }
        detachKeys(before: index)
        tokens.removeFirst(count)
        takenTokens = index
        compactBytes()
    }
}

// MARK: - Failures

extension TokenizerState {
    /// Records (and returns) a failure at an absolute offset.
    @discardableResult
    mutating func fail(
        _ message: String, at offset: Int, nextValue: Bool, kind: JSONError.Kind = .syntax
    ) -> JSONError {
        if let failure { return failure }
        let error = error(message, at: offset, path: path(nextValue: nextValue), kind: kind)
        failure = error
        return error
    }

    /// An error at an absolute offset of a streamed input, located with the lines counted so far (exact within
    /// the chunk being parsed).
    func error(_ message: String, at offset: Int, path: String, kind: JSONError.Kind = .syntax) -> JSONError {
        let (line, column) = location(of: offset)
        var excerpt = ""
        if offset >= lineBase, !lineBytes.isEmpty {
            excerpt = JSONError.excerpt(of: lineBytes, around: offset - lineBase)
        }
        return JSONError(
            message: message, byteOffset: offset, line: line, column: column, path: path, excerpt: excerpt, kind: kind)
    }

    mutating func fail(with status: yajl_status) -> JSONError {
        if let failure { return failure }
        guard let text = yajl_get_error(handle, 0, nil, 0) else {
            return fail("invalid JSON", at: chunkBase, nextValue: true)
        }
        var message = String(cString: text)
        yajl_free_error(handle, text)
        for prefix in ["lexical error: ", "parse error: "] where message.hasPrefix(prefix) {
            message.removeFirst(prefix.count)
        }
        while let last = message.last, last.isWhitespace || last == "." {
            message.removeLast()
        }
        if message == "trailing garbage" {
            // yajl stops past the end of the text after the document: point at its start instead.
            findTrailingText()
            if let trailingError {
                failure = trailingError
                return trailingError
            }
        }
        let consumed = chunk.isEmpty ? 0 : Int(yajl_get_bytes_consumed(handle))
        // yajl stops just past the offending token (which may have ended in an earlier chunk).
        var offset = max(chunkBase + consumed - 1, 0)
        if message.contains("inside string") {
            offset = chunkBase + consumed
        } else if chunk.isEmpty {
            offset = chunkBase
        }
        return fail(message, at: offset, nextValue: true)
    }

    /// Once the document has ended, notes the first byte after it that is not whitespace, if it is in the chunk
    /// being parsed, as `trailingError` (earlier chunks were looked at as they ended).
    mutating func findTrailingText() {
        guard lastEventEnd > 0, levels.isEmpty, case .none = trailingError else { return }
        var index = max(lastEventEnd - chunkBase, 0)
        while index < chunk.count {
            switch chunk[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default:
                trailingError = error("trailing garbage", at: chunkBase + index, path: path(nextValue: true))
                return
            }
        }
    }

    /// The 1-based line and column of an absolute offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = linesBefore
        var lineStart = lineStartBefore
        if offset > lineBase, !lineBytes.isEmpty {
            let end = min(offset - lineBase, lineBytes.count)
            for index in 0..<end where lineBytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = lineBase + index + 1
            }
        }
        return (line, max(offset - lineStart, 0) + 1)
    }

    /// The last key read in the object level at `position` in `levels`.
    func key(at position: Int) -> String? {
        let level = levels[position]
        guard level.keyToken >= 0 else { return keyTexts[position] }
        return text(of: tokens[level.keyToken - takenTokens])
    }

    /// The path of the value being parsed; with `nextValue`, of the value that would come next.
    func path(nextValue: Bool) -> String {
        var path = "$"
        for (position, level) in levels.enumerated() {
            if level.isObject {
                if let key = key(at: position) { JSONPath.appendKey(key, to: &path) }
            } else {
                var index = level.index
                if nextValue, position == levels.count - 1 { index += 1 }
                JSONPath.appendIndex(max(index, 0), to: &path)
            }
        }
        return path
    }
}
