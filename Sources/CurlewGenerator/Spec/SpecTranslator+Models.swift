extension SpecTranslator {
    static let modelKeys = ["doc", "fields", "enum"]
    static let fieldKeys = ["type", "key", "doc"]

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
                if let members = member.value.members, members.contains(where: { $0.key == "enum" }) {
                    declaredEnums.insert(name)
                }
            }
        }
    }

    /// Pass 2: one model or enum.
    mutating func translateType(_ member: SpecNode.Member, into api: inout APIModel) {
        guard let members = object(member.value, for: member.key) else { return }
        let keys = checkKeys(members, known: Self.modelKeys, in: "model '\(member.key)'")
        let doc = keys["doc"].flatMap { string($0.value, for: "doc") }
        switch (keys["fields"], keys["enum"]) {
        case (let fields?, nil):
            let model = translateModel(member.key, fields: fields.value, doc: doc)
            if declaredTypes[member.key] != nil {
                api.models.append(model)
            }
        case (nil, let values?):
            let model = translateEnum(member.key, values: values.value, doc: doc)
            if declaredTypes[member.key] != nil {
                api.enums.append(model)
            }
        case (.some, .some):
            diagnostics.error("model '\(member.key)' has both 'fields' and 'enum'; pick one", at: member.keyOffset)
        case (nil, nil):
            diagnostics.error(
                "model '\(member.key)' needs 'fields' (a struct) or 'enum' (string values)",
                at: member.keyOffset
            )
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
            guard let spec = typedEntry(member.value, context: "field '\(member.key)'") else { continue }
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
            let (type, optional) = spec.type.unwrapped
            model.fields.append(
                APIModel.Field(swiftName: swiftName, jsonKey: jsonKey, type: type, optional: optional, doc: spec.doc)
            )
        }
        return model
    }

    private mutating func translateEnum(_ name: String, values node: SpecNode, doc: String?) -> APIModel.EnumModel {
        var model = APIModel.EnumModel(name: name, doc: doc, cases: [])
        guard let elements = node.elements else {
            diagnostics.error("expected an array of strings for 'enum', found \(node.kindDescription)", at: node.offset)
            return model
        }
        if elements.isEmpty {
            diagnostics.error("enum '\(name)' needs at least one value", at: node.offset)
        }
        var seenValues: Set<String> = []
        var usedNames: Set<String> = ["unknown", "rawValue"]
        for element in elements {
            guard let value = string(element, for: "enum") else { continue }
            guard seenValues.insert(value).inserted else {
                diagnostics.error("duplicate enum value '\(value)' in '\(name)'", at: element.offset)
                continue
            }
            let base = SwiftNames.memberName(value) ?? "empty"
            var caseName = base
            var counter = 2
            while usedNames.contains(caseName) {
                caseName = ["unknown", "rawValue"].contains(base) && counter == 2 ? base + "_" : "\(base)\(counter)"
                counter += 1
            }
            usedNames.insert(caseName)
            model.cases.append(.init(swiftName: caseName, value: value))
        }
        return model
    }

    /// A type-carrying entry: either `"Type"` or `{ "type": "Type", "key": "wire", "doc": "…" }`.
    mutating func typedEntry(_ node: SpecNode, context: String) -> (type: TypeRef, key: String?, doc: String?)? {
        if node.stringValue != nil {
            return resolveType(node, for: context).map { ($0, nil, nil) }
        }
        guard let members = node.members else {
            diagnostics.error(
                "expected a type string or an object with 'type' for \(context), found \(node.kindDescription)",
                at: node.offset
            )
            return nil
        }
        let keys = checkKeys(members, known: Self.fieldKeys, in: context)
        let key = keys["key"].flatMap { string($0.value, for: "key") }
        let doc = keys["doc"].flatMap { string($0.value, for: "doc") }
        guard let typeNode = keys["type"]?.value else {
            diagnostics.error("missing 'type' for \(context)", at: node.offset)
            return nil
        }
        if let key, key.isEmpty {
            diagnostics.error("'key' of \(context) must not be empty", at: keys["key"]?.value.offset ?? node.offset)
        }
        return resolveType(typeNode, for: context).map { ($0, key, doc) }
    }

    /// Parses a type string and checks that every name in it is a built-in or a declared model.
    mutating func resolveType(_ node: SpecNode, for context: String) -> TypeRef? {
        guard let text = node.stringValue else {
            diagnostics.error("expected a type string for \(context), found \(node.kindDescription)", at: node.offset)
            return nil
        }
        switch TypeExpression.parse(text) {
        case .failure(let failure):
            let offset = diagnostics.source.offset(inStringAt: node.offset, value: text, utf8Index: failure.index)
            let shown = text.count > 60 ? text.prefix(60) + "…" : text
            diagnostics.error("invalid type '\(shown)' for \(context): \(failure.message)", at: offset)
            return nil
        case .success(let parsed):
            var ok = true
            for reference in parsed.references where declaredTypes[reference.name] == nil {
                ok = false
                let offset = diagnostics.source.offset(inStringAt: node.offset, value: text, utf8Index: reference.index)
                if reference.name == "File" {
                    diagnostics.error("type 'File' (for multipart uploads) is not supported yet", at: offset)
                    continue
                }
                let candidates = BuiltinType.allCases.map(\.rawValue) + declaredTypes.keys.sorted()
                let hint = SwiftNames.suggestion(for: reference.name, among: candidates).map { "did you mean '\($0)'?" }
                diagnostics.error("unknown type '\(reference.name)' for \(context)", at: offset, hint: hint)
            }
            return ok ? parsed.type : nil
        }
    }

    /// A struct cannot contain itself except through an array or a dictionary: one depth-first walk over the
    /// "stores a value of" edges; each cycle is reported once, at the model where the walk closes it.
    mutating func checkRecursion(_ models: [APIModel.Model]) {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func direct(_ type: TypeRef) -> String? {
            switch type {
            case .named(let name): byName[name] == nil ? nil : name
            case .optional(let wrapped): direct(wrapped)
            default: nil
            }
        }
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        for root in models where marks[root.name] == nil {
            // An explicit stack of (model, next field index) instead of recursion: specs may chain thousands.
            var stack: [(name: String, field: Int)] = [(root.name, 0)]
            marks[root.name] = .visiting
            while let (name, index) = stack.last {
                let fields = byName[name]?.fields ?? []
                guard index < fields.count else {
                    marks[name] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].field += 1
                guard let target = direct(fields[index].type) else { continue }
                switch marks[target] {
                case nil:
                    marks[target] = .visiting
                    stack.append((target, 0))
                case .visiting:
                    diagnostics.error(
                        "model '\(target)' contains itself (through '\(name).\(fields[index].swiftName)')",
                        at: declaredTypes[target] ?? 0,
                        hint: "hold it in an array, e.g. '[\(target)]'"
                    )
                case .done:
                    break
                }
            }
        }
    }
}
