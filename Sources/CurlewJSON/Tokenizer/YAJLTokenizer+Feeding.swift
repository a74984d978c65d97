import CYAJL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Feeding a streamed document chunk by chunk: the leading bytes checked for their encoding first, a string that
/// runs past a chunk held until the chunk that ends it.
extension YAJLTokenizer {
    /// Parses one chunk of a streamed document; counts its lines before the bytes go away.
    func feed(_ bytes: UnsafeRawBufferPointer) throws {
        try feed(bytes) {}
    }

    /// Parses one chunk, then runs `body` while the chunk's bytes are still at hand for locating errors. `body` runs
    /// even when the chunk is invalid JSON, to take what the chunk completed before the error; the parse error is
    /// thrown after it (unless `body` throws first).
    func feed(_ bytes: UnsafeRawBufferPointer, then body: () throws -> Void) throws {
        if !state.pointee.encodingChecked {
            try feedLeading(bytes, then: body)
            return
        }
        if holdsStringPart(bytes) {
            try body()
            return
        }
        guard state.pointee.heldStringPart.isEmpty else {
            var joined: [UInt8] = []
            swap(&joined, &state.pointee.heldStringPart)
            joined.append(contentsOf: bytes)
            try joined.withUnsafeBytes { try feedNow($0, then: body) }
            return
        }
        try feedNow(bytes, then: body)
    }

    /// Feeds the first bytes of a streamed document once they tell its encoding, holding them until then (a
    /// byte-order mark may be cut over chunks): a UTF-8 byte-order mark is skipped, UTF-16 and UTF-32 fail at byte 0
    /// with the encoding's name. Offsets count the mark. `isComplete`: the input ends with `bytes`.
    func feedLeading(
        _ bytes: UnsafeRawBufferPointer, isComplete: Bool = false, then body: () throws -> Void
    ) throws {
        if let failure = state.pointee.failure { throw failure }
        guard !state.pointee.leadingBytes.isEmpty else { return try feedLeading(held: bytes, isComplete, body) }
        var joined = state.pointee.leadingBytes
        joined.append(contentsOf: bytes)
        state.pointee.leadingBytes = []
        try joined.withUnsafeBytes { try feedLeading(held: $0, isComplete, body) }
    }

    /// `feedLeading` on the held bytes and the new ones, joined.
    private func feedLeading(
        held joined: UnsafeRawBufferPointer, _ isComplete: Bool, _ body: () throws -> Void
    ) throws {
        switch TextEncodingSniff.sniff(joined, isComplete: isComplete) {
        case .undecided:
            state.pointee.leadingBytes = Array(joined)  // at most three bytes
            try body()
        case .foreign(let encoding):
            throw state.pointee.fail(TextEncodingSniff.message(for: encoding), at: 0, nextValue: true)
        case .utf8(let mark):
            startAfter(byteOrderMark: mark)
            state.pointee.encodingChecked = true
            try feed(UnsafeRawBufferPointer(rebasing: joined[mark...]), then: body)
        }
    }

    /// Starts the document after a UTF-8 byte-order mark of `mark` bytes (0 or 3), before anything is parsed:
    /// offsets still count the mark, columns on the first line start after it (an editor does not show it).
    func startAfter(byteOrderMark mark: Int) {
        state.pointee.chunkBase = mark
        state.pointee.lineStartBefore = mark
        state.pointee.validatedEnd = mark
    }

    /// Keeps a streamed chunk that only continues a string begun in an earlier one (no unescaped quote, control
    /// character or invalid escape: nothing in it can end the string or fail, `StringPartScan`) instead of parsing
    /// it now; true if it did. yajl lexes a
    /// token split across chunks again from its start on every chunk, so a string of n bytes in chunks of c cost
    /// n²/2c (a 100 MB base64 field in 64 KB chunks, 80 GB of scanning); held, the string reaches yajl in the chunk
    /// that ends it, joined to the parts held before. Chunks are parsed as if they had arrived as one, so events,
    /// offsets and errors are the same; only a size limit the held bytes would cross stops the holding.
    private func holdsStringPart(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !bytes.isEmpty, state.pointee.pendingStringStart != nil, state.pointee.failure == nil,
            !state.pointee.finished, state.pointee.input.isEmpty
        else { return false }
        let held = state.pointee.heldStringPart.count
        if let limit = state.pointee.options.maxDocumentSize, state.pointee.chunkBase + held + bytes.count > limit {
            return false
        }
        let escape: Int? =
            held > 0
            ? state.pointee.heldEscape
            : state.pointee.pendingRaw.withUnsafeBytes { StringPartScan.escapeState(afterOpening: $0) }
        guard let escape, let after = StringPartScan.escapeState(after: bytes, from: escape) else { return false }
        state.pointee.heldEscape = after
        state.pointee.heldStringPart.append(contentsOf: bytes)
        return true
    }

    private func feedNow(_ bytes: UnsafeRawBufferPointer, then body: () throws -> Void) throws {
        state.pointee.lineBytes = bytes
        state.pointee.lineBase = state.pointee.chunkBase
        defer {
            state.pointee.countLines(bytes)
            state.pointee.lineBytes = UnsafeRawBufferPointer(start: nil, count: 0)
            state.pointee.lineBase = state.pointee.chunkBase
        }
        var parseError: (any Error)?
        do {
            try parseChunk(bytes)
        } catch {
            parseError = error
        }
        try body()
        if let parseError { throw parseError }
        // Text positions are 32-bit: events must be taken before 2 GiB of them pile up.
        if state.pointee.bytes.count > Int(Int32.max) || state.pointee.tokens.count > Int(Int32.max) {
            let offset = state.pointee.chunkBase
            throw state.pointee.fail(
                "over 2 GiB of events not taken; call takeEvents() between feeds", at: offset, nextValue: true)
        }
    }

    /// How much of a whole document `parseMore()` parses at a time.
    static let sliceSize = 1 << 18
}
