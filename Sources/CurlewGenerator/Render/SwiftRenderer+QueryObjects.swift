extension SwiftRenderer {
    /// Appends one query item per property of a query object: `name[key]` for `deepObject`, `key` for `form`.
    /// A model's properties go in field order, absent optionals (and deprecated fields) left out; a dictionary's
    /// keys go sorted.
    func queryObject(_ parameter: APIModel.Parameter, style: APIModel.ObjectQueryStyle) -> SwiftSource {
        let object = SwiftNames.escaped(parameter.swiftName)
        func itemName(_ key: ObjectPropertyKey) -> String {
            switch (key, style) {
            case (.field(let key), .deepObject): SwiftSource.literal(parameter.wireName + "[" + key + "]")
            case (.field(let key), _): SwiftSource.literal(key)
            case (.dictionaryKey, .deepObject): SwiftSource.literal(parameter.wireName + "[") + " + key + \"]\""
            case (.dictionaryKey, _): "key"
            }
        }
        let lines = objectPropertyLines(parameter) { key, value, type in
            if case .array(let element) = type {
                return .block(
                    "for item in \(value)",
                    [
                        .line(
                            "_query.append(Foundation.URLQueryItem(name: \(itemName(key)), value: \(text("item", of: element))))"
                        )
                    ])
            }
            return .line(
                "_query.append(Foundation.URLQueryItem(name: \(itemName(key)), value: \(text(value, of: type))))")
        }
        return parameter.optional ? .block("if let \(object)", lines) : .block("do", lines)
    }
}
