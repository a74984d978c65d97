/// A config file's `typeOverrides` applied to a model: a declared type or a pinned component (a scalar, array or
/// alias schema kept by name, `APIModel.pinnedSchemas`), or every property of a format, becomes the user's own type
/// (`Codable`, `Hashable` and `Sendable`, read through `Decodable` by the generated reader).
/// Overrides apply to model properties (and the arrays and dictionaries in them), to path, query, header, cookie
/// and form parameters (sent as their JSON encoding, see `APIOverrides+Parameters.swift`) and to JSON request,
/// success and error bodies (`APIOverrides+Bodies.swift`); a schema used as a multipart part, response header,
/// union variant or alias target is an error, as is a defaulted property or parameter whose type is replaced.
struct APIOverrides {
    let schemas: [ConfigMapping]
    let formats: [ConfigMapping]

    func apply(to api: inout APIModel) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let generated = Set(api.declaredTypeNames)
        // A pinned component (a scalar, array or alias schema kept by name, `APIModel.pinnedSchemas`) is one a
        // user can name, though it generates no type of its own.
        let declared = generated.union(api.pinnedSchemas.keys)
        defer { restorePins(in: &api) }
        for mapping in schemas {
            let name =
                declared.contains(mapping.from)
                ? mapping.from : api.componentTypeNames[mapping.from] ?? OpenAPINames.typeName(mapping.from)
            guard declared.contains(name) else {
                diagnostics.append(
                    Diagnostic(
                        .warning, "'typeOverrides.schemas' entry '\(mapping.from)' matches no type of \(api.name)",
                        at: mapping.location))
                continue
            }
            guard !generated.contains(mapping.to) else {
                diagnostics.append(
                    Diagnostic(
                        .error, "'\(mapping.to)' is also a type \(api.name) generates, so it cannot name your own type",
                        at: mapping.location, hint: "qualify it with its module: \"MyModule.\(mapping.to)\""))
                continue
            }
            if let use = Self.useOutsideProperties(of: name, in: api) {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "'\(name)' is used by \(use); a type override applies to model properties, parameters and "
                            + "JSON bodies only",
                        at: mapping.location))
                continue
            }
            api.models.removeAll { $0.name == name }
            api.enums.removeAll { $0.name == name }
            api.unions.removeAll { $0.name == name }
            api.valueUnions.removeAll { $0.name == name }
            api.typeAliases.removeAll { $0.name == name }
            let count = replace(in: &api, to: mapping, at: &diagnostics) { $0 == .named(name) }
            if let type = api.pinnedSchemas.removeValue(forKey: name), mapping.to != name {
                // (a user's type spelled as the schema replaces nothing, so it is not counted)
                if count == 0 {
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "'typeOverrides.schemas' entry '\(mapping.from)' matches no model property, parameter or "
                                + "JSON body of \(api.name)", at: mapping.location))
                } else {
                    diagnostics += unreachedPin(name, standingFor: type, in: &api, mapping: mapping)
                }
            }
        }
        for mapping in formats {
            guard let builtin = ConfigReader.formats[mapping.from] else { continue }
            let count = replace(in: &api, to: mapping, at: &diagnostics) { $0 == .builtin(builtin) }
            for endpoint in api.endpoints {
                diagnostics += unreached(in: endpoint, mapping: mapping, builtin: builtin) { $0 == .builtin(builtin) }
            }
            if count == 0 {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "'typeOverrides.formats' entry '\(mapping.from)' matches no model property, parameter or "
                            + "JSON body of \(api.name) (\(builtin.rawValue) values)", at: mapping.location))
            }
        }
        return diagnostics
    }

    /// Replaces the types that `matches` in every model property and parameter by the user's type; returns how
    /// many properties and parameters changed. A property with a default whose own type is replaced is an error
    /// (the default is spec text the user's type cannot be built from).
    @discardableResult
    func replace(
        in api: inout APIModel, to mapping: ConfigMapping, at diagnostics: inout [Diagnostic],
        matches: (TypeRef) -> Bool
    ) -> Int {
        let user = TypeRef.named(mapping.to)
        var count = 0
        for index in api.models.indices {
            for field in api.models[index].fields.indices {
                let old = api.models[index].fields[field]
                let new = old.type.replacing { matches($0) ? user : nil }
                guard new != old.type else { continue }
                count += 1
                if old.defaultValue != nil, new.unwrapped.type == user {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "'\(api.models[index].name).\(old.swiftName)' has a default, which '\(mapping.to)' "
                                + "cannot be built from", at: mapping.location))
                }
                api.models[index].fields[field].type = new
            }
            if let type = api.models[index].additionalPropertiesType {
                api.models[index].additionalPropertiesType = type.replacing { matches($0) ? user : nil }
            }
        }
        for index in api.endpoints.indices {
            count += replaceParameters(
                of: &api.endpoints[index], by: user, mapping: mapping, at: &diagnostics, matches: matches)
            count += replaceBodies(of: &api.endpoints[index], by: user, matches: matches)
        }
        for index in api.examples.indices {
            api.examples[index].type = api.examples[index].type?.replacing { matches($0) ? user : nil }
        }
        api.externalTypes.insert(mapping.to)
        return count
    }

    /// The first use of the declared type `name` that an override cannot reach (a multipart part, a response
    /// header, the page of a paginated operation, a union variant, an alias target), described; nil when none.
    static func useOutsideProperties(of name: String, in api: APIModel) -> String? {
        func unreachable(_ endpoint: APIModel.Endpoint) -> [String] {
            let types = endpoint.multipartFields.map(\.type) + (endpoint.output?.headers.map(\.type) ?? [])
            return types.flatMap(APISubset.names(in:))
        }
        if let endpoint = api.endpoints.first(where: { unreachable($0).contains(name) }) {
            return "operation '\(endpoint.name)' (a multipart part or response header)"
        }
        if let endpoint = api.endpoints.first(where: {
            $0.pagination != nil && $0.returns?.unwrapped.type == .named(name)
        }) {
            return "operation '\(endpoint.name)' as its page (its items and next-page fields are read from it)"
        }
        if let union = api.unions.first(where: { $0.cases.contains { $0.model == name } }) {
            return "union '\(union.name)'"
        }
        if let union = api.valueUnions.first(where: {
            $0.cases.contains { APISubset.names(in: $0.type).contains(name) }
        }) {
            return "union '\(union.name)'"
        }
        if let alias = api.typeAliases.first(where: { $0.target == name }) {
            return "alias '\(alias.name)'"
        }
        return nil
    }
}
