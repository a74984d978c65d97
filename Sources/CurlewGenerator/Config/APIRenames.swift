/// A config file's `rename` applied to a model: new Swift names for properties, enum cases, operations and types.
/// Wire names never change (a renamed property still reads and writes its JSON key, a renamed case its value).
/// Keys use the names as generated before any rename (or the spec's names: a property's JSON key, a case's value,
/// an operationId); a key that names nothing is a warning, a new name that is already taken an error.
struct APIRenames {
    var types: [ConfigMapping]
    let properties: [ConfigMapping]
    let operations: [ConfigMapping]
    let enumCases: [ConfigMapping]

    func apply(to api: inout APIModel) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func warn(_ mapping: ConfigMapping, _ key: String, _ what: String) {
            diagnostics.append(
                Diagnostic(
                    .warning, "'rename.\(key)' entry '\(mapping.from)' matches no \(what) of \(api.name)",
                    at: mapping.location))
        }
        func taken(_ mapping: ConfigMapping, _ what: String) {
            diagnostics.append(
                Diagnostic(.error, "cannot rename '\(mapping.from)' to '\(mapping.to)': \(what)", at: mapping.location))
        }
        let declared = Set(api.declaredTypeNames)
        func typeName(_ text: Substring) -> String {
            if declared.contains(String(text)) { return String(text) }
            let generated = OpenAPINames.typeName(String(text))
            return declared.contains(generated) ? generated : IdiomaticNames.type(generated)
        }

        for mapping in properties {
            let parts = mapping.from.split(separator: ".")
            let owner = typeName(parts[0])
            // the JSON name first: after the idiomatic strategy a property may have another one's old Swift name
            guard let model = api.models.firstIndex(where: { $0.name == owner }),
                let field = api.models[model].fields.firstIndex(where: { $0.jsonKey == parts[1] })
                    ?? api.models[model].fields.firstIndex(where: { $0.swiftName == parts[1] })
            else {
                warn(mapping, "properties", "property")
                continue
            }
            let names =
                api.models[model].fields.map(\.swiftName) + [api.models[model].additionalProperties].compactMap { $0 }
            guard !names.contains(mapping.to) else {
                taken(mapping, "'\(owner)' already has a property of that name")
                continue
            }
            api.models[model].fields[field].swiftName = mapping.to
        }

        for mapping in enumCases {
            let parts = mapping.from.split(separator: ".")
            let owner = typeName(parts[0])
            guard let enumeration = api.enums.firstIndex(where: { $0.name == owner }),
                let found = api.enums[enumeration].cases.firstIndex(where: { $0.value == parts[1] })
                    ?? api.enums[enumeration].cases.firstIndex(where: { $0.swiftName == parts[1] })
            else {
                warn(mapping, "enumCases", "enum case")
                continue
            }
            guard !(api.enums[enumeration].cases.map(\.swiftName) + ["unknown"]).contains(mapping.to) else {
                taken(mapping, "'\(owner)' already has a case of that name")
                continue
            }
            api.enums[enumeration].cases[found].swiftName = mapping.to
        }

        for mapping in operations {
            guard
                let index = api.endpoints.firstIndex(where: {
                    $0.operationID == mapping.from || $0.name == mapping.from
                })
            else {
                warn(mapping, "operations", "operation")
                continue
            }
            let reserved = SpecTranslator.reservedEndpointNames.union(["timeout"])
            guard !api.endpoints.contains(where: { $0.name == mapping.to }), !reserved.contains(mapping.to) else {
                taken(mapping, "the client already has a member of that name")
                continue
            }
            let old = api.endpoints[index].name
            api.endpoints[index].name = mapping.to
            if let variant = api.renameResponseVariant(ofEndpointAt: index, from: old) {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "'\(variant)' is another method of the client, so '\(mapping.to)' has no such variant",
                        at: mapping.location))
            }
        }

        for mapping in types {
            let name = typeName(Substring(mapping.from))
            guard declared.contains(name) else {
                warn(mapping, "types", "type")
                continue
            }
            let taken = Set(
                api.declaredTypeNames + api.endpointTypeNames + ["\(api.name)Client", "\(api.name)Examples"])
            guard !taken.contains(mapping.to), BuiltinType(rawValue: mapping.to) == nil else {
                diagnostics.append(
                    Diagnostic(
                        .error, "cannot rename '\(mapping.from)' to '\(mapping.to)': that name is taken",
                        at: mapping.location))
                continue
            }
            // `Curlew`, `Swift`, `Foundation` qualify names in generated code (a type `Curlew` breaks every
            // `Curlew.APIClient`); `HTTPRequest`, `JSONValue`, `Optional`… are the types a module that imports the
            // client imports too. The translator never gives these names; nor does a rename.
            guard !OpenAPINames.reservedTypeNames.union(SpecTranslator.reservedTypeNames).contains(mapping.to) else {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "cannot rename '\(mapping.from)' to '\(mapping.to)': that name is reserved in generated code "
                            + "(a module, or a type of Swift, Foundation or Curlew)", at: mapping.location))
                continue
            }
            Self.renameType(name, to: mapping.to, in: &api)
        }
        return diagnostics
    }

    /// Renames the declared type `old` and every mention of it.
    static func renameType(_ old: String, to new: String, in api: inout APIModel) {
        renameTypes([old: new], in: &api)
    }

    /// Renames declared types (old name → new name) and every mention of them, in one pass over the model.
    static func renameTypes(_ map: [String: String], in api: inout APIModel) {
        guard !map.isEmpty else { return }
        func rename(_ name: String) -> String { map[name] ?? name }
        for index in api.models.indices {
            api.models[index].name = rename(api.models[index].name)
            api.models[index].includes = api.models[index].includes.map(rename)
        }
        for index in api.enums.indices { api.enums[index].name = rename(api.enums[index].name) }
        for index in api.unions.indices {
            api.unions[index].name = rename(api.unions[index].name)
            for variant in api.unions[index].cases.indices {
                api.unions[index].cases[variant].model = rename(api.unions[index].cases[variant].model)
            }
        }
        for index in api.valueUnions.indices { api.valueUnions[index].name = rename(api.valueUnions[index].name) }
        for index in api.endpoints.indices {
            if let name = api.endpoints[index].successCases?.typeName {
                api.endpoints[index].successCases?.typeName = rename(name)
            }
        }
        for index in api.typeAliases.indices {
            api.typeAliases[index].name = rename(api.typeAliases[index].name)
            api.typeAliases[index].target = rename(api.typeAliases[index].target)
        }
        api.mapTypes { type in
            type.replacing { part in
                if case .named(let name) = part, let new = map[name] { .named(new) } else { nil }
            }
        }
    }
}
