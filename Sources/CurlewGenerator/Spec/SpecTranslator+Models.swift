extension SpecTranslator {
    static let modelKeys = ["doc", "fields", "includes", "enum", "union", "discriminator"]
    static let fieldKeys = ["type", "key", "doc", "default", "required", "deprecated"]

    /// What a model entry declares, decided in pass 1 from its keys.
    enum DeclaredKind {
        case model, enumeration, union
    }

    /// Pass 1: every model and enum name, checked, so pass 2 can resolve references in any order.
    mutating func declareTypes(_ members: [SpecNode.Member], apiName: String) {
        for member in members {
            let name = member.key
            if !SwiftNames.isPlainIdentifier(name) {
                diagnostics.error(
                    "invalid model name '\(name)': use letters, digits and '_', starting with a letter",
                    at: member.keyOffset
                )
            } else if BuiltinType(rawValue: name) != nil || name == "File" {
                diagnostics.error("model name '\(name)' clashes with the built-in type '\(name)'", at: member.keyOffset)
            } else if SwiftNames.keywords.contains(name) || Self.reservedTypeNames.contains(name) {
                diagnostics.error("model name '\(name)' is reserved in generated code", at: member.keyOffset)
            } else if name == apiName + "Client" {
                diagnostics.error("model name '\(name)' clashes with the generated client type", at: member.keyOffset)
            } else {
                declaredTypes[name] = member.keyOffset
                let keys = Set(member.value.members?.map(\.key) ?? [])
                if keys.contains("enum") {
                    declaredEnums.insert(name)
                } else if keys.contains("union") {
                    declaredUnions.insert(name)
                }
            }
        }
    }

    /// Pass 2: one model, enum or union.
    mutating func translateType(_ member: SpecNode.Member, into api: inout APIModel) {
        guard let members = object(member.value, for: member.key) else { return }
        let keys = checkKeys(members, known: Self.modelKeys, in: "model '\(member.key)'")
        let doc = keys["doc"].flatMap { string($0.value, for: "doc") }
        let declared = declaredTypes[member.key] != nil
        let kinds = ["fields", "enum", "union"].filter { keys[$0] != nil }
        guard kinds.count == 1 else {
            if kinds.isEmpty {
                diagnostics.error(
                    "model '\(member.key)' needs 'fields' (a struct), 'enum' (values) or 'union' (tagged variants)",
                    at: member.keyOffset
                )
            } else {
                let listed = kinds.map { "'\($0)'" }.joined(separator: " and ")
                diagnostics.error("model '\(member.key)' has both \(listed); pick one", at: member.keyOffset)
            }
            return
        }
        for key in ["includes"] where keys[key] != nil && kinds[0] != "fields" {
            diagnostics.warning(
                "'\(key)' applies to models with 'fields'; it is ignored in '\(member.key)'",
                at: keys[key]?.keyOffset ?? member.keyOffset
            )
        }
        if keys["discriminator"] != nil, kinds[0] != "union" {
            diagnostics.warning(
                "'discriminator' applies to models with 'union'; it is ignored in '\(member.key)'",
                at: keys["discriminator"]?.keyOffset ?? member.keyOffset
            )
        }
        switch kinds[0] {
        case "fields":
            var model = translateModel(member.key, fields: keys["fields"]!.value, doc: doc)
            if let includes = keys["includes"] {
                model.includes = includeNames(includes.value, of: member.key)
                pendingIncludes[member.key] = includes.value.offset
            }
            if declared { api.models.append(model) }
        case "enum":
            let model = translateEnum(member.key, values: keys["enum"]!.value, doc: doc)
            if declared { api.enums.append(model) }
        default:
            let union = translateUnion(member, keys: keys, doc: doc)
            if declared, let union { api.unions.append(union) }
        }
    }

    private mutating func translateModel(_ name: String, fields node: SpecNode, doc: String?) -> APIModel.Model {
        var model = APIModel.Model(name: name, doc: doc, fields: [])
        var swiftNames: [String: String] = [:]
        var jsonKeys: [String: String] = [:]
        for member in object(node, for: "fields") ?? [] {
            guard let swiftName = SwiftNames.memberName(member.key) else {
                diagnostics.error(
                    "invalid field name '\(member.key)': it has no letters or digits", at: member.keyOffset)
                continue
            }
            let context = "field '\(member.key)'"
            guard let spec = typedEntry(member.value, context: context, known: Self.fieldKeys) else { continue }
            let jsonKey = spec.key ?? (keyStrategy == .snakeCase ? SwiftNames.snakeCase(member.key) : member.key)
            if let other = swiftNames[swiftName] {
                diagnostics.error(
                    "fields '\(other)' and '\(member.key)' of '\(name)' both become the Swift name '\(swiftName)'",
                    at: member.keyOffset
                )
                continue
            }
            if let other = jsonKeys[jsonKey] {
                diagnostics.error(
                    "fields '\(other)' and '\(member.key)' of '\(name)' both use the JSON key '\(jsonKey)'",
                    at: member.keyOffset
                )
                continue
            }
            swiftNames[swiftName] = member.key
            jsonKeys[jsonKey] = member.key
            var (type, optional) = spec.type.unwrapped
            var requiredKey = false
            if let required = spec.required {
                if required.value && optional {
                    requiredKey = true
                } else {
                    let why = optional ? "'required': false is the default" : "a non-optional field is always required"
                    diagnostics.warning("\(why); 'required' of \(context) is ignored", at: required.offset)
                }
            }
            let fallback = spec.defaultNode.flatMap { defaultValue($0, type: type, context: context) }
            if fallback != nil, optional {
                diagnostics.warning(
                    "\(context) has a default, so it is never nil; its '?' is ignored",
                    at: spec.typeOffset,
                    hint: "write '\(type)'"
                )
                optional = false
                requiredKey = false
            }
            model.fields.append(
                APIModel.Field(
                    swiftName: swiftName, jsonKey: jsonKey, type: type, optional: optional, doc: spec.doc,
                    requiredKey: requiredKey, defaultValue: fallback, deprecated: spec.deprecated)
            )
        }
        return model
    }

    private mutating func includeNames(_ node: SpecNode, of name: String) -> [String] {
        let elements = node.stringValue != nil ? [node] : node.elements
        guard let elements else {
            diagnostics.error(
                "expected a model name or an array of them for 'includes' of '\(name)', found \(node.kindDescription)",
                at: node.offset
            )
            return []
        }
        var names: [String] = []
        for element in elements {
            guard let included = string(element, for: "includes") else { continue }
            if declaredTypes[included] == nil {
                let hint = SwiftNames.suggestion(for: included, among: declaredTypes.keys.sorted())
                diagnostics.error(
                    "unknown model '\(included)' in 'includes' of '\(name)'",
                    at: element.offset,
                    hint: hint.map { "did you mean '\($0)'?" }
                )
            } else if declaredEnums.contains(included) || declaredUnions.contains(included) {
                diagnostics.error(
                    "'includes' of '\(name)' names '\(included)', which has no fields", at: element.offset)
            } else if names.contains(included) {
                diagnostics.error("'\(included)' is included twice in '\(name)'", at: element.offset)
            } else {
                names.append(included)
            }
        }
        return names
    }

    /// Copies included models' fields in front of each model's own (depth first, in `includes` order), after
    /// every model is translated. Cycles and clashing fields are errors.
    mutating func resolveIncludes(_ models: inout [APIModel.Model]) {
        guard !pendingIncludes.isEmpty else { return }
        var index: [String: Int] = [:]
        for (position, model) in models.enumerated() { index[model.name] = position }
        var resolved: Set<String> = []
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        for root in models.map(\.name) where marks[root] == nil {
            // An explicit post-order walk (no recursion: specs may chain thousands of models).
            var stack: [(name: String, next: Int)] = [(root, 0)]
            marks[root] = .visiting
            while let (name, next) = stack.last {
                let includes = index[name].map { models[$0].includes } ?? []
                if next < includes.count {
                    stack[stack.count - 1].next += 1
                    let target = includes[next]
                    switch marks[target] {
                    case nil:
                        marks[target] = .visiting
                        stack.append((target, 0))
                    case .visiting:
                        diagnostics.error(
                            "model '\(target)' includes itself (through '\(name)')",
                            at: pendingIncludes[name] ?? declaredTypes[name] ?? 0
                        )
                    case .done:
                        break
                    }
                    continue
                }
                stack.removeLast()
                marks[name] = .done
                guard let position = index[name], !includes.isEmpty, !resolved.contains(name) else { continue }
                resolved.insert(name)
                models[position].fields = mergedFields(models[position], includes: includes, models, index)
            }
        }
    }

    private mutating func mergedFields(
        _ model: APIModel.Model,
        includes: [String],
        _ models: [APIModel.Model],
        _ index: [String: Int]
    ) -> [APIModel.Field] {
        var fields: [APIModel.Field] = []
        var owners: [String: String] = [:]
        let offset = pendingIncludes[model.name] ?? declaredTypes[model.name] ?? 0
        for (owner, candidates) in includes.compactMap({ name in index[name].map { (name, models[$0].fields) } })
            + [(model.name, model.fields)]
        {
            for field in candidates {
                if let first = owners[field.swiftName] ?? owners["key:" + field.jsonKey] {
                    diagnostics.error(
                        "field '\(field.swiftName)' of '\(owner)' clashes with the one from '\(first)' in '\(model.name)'",
                        at: offset
                    )
                    continue
                }
                owners[field.swiftName] = owner
                owners["key:" + field.jsonKey] = owner
                fields.append(field)
            }
        }
        return fields
    }
}
