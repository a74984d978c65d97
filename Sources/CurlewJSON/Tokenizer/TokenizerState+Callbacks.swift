import CYAJL

/// yajl's callbacks: capture-free C functions that reach the tokenizer state through the context pointer.
extension TokenizerState {
    static let callbackTable = yajl_callbacks(
        yajl_null: { context in
            state(context).pointee.scalar(.null, length: 4)
        },
        yajl_boolean: { context, value in
            state(context).pointee.scalar(value != 0 ? .trueValue : .falseValue, length: value != 0 ? 4 : 5)
        },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { context, text, length in
            state(context).pointee.number(UnsafeRawBufferPointer(start: text, count: length))
        },
        yajl_string: { context, text, length in
            state(context).pointee.string(UnsafeRawBufferPointer(start: text, count: length), kind: .string)
        },
        yajl_start_map: { context in
            state(context).pointee.start(isObject: true)
        },
        yajl_map_key: { context, text, length in
            state(context).pointee.string(UnsafeRawBufferPointer(start: text, count: length), kind: .key)
        },
        yajl_end_map: { context in
            state(context).pointee.end(isObject: true)
        },
        yajl_start_array: { context in
            state(context).pointee.start(isObject: false)
        },
        yajl_end_array: { context in
            state(context).pointee.end(isObject: false)
        }
    )

    @inline(__always)
    private static func state(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<TokenizerState> {
        context.unsafelyUnwrapped.assumingMemoryBound(to: TokenizerState.self)
    }

    /// The absolute offset just past the token yajl has just read.
    @inline(__always)
    private var tokenEnd: Int {
        chunkBase + Int(yajl_get_bytes_consumed(handle))
    }

    @inline(__always)
    private mutating func beginValue() {
        let last = levels.count - 1
        if last >= 0, !levels[last].isObject {
            levels[last].index += 1
        }
    }

    /// Where `text` starts in the whole input, or nil when yajl handed out a copy (an escaped or split text).
    @inline(__always)
    private func inputPosition(of text: UnsafeRawBufferPointer) -> Int? {
        guard let base = input.baseAddress, let start = text.baseAddress, start >= base,
            start + text.count <= base + input.count
        else { return nil }
        return base.distance(to: start)
    }

    /// Appends a text token: in place when it is a slice of the whole input (at `position`), else copied to `bytes`.
    @inline(__always)
    private mutating func appendText(
        _ kind: JSONToken.Kind, _ text: UnsafeRawBufferPointer, at position: Int?, isASCII: Bool?, offset: Int
    ) {
        if let position {
            tokens.append(
                JSONToken(
                    kind: kind,
                    inInput: true,
                    isASCII: isASCII,
                    length: UInt32(text.count),
                    offset: offset,
                    payload: position
                )
            )
            return
        }
        let start = bytes.count
        bytes.append(contentsOf: text.assumingMemoryBound(to: UInt8.self))
        tokens.append(
            JSONToken(kind: kind, isASCII: isASCII, length: UInt32(text.count), offset: offset, payload: start))
    }

    @inline(__always)
    fileprivate mutating func scalar(_ kind: JSONToken.Kind, length: Int) -> Int32 {
        beginValue()
        let end = tokenEnd
        lastEventEnd = end
        tokens.append(JSONToken(kind: kind, length: 0, offset: end - length, payload: 0))
        return 1
    }

    /// Where `text` starts in the chunk being parsed when yajl handed it out in place, the whole token (and for a
    /// string its closing quote) in this chunk; nil when yajl handed out a copy (escaped, or split across chunks).
    /// In place, the token's end follows from the text, without asking yajl how far it has read.
    @inline(__always)
    private func chunkPosition(of text: UnsafeRawBufferPointer, trailing: Int) -> Int? {
        guard let base = chunk.baseAddress, let start = text.baseAddress, start > base,
            start + text.count + trailing <= base + chunk.count
        else { return nil }
        return base.distance(to: start)
    }

    @inline(__always)
    fileprivate mutating func number(_ text: UnsafeRawBufferPointer) -> Int32 {
        beginValue()
        let end = chunkPosition(of: text, trailing: 0).map { chunkBase + $0 + text.count } ?? tokenEnd
        lastEventEnd = end
        // yajl hands out only what JSON's number grammar allows: ASCII.
        appendText(.number, text, at: inputPosition(of: text), isASCII: true, offset: end - text.count)
        return 1
    }

    @inline(__always)
    fileprivate mutating func string(_ text: UnsafeRawBufferPointer, kind: JSONToken.Kind) -> Int32 {
        if kind == .string { beginValue() }
        // Without escapes yajl hands out the text in place, right after the opening quote.
        let inChunk = chunkPosition(of: text, trailing: 1)
        let end = inChunk.map { chunkBase + $0 + text.count + 1 } ?? tokenEnd
        let previousEventEnd = lastEventEnd
        lastEventEnd = end
        guard text.count <= JSONToken.maxLength else {
            fail("string longer than 2 GiB", at: end, nextValue: false, kind: .limit)
            return 0
        }
        let offset: Int
        if let inChunk {
            offset = chunkBase + inChunk - 1
        } else {
            let start = stringStart(endInChunk: end - chunkBase, decoded: text, previousEventEnd: previousEventEnd)
            guard let start else { return 0 }
            offset = start
        }
        // Every string is checked, read or not: a document with ill-formed UTF-8 anywhere is not JSON. A text in
        // place in the part of the input already checked as a whole needs no check of its own.
        let position = inputPosition(of: text)
        var isASCII: Bool? = nil
        if position.map({ $0 + text.count > validatedEnd }) ?? true {
            let checked = UTF8Validation.check(text)
            if checked >= 0 {
                let invalid = checked
                let inPlace = offset + 1 + text.count + 1 == end
                fail("invalid UTF-8 in string", at: inPlace ? offset + 1 + invalid : offset, nextValue: false)
                return 0
            }
            isASCII = checked == UTF8Validation.ascii
        }
        if kind == .key {
            let last = levels.count - 1
            if last >= 0 { levels[last].keyToken = takenTokens + tokens.count }
        }
        appendText(kind, text, at: position, isASCII: isASCII, offset: offset)
        return 1
    }

    @inline(__always)
    fileprivate mutating func start(isObject: Bool) -> Int32 {
        beginValue()
        let end = tokenEnd
        lastEventEnd = end
        if levels.count >= options.maxDepth {
            fail("nesting deeper than \(options.maxDepth) levels", at: end - 1, nextValue: false, kind: .limit)
            return 0
        }
        levels.append(Level(isObject: isObject, start: takenTokens + tokens.count))
        tokens.append(JSONToken(kind: isObject ? .objectStart : .arrayStart, length: 0, offset: end - 1, payload: -1))
        return 1
    }

    @inline(__always)
    fileprivate mutating func end(isObject: Bool) -> Int32 {
        let end = tokenEnd
        lastEventEnd = end
        let level = levels.removeLast()
        if _slowPath(!keyTexts.isEmpty) { keyTexts[levels.count] = nil }
        let index = takenTokens + tokens.count
        tokens.append(
            JSONToken(kind: isObject ? .objectEnd : .arrayEnd, length: 0, offset: end - 1, payload: level.start))
        if keepsTape, level.start >= takenTokens {
            tokens[level.start - takenTokens].payload = index
        }
        return 1
    }
}
