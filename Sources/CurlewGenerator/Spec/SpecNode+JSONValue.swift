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
        case .number(let text): return JSONValue.isNumberText(text) ? .number(text) : .string(text)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map { $0.jsonValue(depth: depth + 1) })
        case .object(let members):
            return .object(JSONObject(members.map { ($0.key, $0.value.jsonValue(depth: depth + 1)) }))
        }
    }
}
