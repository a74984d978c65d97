/// The keyed container of `TapeDecoder`: one JSON object on the tape.
struct KeyedTapeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TapeDecoder
    /// The tape index of the object's `{`.
    let start: Int
    let node: PathNode?
    /// Whether JSON keys go through `convertFromSnakeCase` before they are compared.
    let convertsKeys: Bool
    /// The object's keys after the `.custom` key strategy, when that is the strategy.
    var customKeys: CustomKeyTable?

    var codingPath: [any CodingKey] { PathNode.codingPath(node) }

    /// The object's keys in document order, each once: a key the object repeats (or two JSON keys that convert to
    /// one coding key) is listed at its first place, as `decode` reads the first one.
    var allKeys: [Key] {
        if let customKeys { return customKeys.keys.compactMap { Key(stringValue: $0) } }
        var keys: [Key] = []
        var position = start + 1
        let tape = decoder.tape
        // Marks of the keys so far; the set of their texts is built only once two marks collide.
        var marks = KeyMarks()
        var seen: Set<String>?
        while position < tape[start].payload {
            let text = convertsKeys ? SnakeCase.toCamelCase(tape.text(at: position)) : tape.text(at: position)
            let mark = TapeDecoder.keyMark(text)
            if seen == nil, marks.intersects(mark) { seen = texts(before: position) }
            marks |= mark
            if seen?.insert(text).inserted ?? true, let key = Key(stringValue: text) { keys.append(key) }
            position = tape.indexAfterValue(at: position + 1)
        }
        return keys
    }

    /// The (converted) texts of the object's keys before tape index `end`.
    private func texts(before end: Int) -> Set<String> {
        var texts = Set<String>()
        var position = start + 1
        let tape = decoder.tape
        while position < end {
            texts.insert(convertsKeys ? SnakeCase.toCamelCase(tape.text(at: position)) : tape.text(at: position))
            position = tape.indexAfterValue(at: position + 1)
        }
        return texts
    }

    private func lookup(_ key: Key) -> Int? {
        if let customKeys { return customKeys.valueIndex[key.stringValue] }
        return decoder.valueIndex(
            forKey: key.stringValue, inObject: start, depth: node?.depth ?? 0, convertsKeys: convertsKeys)
    }

    private func valueIndex(_ key: Key) throws -> Int {
        guard let index = lookup(key) else {
            let context = DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "missing key \(JSONValue.string(key.stringValue))",
                underlyingError: TapeLocation(index: start)
            )
            throw DecodingError.keyNotFound(key, context)
        }
        return index
    }

    /// The value index for `decodeIfPresent`: nil when the key is missing or its value is null.
    private func presentIndex(_ key: Key) -> Int? {
        guard let index = lookup(key), !decoder.unboxNil(at: index) else { return nil }
        return index
    }

    func contains(_ key: Key) -> Bool { lookup(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { decoder.unboxNil(at: try valueIndex(key)) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.unboxBool(at: try valueIndex(key), node: node, key: key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.unboxString(at: try valueIndex(key), node: node, key: key)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.unboxDouble(at: try valueIndex(key), node: node, key: key)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder.unboxFloat(at: try valueIndex(key), node: node, key: key)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try integer(key) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(key) }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try decoder.unboxInteger(T.self, at: try valueIndex(key), node: node, key: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decodeValue(T.self, at: try valueIndex(key), node: PathNode(parent: node, key: key))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentIndex(key).map { try decoder.unboxBool(at: $0, node: node, key: key) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentIndex(key).map { try decoder.unboxString(at: $0, node: node, key: key) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentIndex(key).map { try decoder.unboxDouble(at: $0, node: node, key: key) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try presentIndex(key).map { try decoder.unboxFloat(at: $0, node: node, key: key) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try optionalInteger(key) }

    @inline(__always)
    private func optionalInteger<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        try presentIndex(key).map { try decoder.unboxInteger(T.self, at: $0, node: node, key: key) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentIndex(key).map { try decoder.decodeValue(T.self, at: $0, node: PathNode(parent: node, key: key)) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.keyedContainer(keyedBy: type, at: try valueIndex(key), node: PathNode(parent: node, key: key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer(at: try valueIndex(key), node: PathNode(parent: node, key: key))
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(named: JSONCodingKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(named: key)
    }

    /// A decoder for the value at `key`, or (as in Foundation) one standing on `null` when the key is missing.
    private func superDecoder(named key: any CodingKey) throws -> any Decoder {
        let path = PathNode(parent: node, key: key)
        let index: Int?
        if let customKeys {
            index = customKeys.valueIndex[key.stringValue]
        } else {
            index = decoder.valueIndex(
                forKey: key.stringValue, inObject: start, depth: node?.depth ?? 0, convertsKeys: convertsKeys)
        }
        guard let index else { return NullDecoder(codingPath: PathNode.codingPath(path), userInfo: decoder.userInfo) }
        return decoder.superDecoder(at: index, node: path)
    }
}
