extension SpecTranslator {
    /// `"enum": ["a", "b"]`, `"enum": [1, 2]`, or the named form `"enum": { "low": 1, "inStock": "in-stock" }`.
    mutating func translateEnum(_ name: String, values node: SpecNode, doc: String?) -> APIModel.EnumModel {
        var model = APIModel.EnumModel(name: name, doc: doc, cases: [])
        let entries: [(name: String?, value: SpecNode)]
        if let elements = node.elements {
            entries = elements.map { (nil, $0) }
        } else if let members = node.members {
            entries = members.map { ($0.key, $0.value) }
        } else {
            diagnostics.error(
                "expected an array of values or an object of named values for 'enum', found \(node.kindDescription)",
                at: node.offset
            )
            return model
        }
        if entries.isEmpty {
            diagnostics.error("enum '\(name)' needs at least one value", at: node.offset)
            return model
        }
        model.rawType = entries[0].value.stringValue == nil ? .int : .string
        var seenValues: Set<String> = []
        var usedNames: Set<String> = ["unknown", "rawValue"]
        for entry in entries {
            guard let value = enumValue(entry.value, rawType: model.rawType, enumName: name) else { continue }
            guard seenValues.insert(value).inserted else {
                diagnostics.error("duplicate enum value '\(value)' in '\(name)'", at: entry.value.offset)
                continue
            }
            let base = SwiftNames.enumCaseName(SwiftNames.memberName(entry.name ?? value) ?? "empty")
            if entry.name != nil, usedNames.contains(base) {
                diagnostics.error("case name '\(base)' is used twice in enum '\(name)'", at: entry.value.offset)
                continue
            }
            model.cases.append(.init(swiftName: uniqueCaseName(base, used: &usedNames), value: value))
        }
        return model
    }

    private mutating func enumValue(_ node: SpecNode, rawType: APIModel.EnumModel.RawType, enumName: String) -> String?
    {
        switch (rawType, node.value) {
        case (.string, .string(let text)):
            return text
        case (.int, .number(let text)):
            guard let value = Int(text) else {
                diagnostics.error(
                    "integer enum values must be whole numbers within Int, found '\(text)' in '\(enumName)'",
                    at: node.offset
                )
                return nil
            }
            return String(value)
        default:
            let expected = rawType == .string ? "a string (like the first value)" : "an integer (like the first value)"
            diagnostics.error(
                "expected \(expected) in enum '\(enumName)', found \(node.kindDescription)", at: node.offset)
            return nil
        }
    }

    /// `base`, or `base_` for the reserved `unknown`/`rawValue`, or `base2`, `base3`, … when taken.
    func uniqueCaseName(_ base: String, used: inout Set<String>) -> String {
        var caseName = base
        var counter = 2
        while used.contains(caseName) {
            caseName = ["unknown", "rawValue"].contains(base) && counter == 2 ? base + "_" : "\(base)\(counter)"
            counter += 1
        }
        used.insert(caseName)
        return caseName
    }

    /// `"union": { "circle": "Circle", … }, "discriminator": "kind"`: each tag names a struct model.
    mutating func translateUnion(
        _ member: SpecNode.Member,
        keys: [String: SpecNode.Member],
        doc: String?
    ) -> APIModel.UnionModel? {
        let name = member.key
        var discriminator = ""
        if let discriminatorMember = keys["discriminator"] {
            discriminator = string(discriminatorMember.value, for: "discriminator") ?? "?"
            if discriminator.isEmpty {
                diagnostics.error(
                    "'discriminator' of '\(name)' must not be empty", at: discriminatorMember.value.offset)
            }
        } else {
            diagnostics.error(
                "union '\(name)' needs a 'discriminator': the JSON key that names the variant",
                at: member.keyOffset,
                hint: "e.g. \"discriminator\": \"kind\""
            )
        }
        guard let unionNode = keys["union"]?.value, let variants = object(unionNode, for: "union") else { return nil }
        if variants.isEmpty {
            diagnostics.error("union '\(name)' needs at least one variant", at: unionNode.offset)
        }
        var union = APIModel.UnionModel(name: name, doc: doc, discriminator: discriminator, cases: [])
        var usedNames: Set<String> = ["unknown"]
        for variant in variants {
            guard let modelName = variant.value.stringValue else {
                diagnostics.error(
                    "expected a model name for variant '\(variant.key)' of '\(name)', found \(variant.value.kindDescription)",
                    at: variant.value.offset
                )
                continue
            }
            guard declaredTypes[modelName] != nil, !declaredEnums.contains(modelName),
                !declaredUnions.contains(modelName)
            else {
                let known = declaredTypes[modelName] != nil
                let hint = SwiftNames.suggestion(for: modelName, among: declaredTypes.keys.sorted())
                diagnostics.error(
                    known
                        ? "variant '\(variant.key)' of '\(name)' must be a model with 'fields', not '\(modelName)'"
                        : "unknown model '\(modelName)' for variant '\(variant.key)' of '\(name)'",
                    at: variant.value.offset,
                    hint: known ? nil : hint.map { "did you mean '\($0)'?" }
                )
                continue
            }
            let base = SwiftNames.memberName(variant.key) ?? "empty"
            union.cases.append(
                .init(swiftName: uniqueCaseName(base, used: &usedNames), tag: variant.key, model: modelName))
        }
        unionOffsets[name] = unionNode.offset
        return union
    }

    /// A variant may declare the discriminator itself (as OpenAPI schemas do), but then as a plain `String` or a
    /// string enum, so the tag it decodes and encodes is text.
    mutating func checkUnionVariants(_ api: APIModel) {
        let models = Dictionary(api.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let stringEnums = Set(api.enums.filter { $0.rawType == .string }.map(\.name))
        for union in api.unions {
            for variant in union.cases {
                guard let field = models[variant.model]?.fields.first(where: { $0.jsonKey == union.discriminator })
                else { continue }
                let isText: Bool
                switch field.type {
                case .builtin(.string): isText = true
                case .named(let name): isText = stringEnums.contains(name)
                default: isText = false
                }
                if !isText || field.optional {
                    diagnostics.error(
                        "field '\(field.swiftName)' of '\(variant.model)' holds the discriminator '\(union.discriminator)' of '\(union.name)', so it must be a String or a string enum, not '\(field.optional ? "\(field.type)?" : "\(field.type)")'",
                        at: unionOffsets[union.name] ?? 0
                    )
                }
            }
        }
    }
}
