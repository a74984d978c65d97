/// The keyed container of `TreeEncoder`: members of one object being encoded.
struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    let object: EncodedObject
    let node: EncodingPath?
    /// Whether coding keys go through the encoder's key strategy.
    var convertsKeys = false

    var codingPath: [any CodingKey] { EncodingPath.codingPath(node) }

    /// The JSON name of `key`, after the encoder's key strategy.
    private func name(_ key: any CodingKey) -> String {
        convertsKeys ? encoder.convertedName(key, node: node) : key.stringValue
    }

    mutating func encodeNil(forKey key: Key) { object.set(name(key), .null) }
    mutating func encode(_ value: Bool, forKey key: Key) { object.set(name(key), .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { object.set(name(key), .string(value)) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        object.set(name(key), try encoder.boxDouble(value, codingPath: EncodingPath.codingPath(node, plus: key)))
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        object.set(name(key), try encoder.boxFloat(value, codingPath: EncodingPath.codingPath(node, plus: key)))
    }

    mutating func encode(_ value: Int, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: Int128, forKey key: Key) { integer(value, key) }
    mutating func encode(_ value: UInt128, forKey key: Key) { integer(value, key) }

    private func integer(_ value: some FixedWidthInteger, _ key: Key) {
        object.set(name(key), .digits(of: value))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(name(key), try encoder.box(value, at: EncodingPosition(parent: node, key: key)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        // Asking again for the same key's container continues it (as Foundation's encoder does), rather than
        // dropping what the first one encoded.
        let nested = object.value(forKey: name(key))?.growableObject ?? EncodedObject()
        object.set(name(key), .object(nested))
        let container = KeyedTreeContainer<NestedKey>(
            encoder: encoder,
            object: nested,
            node: EncodingPath(parent: node, key: key),
            convertsKeys: encoder.convertsKeys
        )
        return KeyedEncodingContainer(container)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = object.value(forKey: name(key))?.growableArray ?? EncodedArray()
        object.set(name(key), .array(nested))
        return UnkeyedTreeContainer(encoder: encoder, array: nested, node: EncodingPath(parent: node, key: key))
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: JSONCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let nested = TreeEncoder(context: encoder.context, node: EncodingPath(parent: node, key: key))
        object.set(name(key), .deferred(nested))
        return nested
    }
}
