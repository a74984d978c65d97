/// What a config file beside a spec (`curlew-config.json`, `<Base>.curlew-config.yaml`, see Docs/Configuration.md)
/// asks of the generator. Every setting is optional: nil keeps the generator's default, and a command-line flag
/// overrides the file.
public struct GeneratorConfig: Sendable, Hashable {
    /// The file it was read from, as given (diagnostics name it).
    public var fileName: String
    /// `accessModifier`: the access level of every generated declaration.
    public var access: AccessLevel?
    /// `filter`: only the operations it names are generated (with the types they reach).
    public var filter: OperationFilter?
    /// `exclude`: the operations it names are not generated, even when `filter` names them.
    public var exclude: OperationFilter?
    /// Where `filter` (else `exclude`) is written, for the error when they keep no operation.
    public var filterLocation: SourceLocation?

    /// An empty config read from `fileName`.
    public init(fileName: String = "") {
        self.fileName = fileName
    }

    /// Reads a config file: JSON with comments, or YAML when the name ends in `.yaml` or `.yml`. Unknown keys and
    /// bad values are errors at their line and column; `config` is nil when there is any error.
    public static func read(name: String, contents: [UInt8]) -> (config: GeneratorConfig?, diagnostics: [Diagnostic]) {
        let text = SourceText(fileName: name, bytes: contents)
        var bag = DiagnosticBag(source: text)
        let isYAML = name.hasSuffix(".yaml") || name.hasSuffix(".yml")
        let root = isYAML ? YAMLReader.read(text, diagnostics: &bag) : SpecReader.read(text, diagnostics: &bag)
        guard let root else { return (nil, bag.diagnostics) }
        var reader = ConfigReader(diagnostics: bag, config: GeneratorConfig(fileName: name))
        reader.read(root)
        let diagnostics = Generator.sortedByLocation(reader.diagnostics.diagnostics)
        return (reader.diagnostics.hasErrors ? nil : reader.config, diagnostics)
    }

    /// The generator options for this config: `access` from the command line when given, else from the file,
    /// else `internal`.
    public func options(access commandLine: AccessLevel?, parts: Int) -> GeneratorOptions {
        GeneratorOptions(access: commandLine ?? access ?? .internal, parts: parts)
    }
}
