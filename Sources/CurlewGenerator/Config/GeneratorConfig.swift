/// What a config file beside a spec (`curlew-config.json`, `<Base>.curlew-config.yaml`, see Docs/Configuration.md)
/// asks of the generator. Every setting is optional: nil keeps the generator's default, and a command-line flag
/// overrides the file.
package struct GeneratorConfig: Sendable, Hashable {
    /// The file it was read from, as given (diagnostics name it).
    package var fileName: String
    /// `accessModifier`: the access level of every generated declaration.
    package var access: AccessLevel?
    /// `filter`: only the operations it names are generated (with the types they reach).
    package var filter: OperationFilter?
    /// `exclude`: the operations it names are not generated, even when `filter` names them.
    package var exclude: OperationFilter?
    /// Where `filter` (else `exclude`) is written, for the error when they keep no operation.
    package var filterLocation: SourceLocation?
    /// `namingStrategy`: how Swift names are spelled (nil: `defensive`).
    package var namingStrategy: NamingStrategy?
    /// Where `namingStrategy` is written, for collision errors.
    package var namingStrategyLocation: SourceLocation?
    /// `namespace`: the enum the API's types are declared in, replacing the spec's own.
    package var namespace: String?
    /// Where `namespace` is written, for the error when a generated type has its name.
    package var namespaceLocation: SourceLocation?
    /// `typeOverrides.schemas`: a declared type (by generated or spec name) → the user's type that replaces it.
    package var schemaOverrides: [ConfigMapping] = []
    /// `typeOverrides.formats`: a format (`uuid`, `date-time`, …) → the user's type its properties get.
    package var formatOverrides: [ConfigMapping] = []
    /// `rename.types`: a declared type's generated name → the new name.
    package var typeRenames: [ConfigMapping] = []
    /// `rename.properties`: `Type.property` (generated or JSON name) → the new Swift property name.
    package var propertyRenames: [ConfigMapping] = []
    /// `rename.operations`: an operationId or generated method name → the new method name.
    package var operationRenames: [ConfigMapping] = []
    /// `rename.enumCases`: `Enum.case` (generated name or wire value) → the new case name.
    package var enumCaseRenames: [ConfigMapping] = []
    /// `refRoot`: the folder whose files a spec's relative `$ref`s may read, as a path from the working
    /// directory (written relative to the config file's folder, or absolute); nil: each spec's own folder.
    package var refRoot: String?

    /// An empty config read from `fileName`.
    package init(fileName: String = "") {
        self.fileName = fileName
    }

    /// Reads a config file: JSON with comments, or YAML when the name ends in `.yaml` or `.yml`. Unknown keys and
    /// bad values are errors at their line and column; `config` is nil when there is any error.
    package static func read(name: String, contents: [UInt8]) -> (config: GeneratorConfig?, diagnostics: [Diagnostic]) {
        let text = SourceText(fileName: name, bytes: contents)
        var bag = DiagnosticBag(source: text)
        let isYAML = name.hasSuffix(".yaml") || name.hasSuffix(".yml")
        // A YAML file of comments only (every setting commented out) sets nothing, as `{}` does; it is no document.
        if isYAML, Self.holdsOnlyComments(contents) { return (GeneratorConfig(fileName: name), []) }
        let root = isYAML ? YAMLReader.read(text, diagnostics: &bag) : SpecReader.read(text, diagnostics: &bag)
        guard let root else { return (nil, bag.diagnostics) }
        var reader = ConfigReader(diagnostics: bag, config: GeneratorConfig(fileName: name))
        reader.read(root)
        let diagnostics = Generator.sortedByLocation(reader.diagnostics.diagnostics)
        return (reader.diagnostics.hasErrors ? nil : reader.config, diagnostics)
    }

    /// Whether YAML text is only blank lines and `#` comments (a byte order mark aside).
    static func holdsOnlyComments(_ contents: [UInt8]) -> Bool {
        let text = String(decoding: contents, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).allSatisfy { line in
            let content = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            return content.isEmpty || content.first == "#"
        }
    }

    /// The generator options for this config: `access` from the command line when given, else from the file,
    /// else `internal`.
    package func options(access commandLine: AccessLevel?, parts: Int) -> GeneratorOptions {
        GeneratorOptions(access: commandLine ?? access ?? .internal, parts: parts)
    }
}

/// One `"from": "to"` member of a config file's `typeOverrides` or `rename` maps, with where it is written.
package struct ConfigMapping: Sendable, Hashable {
    /// The key: what the spec or the generator calls the thing.
    package var from: String
    /// The value: what the generated code calls it instead.
    package var to: String
    /// Where the key is, for diagnostics.
    package var location: SourceLocation

    /// Creates a mapping.
    package init(from: String, to: String, at location: SourceLocation) {
        self.from = from
        self.to = to
        self.location = location
    }
}
