/// Object schemas → struct models (including `allOf` merges) and string enums → enum models.
extension OpenAPITranslator {
    /// A struct for an object schema; registered before its properties so recursive references find it.
    mutating func objectType(_ schema: OpenAPINode, nameHint: String, key: String) -> TypeRef {
        var optionalParts: [OpenAPINode] = []
        collectVariants(of: schema, into: &optionalParts, depth: 0)
        return objectType(parts: [schema], optionalParts: optionalParts, holder: schema, nameHint: nameHint, key: key)
    }

    /// `allOf`: one member and nothing else is that member's type; otherwise the members' properties merged
    /// into one struct. Members that only annotate (`description`, `nullable: true`, `default`, …: see
    /// `isAnnotationOnly`) do not count, so `allOf: [{$ref: Color}, {description: …}]` is a `Color` (and
    /// `{nullable: true}` beside it makes it optional).
    mutating func allOfType(_ schema: OpenAPINode, allOf: OpenAPINode, nameHint: String, key: String) -> TypeRef {
        let members = allOf.elements
        let shaped = members.filter { !Self.isAnnotationOnly($0) }
        let hasOwnShape =
            schema["properties"] != nil || schema["additionalProperties"] != nil || variantsAreObjects(schema)
        if shaped.count == 1, !hasOwnShape {
            let nullable = members.contains { Self.isAnnotationOnly($0) && $0["nullable"]?.bool == true }
            let type: TypeRef
            if shaped[0]["$ref"] == nil, let name = pendingNames[key] {
                type = componentMember(shaped[0], of: schema, named: name)
            } else {
                type = schemaType(shaped[0], nameHint: nameHint).unwrapped.type
            }
            return nullable ? optional(type) : type
        }
        var parts: [OpenAPINode] = []
        var optionalParts: [OpenAPINode] = []
        collectAllOf(schema, into: &parts, optional: &optionalParts, depth: 0)
        return objectType(parts: parts, optionalParts: optionalParts, holder: schema, nameHint: nameHint, key: key)
    }

    /// Whether an `allOf` member only annotates (title, description, `nullable`, `default`, examples, `readOnly`,
    /// `writeOnly`, `deprecated`, extensions) or only constrains values the client does not check (`maxLength`,
    /// `pattern`, `minimum`, `maxItems`, …: DigitalOcean's `allOf: [{$ref: label}, {maxLength: 16}]` on a string)
    /// and shapes nothing.
    static func isAnnotationOnly(_ member: OpenAPINode) -> Bool {
        guard member.isObject, member["$ref"] == nil else { return false }
        let annotations: Set<String> = [
            "title", "description", "nullable", "default", "example", "examples", "readOnly", "writeOnly",
            "deprecated", "externalDocs", "maxLength", "minLength", "pattern", "minimum", "maximum",
            "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "uniqueItems",
            "minProperties", "maxProperties",
        ]
        return member.members.allSatisfy { annotations.contains($0.key) || $0.key.hasPrefix("x-") }
    }

    /// A component that is `allOf` of one inline schema is that schema: the type it makes takes the component's
    /// reserved name (not `Name2`) and, when the component has one, the component's doc comment.
    private mutating func componentMember(_ member: OpenAPINode, of component: OpenAPINode, named name: String)
        -> TypeRef
    {
        // The name is free only while the member takes it: nothing else is named from this hint.
        usedTypeNames.remove(name)
        let type = schemaType(member, nameHint: name).unwrapped.type
        usedTypeNames.insert(name)
        guard case .named(name) = type, let doc = Self.documentation(component) else { return type }
        if let index = modelIndex[name] {
            api.models[index].doc = doc
        } else if let index = api.enums.firstIndex(where: { $0.name == name }) {
            api.enums[index].doc = doc
        } else if let index = api.unions.firstIndex(where: { $0.name == name }) {
            api.unions[index].doc = doc
        }
        return type
    }

    /// Flattens nested `allOf`s into the object schemas whose properties make up the struct.
    /// The object schemas of a `oneOf`/`anyOf` beside `properties` or inside `allOf` (see `variantsAreObjects`):
    /// their properties join the struct as optional fields, so a value keeps the fields of whichever variant it is.
    private mutating func collectVariants(of schema: OpenAPINode, into parts: inout [OpenAPINode], depth: Int) {
        guard variantsAreObjects(schema) else { return }
        for keyword in ["oneOf", "anyOf"] {
            for variant in schema[keyword]?.elements ?? [] {
                guard let resolved = documents.resolve(variant, as: .schema), resolved["type"]?.string != "null"
                else { continue }
                var nested: [OpenAPINode] = []
                collectAllOf(resolved, into: &nested, optional: &parts, depth: depth + 1)
                parts += nested
            }
        }
    }

    private mutating func collectAllOf(
        _ schema: OpenAPINode, into parts: inout [OpenAPINode], optional: inout [OpenAPINode], depth: Int
    ) {
        guard depth < 16 else {
            documents.warning("'allOf' nests too deeply; the rest is ignored", at: schema)
            return
        }
        if schema["properties"] != nil || schema["required"] != nil {
            parts.append(schema)
        }
        collectVariants(of: schema, into: &optional, depth: depth)
        for member in schema["allOf"]?.elements ?? [] {
            guard let resolved = documents.resolve(member, as: .schema) else { continue }
            let (types, _) = (resolved["type"]?.string, 0)
            if let types, types != "object" {
                documents.warning(
                    "'allOf' member of type '\(types)' cannot be merged into an object; ignored", at: member)
                continue
            }
            if resolved["oneOf"] != nil || resolved["anyOf"] != nil, !variantsAreObjects(resolved) {
                documents.warning("'oneOf'/'anyOf' inside 'allOf' is not supported yet; ignored", at: member)
            }
            collectAllOf(resolved, into: &parts, optional: &optional, depth: depth + 1)
        }
    }

    private mutating func objectType(
        parts: [OpenAPINode], optionalParts: [OpenAPINode] = [], holder: OpenAPINode, nameHint: String, key: String
    ) -> TypeRef {
        let name = pendingNames[key] ?? uniqueTypeName(OpenAPINames.typeName(nameHint))
        let type = TypeRef.named(name)
        schemaTypes[key] = type
        let index = api.models.count
        modelIndex[name] = index
        modelSchemas[name] = holder
        api.models.append(APIModel.Model(name: name, doc: Self.documentation(holder), fields: []))
        var required: Set<String> = []
        for part in parts {
            for entry in part["required"]?.elements ?? [] {
                if let name = entry.string { required.insert(name) }
            }
        }
        var fields: [APIModel.Field] = []
        var swiftNames: Set<String> = []
        var firstSchemas: [String: OpenAPINode] = [:]
        // The variants' properties come after the declared ones and are never required.
        for (index, part) in (parts + optionalParts).enumerated() {
            let isVariant = index >= parts.count
            for (property, schema) in documents.properties(of: part) {
                if let first = firstSchemas[property] {
                    warnIfRetyped(property, first: first, again: schema)
                    continue
                }
                firstSchemas[property] = schema
                var base =
                    schema["x-curlew-name"]?.string.flatMap(SwiftNames.memberName) ?? SwiftNames.memberName(property)
                    ?? "value"
                if base == "hashValue" {
                    // Hashable's own requirement: a stored property of that name does not compile.
                    base += "_"
                }
                var swiftName = base
                var counter = 2
                while swiftNames.contains(swiftName) {
                    swiftName = "\(base)\(counter)"
                    counter += 1
                }
                swiftNames.insert(swiftName)
                let propertyType = schemaType(schema, nameHint: name + OpenAPINames.typeName(property))
                let (fieldType, nullable) = propertyType.unwrapped
                let resolved = documents.resolve(schema, as: .schema) ?? schema
                // A required readOnly (writeOnly) property is absent from requests (responses), and one struct
                // serves both directions: it is optional, and its doc comment says why.
                let oneWay = Self.oneWayNote(schema, resolved: resolved, required: required.contains(property))
                let isRequired = required.contains(property) && oneWay == nil && !isVariant
                let doc =
                    Self.documentation(schema, deprecation: false)
                    ?? Self.documentation(resolved, titleToo: false, deprecation: false)
                var field = APIModel.Field(
                    swiftName: swiftName,
                    jsonKey: property,
                    type: fieldType,
                    optional: nullable || !isRequired,
                    doc: oneWay.map { note in doc.map { $0 + "\n\n" + note } ?? note } ?? doc,
                    requiredKey: nullable && isRequired
                )
                if schema["deprecated"]?.bool == true || resolved["deprecated"]?.bool == true {
                    field.deprecated = ""
                }
                if !field.requiredKey, let value = defaultValue(schema, type: fieldType) {
                    field.defaultValue = value
                    field.optional = false
                }
                fields.append(field)
            }
        }
        fields += fieldsForRequiredWithoutProperty(parts, swiftNames: &swiftNames)
        api.models[index].fields = fields
        keepAdditionalProperties(of: parts, holder: holder, model: index, avoiding: swiftNames)
        return type
    }

    /// A property declared again (by another `allOf` member or `oneOf` variant) with a JSON type the first
    /// declaration's does not hold (`string` then `integer`; `number` then `integer` narrows and is fine): the field
    /// keeps the first type, so a value of the other would not decode. Says so at the second declaration.
    private mutating func warnIfRetyped(_ property: String, first: OpenAPINode, again: OpenAPINode) {
        let firstKinds = jsonKinds(first)
        let againKinds = jsonKinds(again)
        guard !firstKinds.isEmpty, !againKinds.isEmpty, firstKinds != againKinds,
            !(firstKinds == ["number"] && againKinds == ["integer"])
        else { return }
        documents.warning(
            "property '\(property)' is declared again as \(againKinds.sorted().joined(separator: "|")), first as "
                + "\(firstKinds.sorted().joined(separator: "|")); the field keeps the first type, and a value of the "
                + "other does not decode",
            at: again, hint: "make the declarations agree, or give the property one schema")
    }

    /// The JSON types a property schema declares (through its `$ref`): its `type`, or `object` for one with
    /// properties, `array` for one with items; empty when it does not say (no check then).
    private mutating func jsonKinds(_ schema: OpenAPINode) -> Set<String> {
        let resolved = documents.resolve(schema, as: .schema) ?? schema
        let (types, _) = declaredTypes(resolved)
        if !types.isEmpty { return Set(types) }
        if resolved["properties"] != nil { return ["object"] }
        if resolved["items"] != nil { return ["array"] }
        return []
    }

    /// For a required property marked `readOnly` or `writeOnly` (on the property or the schema it references),
    /// the doc note that explains why the field is optional; nil otherwise.
    static func oneWayNote(_ schema: OpenAPINode, resolved: OpenAPINode, required: Bool) -> String? {
        guard required else { return nil }
        func flag(_ name: String) -> Bool { schema[name]?.bool == true || resolved[name]?.bool == true }
        if flag("readOnly") {
            return "Read-only: required in responses only (requests leave it out), so optional here."
        }
        if flag("writeOnly") {
            return "Write-only: required in requests only (responses leave it out), so optional here."
        }
        return nil
    }

    /// A string `enum` → an enum model; other enums keep their base type (the values are not checked).
    mutating func enumType(
        _ schema: OpenAPINode, values: OpenAPINode, types: [String], nameHint: String, key: String
    ) -> (TypeRef, Bool) {
        let elements = values.elements
        let nullable = elements.contains { if case .null = $0.node.value { true } else { false } }
        var strings = elements.compactMap(\.string)
        let isStringEnum =
            types.isEmpty
            ? !strings.isEmpty && strings.count + (nullable ? 1 : 0) == elements.count
            : types == ["string"]
        if types == ["string"] {
            strings = stringEnumValues(elements)
        }
        guard isStringEnum, !strings.isEmpty else {
            let kind = types.first ?? elements.first.map(Self.constKind) ?? ""
            let integers = elements.compactMap { $0.node.value.numberText.flatMap(Int.init) }
            if kind == "integer", !integers.isEmpty, integers.count + (nullable ? 1 : 0) == elements.count {
                return (integerEnum(schema, values: integers, nameHint: nameHint, key: key), nullable)
            }
            if kind == "integer", let wider = widerIntegerType(elements) {
                return (wider, nullable)
            }
            return (typeOfKind(kind, schema: schema, nameHint: nameHint, key: key), nullable)
        }
        let name = pendingNames[key] ?? uniqueTypeName(OpenAPINames.typeName(nameHint))
        var model = APIModel.EnumModel(name: name, doc: Self.documentation(schema), cases: [])
        var seen: Set<String> = []
        var usedNames: Set<String> = ["unknown", "rawValue"]
        let names = Self.enumVarNames(schema)
        for value in strings where seen.insert(value).inserted {
            let base = SwiftNames.enumCaseName(
                names[value] ?? YAMLScalar.jsonNumber(value).flatMap { names[$0] } ?? SwiftNames.memberName(value)
                    ?? "empty")
            var caseName = base
            var counter = 2
            while usedNames.contains(caseName) {
                caseName = ["unknown", "rawValue"].contains(base) && counter == 2 ? base + "_" : "\(base)\(counter)"
                counter += 1
            }
            usedNames.insert(caseName)
            model.cases.append(.init(swiftName: caseName, value: value))
        }
        api.enums.append(model)
        enumNames.insert(name)
        return (.named(name), nullable)
    }

    /// The values of a `type: string` enum as text: strings as they are, unquoted numbers and booleans as written
    /// in the file (`010` stays `010`, not `10`); anything else is left out with a warning.
    private mutating func stringEnumValues(_ elements: [OpenAPINode]) -> [String] {
        var texts: [String] = []
        for element in elements {
            if let text = element.string {
                texts.append(text)
            } else if case .null = element.node.value {
                continue
            } else if let text = documents.writtenText(of: element) {
                texts.append(text)
            } else {
                documents.warning(
                    "enum value of a string schema is \(element.node.kindDescription), not a string; left out of the cases",
                    at: element, hint: "quote it to make it a string")
            }
        }
        return texts
    }

    /// The doc comment of a schema: title, description, deprecation.
    static func documentation(_ schema: OpenAPINode, titleToo: Bool = true, deprecation: Bool = true) -> String? {
        var parts: [String] = []
        if titleToo, let title = schema["title"]?.string { parts.append(title) }
        if let description = schema["description"]?.string { parts.append(description) }
        if deprecation, schema["deprecated"]?.bool == true { parts.append("- Warning: Deprecated.") }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }

    /// An integer `enum` → an enum model over `Int` (`case _1`, `case _2`, …; unknown values kept).
    private mutating func integerEnum(_ schema: OpenAPINode, values: [Int], nameHint: String, key: String) -> TypeRef {
        let name = pendingNames[key] ?? uniqueTypeName(OpenAPINames.typeName(nameHint))
        var model = APIModel.EnumModel(name: name, doc: Self.documentation(schema), cases: [], rawType: .int)
        var seen: Set<Int> = []
        var usedNames: Set<String> = ["unknown", "rawValue"]
        let names = Self.enumVarNames(schema)
        for value in values where seen.insert(value).inserted {
            let base = SwiftNames.enumCaseName(
                names[String(value)] ?? (value < 0 ? "minus\(value.magnitude)" : "_\(value)"))
            var swiftName = base
            var counter = 2
            while usedNames.contains(swiftName) {
                swiftName = "\(base)\(counter)"
                counter += 1
            }
            usedNames.insert(swiftName)
            model.cases.append(.init(swiftName: swiftName, value: String(value)))
        }
        api.enums.append(model)
        enumNames.insert(name)
        return .named(name)
    }

    /// For an integer `enum` with a value beyond `Int` (`9223372036854775808`, `-99999999999999999999`), the
    /// plain type that holds every value, with a warning at the first such value: `UInt64` when none is negative,
    /// else `Decimal` (read from the exact text). Nil when every value is an `Int` or one is not an integer.
    private mutating func widerIntegerType(_ elements: [OpenAPINode]) -> TypeRef? {
        let texts = elements.compactMap { $0.node.value.numberText }
        let nonNull = elements.filter { if case .null = $0.node.value { false } else { true } }
        guard texts.count == nonNull.count,
            texts.allSatisfy({ Self.isIntegerText($0) }),
            let index = texts.firstIndex(where: { Int($0) == nil })
        else { return nil }
        let unsigned = texts.allSatisfy { UInt64($0) != nil }
        let typeName = unsigned ? "UInt64" : "Decimal"
        documents.warning(
            "integer enum value \(texts[index]) does not fit Int (64 bits); typed as \(typeName) without cases",
            at: nonNull[index], hint: "every value still decodes; compare with the numbers the document lists")
        return .builtin(unsigned ? .uint64 : .decimal)
    }

    /// Whether a number is written as an integer: an optional `-`, then digits only.
    private static func isIntegerText(_ text: String) -> Bool {
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") }
        return !digits.isEmpty && digits.count + 1 >= text.utf8.count && digits.allSatisfy { (48...57).contains($0) }
    }

    /// Case names from `x-enum-varnames` (a list parallel to `enum`, as other generators read it), by value text.
    static func enumVarNames(_ schema: OpenAPINode) -> [String: String] {
        guard let names = schema["x-enum-varnames"]?.elements, let values = schema["enum"]?.elements else { return [:] }
        var result: [String: String] = [:]
        for (value, name) in zip(values, names) {
            guard let text = value.string ?? value.node.value.numberText,
                let swiftName = name.string.flatMap(SwiftNames.memberName)
            else { continue }
            result[text] = result[text] ?? swiftName
        }
        return result
    }
}
