/// `oneOf`/`anyOf` without a usable discriminator, and OpenAPI 3.1 type arrays (`type: [string, integer]`): a
/// union told apart by the JSON value (`APIModel.ValueUnionModel`).
///
/// Case names: the variant's `$ref` name (`#/components/schemas/Customer` → `customer`), else its `title`, else
/// its type (`string`, `integer`, `number`, `bool`, `date`, `uuid`, `url`, `data`, `decimal`, `json`; `object` for
/// an inline object, `stringArray` for an array of strings, `dictionary` for a map); a repeated name gets `2`,
/// `3`, …. Variants of one Swift type are one case (the first).
extension OpenAPITranslator {
    /// The union of `members` (the non-null variants and their types), declared under the schema's name.
    mutating func valueUnion(
        _ schema: OpenAPINode, members: [(node: OpenAPINode, type: TypeRef)], nameHint: String, key: String
    ) -> TypeRef {
        guard !members.isEmpty else { return Self.json }
        let name = pendingNames[key] ?? uniqueTypeName(OpenAPINames.typeName(nameHint))
        var union = APIModel.ValueUnionModel(name: name, doc: Self.documentation(schema), cases: [])
        var usedNames: Set<String> = []
        var usedTypes: Set<TypeRef> = []
        for member in members where usedTypes.insert(member.type).inserted {
            let base = SwiftNames.enumCaseName(caseBaseName(member.node, type: member.type))
            var caseName = base
            var counter = 2
            while usedNames.contains(caseName) {
                caseName = "\(base)\(counter)"
                counter += 1
            }
            usedNames.insert(caseName)
            var variant = APIModel.ValueUnionModel.Case(swiftName: caseName, type: member.type)
            if holdsJSONObjects(member.type), let resolved = documents.resolve(member.node, as: .schema) {
                (variant.requiredKeys, variant.constants, variant.declaredKeys) = objectHints(resolved)
            }
            union.cases.append(variant)
        }
        api.valueUnions.append(union)
        return .named(name)
    }

    /// A component `oneOf`/`anyOf` met again while its variants are translated (`Expr: oneOf: [number, array of
    /// Expr]`): its reserved name, optional when a variant is `null`; the union is then declared under that name
    /// whatever its variants' types (an `indirect enum`, so it may hold itself). Nil for other schemas.
    mutating func recursiveUnion(_ schema: OpenAPINode, key: String) -> TypeRef? {
        guard let name = pendingNames[key], schema["properties"] == nil, schema["allOf"] == nil,
            schema["discriminator"] == nil, let variants = schema["oneOf"] ?? schema["anyOf"]
        else { return nil }
        forwardUnions.insert(key)
        let nullable = variants.elements.contains { variant in
            let resolved = documents.resolve(variant, as: .schema) ?? variant
            return resolved["type"]?.string == "null" || schema["nullable"]?.bool == true
        }
        return nullable ? .optional(.named(name)) : .named(name)
    }

    /// A 3.1 type array of several non-null types: a union with one variant per type, each read from the same
    /// schema's keywords (`items` for the array, `properties` for the object, `format` for the string).
    mutating func typeArrayUnion(_ schema: OpenAPINode, types: [String], nameHint: String, key: String) -> TypeRef {
        var members: [(node: OpenAPINode, type: TypeRef)] = []
        for kind in types {
            let type = typeOfKind(
                kind, schema: schema, nameHint: nameHint + OpenAPINames.typeName(kind), key: key + "|type:" + kind)
            members.append((schema, type.unwrapped.type))
        }
        if let first = members.first?.type, members.allSatisfy({ $0.type == first }) { return first }
        return valueUnion(schema, members: members, nameHint: nameHint, key: key)
    }

    /// The case name before de-duplication (see the type's documentation).
    private func caseBaseName(_ node: OpenAPINode, type: TypeRef) -> String {
        if let reference = node["$ref"]?.string {
            let fragment = reference.split(separator: "#", omittingEmptySubsequences: false).last ?? ""
            var last = fragment.split(separator: "/").last.map { OpenAPINode.unescape($0) } ?? ""
            if last.isEmpty || !reference.contains("#") {
                let file = reference.split(separator: "/").last.map(String.init) ?? reference
                last = file.split(separator: ".").first.map(String.init) ?? file
            }
            if let name = SwiftNames.memberName(last) { return name }
        }
        if node["$ref"] == nil, let title = node["title"]?.string, let name = SwiftNames.memberName(title) {
            return name
        }
        return typeWord(type)
    }

    private func typeWord(_ type: TypeRef) -> String {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .string: return "string"
            case .bool: return "bool"
            case .int, .int32, .int64, .uint64: return "integer"
            case .double, .float: return "number"
            case .decimal: return "decimal"
            case .date, .calendarDate: return "date"
            case .url: return "url"
            case .uuid: return "uuid"
            case .data: return "data"
            case .json: return "json"
            }
        case .optional(let wrapped): return typeWord(wrapped)
        case .array(let element): return typeWord(element) + "Array"
        case .dictionary: return "dictionary"
        case .named(let name):
            if let enumeration = api.enums.first(where: { $0.name == name }) {
                return enumeration.rawType == .string ? "string" : "integer"
            }
            if api.valueUnions.contains(where: { $0.name == name }) { return "value" }
            if modelIndex[name] == nil, pendingNames.values.contains(name) {
                // A component not declared yet (a union holding itself): its own name.
                return SwiftNames.memberName(name) ?? "object"
            }
            return "object"
        }
    }

    /// Whether values of `type` are JSON objects (a struct, a tagged union or a dictionary).
    private func holdsJSONObjects(_ type: TypeRef) -> Bool {
        switch type {
        case .dictionary: true
        case .named(let name):
            !api.enums.contains { $0.name == name } && !api.valueUnions.contains { $0.name == name }
        default: false
        }
    }

    /// The keys an object variant requires (declared as properties, neither read- nor write-only, without a
    /// default: the ones its struct requires) and the properties it fixes to one string, looking into `allOf`.
    private mutating func objectHints(
        _ schema: OpenAPINode
    ) -> ([String], [APIModel.ValueUnionModel.Constant], [String]?) {
        var parts: [OpenAPINode] = []
        var pending = [schema]
        while let part = pending.popLast(), parts.count < 32 {
            parts.append(part)
            for member in part["allOf"]?.elements ?? [] {
                if let resolved = documents.resolve(member, as: .schema) { pending.append(resolved) }
            }
        }
        var properties: [String: OpenAPINode] = [:]
        var order: [String] = []
        for part in parts {
            for (name, property) in part["properties"]?.members ?? [] where properties[name] == nil {
                properties[name] = documents.resolve(property, as: .schema) ?? property
                order.append(name)
            }
        }
        var required: [String] = []
        for part in parts {
            for entry in part["required"]?.elements ?? [] {
                guard let name = entry.string, let property = properties[name], !required.contains(name),
                    property["readOnly"]?.bool != true, property["writeOnly"]?.bool != true,
                    property["default"] == nil
                else { continue }
                required.append(name)
            }
        }
        var constants: [APIModel.ValueUnionModel.Constant] = []
        for name in order {
            guard let property = properties[name] else { continue }
            let value =
                property["const"]?.string
                ?? property["enum"]?.elements.first.flatMap { property["enum"]?.elements.count == 1 ? $0.string : nil }
            if let value, required.contains(name) {
                constants.append(.init(key: name, value: value))
            }
        }
        let open = parts.contains { part in
            guard let additional = part["additionalProperties"] else { return false }
            return additional.bool != false
        }
        let merged = parts.contains { $0["oneOf"] != nil || $0["anyOf"] != nil }
        return (required, constants, open || merged || order.isEmpty ? nil : order)
    }
}
