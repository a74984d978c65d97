/// The unkeyed container of `TreeEncoder`: elements of one array being encoded.
struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder
    let array: EncodedArray
    let node: EncodingPath?

    var codingPath: [any CodingKey] { EncodingPath.codingPath(node) }

    var count: Int { array.elements.count }

    /// The key of the next element.
    private var nextKey: JSONIndexKey { JSONIndexKey(index: count) }

    /// The path of the next element.
    private var nextNode: EncodingPath { EncodingPath(parent: node, key: nextKey) }

    mutating func encodeNil() { array.elements.append(.null) }
    mutating func encode(_ value: Bool) { array.elements.append(.bool(value)) }
    mutating func encode(_ value: String) { array.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws {
        array.elements.append(try encoder.boxDouble(value, codingPath: EncodingPath.codingPath(node, plus: nextKey)))
    }
    mutating func encode(_ value: Float) throws {
        array.elements.append(try encoder.boxFloat(value, codingPath: EncodingPath.codingPath(node, plus: nextKey)))
    }
    mutating func encode(_ value: Int) { integer(value) }
    mutating func encode(_ value: Int8) { integer(value) }
    mutating func encode(_ value: Int16) { integer(value) }
    mutating func encode(_ value: Int32) { integer(value) }
    mutating func encode(_ value: Int64) { integer(value) }
    mutating func encode(_ value: UInt) { integer(value) }
    mutating func encode(_ value: UInt8) { integer(value) }
    mutating func encode(_ value: UInt16) { integer(value) }
    mutating func encode(_ value: UInt32) { integer(value) }
    mutating func encode(_ value: UInt64) { integer(value) }
    mutating func encode(_ value: Int128) { integer(value) }
    mutating func encode(_ value: UInt128) { integer(value) }

    private func integer(_ value: some FixedWidthInteger) {
        array.elements.append(.digits(of: value))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try encoder.box(value, at: EncodingPosition(parent: node, key: nextKey)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedObject()
        let path = nextNode
        array.elements.append(.object(nested))
        let container = KeyedTreeContainer<NestedKey>(
            encoder: encoder,
            object: nested,
            node: path,
            convertsKeys: encoder.convertsKeys
        )
        return KeyedEncodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        let path = nextNode
        array.elements.append(.array(nested))
        return UnkeyedTreeContainer(encoder: encoder, array: nested, node: path)
    }

    mutating func superEncoder() -> any Encoder {
        let nested = TreeEncoder(context: encoder.context, node: nextNode)
        array.elements.append(.deferred(nested))
        return nested
    }
}
