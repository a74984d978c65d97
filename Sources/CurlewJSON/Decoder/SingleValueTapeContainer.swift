/// The single value container of `TapeDecoder`: one value on the tape.
struct SingleValueTapeContainer: SingleValueDecodingContainer {
    let decoder: TapeDecoder
    let index: Int
    let node: PathNode?

    var codingPath: [any CodingKey] { PathNode.codingPath(node) }

    func decodeNil() -> Bool { decoder.unboxNil(at: index) }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.unboxBool(at: index, node: node, key: nil) }
    func decode(_ type: String.Type) throws -> String { try decoder.unboxString(at: index, node: node, key: nil) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.unboxDouble(at: index, node: node, key: nil) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.unboxFloat(at: index, node: node, key: nil) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    func decode(_ type: Int128.Type) throws -> Int128 { try integer() }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer() }

    @inline(__always)
    private func integer<T: FixedWidthInteger>() throws -> T {
        try decoder.unboxInteger(T.self, at: index, node: node, key: nil)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeValue(T.self, at: index, node: node)
    }
}
