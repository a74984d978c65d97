import Foundation

/// The `Encoder` behind `CurlewJSONEncoder`: builds an `EncodedValue` tree for one value.
final class TreeEncoder: Encoder {
    /// What every encoder of one `encode` call shares, made once: a nested value's encoder holds one reference
    /// instead of copying the options (their closures and dictionaries) and converting `userInfo` again.
    final class Context {
        let options: CurlewJSONEncoder
        let userInfo: [CodingUserInfoKey: Any]
        /// Whether coding keys go through the key strategy (`convertToSnakeCase` or `custom`).
        let convertsKeys: Bool

        init(_ options: CurlewJSONEncoder) {
            self.options = options
            if case .useDefaultKeys = options.keyEncodingStrategy { convertsKeys = false } else { convertsKeys = true }
            userInfo = options.userInfo.isEmpty ? [:] : options.userInfo.mapValues { $0 as Any }
        }
    }

    let context: Context
    /// The coding path of the value being encoded (nil at the root), built into an array only when asked for.
    let node: PathNode?
    /// What the value encoded itself as, once it has.
    var value: EncodedValue?
    /// Set while a `[String: V]` encodes itself: its keyed container keeps keys as they are.
    var plainKeysNext = false

    init(context: Context, node: PathNode?) {
        self.context = context
        self.node = node
    }

    /// The encoder of a top-level value.
    convenience init(options: CurlewJSONEncoder) {
        self.init(context: Context(options), node: nil)
    }

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    /// Whether coding keys go through the key strategy (`convertToSnakeCase` or `custom`).
    var convertsKeys: Bool { context.convertsKeys }

    var codingPath: [any CodingKey] { PathNode.codingPath(node) }

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
            node: node,
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
        return UnkeyedTreeContainer(encoder: self, array: array, node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueTreeContainer(encoder: self)
    }

    /// The JSON name of `key`, in the container at `node`, after the key strategy.
    func convertedName(_ key: any CodingKey, node: PathNode?) -> String {
        switch context.options.keyEncodingStrategy {
        case .useDefaultKeys: return key.stringValue
        case .convertToSnakeCase: return SnakeCase.toSnakeCase(key.stringValue)
        case .custom(let name): return name(PathNode.codingPath(node, plus: key)).stringValue
        }
    }

    /// The top-level value: like `box`, but a value whose `encode(to:)` encodes nothing is an
    /// `EncodingError.invalidValue`, as in Foundation (nested, such a value is `{}`).
    func boxRoot<T: Encodable>(_ value: T) throws -> EncodedValue {
        try box(value, node: nil, isRoot: true)
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

    /// Encodes `value` (at the path `node`, made only when a nested encoder or an error needs it) into a tree,
    /// writing Foundation types the way JSON spells them.
    func box<T: Encodable>(
        _ value: T,
        node makeNode: @autoclosure () -> PathNode?,
        isRoot: Bool = false
    ) throws -> EncodedValue {
        let type = ObjectIdentifier(T.self)
        if type == FastTypes.jsonValue { return .json(unsafeBitCast(value, to: JSONValue.self)) }
        if type == FastTypes.date { return try boxDate(unsafeBitCast(value, to: Date.self), node: makeNode()) }
        if type == FastTypes.data { return try boxData(unsafeBitCast(value, to: Data.self), node: makeNode()) }
        if type == FastTypes.url { return .string(unsafeBitCast(value, to: URL.self).absoluteString) }
        if type == FastTypes.decimal {
            return try boxDecimal(unsafeBitCast(value, to: Decimal.self), node: makeNode())
        }
        if type == FastTypes.double {
            return try boxDouble(unsafeBitCast(value, to: Double.self), codingPath: PathNode.codingPath(makeNode()))
        }
        if type == FastTypes.float {
            return try boxFloat(unsafeBitCast(value, to: Float.self), codingPath: PathNode.codingPath(makeNode()))
        }
        if let array = try boxScalarArray(value, type: type, node: makeNode) { return array }
        let node = makeNode()
        if convertsKeys, value is any StringKeyedDictionary {
            return try encodeNested(node: node) { encoder in
                encoder.plainKeysNext = true
                try value.encode(to: encoder)
            }
        }
        if isRoot {
            try value.encode(to: self)
            guard let encoded = self.value else { throw Self.nothingEncoded(value) }
            return encoded
        }
        return try encodeNested(node: node) { try value.encode(to: $0) }
    }

    /// Arrays of common scalars, boxed in one loop instead of a container and a call per element.
    private func boxScalarArray<T>(
        _ value: T,
        type: ObjectIdentifier,
        node: () -> PathNode?
    ) throws -> EncodedValue? {
        let elements: [EncodedValue]
        if type == FastTypes.stringArray {
            elements = unsafeBitCast(value, to: [String].self).map { .string($0) }
        } else if type == FastTypes.intArray {
            elements = unsafeBitCast(value, to: [Int].self).map { .integer(Int64($0)) }
        } else if type == FastTypes.int64Array {
            elements = unsafeBitCast(value, to: [Int64].self).map { .integer($0) }
        } else if type == FastTypes.doubleArray {
            let values = unsafeBitCast(value, to: [Double].self)
            let node = node()
            var boxed: [EncodedValue] = []
            boxed.reserveCapacity(values.count)
            for (index, element) in values.enumerated() {
                boxed.append(
                    try boxDouble(element, codingPath: PathNode.codingPath(node, plus: JSONIndexKey(index: index))))
            }
            elements = boxed
        } else if type == FastTypes.boolArray {
            elements = unsafeBitCast(value, to: [Bool].self).map { .bool($0) }
        } else {
            return nil
        }
        let array = EncodedArray()
        array.elements = elements
        return .array(array)
    }

    /// Runs `body` on a fresh encoder at the path `node` and returns what it encoded (`{}` if nothing).
    private func encodeNested(
        node: PathNode?,
        _ body: (TreeEncoder) throws -> Void
    ) throws -> EncodedValue {
        let encoder = TreeEncoder(context: context, node: node)
        try body(encoder)
        return encoder.value ?? .object(EncodedObject())
    }

    private func boxDate(_ date: Date, node: PathNode?) throws -> EncodedValue {
        switch context.options.dateEncodingStrategy {
        case .deferredToDate:
            return try encodeNested(node: node) { try date.encode(to: $0) }
        case .secondsSince1970:
            return try boxDouble(date.timeIntervalSince1970, codingPath: PathNode.codingPath(node))
        case .millisecondsSince1970:
            return try boxDouble(date.timeIntervalSince1970 * 1000, codingPath: PathNode.codingPath(node))
        case .iso8601:
            guard let text = ISO8601.format(date) else {
                let context = EncodingError.Context(
                    codingPath: PathNode.codingPath(node),
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
            return try encodeNested(node: node) { try write(date, $0) }
        }
    }

    private func boxData(_ data: Data, node: PathNode?) throws -> EncodedValue {
        switch context.options.dataEncodingStrategy {
        case .base64:
            return .string(data.base64EncodedString())
        case .deferredToData:
            return try encodeNested(node: node) { try data.encode(to: $0) }
        case .custom(let write):
            return try encodeNested(node: node) { try write(data, $0) }
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
    func boxDecimal(_ value: Decimal, node: PathNode?) throws -> EncodedValue {
        guard !value.isNaN else {
            let context = EncodingError.Context(
                codingPath: PathNode.codingPath(node),
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
