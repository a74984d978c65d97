import CYAJL

/// yajl's callbacks: capture-free C functions that find the tokenizer through the context pointer.
extension YAJLTokenizer {
    static let callbackTable = yajl_callbacks(
        yajl_null: { context in
            tokenizer(context).scalar(.null, length: 4)
        },
        yajl_boolean: { context, value in
            tokenizer(context).scalar(value != 0 ? .trueValue : .falseValue, length: value != 0 ? 4 : 5)
        },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { context, text, length in
            tokenizer(context).number(UnsafeRawBufferPointer(start: text, count: length))
        },
        yajl_string: { context, text, length in
            tokenizer(context).string(UnsafeRawBufferPointer(start: text, count: length), kind: .string)
        },
        yajl_start_map: { context in
            tokenizer(context).start(isObject: true)
        },
        yajl_map_key: { context, text, length in
            tokenizer(context).string(UnsafeRawBufferPointer(start: text, count: length), kind: .key)
        },
        yajl_end_map: { context in
            tokenizer(context).end(isObject: true)
        },
        yajl_start_array: { context in
            tokenizer(context).start(isObject: false)
        },
        yajl_end_array: { context in
            tokenizer(context).end(isObject: false)
        }
    )

    @inline(__always)
    private static func tokenizer(_ context: UnsafeMutableRawPointer?) -> YAJLTokenizer {
        Unmanaged<YAJLTokenizer>.fromOpaque(context!).takeUnretainedValue()
    }

    /// The absolute offset just past the token yajl has just read.
    @inline(__always)
    private var tokenEnd: Int {
        chunkBase + Int(yajl_get_bytes_consumed(handle))
    }

    @inline(__always)
    private func beginValue() {
        if let last = levels.indices.last, !levels[last].isObject {
            levels[last].index += 1
        }
    }

    private func scalar(_ kind: JSONToken.Kind, length: Int) -> Int32 {
        beginValue()
        let end = tokenEnd
        lastEventEnd = end
        tokens.append(JSONToken(kind: kind, offset: end - length, payload: 0))
        return 1
    }

    private func number(_ text: UnsafeRawBufferPointer) -> Int32 {
        beginValue()
        let end = tokenEnd
        lastEventEnd = end
        strings.append(String(decoding: text, as: UTF8.self))
        tokens.append(JSONToken(kind: .number, offset: end - text.count, payload: strings.count - 1))
        return 1
    }

    private func string(_ text: UnsafeRawBufferPointer, kind: JSONToken.Kind) -> Int32 {
        if kind == .string { beginValue() }
        let end = tokenEnd
        lastEventEnd = end
        guard let start = stringStart(endInChunk: end - chunkBase, decoded: text) else { return 0 }
        let value = String(decoding: text, as: UTF8.self)
        if kind == .key, let last = levels.indices.last {
            levels[last].key = value
        }
        strings.append(value)
        tokens.append(JSONToken(kind: kind, offset: start, payload: strings.count - 1))
        return 1
    }

    private func start(isObject: Bool) -> Int32 {
        beginValue()
        let end = tokenEnd
        lastEventEnd = end
        if levels.count >= options.maxDepth {
            fail("nesting deeper than \(options.maxDepth) levels", at: end - 1, nextValue: false)
            return 0
        }
        levels.append(Level(isObject: isObject, start: takenTokens + tokens.count))
        tokens.append(JSONToken(kind: isObject ? .objectStart : .arrayStart, offset: end - 1, payload: -1))
        return 1
    }

    private func end(isObject: Bool) -> Int32 {
        let end = tokenEnd
        lastEventEnd = end
        let level = levels.removeLast()
        let index = takenTokens + tokens.count
        tokens.append(JSONToken(kind: isObject ? .objectEnd : .arrayEnd, offset: end - 1, payload: 0))
        if keepsTape, level.start >= takenTokens {
            tokens[level.start - takenTokens].payload = index
        }
        return 1
    }
}
