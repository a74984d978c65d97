/// `oneOf`/`anyOf` with a `discriminator` over object schemas → a tagged union (an enum with a case per variant).
extension OpenAPITranslator {
    /// The union type, or nil when the schema is not a tagged union the IR can express (then the caller warns).
    mutating func taggedUnion(
        _ schema: OpenAPINode, variants: OpenAPINode, types: [TypeRef], nameHint: String, key: String
    ) -> TypeRef? {
        guard let discriminator = schema["discriminator"],
            let property = discriminator["propertyName"]?.string, !property.isEmpty
        else { return nil }
        // Every non-null variant must be a reference to a schema that became a struct.
        var models: [(pointer: String, name: String)] = []
        for variant in variants.elements where variant["$ref"] != nil {
            guard let target = documents.resolve(variant) else { return nil }
            guard case .named(let name) = schemaTypes[Self.key(target)]?.unwrapped.type, modelIndex[name] != nil
            else { return nil }
            models.append((target.pointer, name))
        }
        guard models.count == types.count else { return nil }
        // Tags: the mapping's keys, else each schema's own name (the last pointer token), as OpenAPI defines.
        var tags: [String: String] = [:]
        for (tag, reference) in discriminator["mapping"]?.members ?? [] {
            guard let text = reference.string else { continue }
            let target = text.contains("#") || text.contains("/") ? text : "#/components/schemas/" + text
            if let node = documents.lookUp(target, from: reference), let resolved = documents.resolve(node) {
                tags[resolved.pointer] = tags[resolved.pointer] ?? tag
            }
        }
        let name = pendingNames[key] ?? uniqueTypeName(OpenAPINames.typeName(nameHint))
        var union = APIModel.UnionModel(
            name: name, doc: Self.documentation(schema), discriminator: property, cases: [])
        var usedNames: Set<String> = ["unknown"]
        var usedTags: Set<String> = []
        for model in models {
            let tag = tags[model.pointer] ?? model.pointer.split(separator: "/").last.map(OpenAPINode.unescape) ?? ""
            guard usedTags.insert(tag).inserted else { continue }
            let base = SwiftNames.memberName(tag) ?? "empty"
            var caseName = base
            var counter = 2
            while usedNames.contains(caseName) {
                caseName = "\(base)\(counter)"
                counter += 1
            }
            usedNames.insert(caseName)
            union.cases.append(.init(swiftName: caseName, tag: tag, model: model.name))
        }
        api.unions.append(union)
        return .named(name)
    }

    /// A variant that declares the discriminator must hold it as required text (the tag is always present).
    mutating func fixUnionVariants() {
        let stringEnums = Set(api.enums.filter { $0.rawType == .string }.map(\.name))
        for union in api.unions {
            for variant in union.cases {
                guard let index = modelIndex[variant.model],
                    let field = api.models[index].fields.firstIndex(where: { $0.jsonKey == union.discriminator })
                else { continue }
                var tagField = api.models[index].fields[field]
                let isText =
                    switch tagField.type {
                    case .builtin(.string): true
                    case .named(let name): stringEnums.contains(name)
                    default: false
                    }
                if !isText {
                    tagField.type = .builtin(.string)
                }
                tagField.optional = false
                tagField.requiredKey = false
                tagField.defaultValue = nil
                api.models[index].fields[field] = tagField
            }
        }
    }
}
