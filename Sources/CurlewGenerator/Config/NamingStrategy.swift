/// How generated Swift names are spelled: a config file's `namingStrategy`.
package enum NamingStrategy: String, Sendable, Hashable, CaseIterable {
    /// The names as the translators make them (the default): words joined in camel case, acronyms as any word
    /// (`userId`, `htmlUrl`), so every spec name maps to one Swift name whatever else the spec holds.
    case defensive
    /// Swift's API Design Guidelines for acronyms: `userID`, `htmlURL`, `URLSession`, `radarIDs`
    /// (`IdiomaticNames`). Two names that become one are an error.
    case idiomatic
}

/// The `idiomatic` strategy applied to a model: types, properties, enum cases, union cases, operations,
/// parameters and response header properties respelled, every mention of a type following. Wire names stay.
struct IdiomaticRenaming {
    /// Where `namingStrategy` is written, for collision errors.
    let location: SourceLocation
    /// The config's `rename`, which runs next: a name it gives is left to it (neither respelled nor a collision).
    var renames = APIRenames(types: [], properties: [], operations: [], enumCases: [])

    func apply(to api: inout APIModel) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func collide(_ what: String, _ first: String, _ second: String, _ name: String) {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "the idiomatic naming strategy spells \(what) '\(first)' and '\(second)' both '\(name)'",
                    at: location, hint: "rename one of them in the config file's 'rename'"))
        }
        /// The new names of `names`, or the old ones after a collision error.
        func respell(
            _ names: [String], _ what: String, _ spell: (String) -> String, renamed: (Int) -> Bool = { _ in false }
        ) -> [String] {
            let new = names.indices.map { renamed($0) ? names[$0] : spell(names[$0]) }
            var seen: [String: String] = [:]
            var clean = true
            for (index, (old, name)) in zip(names, new).enumerated() where !renamed(index) {
                if let first = seen[name], first != old {
                    collide(what, first, old, name)
                    clean = false
                }
                seen[name] = seen[name] ?? old
            }
            return clean ? new : names
        }

        for index in api.models.indices {
            let model = api.models[index]
            let names = respell(
                model.fields.map(\.swiftName), "properties of \(model.name)", IdiomaticNames.member,
                renamed: { renames.renamesProperty(of: model.name, model.fields[$0]) })
            for field in names.indices { api.models[index].fields[field].swiftName = names[field] }
        }
        for index in api.enums.indices {
            let enumeration = api.enums[index]
            let names = respell(
                enumeration.cases.map(\.swiftName), "cases of \(enumeration.name)", IdiomaticNames.member,
                renamed: {
                    renames.renamesCase(
                        of: enumeration.name, swiftName: enumeration.cases[$0].swiftName,
                        value: enumeration.cases[$0].value)
                })
            for item in names.indices { api.enums[index].cases[item].swiftName = names[item] }
        }
        for index in api.unions.indices {
            let names = respell(
                api.unions[index].cases.map(\.swiftName), "cases of \(api.unions[index].name)", IdiomaticNames.member)
            for item in names.indices { api.unions[index].cases[item].swiftName = names[item] }
        }
        for index in api.valueUnions.indices {
            let names = respell(
                api.valueUnions[index].cases.map(\.swiftName), "cases of \(api.valueUnions[index].name)",
                IdiomaticNames.member)
            for item in names.indices { api.valueUnions[index].cases[item].swiftName = names[item] }
        }
        let oldOperations = api.endpoints.map(\.name)
        let endpoints = api.endpoints
        let operations = respell(
            oldOperations, "operations", IdiomaticNames.member,
            renamed: { renames.renamesOperation(endpoints[$0]) })
        for index in api.endpoints.indices {
            let old = api.endpoints[index].name
            api.endpoints[index].name = operations[index]
            if let variant = api.renameResponseVariant(ofEndpointAt: index, from: old) {
                collide("methods", old + "Response", variant, variant)
            }
            respellParameters(of: &api.endpoints[index]) { respell($0, $1, $2) }
        }
        collideVariants(of: api.endpoints, oldNames: oldOperations, collide)
        let types = api.declaredTypeNames + api.endpointTypeNames
        // `URL`, `UUID`, `JSON`… name built-in types in specs and modules in generated code, and `HTTPRequest`,
        // `JSONValue`, `APIClient`… types of Curlew, CurlewJSON and Foundation that a module importing the client
        // imports too (an unqualified `HTTPRequest` there would be ambiguous): a type whose idiomatic name is one
        // that the translator itself never gives keeps its own (a spec's `Url` stays `Url`, `HttpRequest` too).
        let reserved = Self.reservedTypeNames
        // a rename keyed by a type's generated name takes effect here, so that it settles a collision
        let settled = Self.settledTypeRenames(renames.types, in: api)
        var newTypes = respell(types, "types", IdiomaticNames.type, renamed: { settled[types[$0]] != nil })
        for index in newTypes.indices {
            if let name = settled[types[index]] {
                if let other = newTypes.indices.first(where: { $0 != index && newTypes[$0] == name }) {
                    collide("types", types[other], types[index], name)
                }
                newTypes[index] = name
            } else if reserved.contains(newTypes[index]) {
                newTypes[index] = types[index]
            }
        }
        var map: [String: String] = [:]
        for (old, new) in zip(types, newTypes) where old != new { map[old] = new }
        for index in api.endpoints.indices {
            if let name = api.endpoints[index].output?.typeName, let new = map[name] {
                api.endpoints[index].output?.typeName = new
            }
        }
        APIRenames.renameTypes(map, in: &api)
        return diagnostics
    }

    /// The names the translator never gives a type (see `apply`), which the strategy does not give either.
    static let reservedTypeNames = OpenAPINames.reservedTypeNames.union(SpecTranslator.reservedTypeNames)
        .union(BuiltinType.allCases.map(\.rawValue))

    /// The `rename.types` entries the strategy applies itself (generated name → new name): those keyed by a type's
    /// generated name exactly, to a name that is neither reserved nor the client's (`APIRenames` reports those). The others are left
    /// to `APIRenames`, which runs next.
    static func settledTypeRenames(_ mappings: [ConfigMapping], in api: APIModel) -> [String: String] {
        let declared = Set(api.declaredTypeNames + api.endpointTypeNames)
        let taken = reservedTypeNames.union(["\(api.name)Client", "\(api.name)Examples"])
        var settled: [String: String] = [:]
        for mapping in mappings where declared.contains(mapping.from) && !taken.contains(mapping.to) {
            settled[mapping.from] = settled[mapping.from] ?? mapping.to
        }
        return settled
    }

    /// The `…Output`, `…Stream` and `…Items` methods follow their operation's new name (`getURLOutput`): one that
    /// is now the name of another method (an operation, or another one's variant) is a collision too. (The
    /// translator dropped the variants that collided before, so every collision here is the strategy's.)
    private func collideVariants(
        of endpoints: [APIModel.Endpoint], oldNames: [String], _ collide: (String, String, String, String) -> Void
    ) {
        var methods: [String: String] = [:]
        for (endpoint, old) in zip(endpoints, oldNames) {
            methods[endpoint.name] = methods[endpoint.name] ?? old
            if let variant = endpoint.responseVariant { methods[variant] = methods[variant] ?? old + "Response" }
        }
        for (endpoint, old) in zip(endpoints, oldNames) {
            let suffixes =
                (endpoint.output != nil ? ["Output"] : []) + (endpoint.stream ? ["Stream"] : [])
                + (endpoint.pagination != nil ? ["Items"] : [])
            for suffix in suffixes {
                let name = endpoint.name + suffix
                if let first = methods[name] {
                    collide("methods", first, old + suffix, name)
                } else {
                    methods[name] = old + suffix
                }
            }
        }
    }

    /// Respells an endpoint's parameter labels and response header properties (each list checked for collisions).
    private func respellParameters(
        of endpoint: inout APIModel.Endpoint, _ respell: ([String], String, (String) -> String) -> [String]
    ) {
        func apply(_ parameters: inout [APIModel.Parameter]) {
            let names = respell(parameters.map(\.swiftName), "parameters of \(endpoint.name)", IdiomaticNames.member)
            for index in names.indices { parameters[index].swiftName = names[index] }
        }
        apply(&endpoint.pathParams)
        apply(&endpoint.queryParams)
        apply(&endpoint.headerParams)
        apply(&endpoint.cookieParams)
        apply(&endpoint.formFields)
        apply(&endpoint.multipartFields)
        if var headers = endpoint.output?.headers {
            let names = respell(headers.map(\.swiftName), "headers of \(endpoint.name)", IdiomaticNames.member)
            for index in names.indices { headers[index].swiftName = names[index] }
            endpoint.output?.headers = headers
        }
    }
}
