/// The unkeyed container of `TapeDecoder`: one JSON array on the tape, read front to back.
struct UnkeyedTapeContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    let node: PathNode?
    /// The tape index of the next element (or of the `]`).
    private var position: Int
    private(set) var currentIndex = 0
    /// The element count, known up front unless the array streams.
    private let fixedCount: Int?
    /// Whether elements are parsed as they are reached and forgotten once passed.
    private let streams: Bool

    init(decoder: TapeDecoder, start: Int, node: PathNode?, streams: Bool = false) {
        self.decoder = decoder
        self.node = node
        self.streams = streams
        position = start + 1
        guard !streams else {
            fixedCount = nil
            return
        }
        var count = 0
        var index = start + 1
        let end = decoder.tape[start].payload
        while index < end {
            count += 1
            index = decoder.tape.indexAfterValue(at: index)
        }
        fixedCount = count
    }

    var count: Int? {
        if let fixedCount { return fixedCount }
        // Streaming: asking for the count parses the rest of the array (but keeps streaming).
        var count = currentIndex
        var index = position
        while (try? decoder.tape.ensureComplete(index)) != nil, decoder.tape[index].kind != .arrayEnd {
            count += 1
            index = decoder.tape.indexAfterValue(at: index)
        }
        return count
    }

    var codingPath: [any CodingKey] { PathNode.codingPath(node) }

    var isAtEnd: Bool {
        if let fixedCount { return currentIndex >= fixedCount }
        // Streaming: on invalid JSON the array ends here (so a loop that swallows errors stops), and the decoder
        // reports the parse error once the value is decoded.
        guard (try? decoder.tape.ensureComplete(position)) != nil else { return true }
        return decoder.tape[position].kind == .arrayEnd
    }

    private var currentKey: JSONIndexKey { JSONIndexKey(index: currentIndex) }

    /// The tape index of the next element, without moving past it; throws at the end of the array.
    ///
    /// A decode moves past its element (`advance(past:)`) only once it has succeeded, as Foundation's decoder does,
    /// so a caller that catches the error can still decode the same element another way (or skip it).
    @inline(__always)
    private func element(_ type: Any.Type) throws -> Int {
        if streams {
            try decoder.tape.ensureComplete(position)
            decoder.tape.dropTokens(before: position)
        }
        guard !isAtEnd else {
            let context = DecodingError.Context(
                codingPath: PathNode.codingPath(node, plus: currentKey),
                debugDescription: "expected \(type), found the end of the array",
                underlyingError: TapeLocation(index: position)
            )
            throw DecodingError.valueNotFound(type, context)
        }
        return position
    }

    /// Moves past the element at `index`, which has been decoded.
    @inline(__always)
    private mutating func advance(past index: Int) {
        position = decoder.tape.indexAfterValue(at: index)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        let index = try element(Never?.self)
        guard decoder.unboxNil(at: index) else { return false }
        advance(past: index)
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let index = try element(type)
        let value = try decoder.unboxBool(at: index, node: node, key: currentKey)
        advance(past: index)
        return value
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let index = try element(type)
        let value = try decoder.unboxString(at: index, node: node, key: currentKey)
        advance(past: index)
        return value
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let index = try element(type)
        let value = try decoder.unboxDouble(at: index, node: node, key: currentKey)
        advance(past: index)
        return value
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let index = try element(type)
        let value = try decoder.unboxFloat(at: index, node: node, key: currentKey)
        advance(past: index)
        return value
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer() }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer() }

    @inline(__always)
    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        let index = try element(T.self)
        let value = try decoder.unboxInteger(T.self, at: index, node: node, key: currentKey)
        advance(past: index)
        return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = try element(type)
        let value = try decoder.decodeValue(T.self, at: index, node: PathNode(parent: node, key: currentKey))
        advance(past: index)
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try element([String: Any].self)
        let container = try decoder.keyedContainer(
            keyedBy: type, at: index, node: PathNode(parent: node, key: currentKey))
        advance(past: index)
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try element([Any].self)
        let container = try decoder.unkeyedContainer(at: index, node: PathNode(parent: node, key: currentKey))
        advance(past: index)
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try element(Any.self)
        let superDecoder = decoder.superDecoder(at: index, node: PathNode(parent: node, key: currentKey))
        advance(past: index)
        return superDecoder
    }
}
