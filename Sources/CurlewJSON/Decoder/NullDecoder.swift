/// The decoder `superDecoder(forKey:)` returns for a missing key: it stands on `null`, as Foundation's does, so
/// `decodeNil()` is true and an `Optional` decodes as `nil`; anything else is `DecodingError.valueNotFound`.
struct NullDecoder: Decoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw NullDecoder.notFound([String: Any].self, "keyed decoding container", codingPath)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw NullDecoder.notFound([Any].self, "unkeyed decoding container", codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Container(decoder: self) }

    static func notFound(_ type: Any.Type, _ what: String, _ codingPath: [any CodingKey]) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "Cannot get \(what) -- found null value instead")
        return DecodingError.valueNotFound(type, context)
    }

    /// The single value container on `null`.
    private struct Container: SingleValueDecodingContainer {
        let decoder: NullDecoder

        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { true }

        private func notFound(_ type: Any.Type) -> DecodingError {
            NullDecoder.notFound(type, "value of type \(type)", codingPath)
        }

        func decode(_ type: Bool.Type) throws -> Bool { throw notFound(type) }
        func decode(_ type: String.Type) throws -> String { throw notFound(type) }
        func decode(_ type: Double.Type) throws -> Double { throw notFound(type) }
        func decode(_ type: Float.Type) throws -> Float { throw notFound(type) }
        func decode(_ type: Int.Type) throws -> Int { throw notFound(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { throw notFound(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { throw notFound(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { throw notFound(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { throw notFound(type) }
        func decode(_ type: Int128.Type) throws -> Int128 { throw notFound(type) }
        func decode(_ type: UInt.Type) throws -> UInt { throw notFound(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { throw notFound(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { throw notFound(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { throw notFound(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { throw notFound(type) }
        func decode(_ type: UInt128.Type) throws -> UInt128 { throw notFound(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
    }
}
