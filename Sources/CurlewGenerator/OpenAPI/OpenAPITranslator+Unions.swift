/// `oneOf`/`anyOf` with a `discriminator` over object schemas → a tagged union (an enum with a case per variant).
extension OpenAPITranslator {
    /// The union type, or nil when the schema is not a tagged union the IR can express (then the caller warns).
    mutating func taggedUnion(
        _ schema: OpenAPINode, variants: OpenAPINode, types: [TypeRef], nameHint: String, key: String
    ) -> TypeRef? {
        let references = variants.elements.filter { $0["$ref"] != nil }
        guard references.count == types.count else { return nil }
        return taggedUnion(schema, variantNodes: references, nameHint: nameHint, key: key)
    }

    /// The tagged union of `variantNodes` (`$ref`s, or component schemas themselves), each of which must become a
    /// struct; named `name`, else the schema's reserved name, else after `nameHint`.
    mutating func taggedUnion(
        _ schema: OpenAPINode, variantNodes: [OpenAPINode], nameHint: String, key: String, name: String? = nil
    ) -> TypeRef? {
        guard let discriminator = schema["discriminator"],
            let property = discriminator["propertyName"]?.string, !property.isEmpty
        else { return nil }
        // Every non-null variant must be a reference to a schema that becomes a struct.
        // Each variant by its schema's file and pointer (`Self.key`): variants that are whole files in other
        // folders all have the pointer `#`.
        var models: [(variant: OpenAPINode, key: String, defaultTag: String, name: String, tag: String?)] = []
        for variant in variantNodes {
            guard let target = documents.resolve(variant, as: .schema),
                case .named(let name) = schemaType(variant, nameHint: nameHint).unwrapped.type,
                modelIndex[name] != nil || (pendingNames[Self.key(target)] == name && target["enum"] == nil)
            else { return nil }
            models.append(
                (variant, Self.key(target), implicitTag(target), name, singleValue(of: property, in: target)))
        }
        // Tags: the mapping's keys, else each schema's own name (the last pointer token, or the file's name
        // without its extension for a whole file), as OpenAPI defines.
        // Several keys may name one schema: all of them decode to its case, the first is written when encoding.
        var tags: [String: [String]] = [:]
        let variantKeys = Set(models.map(\.key))
        for (tag, reference) in discriminator["mapping"]?.members ?? [] {
            guard let text = reference.string else { continue }
            let target = text.contains("#") || text.contains("/") ? text : "#/components/schemas/" + text
            guard let node = documents.lookUp(target, from: reference), let resolved = documents.resolve(node) else {
                continue
            }
            tags[Self.key(resolved), default: []].append(tag)
            if !variantKeys.contains(Self.key(resolved)) {
                documents.warning(
                    "the mapping key '\(tag)' names '\(text)', which is not one of the union's variants; values tagged"
                        + " '\(tag)' decode as the union's unknown case",
                    at: reference, hint: "add the schema to the 'oneOf'/'anyOf', or map the key to one of its variants")
            }
        }
        let name = name ?? pendingNames[key] ?? uniqueTypeName(OpenAPINames.typeName(nameHint))
        var union = APIModel.UnionModel(
            name: name, doc: Self.documentation(schema), discriminator: property, cases: [])
        var usedNames: Set<String> = ["unknown"]
        var usedTags: Set<String> = []
        for model in models {
            let mapped = tags[model.key] ?? []
            let tag = mapped.first ?? model.tag ?? model.defaultTag
            guard usedTags.insert(tag).inserted else {
                documents.warning(
                    "variant '\(model.name)' has the tag '\(tag)' of an earlier variant; it is left out of the union",
                    at: model.variant, hint: "give each variant its own key in the discriminator's 'mapping'")
                continue
            }
            let aliases = mapped.dropFirst().filter { usedTags.insert($0).inserted }
            let base = SwiftNames.memberName(tag) ?? "empty"
            var caseName = base
            var counter = 2
            while usedNames.contains(caseName) {
                caseName = "\(base)\(counter)"
                counter += 1
            }
            usedNames.insert(caseName)
            union.cases.append(.init(swiftName: caseName, tag: tag, model: model.name, aliases: aliases))
        }
        api.unions.append(union)
        return .named(name)
    }

    /// A variant's tag when neither the mapping nor a single-value property gives one: its schema's name, the last
    /// token of its pointer (`#/components/schemas/Cat` → `Cat`), or for a whole file its name without the
    /// extension (`models/cat.yml` → `cat`).
    private func implicitTag(_ target: OpenAPINode) -> String {
        if let last = target.pointer.split(separator: "/").last, last != "#" {
            return OpenAPINode.unescape(last)
        }
        let file = Generator.baseName(documents.files[target.file].fileName)
        return String(file.prefix { $0 != "." })
    }

    /// The one value a variant allows for the discriminator (`type: { enum: [track] }` or `const: track`), looking
    /// into `allOf` parts too: then that value is the variant's tag rather than its schema name.
    private mutating func singleValue(of property: String, in schema: OpenAPINode, depth: Int = 0) -> String? {
        if let node = schema["properties"]?[property], let resolved = documents.resolve(node, as: .schema) {
            if let text = resolved["const"]?.string { return text }
            if let values = resolved["enum"]?.elements, values.count == 1, let text = values[0].string { return text }
        }
        guard depth < 4 else { return nil }
        for part in schema["allOf"]?.elements ?? [] {
            if let resolved = documents.resolve(part, as: .schema),
                let text = singleValue(of: property, in: resolved, depth: depth + 1)
            {
                return text
            }
        }
        return nil
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
