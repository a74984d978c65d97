/// Schema `default` values the IR can carry (strings, numbers, booleans, enum values, `[]` and `{}`), checked
/// against the type; one that does not fit is left out with a note (a default only says what the server assumes
/// for an absent value, so nothing the API sends or receives is lost).
extension OpenAPITranslator {
    mutating func defaultValue(_ schema: OpenAPINode, type: TypeRef) -> APIModel.DefaultValue? {
        let resolved = documents.resolve(schema, as: .schema) ?? schema
        guard let node = schema["default"] ?? resolved["default"] else { return nil }
        if let value = Self.defaultValue(node.node.value, type: type, enums: api.enums) {
            return value
        }
        // An enum translated later (a deferred reference): check the value against its schema's list.
        if case .named(let name) = type, !api.enums.contains(where: { $0.name == name }), enumNamesPending(name),
            let values = enumValues(of: schema)
        {
            switch node.node.value {
            case .string(let text) where values.contains { $0.string == text }: return .string(text)
            case .number(let text) where values.contains { $0.node.value.numberText == text }: return .number(text)
            default: break
            }
        }
        if case .null = node.node.value { return nil }
        if let value = Self.coercedDefault(node.node.value, type: type) {
            return value
        }
        if case .builtin(let builtin) = type, case .number(let text) = node.node.value,
            [.double, .float, .decimal].contains(builtin)
        {
            documents.note("the default \(text) is out of range for type '\(type)'; \(Self.notApplied)", at: node)
            return nil
        }
        if case .builtin(let builtin) = type, case .number(let text) = node.node.value,
            SpecTranslator.integerTypes.contains(builtin)
        {
            documents.note("the default \(text) is out of range for type '\(type)'; \(Self.notApplied)", at: node)
            return nil
        }
        documents.note(
            "the default (\(node.node.kindDescription)) does not fit type '\(type)'; \(Self.notApplied)", at: node)
        return nil
    }

    /// What happens to a default that does not fit: nothing is lost, since a default only says what the server
    /// assumes for an absent value. The field or argument keeps its type and optionality without it: an optional
    /// one left out is filled in by the server, and whatever the server sends is decoded.
    static let notApplied = "not applied (it only names what the server assumes when the value is left out)"

    static func defaultValue(
        _ value: SpecNode.Value, type: TypeRef, enums: [APIModel.EnumModel]
    ) -> APIModel.DefaultValue? {
        switch (type, value) {
        case (.builtin(.bool), .bool(let flag)):
            return .bool(flag)
        case (.builtin(.string), .string(let text)):
            return .string(text)
        case (.builtin(let builtin), .number(let text)) where SpecTranslator.integerTypes.contains(builtin):
            return SpecTranslator.fitsInteger(text, builtin) ? .number(text) : nil
        case (.builtin(let builtin), .number(let text)) where [.double, .float, .decimal].contains(builtin):
            return SpecTranslator.fitsFloatingPoint(text, builtin) ? .number(text) : nil
        case (.array, .array(let elements)) where elements.isEmpty:
            return .emptyArray
        case (.dictionary, .object(let members)) where members.isEmpty:
            return .emptyObject
        case (.named(let name), _):
            guard let model = enums.first(where: { $0.name == name }) else { return nil }
            switch (model.rawType, value) {
            case (.string, .string(let text)) where model.cases.contains { $0.value == text }:
                return .string(text)
            case (.int, .number(let text)) where model.cases.contains { $0.value == text }:
                return .number(text)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// A default written as another JSON kind that converts without loss: `"false"` for a boolean, `"20"` for an
    /// integer (in range), `"1.5"` for a number, and a number or boolean for a string (its text as written). Many
    /// real documents quote their defaults (Xero's `default: "false"` on booleans).
    static func coercedDefault(_ value: SpecNode.Value, type: TypeRef) -> APIModel.DefaultValue? {
        switch (type, value) {
        case (.builtin(.bool), .string("true")): return .bool(true)
        case (.builtin(.bool), .string("false")): return .bool(false)
        case (.builtin(let builtin), .string(let text)) where YAMLScalar.jsonNumber(text) == text:
            return defaultValue(.number(text), type: type, enums: [])
                .flatMap { builtin == .string ? nil : $0 }
        case (.builtin(.string), .number(let text)): return .string(text)
        case (.builtin(.string), .bool(let flag)): return .string(flag ? "true" : "false")
        default: return nil
        }
    }

    /// The `enum` list of the schema that names a type: the schema itself, or the one its `$ref`, a lone `allOf`
    /// member or the one non-null `oneOf`/`anyOf` variant leads to (`{allOf: [{$ref: Color}], default: red}` is
    /// typed as `Color`, see `allOfType` and `unionType`).
    private mutating func enumValues(of schema: OpenAPINode) -> [OpenAPINode]? {
        var current = schema
        for _ in 0..<16 {
            guard let resolved = documents.resolve(current, as: .schema) else { return nil }
            if let values = resolved["enum"]?.elements { return values }
            let members = (resolved["allOf"] ?? resolved["oneOf"] ?? resolved["anyOf"])?.elements ?? []
            let typed = members.filter { member in
                let target = documents.resolve(member, as: .schema) ?? member
                return target["type"]?.string != "null" || target["enum"] != nil
            }
            guard typed.count == 1 else { return nil }
            current = typed[0]
        }
        return nil
    }

    /// Whether `name` is reserved for a component schema that has not been translated yet.
    private func enumNamesPending(_ name: String) -> Bool {
        modelIndex[name] == nil && pendingNames.values.contains(name)
    }
}
