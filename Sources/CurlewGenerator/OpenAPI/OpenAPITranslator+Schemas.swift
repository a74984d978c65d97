/// Schemas → IR types: primitives with formats, arrays, dictionaries, objects (structs), string enums, and the
/// composition keywords as far as the IR goes. A nullable schema comes back as `.optional`.
extension OpenAPITranslator {
    static let json = TypeRef.builtin(.json)

    /// The IR type of a schema (following `$ref`), named after `nameHint` when it needs a new type; pinned
    /// components aside (`schemaType`, in `OpenAPITranslator+PinnedSchemas.swift`).
    mutating func unpinnedSchemaType(_ input: OpenAPINode, nameHint: String) -> TypeRef {
        if case .bool = input.node.value { return Self.json }
        guard input.isObject else {
            documents.warning("expected a schema object, found \(input.node.kindDescription); typed as JSON", at: input)
            return Self.json
        }
        var schema = input
        if let reference = input["$ref"] {
            guard let target = documents.resolve(input) else { return Self.json }
            if case .bool = target.node.value { return Self.json }
            // a file that is not a schema (a text file, a list) is named, not typed as JSON in silence
            guard target.isObject else {
                documents.warning(
                    "'$ref' names \(target.node.kindDescription) at \(documents.place(of: target)), not a schema object; "
                        + "typed as JSON", at: reference)
                return Self.json
            }
            schema = target
        }
        // Keywords of the wrong kind are reported once and left out (never nil for a schema).
        schema = documents.checked(schema, as: .schema) ?? schema
        let key = Self.key(schema)
        if let known = schemaTypes[key] {
            return input["nullable"]?.bool == true ? optional(known) : known
        }
        if schemaDepth > 0, let name = pendingNames[key], let nullable = namedShape(schema) {
            // A component that becomes a named type is translated in its turn by the top-level loop; naming it
            // here keeps the recursion shallow however long the chains of references are.
            let type = TypeRef.named(name)
            return nullable || input["nullable"]?.bool == true ? optional(type) : type
        }
        if inProgress.contains(key), let type = recursiveUnion(schema, key: key) {
            return input["nullable"]?.bool == true ? optional(type) : type
        }
        if inProgress.contains(key) {
            documents.warning("recursive schema that is not an object; typed as JSON here", at: input)
            return Self.json
        }
        guard schemaDepth < Self.maxSchemaDepth else {
            documents.warning("schemas nest deeper than \(Self.maxSchemaDepth) levels; typed as JSON", at: schema)
            return Self.json
        }
        schemaDepth += 1
        inProgress.insert(key)
        defer {
            schemaDepth -= 1
            inProgress.remove(key)
        }
        // A referenced schema is named after its own place (`…/Thing`, or `thing.yaml`), not the referrer's.
        let hint = input["$ref"] == nil ? nameHint : referenceName(schema) ?? nameHint
        let type = translateSchema(schema, nameHint: pendingNames[key] ?? hint, key: key)
        schemaTypes[key] = type
        return input["nullable"]?.bool == true ? optional(type) : type
    }

    /// Whether `translateSchema` will make this schema a named struct or enum (and if so, whether nullable),
    /// decided from its own keywords only; nil when it depends on what it contains.
    private mutating func namedShape(_ schema: OpenAPINode) -> Bool? {
        var (types, nullable) = declaredTypes(schema)
        nullable = nullable || schema["nullable"]?.bool == true
        if let allOf = schema["allOf"] {
            let ownShape =
                schema["properties"] != nil || schema["additionalProperties"] != nil || variantsAreObjects(schema)
            let shaped = allOf.elements.filter { !Self.isAnnotationOnly($0) }
            return shaped.count == 1 && !ownShape ? nil : nullable
        }
        if schema["oneOf"] != nil || schema["anyOf"] != nil, schema["properties"] == nil { return nil }
        if let values = schema["enum"]?.elements {
            let hasNull = values.contains { if case .null = $0.node.value { true } else { false } }
            let strings = values.filter { $0.string != nil }.count
            let integers = values.filter { $0.node.value.numberText.flatMap(Int.init) != nil }.count
            let count = values.count - (hasNull ? 1 : 0)
            let isString = types.isEmpty ? strings > 0 && strings == count : types == ["string"] && strings > 0
            let isInteger = types == ["integer"] && integers > 0 && integers == count
            return isString || isInteger ? nullable || hasNull : nil
        }
        guard types.count <= 1, schema["properties"] != nil, types.first ?? "object" == "object" else { return nil }
        return nullable
    }

    /// The last pointer token of a referenced schema (`#/components/schemas/Pet` → `Pet`), or the file name without
    /// its extension for a whole-file reference.
    private func referenceName(_ schema: OpenAPINode) -> String? {
        if let last = schema.pointer.split(separator: "/").last, last != "#" {
            return OpenAPINode.unescape(last)
        }
        let file = Generator.baseName(documents.files[schema.file].fileName)
        return file.split(separator: ".").first.map(String.init)
    }

    func optional(_ type: TypeRef) -> TypeRef {
        if case .optional = type { type } else { .optional(type) }
    }

    /// The schema's `type` keyword: the non-null type names and whether `null` is allowed.
    mutating func declaredTypes(_ schema: OpenAPINode) -> (types: [String], nullable: Bool) {
        guard let node = schema["type"] else { return ([], false) }
        if let single = node.string { return single == "null" ? ([], true) : ([single], false) }
        let names = node.elements.compactMap(\.string)
        return (names.filter { $0 != "null" }, names.contains("null"))
    }

    private mutating func translateSchema(_ schema: OpenAPINode, nameHint: String, key: String) -> TypeRef {
        var (types, nullable) = declaredTypes(schema)
        if schema["nullable"]?.bool == true {
            nullable = true
        }
        if let not = schema["not"] {
            // `not` only takes values out of what the rest of the schema allows: every value the API may send
            // still decodes, and the server rejects what the caller should not send. Nothing is lost.
            documents.note(
                "'not' is left to the server: it only excludes values, and every value the rest of the schema "
                    + "allows is typed, decoded and sent", at: not)
        }
        if let union = inheritanceUnion(schema, nameHint: nameHint, key: key) {
            return nullable ? optional(union) : union
        }
        warnAboutIgnoredVariants(schema)
        var type: TypeRef
        if let allOf = schema["allOf"] {
            type = allOfType(schema, allOf: allOf, nameHint: nameHint, key: key)
        } else if let variants = schema["oneOf"] ?? schema["anyOf"], schema["properties"] == nil {
            let (variantType, variantNullable) = unionType(schema, variants: variants, nameHint: nameHint, key: key)
            type = variantType
            nullable = nullable || variantNullable
        } else if let values = schema["enum"] {
            let (enumType, enumNullable) = enumType(schema, values: values, types: types, nameHint: nameHint, key: key)
            type = enumType
            nullable = nullable || enumNullable
        } else if types.count > 1 {
            type = typeArrayUnion(schema, types: types, nameHint: nameHint, key: key)
        } else {
            let kind =
                types.first
                ?? (schema["properties"] != nil || schema["additionalProperties"] != nil
                    ? "object" : schema["items"] != nil ? "array" : schema["const"].map(Self.constKind) ?? "")
            type = typeOfKind(kind, schema: schema, nameHint: nameHint, key: key)
        }
        warnAboutBaseDiscriminator(schema, type: type)
        return nullable ? optional(type) : type
    }

    static func constKind(_ node: OpenAPINode) -> String {
        switch node.node.value {
        case .string: "string"
        case .number(let text): text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? "number" : "integer"
        case .bool: "boolean"
        default: ""
        }
    }

    mutating func typeOfKind(_ kind: String, schema: OpenAPINode, nameHint: String, key: String) -> TypeRef {
        let format = schema["format"]?.string ?? ""
        switch kind {
        case "string":
            switch format {
            case "date-time": return .builtin(.date)
            case "date": return .builtin(.calendarDate)
            case "uuid": return .builtin(.uuid)
            case "uri", "url": return .builtin(.url)
            case "byte": return .builtin(.data)
            // `type: string, format: decimal` is a number written as a JSON string ("12.50"): `Decimal` reads and
            // writes JSON numbers only, so it stays the exact text (`Decimal(string:)` reads it).
            default: return .builtin(.string)
            }
        case "integer":
            switch format {
            case "int32": return .builtin(.int32)
            case "int64": return .builtin(.int64)
            case "uint64": return .builtin(.uint64)
            default: return .builtin(.int)
            }
        case "number":
            switch format {
            case "float": return .builtin(.float)
            case "decimal": return .builtin(.decimal)
            case "int32": return .builtin(.int32)
            case "int64": return .builtin(.int64)
            default: return .builtin(.double)
            }
        case "boolean":
            return .builtin(.bool)
        case "array":
            guard let items = schema["items"] else { return .array(Self.json) }
            return .array(schemaType(items, nameHint: nameHint + "Item"))
        case "object":
            if schema["properties"] == nil {
                return dictionaryType(schema, nameHint: nameHint)
            }
            return objectType(schema, nameHint: nameHint, key: key)
        case "":
            return Self.json
        default:
            documents.warning("unknown schema type '\(kind)'; typed as JSON", at: schema["type"] ?? schema)
            return Self.json
        }
    }

    /// `type: object` without `properties`: `[String: T]` from `additionalProperties` (JSON values by default).
    private mutating func dictionaryType(_ schema: OpenAPINode, nameHint: String) -> TypeRef {
        guard let additional = schema["additionalProperties"], additional.isObject else {
            return .dictionary(Self.json)
        }
        return .dictionary(schemaType(additional, nameHint: nameHint + "Value"))
    }

    /// `oneOf`/`anyOf`: a single non-null variant (or variants that all map to one type) is that type; a
    /// discriminator over object `$ref`s makes a tagged union; any other mix a union told apart by the value.
    private mutating func unionType(
        _ schema: OpenAPINode, variants: OpenAPINode, nameHint: String, key: String
    ) -> (TypeRef, Bool) {
        var nullable = false
        var types: [TypeRef] = []
        var members: [(node: OpenAPINode, type: TypeRef)] = []
        for (index, variant) in variants.elements.enumerated() {
            let resolved = documents.resolve(variant, as: .schema) ?? variant
            if declaredTypes(resolved) == ([], true), resolved["enum"] == nil {
                nullable = true
                continue
            }
            let (type, optional) = schemaType(variant, nameHint: nameHint + "Variant\(index + 1)").unwrapped
            nullable = nullable || optional
            types.append(type)
            members.append((variant, type))
        }
        let keyword = schema["oneOf"] != nil ? "oneOf" : "anyOf"
        if types.count > 1,
            let union = taggedUnion(schema, variants: variants, types: types, nameHint: nameHint, key: key)
        {
            return (union, nullable)
        }
        if forwardUnions.contains(key), !members.isEmpty {
            // Referred to from inside itself under its name: a union even of one type.
            return (valueUnion(schema, members: members, nameHint: nameHint, key: key), nullable)
        }
        if let first = types.first, types.allSatisfy({ $0 == first }) {
            if let discriminator = schema["discriminator"] {
                documents.warning("'discriminator' is ignored (one variant type)", at: discriminator)
            }
            return (first, nullable)
        }
        if let discriminator = schema["discriminator"] {
            documents.warning(
                "'discriminator' is ignored: not every variant of the '\(keyword)' is a $ref to an object schema;"
                    + " the variants are told apart by their values",
                at: discriminator)
        }
        return (valueUnion(schema, members: members, nameHint: nameHint, key: key), nullable)
    }
}
