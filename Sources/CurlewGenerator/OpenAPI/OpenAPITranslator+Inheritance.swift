/// OpenAPI's `allOf` inheritance: a base schema with a `discriminator` (and no `oneOf`/`anyOf`) that other
/// component schemas extend by listing it in their `allOf`. Where the base is used, a value may be any of them,
/// so the base becomes a tagged union of the schemas that extend it directly (tags from the `mapping`, else a
/// subtype's single-value discriminator property, else its component name); a tag none of them has is kept whole
/// in `unknown(tag:value:)`. The subtypes keep the base's properties through their `allOf` merge.
extension OpenAPITranslator {
    /// The union, or nil when the schema is not such a base or no component extends it.
    mutating func inheritanceUnion(_ schema: OpenAPINode, nameHint: String, key: String) -> TypeRef? {
        guard let property = schema["discriminator"]?["propertyName"]?.string, !property.isEmpty,
            schema["oneOf"] == nil, schema["anyOf"] == nil
        else { return nil }
        let children = componentsExtending(schema)
        guard !children.isEmpty else { return nil }
        let name = pendingNames[key] ?? uniqueTypeName(OpenAPINames.typeName(nameHint))
        // A subtype that refers back to the base (a parent, children) finds the union.
        schemaTypes[key] = .named(name)
        guard let union = taggedUnion(schema, variantNodes: children, nameHint: nameHint, key: key, name: name)
        else {
            schemaTypes[key] = nil
            return nil
        }
        return union
    }

    /// The component schemas whose `allOf` lists `base` by `$ref`, in document order.
    mutating func componentsExtending(_ base: OpenAPINode) -> [OpenAPINode] {
        let baseKey = Self.key(base)
        var children: [OpenAPINode] = []
        for (_, schema) in documents.root["components"]?["schemas"]?.members ?? [] where schema["$ref"] == nil {
            for member in schema["allOf"]?.elements ?? [] where member["$ref"] != nil {
                if let target = documents.resolve(member), Self.key(target) == baseKey {
                    children.append(schema)
                    break
                }
            }
        }
        return children
    }
}
