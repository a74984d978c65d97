import CurlewJSON

/// A spec value (from JSON or YAML) as a `JSONValue`, whose `description` is its compact JSON text.
extension SpecNode {
    /// The value as JSON, members in the spec's order. A number whose text is not in JSON's grammar becomes a
    /// string, so the result is always valid JSON; values nested deeper than 256 levels become `null`.
    var jsonValue: JSONValue { jsonValue(depth: 0) }

    private func jsonValue(depth: Int) -> JSONValue {
        guard depth < 256 else { return .null }
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text): return Self.isJSONNumber(text) ? .number(text) : .string(text)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map { $0.jsonValue(depth: depth + 1) })
        case .object(let members):
            return .object(JSONObject(members.map { ($0.key, $0.value.jsonValue(depth: depth + 1)) }))
        }
    }

    /// RFC 8259's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                bytes.removeFirst()
                count += 1
            }
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes.removeFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            if digits() == 0 { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes.removeFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }
}
