import CYAJL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Drives one yajl parse handle and turns its callbacks into tokens with byte offsets.
///
/// Shared by `JSONParser` (which hands tokens out as events, chunk by chunk) and `JSONTape` (which reads a whole
/// document in memory, slice by slice as the decoder asks, and keeps the tokens as a tape). The mutable state lives in a heap-allocated `TokenizerState` that yajl's context pointer points at, so
/// the callbacks reach it without Swift's dynamic exclusivity checks on class properties. A failure found in a
/// callback is stored in the state and the callback returns 0: yajl stops and the rich error is thrown after it
/// returns.
final class YAJLTokenizer {
    private var handle: yajl_handle
    private let callbacks: UnsafeMutablePointer<yajl_callbacks>
    let state: UnsafeMutablePointer<TokenizerState>

    init(options: JSONParser.Options, keepsTape: Bool) {
        callbacks = .allocate(capacity: 1)
        callbacks.initialize(to: TokenizerState.callbackTable)
        state = .allocate(capacity: 1)
        state.initialize(to: TokenizerState(options: options, keepsTape: keepsTape))
        handle = YAJLTokenizer.makeHandle(callbacks, state)
    }

    private static func makeHandle(
        _ callbacks: UnsafeMutablePointer<yajl_callbacks>,
        _ state: UnsafeMutablePointer<TokenizerState>
    ) -> yajl_handle {
        let handle: yajl_handle = yajl_alloc(callbacks, nil, UnsafeMutableRawPointer(state))
        state.pointee.handle = handle
        if state.pointee.options.allowComments {
            YAJLOptions.set(yajl_allow_comments, true, on: handle)
        }
        return handle
    }

    /// Parses the document given to `begin` again from the start, up to token `index`, keeping every token from
    /// then on: for a decoder that comes back to tokens it had let go (a second pass over a long array).
    /// The tokens come out the same, so their indexes stay valid; the prefix parsed before, so it parses again.
    func rewind(toInclude index: Int) {
        let input = state.pointee.input
        let options = state.pointee.options
        yajl_free(handle)
        state.pointee = TokenizerState(options: options, keepsTape: true)
        state.pointee.dropsTokens = false
        handle = YAJLTokenizer.makeHandle(callbacks, state)
        try! begin(input)
        while state.pointee.tokens.count <= index, (try? parseMore()) == true {}
    }

    /// Ends the life of a whole-document parse whose input is going away: tokens and texts are dropped and every
    /// later parse call throws, so a decoder or reader kept past its decode call traps or fails, never reading
    /// freed memory.
    func invalidate() {
        let options = state.pointee.options
        state.pointee = TokenizerState(options: options, keepsTape: true)
        state.pointee.dropsTokens = false
        state.pointee.finished = true
        state.pointee.invalidated = true
        state.pointee.failure = JSONError(
            message: "the decoder was used after its decode call returned", byteOffset: 0, line: 1, column: 1,
            path: "$")
    }

    deinit {
        yajl_free(handle)
        callbacks.deinitialize(count: 1)
        callbacks.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Parses one chunk of a streamed document; counts its lines before the bytes go away.
    func feed(_ bytes: UnsafeRawBufferPointer) throws {
        try feed(bytes) {}
    }

    /// Parses one chunk, then runs `body` while the chunk's bytes are still at hand for locating errors.
    func feed<R>(_ bytes: UnsafeRawBufferPointer, then body: () throws -> R) throws -> R {
        state.pointee.lineBytes = bytes
        state.pointee.lineBase = state.pointee.chunkBase
        defer {
            state.pointee.countLines(bytes)
            state.pointee.lineBytes = UnsafeRawBufferPointer(start: nil, count: 0)
            state.pointee.lineBase = state.pointee.chunkBase
        }
        try parseChunk(bytes)
        let result = try body()
        // Text positions are 32-bit: events must be taken before 2 GiB of them pile up.
        if state.pointee.bytes.count > Int(Int32.max) || state.pointee.tokens.count > Int(Int32.max) {
            let offset = state.pointee.chunkBase
            throw state.pointee.fail(
                "over 2 GiB of events not taken; call takeEvents() between feeds", at: offset, nextValue: true)
        }
        return result
    }

    /// How much of a whole document `parseMore()` parses at a time.
    static let sliceSize = 1 << 18

    /// Starts a whole document held in one buffer, which must stay valid while this tokenizer is used (the
    /// decoder's path: texts are read in place, lines are counted only for an error). Nothing is parsed yet.
    func begin(_ bytes: UnsafeRawBufferPointer) throws {
        // Tape indexes and text positions are 32-bit; larger documents are for `JSONParser` to stream.
        if let limit = state.pointee.options.maxDocumentSize, bytes.count > limit {
            throw state.pointee.fail("document larger than \(limit) bytes", at: limit, nextValue: true)
        }
        guard bytes.count < UInt32.max else {
            throw state.pointee.fail("document larger than 4 GiB; stream it with JSONParser", at: 0, nextValue: true)
        }
        state.pointee.lineBytes = bytes
        state.pointee.lineBase = 0
        state.pointee.input = bytes
        state.pointee.tokens.reserveCapacity(min(bytes.count, Self.sliceSize) / 4)
        state.pointee.bytes.reserveCapacity(min(bytes.count, Self.sliceSize) / 4)
    }

    /// Parses the next slice of the document given to `begin`, or finishes it after the last; false once done.
    func parseMore() throws -> Bool {
        if let failure = state.pointee.failure { throw failure }
        if state.pointee.finished { return false }
        let input = state.pointee.input
        let start = state.pointee.chunkBase
        if start < input.count {
            let end = start + min(Self.sliceSize, input.count - start)
            try parseChunk(UnsafeRawBufferPointer(rebasing: input[start..<end]))
        } else {
            try finish()
        }
        return true
    }

    /// Parses the rest of the document given to `begin`.
    func parseAll() throws {
        while try parseMore() {}
    }

    /// Ends the input: fails if the document is incomplete.
    func finish() throws {
        if let failure = state.pointee.failure { throw failure }
        if state.pointee.finished { return }
        state.pointee.finished = true
        state.pointee.chunk = UnsafeRawBufferPointer(start: nil, count: 0)
        let status = yajl_complete_parse(handle)
        if status != yajl_status_ok {
            throw state.pointee.fail(with: status)
        }
    }

    private func parseChunk(_ bytes: UnsafeRawBufferPointer) throws {
        if let failure = state.pointee.failure { throw failure }
        if let limit = state.pointee.options.maxDocumentSize, state.pointee.input.isEmpty,
            state.pointee.chunkBase + bytes.count > limit
        {
            throw state.pointee.fail("document larger than \(limit) bytes", at: limit, nextValue: true)
        }
        if state.pointee.finished {
            throw state.pointee.fail(
                "input after the end of the document", at: state.pointee.chunkBase, nextValue: true)
        }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        // yajl takes a form feed for whitespace; strict JSON does not. Parse up to it, then fail there.
        let formFeed = memchr(base, 0x0C, bytes.count).map { base.distance(to: UnsafeRawPointer($0)) }
        state.pointee.chunk = bytes
        let status = yajl_parse(handle, base.assumingMemoryBound(to: UInt8.self), formFeed ?? bytes.count)
        if status != yajl_status_ok {
            throw state.pointee.fail(with: status)
        }
        if let formFeed {
            let offset = state.pointee.chunkBase + formFeed
            throw state.pointee.fail("form feed is not JSON whitespace", at: offset, nextValue: true)
        }
        state.pointee.endChunk()
    }

    /// Takes the events completed so far out of the tokenizer.
    func takeEvents() -> [(event: JSONEvent, offset: Int)] {
        state.pointee.takeEvents()
    }
}

/// Everything a parse needs to remember between callbacks and chunks.
struct TokenizerState {
    /// One open container, for the depth limit and error paths.
    struct Level {
        var isObject: Bool
        /// The absolute tape index of the container's start token.
        var start: Int
        /// For arrays: the index of the element being parsed (-1 before the first).
        var index = -1
        /// For objects: the last key read, as a range of `bytes` (-1: none) or, once handed out, as text.
        var keyToken = -1
        var keyText: String?
    }

    /// Where a scan of the bytes after the last event stands (for strings split across chunks).
    enum ScanState {
        case normal, slash, lineComment, blockComment, blockStar
    }

    let options: JSONParser.Options
    /// Whether container start tokens get their end index patched in (tape mode).
    let keepsTape: Bool
    var handle: yajl_handle?

    var tokens: [JSONToken] = []
    var bytes: [UInt8] = []
    /// The whole input when it is parsed in one piece: texts found in it are not copied.
    var input = UnsafeRawBufferPointer(start: nil, count: 0)
    /// How many tokens were handed out and removed from `tokens` (the absolute index of `tokens[0]`).
    var takenTokens = 0
    var levels: [Level] = []
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

    /// Bytes still at hand for line counting and excerpts, starting at absolute offset `lineBase`.
    var lineBytes = UnsafeRawBufferPointer(start: nil, count: 0)
    var lineBase = 0
    /// The line number at `lineBase`, and the absolute offset where that line starts.
    var linesBefore = 1
    var lineStartBefore = 0

    init(options: JSONParser.Options, keepsTape: Bool) {
        self.options = options
        self.keepsTape = keepsTape
    }

    mutating func endChunk() {
        trackPendingString()
        chunkBase += chunk.count
        chunk = UnsafeRawBufferPointer(start: nil, count: 0)
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
        let range = token.payload..<token.payload + Int(token.length)
        if token.inInput {
            return String(decoding: UnsafeRawBufferPointer(rebasing: input[range]), as: UTF8.self)
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    mutating func takeEvents() -> [(event: JSONEvent, offset: Int)] {
        for position in levels.indices where levels[position].keyToken >= 0 {
            levels[position].keyText = key(of: levels[position])
            levels[position].keyToken = -1
        }
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
        tokens.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        return events
    }

    /// Forgets every token parsed so far (nobody will read them).
    mutating func discardTokens() {
        for position in levels.indices where levels[position].keyToken >= 0 {
            levels[position].keyText = key(of: levels[position])
            levels[position].keyToken = -1
        }
        takenTokens += tokens.count
        tokens.removeAll(keepingCapacity: true)
    }

    /// Forgets every token before absolute index `index` and the texts only they used (a stream is done with
    /// them), so memory stays bounded by what is still ahead.
    mutating func compact(before index: Int) {
        let count = index - takenTokens
        guard count > 0 else { return }
        for position in levels.indices where levels[position].keyToken >= 0 && levels[position].keyToken < index {
            levels[position].keyText = key(of: levels[position])
            levels[position].keyToken = -1
        }
        tokens.removeFirst(count)
        takenTokens = index
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

    /// Forgets the tokens before absolute index `index` once they are many (the decoder is done with them).
    /// Texts in `bytes` stay, since later tokens point into it by position.
    mutating func dropTokens(before index: Int) {
        let count = index - takenTokens
        guard dropsTokens, count >= 1 << 14, count * 2 >= tokens.count else { return }
        for position in levels.indices where levels[position].keyToken >= 0 && levels[position].keyToken < index {
            levels[position].keyText = key(of: levels[position])
            levels[position].keyToken = -1
        }
        tokens.removeFirst(count)
        takenTokens = index
    }
}

// MARK: - Failures

extension TokenizerState {
    /// Records (and returns) a failure at an absolute offset.
    @discardableResult
    mutating func fail(_ message: String, at offset: Int, nextValue: Bool) -> JSONError {
        if let failure { return failure }
        let error = error(message, at: offset, path: path(nextValue: nextValue))
        failure = error
        return error
    }

    /// An error at an absolute offset of a streamed input, located with the lines counted so far (exact within
    /// the chunk being parsed).
    func error(_ message: String, at offset: Int, path: String) -> JSONError {
        let (line, column) = location(of: offset)
        var excerpt = ""
        if offset >= lineBase, !lineBytes.isEmpty {
            excerpt = JSONError.excerpt(of: lineBytes, around: offset - lineBase)
        }
        return JSONError(
            message: message, byteOffset: offset, line: line, column: column, path: path, excerpt: excerpt)
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

    /// The last key read in an object level.
    func key(of level: Level) -> String? {
        guard level.keyToken >= 0 else { return level.keyText }
        return text(of: tokens[level.keyToken - takenTokens])
    }

    /// The path of the value being parsed; with `nextValue`, of the value that would come next.
    func path(nextValue: Bool) -> String {
        var path = "$"
        for (position, level) in levels.enumerated() {
            if level.isObject {
                if let key = key(of: level) { JSONPath.appendKey(key, to: &path) }
            } else {
                var index = level.index
                if nextValue, position == levels.count - 1 { index += 1 }
                JSONPath.appendIndex(max(index, 0), to: &path)
            }
        }
        return path
    }
}
