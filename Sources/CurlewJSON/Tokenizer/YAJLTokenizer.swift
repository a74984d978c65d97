import CYAJL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Drives one yajl parse handle and turns its callbacks into tokens with byte offsets.
///
/// Shared by `JSONParser` (which hands tokens out as events, chunk by chunk) and `JSONTape` (which reads a whole
/// document in memory, slice by slice as the decoder asks, and keeps the tokens as a tape). The mutable state lives in a heap-allocated `TokenizerState` (TokenizerState.swift) that yajl's context pointer points at, so
/// the callbacks reach it without Swift's dynamic exclusivity checks on class properties. A failure found in a
/// callback is stored in the state and the callback returns 0: yajl stops and the rich error is thrown after it
/// returns.
final class YAJLTokenizer {
    private var handle: yajl_handle
    /// Whether `handle` was made to allow comments (a restart with the other setting makes a new one).
    private var handleAllowsComments: Bool
    private let callbacks: UnsafeMutablePointer<yajl_callbacks>
    /// Where yajl's handle, lexer and buffers live; reset whenever the handle is freed and made anew.
    private let arena: UnsafeMutablePointer<YAJLArena>
    let state: UnsafeMutablePointer<TokenizerState>
    /// How many `TapeDecoder`s read this tokenizer's tape (kept here, not in `state`, which a rewind resets).
    var liveDecoders = 0
    /// The copy of the input made by `keepInput()`, freed with the tokenizer.
    private var ownedInput: UnsafeMutableRawBufferPointer?

    init(options: JSONParser.Options, keepsTape: Bool) {
        callbacks = .allocate(capacity: 1)
        callbacks.initialize(to: TokenizerState.callbackTable)
        state = .allocate(capacity: 1)
        state.initialize(to: TokenizerState(options: options, keepsTape: keepsTape))
        arena = .allocate(capacity: 1)
        arena.initialize(to: YAJLArena())
        handle = YAJLTokenizer.makeHandle(callbacks, state, arena)
        handleAllowsComments = options.allowComments
    }

    private static func makeHandle(
        _ callbacks: UnsafeMutablePointer<yajl_callbacks>,
        _ state: UnsafeMutablePointer<TokenizerState>,
        _ arena: UnsafeMutablePointer<YAJLArena>
    ) -> yajl_handle {
        var functions = YAJLArena.functions(arena)  // yajl copies them into the handle
        let handle: yajl_handle = yajl_alloc(callbacks, &functions, UnsafeMutableRawPointer(state))
        state.pointee.handle = handle
        // Curlew checks every string's UTF-8 itself, more strictly than yajl (overlong forms, encoded surrogates):
        // one pass instead of two.
        YAJLOptions.set(yajl_dont_validate_strings, true, on: handle)
        if state.pointee.options.allowComments {
            YAJLOptions.set(yajl_allow_comments, true, on: handle)
        }
        arena.pointee.keepPristine()
        return handle
    }

    /// Parses the document given to `begin` again from the start, up to token `index`, keeping every token from
    /// then on: for a decoder that comes back to tokens it had let go (a second pass over a long array).
    /// The tokens come out the same, so their indexes stay valid; the prefix parsed before, so it parses again.
    func rewind(toInclude index: Int) {
        let input = state.pointee.input
        let options = state.pointee.options
        state.pointee = TokenizerState(options: options, keepsTape: true)
        state.pointee.dropsTokens = false
        renewHandle()
        try! begin(input)
        while state.pointee.tokens.count <= index, (try? parseMore()) == true {}
    }

    /// Readies a tokenizer whose whole-document parse is over for a new document read with `options`: a new state,
    /// yajl's handle as it was made (yajl 2 cannot reset one: `renewHandle`), the token, level and text buffers
    /// emptied and kept, so a small decode allocates none of them. Nothing of the last parse stays readable: the state is made afresh.
    func restart(options: JSONParser.Options) {
        state.pointee.tokens.removeAll()
        state.pointee.levels.removeAll()
        state.pointee.bytes.removeAll(keepingCapacity: true)
        state.pointee = TokenizerState(
            options: options, keepsTape: true, tokens: state.pointee.tokens, levels: state.pointee.levels,
            bytes: state.pointee.bytes)
        liveDecoders = 0
        renewHandle()
    }

    /// A yajl handle in its first state for the parse `state` describes: the last one put back as it was made when
    /// it kept to the arena's block and the comment option is the same (`YAJLArena.restorePristine`), else freed
    /// and made anew.
    private func renewHandle() {
        if handleAllowsComments == state.pointee.options.allowComments, arena.pointee.restorePristine() {
            state.pointee.handle = handle
            return
        }
        remakeHandle()
    }

    /// Frees yajl's handle and everything it allocated, and makes a new one for the parse `state` describes.
    private func remakeHandle() {
        yajl_free(handle)
        arena.pointee.reset()
        handle = YAJLTokenizer.makeHandle(callbacks, state, arena)
        handleAllowsComments = state.pointee.options.allowComments
    }

    /// Whether a tokenizer whose decode call is over may be kept for the next document (`TokenizerCache`): no
    /// decoder kept its input. Trim it (`trimForIdle`) before it waits.
    var isReusable: Bool { liveDecoders == 0 && !keepsInput }

    /// Lets go of what a large document made this tokenizer hold, before it waits idle for the next one: token,
    /// level and text buffers past 4,096 tokens, 1,024 levels or 64 KiB are replaced by small ones, and a yajl
    /// handle whose buffers outgrew the arena's block (a long string's) is freed and made anew. (Dropping the
    /// whole tokenizer instead, as before, made every decode after a document over 16 KiB build a new one.)
    func trimForIdle() {
        if state.pointee.tokens.capacity > 1 << 12 { state.pointee.tokens = TokenizerBuffer() }
        if state.pointee.levels.capacity > 1 << 10 { state.pointee.levels = TokenizerBuffer() }
        if state.pointee.bytes.capacity > 1 << 16 { state.pointee.bytes = [] }
        if arena.pointee.spilled { remakeHandle() }
    }

    /// What an idle tokenizer holds (for tests): buffer capacities, and whether yajl has memory outside the block.
    var heldMemory: (tokens: Int, levels: Int, bytes: Int, spilled: Bool) {
        (
            state.pointee.tokens.capacity, state.pointee.levels.capacity, state.pointee.bytes.capacity,
            arena.pointee.spilled
        )
    }

    /// Whether `keepInput()` has run: decoders kept past their call read a copy of the input.
    var keepsInput: Bool { ownedInput != nil }

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
            path: "$", kind: .usage)
    }

    /// Keeps a finished whole-document parse readable after its input goes away, in a copy of the input: for a
    /// decoder or container that model code kept past its decode call, which then reads the document as
    /// Foundation's would.
    func keepInput() {
        let input = state.pointee.input
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(input.count, 1), alignment: 1)
        copy.copyMemory(from: input)
        ownedInput = copy
        let kept = UnsafeRawBufferPointer(rebasing: copy[0..<input.count])
        state.pointee.input = kept
        state.pointee.lineBytes = kept
        state.pointee.lineBase = 0
        state.pointee.chunk = UnsafeRawBufferPointer(start: nil, count: 0)
    }

    deinit {
        ownedInput?.deallocate()
        yajl_free(handle)
        arena.pointee.release()
        arena.deinitialize(count: 1)
        arena.deallocate()
        callbacks.deinitialize(count: 1)
        callbacks.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Starts a whole document held in one buffer, which must stay valid while this tokenizer is used (the
    /// decoder's path: texts are read in place, lines are counted only for an error). Nothing is parsed yet.
    func begin(_ bytes: UnsafeRawBufferPointer) throws {
        // Tape indexes and text positions are 32-bit; larger documents are for `JSONParser` to stream.
        if let limit = state.pointee.options.maxDocumentSize, bytes.count > limit {
            throw state.pointee.fail("document larger than \(limit) bytes", at: limit, nextValue: true, kind: .limit)
        }
        guard bytes.count < UInt32.max else {
            throw state.pointee.fail(
                "document larger than 4 GiB; stream it with JSONParser", at: 0, nextValue: true, kind: .limit)
        }
        state.pointee.lineBytes = bytes
        state.pointee.lineBase = 0
        state.pointee.input = bytes
        switch TextEncodingSniff.sniff(bytes, isComplete: true) {
        case .foreign(let encoding):
            throw state.pointee.fail(TextEncodingSniff.message(for: encoding), at: 0, nextValue: true)
        case .utf8(let mark):
            startAfter(byteOrderMark: mark)
        case .undecided:
            break
        }
        state.pointee.encodingChecked = true
        // A top-level array is parsed slice by slice and its passed elements dropped: a slice's worth of tokens.
        // Anything else ends up on the tape whole: reserve for about one token per 8 bytes (the benchmark
        // documents have one per 10-80), so the tape is rarely copied while it grows.
        let firstByte = bytes[state.pointee.chunkBase...].firstIndex {
            !(0x20 == $0 || 0x0A == $0 || 0x0D == $0 || 0x09 == $0)
        }
        let streams = firstByte.map { bytes[$0] == UInt8(ascii: "[") } ?? true
        state.pointee.tokens.reserveCapacity(streams ? min(bytes.count, Self.sliceSize) / 4 : bytes.count / 8)
        state.pointee.bytes.reserveCapacity(min(bytes.count, Self.sliceSize) / 4)
    }

    /// Parses the next slice of the document given to `begin`, or finishes it after the last; false once done.
    func parseMore() throws -> Bool {
        if let failure = state.pointee.failure { throw failure }
        if state.pointee.finished { return false }
        let input = state.pointee.input
        let start = state.pointee.chunkBase
        if start < input.count {
            var end = start + min(Self.sliceSize, input.count - start)
            if state.pointee.pendingStringStart != nil {
                // A string continues from the last slice: this one takes it whole (see `holdsStringPart`).
                end = max(end, Self.endOfString(in: input, from: start))
            }
            try parseChunk(UnsafeRawBufferPointer(rebasing: input[start..<end]))
        } else {
            try finish()
        }
        return true
    }

    /// The offset just past the first quote at or after `start` that no backslash escapes (or the input's end):
    /// where a string that is open at `start` ends.
    private static func endOfString(in input: UnsafeRawBufferPointer, from start: Int) -> Int {
        guard let base = input.baseAddress else { return input.count }
        var index = start
        while index < input.count, let found = memchr(base + index, Int32(UInt8(ascii: "\"")), input.count - index) {
            let quote = base.distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while quote - backslashes > 0, input[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote + 1 }
            index = quote + 1
        }
        return input.count
    }

    /// Parses the rest of the document given to `begin`.
    func parseAll() throws {
        while try parseMore() {}
    }

    /// Ends the input: fails if the document is incomplete.
    func finish() throws {
        if let failure = state.pointee.failure { throw failure }
        if state.pointee.finished { return }
        if !state.pointee.encodingChecked, !state.pointee.leadingBytes.isEmpty {
            try feedLeading(UnsafeRawBufferPointer(start: nil, count: 0), isComplete: true) {}
        }
        if !state.pointee.heldStringPart.isEmpty {
            try feed(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        state.pointee.finished = true
        state.pointee.chunk = UnsafeRawBufferPointer(start: nil, count: 0)
        let status = yajl_complete_parse(handle)
        if status != yajl_status_ok {
            throw state.pointee.fail(with: status)
        }
    }

    func parseChunk(_ bytes: UnsafeRawBufferPointer) throws {
        if let failure = state.pointee.failure { throw failure }
        if let limit = state.pointee.options.maxDocumentSize, state.pointee.input.isEmpty,
            state.pointee.chunkBase + bytes.count > limit
        {
            throw state.pointee.fail("document larger than \(limit) bytes", at: limit, nextValue: true, kind: .limit)
        }
        if state.pointee.finished {
            throw state.pointee.fail(
                "input after the end of the document", at: state.pointee.chunkBase, nextValue: true, kind: .usage)
        }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        // yajl takes a vertical tab or a form feed for whitespace; strict JSON does not (JSON5 input has them
        // blanked by now). Parse up to the first one, then fail there.
        let stop = Self.firstNonJSONSpace(in: bytes)
        state.pointee.chunk = bytes
        if !state.pointee.input.isEmpty {
            state.pointee.validateInput(through: state.pointee.chunkBase + bytes.count)
        }
        state.pointee.yajlParseCalls += 1
        let status = yajl_parse(handle, base.assumingMemoryBound(to: UInt8.self), stop ?? bytes.count)
        if status != yajl_status_ok {
            throw state.pointee.fail(with: status)
        }
        if let stop { throw failAtNonJSONSpace(bytes, at: stop) }
        state.pointee.endChunk()
    }

    /// The index of the first vertical tab or form feed in `bytes`: two `memchr` passes (the second only up to the
    /// first's find), tens of microseconds per megabyte against milliseconds for yajl's parse of it.
    private static func firstNonJSONSpace(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let formFeed = memchr(base, 0x0C, bytes.count).map { base.distance(to: UnsafeRawPointer($0)) }
        let verticalTab = memchr(base, 0x0B, formFeed ?? bytes.count).map { base.distance(to: UnsafeRawPointer($0)) }
        return verticalTab ?? formFeed
    }

    /// The error for the vertical tab or form feed at `stop` in `bytes`, yajl having parsed the bytes before it:
    /// inside a string it is an unescaped control character (as a raw 0x01 would be), else not JSON whitespace.
    private func failAtNonJSONSpace(_ bytes: UnsafeRawBufferPointer, at stop: Int) -> JSONError {
        let offset = state.pointee.chunkBase + stop
        // Ends the chunk at `stop`: notes a string begun and not closed before it.
        state.pointee.chunk = UnsafeRawBufferPointer(rebasing: bytes[..<stop])
        state.pointee.trackPendingString()
        let name = bytes[stop] == 0x0B ? "vertical tab" : "form feed"
        if state.pointee.pendingStringStart != nil {
            return state.pointee.fail(
                "invalid character inside string (an unescaped \(name))", at: offset, nextValue: false)
        }
        return state.pointee.fail("\(name) is not JSON whitespace", at: offset, nextValue: true)
    }

    /// Takes the events completed so far out of the tokenizer.
    func takeEvents() -> [(event: JSONEvent, offset: Int)] {
        state.pointee.takeEvents()
    }
}
