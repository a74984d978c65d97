/// A JSON document as a Swift value: the untyped tree, for code that wants a dictionary.
///
/// Numbers keep the exact text of the input (`.number("12345678901234567890")`), so nothing is rounded until you
/// ask for a type; objects keep their key order. `JSONValue` is `Codable` through the generic protocols, so it
/// works as a field of any model (`[String: JSONValue]`, `JSONValue?`) with `CurlewJSONDecoder` and with
/// Foundation's `JSONDecoder` (which cannot keep number text or key order).
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"user": {"id": 7, "tags": ["a"]}}"#)
/// value["user"]?["tags"]?[0]  // .string("a")
/// print(value)                // {"user":{"id":7,"tags":["a"]}}
/// ```
public enum JSONValue: Sendable, Hashable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A number, as its exact JSON text (`"1"`, `"-0.5e3"`); equal only to the same text.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keys in document order.
    case object(JSONObject)

    /// The member for `key` of an object; nil for a missing key or when this is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array; nil when out of range or when this is not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value of a `.bool`, else nil.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value of a `.string`, else nil.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The exact text of a `.number`, else nil.
    public var numberText: String? {
        if case .number(let text) = self { return text }
        return nil
    }

    /// A `.number` that denotes an integer within `Int64` (`1.0` and `1e3` too, as the decoders read them), else nil.
    public var int64Value: Int64? {
        guard var text = numberText else { return nil }
        return text.withUTF8 { bytes in
            if case .value(let value) = NumberText.integer(bytes, as: Int64.self) { return value }
            return nil
        }
    }

    /// A `.number` as the nearest `Double` (finite only), else nil.
    public var doubleValue: Double? {
        numberText.flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The elements of an `.array`, else nil.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members of an `.object`, else nil.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByStringLiteral {
    /// `null`
    public init(nilLiteral: ()) { self = .null }
    /// `.bool(value)`
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `.string(value)`
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// `.number` with the integer's text.
    public init(integerLiteral value: Int) { self = .number(String(value)) }
    /// `.number` with the shortest text that reads back as `value`.
    public init(floatLiteral value: Double) { self = .number(JSONValue.numberText(value)) }

    /// The JSON text of a finite `Double`: Swift's shortest round-trip form, without a trailing `.0`.
    static func numberText(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

extension JSONValue: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// `.array(elements)`
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// `.object` with the pairs in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}
