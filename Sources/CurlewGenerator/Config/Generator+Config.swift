extension Generator {
    /// What `configure` made of a model: the model to render (nil when the config's errors stop generation), the
    /// config's diagnostics about this spec, and a line saying what was kept when the config chose a subset.
    package struct Configured: Sendable {
        /// The model to render, or nil after an error.
        package var model: APIModel?
        /// Errors and warnings, located in the config file.
        package var diagnostics: [Diagnostic]
        /// `kept 3 of 20 operations, 4 of 31 models`, when the config has a filter; else nil.
        package var summary: String?
    }

    /// The config file of the spec at `specPath` by the plugins' rule (`<Base>.curlew-config.{json,yaml,yml}`, else
    /// the folder's `curlew-config.{json,yaml,yml}`), among the paths that `exists`; `ambiguous` lists two or more
    /// files of one rank (and then `path` is nil).
    package static func configFile(
        forSpecAt specPath: String, exists: (String) -> Bool
    ) -> (path: String?, ambiguous: [String]) {
        SpecFileNames.configFile(forSpecAt: specPath, exists: exists)
    }

    /// Stage 2½: applies a config file's settings that change the model (between `translate` and `render`).
    /// Settings that only change the rendering (the access level) are `GeneratorConfig.options(access:parts:)`.
    package static func configure(_ model: APIModel, with config: GeneratorConfig) -> Configured {
        var model = model
        if !config.schemaOverrides.isEmpty,
            let pinned = model.retranslation?.translate(
                Set(config.schemaOverrides.map(\.from)))
        {
            // the schemas overridden by name are kept by name where they are used, scalars and arrays included
            // (`APIModel.pinnedSchemas`); every other decision stays the plain translation's
            model.takePins(from: pinned)
        }
        var configured = Configured(model: model, diagnostics: [], summary: nil)
        if config.filter != nil || config.exclude != nil {
            let location = config.filterLocation ?? SourceLocation(file: config.fileName, line: 1, column: 1)
            let subset = APISubset(filter: config.filter, exclude: config.exclude, location: location).apply(to: model)
            configured = Configured(model: subset.model, diagnostics: subset.diagnostics, summary: subset.summary)
        }
        guard var api = configured.model else { return configured }
        configured.diagnostics += APIOverrides(schemas: config.schemaOverrides, formats: config.formatOverrides)
            .apply(to: &api)
        var renames = APIRenames(
            types: config.typeRenames, properties: config.propertyRenames, operations: config.operationRenames,
            enumCases: config.enumCaseRenames)
        if config.namingStrategy == .idiomatic {
            let location = config.namingStrategyLocation ?? SourceLocation(file: config.fileName, line: 1, column: 1)
            let settled = IdiomaticRenaming.settledTypeRenames(renames.types, in: api)
            configured.diagnostics += IdiomaticRenaming(location: location, renames: renames).apply(to: &api)
            // the type renames the strategy applied itself are done
            renames.types.removeAll { settled[$0.from] == $0.to }
        }
        configured.diagnostics += renames.apply(to: &api)
        if let namespace = config.namespace {
            if let problem = SwiftNames.namespaceProblem(
                namespace,
                taken: Set(
                    api.declaredTypeNames + api.endpointTypeNames + ["\(api.name)Client", "\(api.name)Examples"]))
            {
                configured.diagnostics.append(
                    Diagnostic(
                        .error, problem,
                        at: config.namespaceLocation ?? SourceLocation(file: config.fileName, line: 1, column: 1)))
            }
            api.namespace = namespace
        }
        configured.diagnostics = sortedByLocation(configured.diagnostics)
        let failed = configured.diagnostics.contains { $0.severity == .error }
        configured.model = failed ? nil : api
        return configured
    }
}
