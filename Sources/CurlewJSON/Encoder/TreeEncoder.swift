import Foundation

/// The `Encoder` behind `CurlewJSONEncoder`: builds an `EncodedValue` tree for one value.
final class TreeEncoder: Encoder {
    let context: Context
    /// The coding path of the value being encoded (nil at the root), built into an array only when asked for.
    @exclusivity(unchecked) private(set) var node: EncodingPath?
    /// What the value encoded itself as, once it has.
    @exclusivity(unchecked) var value: EncodedValue?
    /// Set while a `[String: V]` encodes itself: its keyed container keeps keys as they are.
    @exclusivity(unchecked) var plainKeysNext = false

    init(context: Context, node: EncodingPath?) {
        self.context = context
        self.node = node
    }

    /// Readies a pooled encoder for the value at `key` in the container at `parent`.
    @inline(__always)
    func move(to parent: EncodingPath?, key: (any CodingKey)?) {
        EncodingPath.moving(&node, to: parent, key: key)
    }

    /// Forgets the value encoded (taken by the caller) and the node's parent, before going back to the pool.
    @inline(__always)
    func retire() {
        value = nil
        plainKeysNext = false
        EncodingPath.detach(&node)
    }

    /// The encoder of a top-level value.
    convenience init(options: CurlewJSONEncoder) {
        self.init(context: Context(options), node: nil)
    }

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    /// Whether coding keys go through the key strategy (`convertToSnakeCase` or `custom`).
    var convertsKeys: Bool { context.convertsKeys }

    var codingPath: [any CodingKey] { EncodingPath.codingPath(node) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object = value?.growableObject ?? EncodedObject()
        value = .object(object)
        let convertsKeys = convertsKeys && !plainKeysNext
        plainKeysNext = false
        let container = KeyedTreeContainer<Key>(
            encoder: self,
            object: object,
            node: node,
            convertsKeys: convertsKeys
        )
        return KeyedEncodingContainer(container)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array = value?.growableArray ?? EncodedArray()
        value = .array(array)
        return UnkeyedTreeContainer(encoder: self, array: array, node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueTreeContainer(encoder: self)
    }

    /// The JSON name of `key`, in the container at `node`, after the key strategy.
    func convertedName(_ key: any CodingKey, node: EncodingPath?) -> String {
        switch context.options.keyEncodingStrategy {
        case .useDefaultKeys: return key.stringValue
        case .convertToSnakeCase: return SnakeCase.toSnakeCase(key.stringValue)
        case .custom(let name): return name(EncodingPath.codingPath(node, plus: key)).stringValue
        }
    }

    /// The top-level value: like `box`, but a value whose `encode(to:)` encodes nothing is an
    /// `EncodingError.invalidValue`, as in Foundation (nested, such a value is `{}`).
    func boxRoot<T: Encodable>(_ value: T) throws -> EncodedValue {
        try box(value, at: .root, isRoot: true)
    }

    /// The top-level value encoded by `body` (an `encode(to:configuration:)`); nothing encoded is an error.
    func boxRoot<T>(_ value: T, configured body: (TreeEncoder) throws -> Void) throws -> EncodedValue {
        try body(self)
        guard let encoded = self.value else { throw Self.nothingEncoded(value) }
        return encoded
    }

    private static func nothingEncoded<T>(_ value: T) -> EncodingError {
        let context = EncodingError.Context(
            codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values.")
        return EncodingError.invalidValue(value, context)
    }

    /// Encodes `value` (at `position`, whose path is made only when a nested encoder or an error needs it) into a
    /// tree, writing Foundation types the way JSON spells them.
    func box<T: Encodable>(
        _ value: T,
        at position: EncodingPosition,
        isRoot: Bool = false
    ) throws -> EncodedValue {
        let type = ObjectIdentifier(T.self)
        if type == FastTypes.jsonValue { return .json(unsafeBitCast(value, to: JSONValue.self)) }
        if type == FastTypes.date { return try boxDate(unsafeBitCast(value, to: Date.self), at: position) }
        if type == FastTypes.data { return try boxData(unsafeBitCast(value, to: Data.self), at: position) }
        if type == FastTypes.url { return .string(unsafeBitCast(value, to: URL.self).absoluteString) }
        if type == FastTypes.decimal {
            return try boxDecimal(unsafeBitCast(value, to: Decimal.self), codingPath: position.codingPath)
        }
        if type == FastTypes.double {
            return try boxDouble(unsafeBitCast(value, to: Double.self), codingPath: position.codingPath)
        }
        if type == FastTypes.float {
            return try boxFloat(unsafeBitCast(value, to: Float.self), codingPath: position.codingPath)
        }
        if let scalars = try boxScalars(value, type: type, at: position) { return scalars }
        if convertsKeys, value is any StringKeyedDictionary {
            return try encodeNested(at: position) { encoder in
                encoder.plainKeysNext = true
                try value.encode(to: encoder)
            }
        }
        if isRoot {
            try value.encode(to: self)
            guard let encoded = self.value else { throw Self.nothingEncoded(value) }
            return encoded
        }
        return try encodeNested(at: position) { try value.encode(to: $0) }
    }

    /// Arrays and `[String: …]` dictionaries of common scalars, and `[JSONValue]` (as the `JSONValue` array it
    /// writes), kept as they are (the writer writes them) instead of a container and a call per element. They
    /// write what their `encode(to:)` would: in the same order, and `[String: …]` keys are not converted by the
    /// key strategy.
    private func boxScalars<T>(_ value: T, type: ObjectIdentifier, at position: EncodingPosition) throws
        -> EncodedValue?
    {
        if type == FastTypes.stringArray { return .strings(unsafeBitCast(value, to: [String].self)) }
        if type == FastTypes.jsonValueArray { return .json(.array(unsafeBitCast(value, to: [JSONValue].self))) }
        if type == FastTypes.int64Array { return .int64s(unsafeBitCast(value, to: [Int64].self)) }
        if type == FastTypes.intArray { return .integers(unsafeBitCast(value, to: [Int].self)) }
        if type == FastTypes.boolArray { return .bools(unsafeBitCast(value, to: [Bool].self)) }
        if type == FastTypes.stringDictionary { return .stringMap(unsafeBitCast(value, to: [String: String].self)) }
        if type == FastTypes.intDictionary { return .integerMap(unsafeBitCast(value, to: [String: Int].self)) }
        if type == FastTypes.boolDictionary { return .boolMap(unsafeBitCast(value, to: [String: Bool].self)) }
        guard type == FastTypes.doubleArray else { return nil }
        let values = unsafeBitCast(value, to: [Double].self)
        if values.allSatisfy(\.isFinite) { return .doubles(values) }
        // Infinities or NaN: each one as the strategy says, or an error with its index.
        let array = EncodedArray()
        array.elements.reserveCapacity(values.count)
        for (index, element) in values.enumerated() {
            array.elements.append(
                try boxDouble(element, codingPath: position.codingPath + [JSONIndexKey(index: index)]))
        }
        return .array(array)
    }

    /// Runs `body` on an encoder (a pooled one when there is one) at `position` and returns what it encoded (`{}`
    /// if nothing).
    private func encodeNested(
        at position: EncodingPosition,
        _ body: (TreeEncoder) throws -> Void
    ) throws -> EncodedValue {
        var encoder = context.takeEncoder(parent: position.parent, key: position.key)
        try body(encoder)
        let value = encoder.value ?? .object(EncodedObject())
        context.giveBack(&encoder)
        return value
    }

    private func boxDate(_ date: Date, at position: EncodingPosition) throws -> EncodedValue {
        switch context.options.dateEncodingStrategy {
        case .deferredToDate:
            return try encodeNested(at: position) { try date.encode(to: $0) }
        case .secondsSince1970:
            return try boxDouble(date.timeIntervalSince1970, codingPath: position.codingPath)
        case .millisecondsSince1970:
            return try boxDouble(date.timeIntervalSince1970 * 1000, codingPath: position.codingPath)
        case .iso8601:
            guard let text = ISO8601.format(date) else {
                let context = EncodingError.Context(
                    codingPath: position.codingPath,
                    debugDescription:
                        "cannot encode the date \(date.timeIntervalSince1970) seconds since 1970 as ISO 8601: "
                        + "its year is not in 0000...9999"
                )
                // The seconds, not the `Date`: describing a date that far out traps in Foundation.
                throw EncodingError.invalidValue(date.timeIntervalSince1970, context)
            }
            return .string(text)
        case .formatted(let formatter):
            return .string(formatter.string(from: date))
        case .custom(let write):
            return try encodeNested(at: position) { try write(date, $0) }
        }
    }

    private func boxData(_ data: Data, at position: EncodingPosition) throws -> EncodedValue {
        switch context.options.dataEncodingStrategy {
        case .base64:
            return .string(data.base64EncodedString())
        case .deferredToData:
            return try encodeNested(at: position) { try data.encode(to: $0) }
        case .custom(let write):
            return try encodeNested(at: position) { try write(data, $0) }
        }
    }

    /// A non-finite value as the strategy's string, or an `EncodingError`.
    private func boxNonConforming<F: BinaryFloatingPoint>(
        _ value: F, codingPath: () -> [any CodingKey]
    ) throws -> EncodedValue {
        if case .convertToString(let positiveInfinity, let negativeInfinity, let nan) =
            context.options.nonConformingFloatEncodingStrategy
        {
            return .string(value.isNaN ? nan : value < 0 ? negativeInfinity : positiveInfinity)
        }
        let context = EncodingError.Context(
            codingPath: codingPath(),
            debugDescription: "cannot encode the non-finite \(F.self) \(value) as JSON"
        )
        throw EncodingError.invalidValue(value, context)
    }

    func boxDouble(_ value: Double, codingPath: @autoclosure () -> [any CodingKey]) throws -> EncodedValue {
        guard value.isFinite else { return try boxNonConforming(value, codingPath: codingPath) }
        return .number(JSONValue.numberText(value))
    }

    /// A `Decimal` as its exact number text; NaN has no JSON spelling (its description, `NaN`, is not JSON).
    func boxDecimal(_ value: Decimal, codingPath: @autoclosure () -> [any CodingKey]) throws -> EncodedValue {
        guard !value.isNaN else {
            let context = EncodingError.Context(
                codingPath: codingPath(),
                debugDescription: "cannot encode the Decimal NaN as JSON"
            )
            throw EncodingError.invalidValue(value, context)
        }
        return .number(value.description)
    }

    func boxFloat(_ value: Float, codingPath: @autoclosure () -> [any CodingKey]) throws -> EncodedValue {
        guard value.isFinite else { return try boxNonConforming(value, codingPath: codingPath) }
        let text = value.description
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }
}
