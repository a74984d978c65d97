/// A config file's `filter` and `exclude` applied to a model: the operations they keep, then only the types those
/// operations reach (the closure over fields, `additionalProperties`, array items, unions and their variants,
/// `allOf` copies, aliases, parameters, bodies, responses, error bodies and response headers), plus `schemas`.
struct APISubset {
    let filter: OperationFilter?
    let exclude: OperationFilter?
    /// Where to report an empty result: the `filter` (or `exclude`) key.
    let location: SourceLocation

    /// The subset of `model`, its diagnostics (a warning per entry that names nothing; an error when no operation
    /// is left, and then the model is nil) and the line saying what was kept.
    func apply(to model: APIModel) -> (model: APIModel?, diagnostics: [Diagnostic], summary: String) {
        var used: Set<SourceLocation> = []
        var api = model
        api.endpoints = model.endpoints.filter { endpoint in
            var kept = filter == nil
            for (key, entry) in filter?.entries ?? [] where OperationFilter.matches(key, entry, endpoint) {
                used.insert(entry.location)
                kept = true
            }
            for (key, entry) in exclude?.entries ?? [] where OperationFilter.matches(key, entry, endpoint) {
                used.insert(entry.location)
                kept = false
            }
            return kept
        }
        let declared = Set(model.models.map(\.name) + model.enums.map(\.name) + model.unions.map(\.name))
            .union(model.valueUnions.map(\.name) + model.typeAliases.map(\.name))
        var roots = api.endpoints.flatMap(Self.typeNames(of:))
        for entry in filter?.schemas ?? [] {
            let name = declared.contains(entry.value) ? entry.value : OpenAPINames.typeName(entry.value)
            if declared.contains(name) {
                used.insert(entry.location)
                roots.append(name)
            }
        }
        let reachable = Self.closure(of: roots, in: model)
        api.models = model.models.filter { reachable.contains($0.name) }
        api.enums = model.enums.filter { reachable.contains($0.name) }
        api.unions = model.unions.filter { reachable.contains($0.name) }
        api.valueUnions = model.valueUnions.filter { reachable.contains($0.name) }
        api.typeAliases = model.typeAliases.filter { reachable.contains($0.name) }
        let servers = Set(api.endpoints.compactMap(\.ownServer))
        api.ownServers = model.ownServers.filter { servers.contains($0.swiftName) }
        // an operation's examples go with it, even when their type stays (an error body many operations share)
        let operations = Set(api.endpoints.map { "\($0.method) \($0.pathTemplate)" })
        api.examples = model.examples.filter { example in
            (example.operation.map(operations.contains) ?? true)
                && (example.type.map { Self.names(in: $0).allSatisfy(reachable.contains) } ?? true)
        }

        var diagnostics: [Diagnostic] = []
        for (block, list) in [("filter", filter), ("exclude", exclude)] {
            guard let list else { continue }
            let entries = list.entries + list.schemas.map { ("schemas", $0) }
            for (key, entry) in entries where !used.contains(entry.location) {
                let what = key == "schemas" ? "type" : "operation"
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "'\(block).\(key)' entry '\(ConfigReader.shown(entry.value))' matches no \(what) of \(model.name)",
                        at: entry.location))
            }
        }
        let typeCount = { (api: APIModel) in
            api.models.count + api.enums.count + api.unions.count + api.valueUnions.count + api.typeAliases.count
        }
        let summary =
            "kept \(api.endpoints.count) of \(model.endpoints.count) operations, "
            + "\(typeCount(api)) of \(typeCount(model)) types"
        guard !api.endpoints.isEmpty || model.endpoints.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "the config's filter and exclude keep none of the \(model.endpoints.count) operations "
                        + "of \(model.name)", at: location))
            return (nil, Generator.sortedByLocation(diagnostics), summary)
        }
        return (api, Generator.sortedByLocation(diagnostics), summary)
    }

    /// Every type `roots` reach, `roots` included.
    static func closure(of roots: [String], in model: APIModel) -> Set<String> {
        let modelsByName = Dictionary(model.models.map { ($0.name, $0) }) { first, _ in first }
        let unionsByName = Dictionary(model.unions.map { ($0.name, $0) }) { first, _ in first }
        let valueUnionsByName = Dictionary(model.valueUnions.map { ($0.name, $0) }) { first, _ in first }
        let aliasesByName = Dictionary(model.typeAliases.map { ($0.name, $0) }) { first, _ in first }
        var reached: Set<String> = []
        var queue = roots
        while let name = queue.popLast() {
            guard reached.insert(name).inserted else { continue }
            if let found = modelsByName[name] {
                queue += found.fields.flatMap { names(in: $0.type) }
                queue += found.additionalPropertiesType.map(names(in:)) ?? []
            }
            if let union = unionsByName[name] {
                queue += union.cases.map(\.model)
            }
            if let union = valueUnionsByName[name] {
                queue += union.cases.flatMap { names(in: $0.type) }
            }
            if let alias = aliasesByName[name] {
                queue.append(alias.target)
            }
            if let pinned = model.pinnedSchemas[name] {
                // a schema kept by name for an override (`[Pet]` as `Pets`) reaches what it stands for
                queue += names(in: pinned)
            }
        }
        // An alias is the same schema under a second name (`SimplifiedEpisodeObject: {allOf: [EpisodeBase]}`), and
        // uses of it name its target, so it is kept with its target: code written against the whole client's names
        // compiles against the subset's.
        for alias in model.typeAliases where reached.contains(alias.target) {
            reached.insert(alias.name)
        }
        return reached
    }

    /// The declared types an endpoint names: parameters, bodies, success, error and range responses, headers.
    static func typeNames(of endpoint: APIModel.Endpoint) -> [String] {
        let parameters =
            endpoint.pathParams + endpoint.queryParams + endpoint.headerParams + endpoint.cookieParams
            + endpoint.formFields + endpoint.multipartFields
        var types = parameters.map(\.type) + endpoint.errors.map(\.type) + endpoint.errorRanges.map(\.type)
        types += [endpoint.body, endpoint.returns].compactMap { $0 }
        types += endpoint.output?.headers.map(\.type) ?? []
        types += endpoint.successCases?.cases.compactMap(\.type) ?? []
        return types.flatMap(names(in:))
    }

    /// The declared type names in a type (`[String: [Pet]]?` → `Pet`).
    static func names(in type: TypeRef) -> [String] {
        switch type {
        case .builtin: []
        case .named(let name): [name]
        case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped): names(in: wrapped)
        }
    }
}
