#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Finding where a string token starts (it may have begun chunks ago) and rejecting what yajl lets through.
extension TokenizerState {
    /// The absolute offset of the opening quote of the string that ends at `endInChunk` (just past the closing
    /// quote), after checking its escapes; nil after recording a failure.
    mutating func stringStart(endInChunk: Int, decoded: UnsafeRawBufferPointer, previousEventEnd: Int) -> Int? {
        if let start = pendingStringStart {
            pendingStringStart = nil
            pendingRaw.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<max(endInChunk, 0)]))
            defer { pendingRaw.removeAll(keepingCapacity: true) }
            let problem = pendingRaw.withUnsafeBytes { raw in checkEscapes(raw: raw, decodedCount: decoded.count) }
            if let problem {
                fail(problem.message, at: start + problem.offset, nextValue: false)
                return nil
            }
            return start
        }
        // The string began in this chunk: its quote is the first one after the previous event.
        let inChunk = previousEventEnd >= chunkBase
        var state = inChunk ? ScanState.normal : scanState
        let index = min(firstQuote(from: inChunk ? previousEventEnd - chunkBase : 0, state: &state) ?? 0, endInChunk)
        let raw = UnsafeRawBufferPointer(rebasing: chunk[index..<endInChunk])
        if let problem = checkEscapes(raw: raw, decodedCount: decoded.count) {
            fail(problem.message, at: chunkBase + index + problem.offset, nextValue: false)
            return nil
        }
        return chunkBase + index
    }

    /// Checks the `\u` escapes of a raw string token (quotes included): every surrogate must be a high one
    /// followed by a low one. yajl turns a lone high surrogate into `?` and writes a lone low one as invalid
    /// UTF-8, so this is where strict JSON is restored. Returns the problem and its offset in `raw`.
    private func checkEscapes(raw: UnsafeRawBufferPointer, decodedCount: Int) -> (message: String, offset: Int)? {
        // Every escape shortens the text, so equal lengths mean there is none (and yajl checked the UTF-8).
        guard raw.count - 2 != decodedCount, let base = raw.baseAddress else { return nil }
        let problem = "lone surrogate escape in string"
        let end = raw.count - 1
        var index = 1
        var expectLow = false
        while index < end {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "\\")), end - index) else { break }
            let backslash = base.distance(to: UnsafeRawPointer(found))
            if expectLow, backslash != index { return (problem, index) }
            index = backslash
            guard raw[index + 1] == UInt8(ascii: "u") else {
                if expectLow { return (problem, index) }
                index += 2
                continue
            }
            let unit = hexValue(raw, from: index + 2)
            if (0xD800...0xDBFF).contains(unit) {
                if expectLow { return (problem, index) }
                expectLow = true
            } else if (0xDC00...0xDFFF).contains(unit) {
                if !expectLow { return (problem, index) }
                expectLow = false
            } else if expectLow {
                return (problem, index)
            }
            index += 6
        }
        return expectLow ? (problem, index) : nil
    }

    private func hexValue(_ raw: UnsafeRawBufferPointer, from start: Int) -> Int {
        var value = 0
        for index in start..<min(start + 4, raw.count) {
            let byte = raw[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return -1
            }
            value = value << 4 | Int(digit)
        }
        return value
    }

    /// At the end of a chunk: notes a string token that has begun but not ended, with its raw bytes so far.
    ///
    /// Between the last event and a string's opening quote there can only be whitespace, `,`, `:`, comments and
    /// the start of a number or literal, so a small scan from the last event finds it.
    mutating func trackPendingString() {
        if pendingStringStart != nil {
            pendingRaw.append(contentsOf: chunk)
            return
        }
        var index = 0
        if lastEventEnd >= chunkBase {
            index = lastEventEnd - chunkBase
            scanState = .normal
        }
        var state = scanState
        let quote = firstQuote(from: index, state: &state)
        scanState = state
        if let quote {
            pendingStringStart = chunkBase + quote
            pendingRaw.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[quote...]))
        }
    }

    /// The index in the chunk of the first `"` at or after `start` outside comments, scanning from `state`.
    private func firstQuote(from start: Int, state: inout ScanState) -> Int? {
        var index = start
        while index < chunk.count {
            let byte = chunk[index]
            switch state {
            case .normal:
                if byte == UInt8(ascii: "\"") { return index }
                if byte == UInt8(ascii: "/") { state = .slash }
            case .slash:
                state = byte == UInt8(ascii: "/") ? .lineComment : byte == UInt8(ascii: "*") ? .blockComment : .normal
            case .lineComment:
                if byte == UInt8(ascii: "\n") { state = .normal }
            case .blockComment:
                if byte == UInt8(ascii: "*") { state = .blockStar }
            case .blockStar:
                state = byte == UInt8(ascii: "/") ? .normal : byte == UInt8(ascii: "*") ? .blockStar : .blockComment
            }
            index += 1
        }
        return nil
    }
}
