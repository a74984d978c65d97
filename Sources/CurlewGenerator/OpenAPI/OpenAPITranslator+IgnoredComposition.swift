/// Composition keywords in places the IR has no form for: each gets a warning at its JSON pointer saying what the
/// generated type does instead, so no keyword of a schema is dropped without a word.
extension OpenAPITranslator {
    /// `oneOf`/`anyOf` next to `allOf` or `properties` (the type is the merged or plain struct), and `anyOf` next
    /// to `oneOf` (only `oneOf` is read): warnings, since those variants are not decoded.
    mutating func warnAboutIgnoredVariants(_ schema: OpenAPINode) {
        let neighbour =
            schema["allOf"] != nil ? "allOf" : schema["properties"] != nil ? "properties" : nil
        for keyword in ["oneOf", "anyOf"] {
            guard let node = schema[keyword] else { continue }
            if neighbour == "properties", variantsOnlyConstrain(node, properties: schema["properties"]) {
                // Nothing to lose: the struct holds every property a variant may have.
                continue
            }
            if neighbour != nil, variantsAreObjects(schema) {
                // The variants' properties are optional fields of the struct (collectVariants).
                continue
            }
            if let neighbour {
                documents.warning(
                    "'\(keyword)' next to '\(neighbour)' is not supported yet; ignored", at: node,
                    hint: "the struct has only the \(neighbour == "allOf" ? "merged " : "")properties; for a tagged "
                        + "union, put the shared properties into each variant and give '\(keyword)' a discriminator")
            } else if keyword == "anyOf", schema["oneOf"] != nil {
                documents.warning("'anyOf' next to 'oneOf' is not supported yet; ignored", at: node)
            }
        }
    }

    /// Whether the schema's `oneOf`/`anyOf` variants (beside `properties`, or in an `allOf` part) are all object
    /// schemas (or `null`): then their properties join the struct as optional fields, and a value keeps the fields
    /// of whichever variant it is (which one it is, is not checked).
    mutating func variantsAreObjects(_ schema: OpenAPINode) -> Bool {
        let variants = (schema["oneOf"]?.elements ?? []) + (schema["anyOf"]?.elements ?? [])
        guard !variants.isEmpty else { return false }
        return variants.allSatisfy { variant in
            guard let resolved = documents.resolve(variant, as: .schema), resolved.isObject else { return false }
            if resolved["type"]?.string == "null" { return true }
            guard resolved["type"].map({ $0.string == "object" }) ?? true else { return false }
            let scalar = ["items", "enum", "const", "oneOf", "anyOf"]
            return scalar.allSatisfy { resolved[$0] == nil }
                && (resolved["properties"] != nil || resolved["allOf"] != nil || resolved["required"] != nil)
        }
    }

    /// Whether every variant of a `oneOf`/`anyOf` next to `properties` only constrains those properties (which
    /// of them are `required`, narrower `enum`s, formats) and declares none of its own: then the struct already
    /// holds all a value may have, as Xero's `NICategory` (`oneOf: [{required: [workplacePostcode]}, …]`).
    private mutating func variantsOnlyConstrain(_ variants: OpenAPINode, properties: OpenAPINode?) -> Bool {
        let declared = Set((properties?.members ?? []).map(\.0))
        return variants.elements.allSatisfy { variant in
            guard variant["$ref"] == nil, variant.isObject else { return false }
            let shape = ["allOf", "oneOf", "anyOf", "items", "additionalProperties", "not"]
            guard shape.allSatisfy({ variant[$0] == nil }), variant["type"].map({ $0.string == "object" }) ?? true
            else { return false }
            let own = (variant["properties"]?.members ?? []).map(\.0)
            let required = (variant["required"]?.elements ?? []).compactMap(\.string)
            return (own + required).allSatisfy(declared.contains)
        }
    }

    /// A `discriminator` without `oneOf`/`anyOf`: the base schema of OpenAPI's `allOf` inheritance pattern. The
    /// IR has no subtype decoding, so the warning says what the struct decodes and how to get a tagged union.
    mutating func warnAboutBaseDiscriminator(_ schema: OpenAPINode, type: TypeRef) {
        guard let discriminator = schema["discriminator"], schema["oneOf"] == nil, schema["anyOf"] == nil else {
            return
        }
        let name: String
        if case .named(let typeName) = type.unwrapped.type {
            name = "'\(typeName)'"
        } else {
            name = "the type"
        }
        let subtypes = schemasExtending(schema)
        let shown = subtypes.prefix(4).map { "'\($0)'" }.joined(separator: ", ") + (subtypes.count > 4 ? ", …" : "")
        let property = discriminator["propertyName"]?.string.map { " '\($0)'" } ?? ""
        documents.warning(
            "a discriminator without 'oneOf'/'anyOf' (allOf inheritance) is not supported; \(name) decodes only its "
                + "own properties, never as a schema that extends it"
                + (subtypes.isEmpty ? "" : " (\(shown))"),
            at: discriminator,
            hint: "for a tagged union, add a schema with 'oneOf' of $refs to the subtypes and this "
                + "discriminator\(property), and use it where the base is used")
    }

    /// The names of the component schemas that list `base` (by `$ref`) in their `allOf`, in document order.
    mutating func schemasExtending(_ base: OpenAPINode) -> [String] {
        let baseKey = Self.key(base)
        var names: [String] = []
        for (name, schema) in documents.root["components"]?["schemas"]?.members ?? [] {
            for member in schema["allOf"]?.elements ?? [] where member["$ref"] != nil {
                if let target = documents.resolve(member), Self.key(target) == baseKey {
                    names.append(pendingNames[Self.key(schema)] ?? name)
                    break
                }
            }
        }
        return names
    }
}
