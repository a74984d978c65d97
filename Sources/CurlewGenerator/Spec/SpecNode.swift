/// A JSON value from a spec file that remembers where it came from.
///
/// The reader builds this small tree from `JSONParser` events so every later diagnostic can point at the exact
/// key or value it is about. Objects keep their key order (the generated code follows the spec's order).
struct SpecNode: Sendable {
    /// One `"key": value` member of an object, with the byte offset of the key's opening quote.
    struct Member: Sendable {
        var key: String
        var keyOffset: Int
        var value: SpecNode
    }

    enum Value: Sendable {
        case object([Member])
        case array([SpecNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    /// For a YAML node with an anchor (`&name`) and each of its aliases (`*name`): the anchored node's offset, so
    /// every copy is the same node to the OpenAPI translator (one schema, one type); -1 for other nodes. An
    /// `Int32` before `offset` keeps the node 32 bytes.
    var anchorOffset: Int32 = -1
    /// Byte offset of the value's first byte (the brace, the opening quote, the first digit).
    var offset: Int

    /// "an object", "a string", ...: what the user wrote, for "expected …, found …" messages.
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    var stringValue: String? {
        if case .string(let text) = value { text } else { nil }
    }

    var members: [Member]? {
        if case .object(let members) = value { members } else { nil }
    }

    var elements: [SpecNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }
}
