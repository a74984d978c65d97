import Foundation

/// The `Encoder` behind `CurlewJSONEncoder`: builds an `EncodedValue` tree for one value.
final class TreeEncoder: Encoder {
    let options: CurlewJSONEncoder
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    /// What the value encoded itself as, once it has.
    var value: EncodedValue?
    /// Set while a `[String: V]` encodes itself: its keyed container keeps keys as they are.
    var plainKeysNext = false

    /// Whether coding keys go through `convertToSnakeCase`.
    let convertsKeys: Bool

    init(options: CurlewJSONEncoder, codingPath: [any CodingKey]) {
        self.options = options
        if case .convertToSnakeCase = options.keyEncodingStrategy { convertsKeys = true } else { convertsKeys = false }
        self.codingPath = codingPath
        userInfo = options.userInfo.isEmpty ? [:] : options.userInfo.mapValues { $0 as Any }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: EncodedObject
        if case .object(let existing) = value {
            object = existing
        } else {
            object = EncodedObject()
            value = .object(object)
        }
        let convertsKeys = convertsKeys && !plainKeysNext
        plainKeysNext = false
        let container = KeyedTreeContainer<Key>(
            encoder: self,
            object: object,
            codingPath: codingPath,
            convertsKeys: convertsKeys
        )
        return KeyedEncodingContainer(container)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: EncodedArray
        if case .array(let existing) = value {
            array = existing
        } else {
            array = EncodedArray()
            value = .array(array)
        }
        return UnkeyedTreeContainer(encoder: self, array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueTreeContainer(encoder: self)
    }

    /// Encodes `value` (at `codingPath`) into a tree, writing Foundation types the way JSON spells them.
    func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> EncodedValue {
        switch value {
        case let value as JSONValue: return .json(value)
        case let value as Date: return try boxDate(value, codingPath: codingPath)
        case let value as Data: return .string(value.base64EncodedString())
        case let value as URL: return .string(value.absoluteString)
        case let value as Decimal: return .number(value.description)
        case let value as Double: return try boxDouble(value, codingPath: codingPath)
        case let value as Float: return try boxFloat(value, codingPath: codingPath)
        case is any StringKeyedDictionary where convertsKeys:
            return try encodeNested(codingPath: codingPath) { encoder in
                encoder.plainKeysNext = true
                try value.encode(to: encoder)
            }
        default: return try encodeNested(codingPath: codingPath) { try value.encode(to: $0) }
        }
    }

    /// Runs `body` on a fresh encoder at `codingPath` and returns what it encoded (`{}` if nothing).
    private func encodeNested(
        codingPath: [any CodingKey],
        _ body: (TreeEncoder) throws -> Void
    ) throws -> EncodedValue {
        let encoder = TreeEncoder(options: options, codingPath: codingPath)
        try body(encoder)
        return encoder.value ?? .object(EncodedObject())
    }

    private func boxDate(_ date: Date, codingPath: [any CodingKey]) throws -> EncodedValue {
        switch options.dateEncodingStrategy {
        case .deferredToDate:
            return try encodeNested(codingPath: codingPath) { try date.encode(to: $0) }
        case .secondsSince1970:
            return try boxDouble(date.timeIntervalSince1970, codingPath: codingPath)
        case .millisecondsSince1970:
            return try boxDouble(date.timeIntervalSince1970 * 1000, codingPath: codingPath)
        case .iso8601:
            return .string(ISO8601.format(date))
        case .custom(let write):
            return try encodeNested(codingPath: codingPath) { try write(date, $0) }
        }
    }

    func boxDouble(_ value: Double, codingPath: [any CodingKey]) throws -> EncodedValue {
        guard value.isFinite else {
            let context = EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "cannot encode the non-finite Double \(value) as JSON"
            )
            throw EncodingError.invalidValue(value, context)
        }
        return .number(JSONValue.numberText(value))
    }

    func boxFloat(_ value: Float, codingPath: [any CodingKey]) throws -> EncodedValue {
        guard value.isFinite else {
            let context = EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "cannot encode the non-finite Float \(value) as JSON"
            )
            throw EncodingError.invalidValue(value, context)
        }
        let text = value.description
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }
}
