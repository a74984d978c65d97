/// The keyed container of `TreeEncoder`: members of one object being encoded.
struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    let object: EncodedObject
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { object.set(key.stringValue, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) { object.set(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { object.set(key.stringValue, .string(value)) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        object.set(key.stringValue, try encoder.boxDouble(value, codingPath: codingPath + [key]))
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        object.set(key.stringValue, try encoder.boxFloat(value, codingPath: codingPath + [key]))
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

    private func integer(_ value: some FixedWidthInteger, _ key: Key) {
        object.set(key.stringValue, .number(String(value)))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(key.stringValue, try encoder.box(value, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedObject()
        object.set(key.stringValue, .object(nested))
        let container = KeyedTreeContainer<NestedKey>(encoder: encoder, object: nested, codingPath: codingPath + [key])
        return KeyedEncodingContainer(container)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        object.set(key.stringValue, .array(nested))
        return UnkeyedTreeContainer(encoder: encoder, array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: JSONCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let nested = TreeEncoder(options: encoder.options, codingPath: codingPath + [key])
        object.set(key.stringValue, .deferred(nested))
        return nested
    }
}
