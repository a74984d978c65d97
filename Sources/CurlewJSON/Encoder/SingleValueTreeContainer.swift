/// The single value container of `TreeEncoder`: the one value an encoder holds.
struct SingleValueTreeContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() { encoder.value = .null }
    mutating func encode(_ value: Bool) { encoder.value = .bool(value) }
    mutating func encode(_ value: String) { encoder.value = .string(value) }
    mutating func encode(_ value: Double) throws {
        encoder.value = try encoder.boxDouble(value, codingPath: codingPath)
    }
    mutating func encode(_ value: Float) throws { encoder.value = try encoder.boxFloat(value, codingPath: codingPath) }
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
        encoder.value = .digits(of: value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.value = try encoder.box(value, at: EncodingPosition(parent: encoder.node, key: nil))
    }
}
