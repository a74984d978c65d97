extension SwiftRenderer {
    /// Appends one query item per property of a query object: `name[key]` for `deepObject`, `key` for `form`.
    /// A model's properties go in field order, absent optionals (and deprecated fields) left out; a dictionary's
    /// keys go sorted.
    func queryObject(_ parameter: APIModel.Parameter, style: APIModel.ObjectQueryStyle) -> SwiftSource {
        let object = SwiftNames.escaped(parameter.swiftName)
        func itemName(_ key: String) -> String {
            style == .deepObject ? SwiftSource.literal(parameter.wireName + "[" + key + "]") : SwiftSource.literal(key)
        }
        func append(_ name: String, _ value: String, of type: TypeRef) -> SwiftSource {
            if case .array(let element) = type {
                return .block(
                    "for item in \(value)",
                    [
                        .line(
                            "_query.append(Foundation.URLQueryItem(name: \(name), value: \(text("item", of: element))))"
                        )
                    ])
            }
            return .line("_query.append(Foundation.URLQueryItem(name: \(name), value: \(text(value, of: type))))")
        }
        var lines: [SwiftSource] = []
        switch parameter.type {
        case .dictionary(let value):
            let name =
                style == .deepObject
                ? SwiftSource.literal(parameter.wireName + "[") + " + key + \"]\"" : "key"
            lines.append(
                .block(
                    "for (key, value) in \(object).sorted(by: { $0.key < $1.key })",
                    [append(name, "value", of: value)]))
        case .named(let modelName):
            for field in model(named: modelName)?.fields ?? [] where field.deprecated == nil {
                let property = "\(object).\(SwiftNames.escaped(field.swiftName))"
                if field.optional {
                    lines.append(
                        .block("if let value = \(property)", [append(itemName(field.jsonKey), "value", of: field.type)])
                    )
                } else {
                    lines.append(append(itemName(field.jsonKey), property, of: field.type))
                }
            }
        default:
            break
        }
        return parameter.optional ? .block("if let \(object)", lines) : .block("do", lines)
    }
}
