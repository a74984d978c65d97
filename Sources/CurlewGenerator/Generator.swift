import Foundation

/// The generator's entry point: spec bytes in, Swift source and diagnostics out. No file I/O but
/// `parts(forSpecAt:)`, which sizes a spec and what it references.
///
/// ```swift
/// let result = Generator.generate(SpecFile(name: "Petstore.curlew.json", contents: bytes))
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// if let swift = result.source { write(swift, to: Generator.outputFileName(forSpec: "Petstore.curlew.json")) }
/// ```
package enum Generator {
    /// Reads, checks and renders one spec. `source` is nil when any error was found.
    package static func generate(_ spec: SpecFile, options: GeneratorOptions = .init()) -> GeneratorResult {
        let (model, diagnostics) = translate(spec)
        guard let model else { return GeneratorResult(source: nil, diagnostics: diagnostics) }
        let source = SwiftRenderer(api: model, specFileName: displayName(spec.name), access: options.access).render()
        return GeneratorResult(source: source, diagnostics: diagnostics)
    }

    /// Like `generate`, split into `options.parts` files (see `outputFileNames(forSpec:parts:)`): the client in
    /// the first, models, enums and unions spread over all of them in runs of about equal compile work
    /// (`CompileWork`), so a big API compiles in parallel.
    /// `files` is empty when any error was found.
    package static func generateFiles(_ spec: SpecFile, options: GeneratorOptions = .init()) -> GeneratedFiles {
        let (model, diagnostics) = translate(spec)
        guard let model else { return GeneratedFiles(files: [], diagnostics: diagnostics) }
        return GeneratedFiles(
            files: renderFiles(model, specFileName: spec.name, options: options), diagnostics: diagnostics)
    }

    /// Stage 3 split into `options.parts` files, as `generateFiles` does, for a model from `translate`.
    package static func renderFiles(
        _ model: APIModel, specFileName: String, options: GeneratorOptions = .init()
    ) -> [(name: String, source: String)] {
        let renderer = SwiftRenderer(api: model, specFileName: displayName(specFileName), access: options.access)
        let names = outputFileNames(forSpec: specFileName, parts: options.parts)
        guard let sizing = options.partSizing else { return Array(zip(names, renderer.renderParts(names.count))) }
        let (sources, filled) = renderer.renderParts(names.count, filledBySize: true)
        return Array(zip(names, sources).prefix(sizing == .declaredFiles ? names.count : filled))
    }

    /// How many of a spec's files hold code when they are sized by the code (`--parts auto`): one per 512 KiB of
    /// generated Swift started, rounded up to a power of two as ``parts(forSpecSize:)`` is, at most ``maxParts``
    /// (a spec's code is about two to three times its size, so a whole API gets about as many as
    /// ``parts(forSpecSize:)`` picks, and a five-operation subset of a 4 MB one gets 1).
    package static func parts(forOutputSize bytes: Int) -> Int {
        SpecFileNames.powerOfTwo(atLeast: min(maxParts, 1 + max(0, bytes) / 524_288))
    }

    /// The most parts `parts(forSpecSize:)` picks, and the most `GeneratorOptions.parts` allows.
    package static let maxParts = 16

    /// How many files a spec of `bytes` bytes is split into by default: one per 256 KiB started, rounded up to a
    /// power of two, at most 8 (a 40 KB spec: 1 file; a 1 MB spec: 4; 1.5 MB: 8).
    package static func parts(forSpecSize bytes: Int) -> Int {
        SpecFileNames.parts(forSpecSize: bytes)
    }

    /// How many files the spec at `path` is split into by default (`--parts auto`): `parts(forSpecSize:)` of its
    /// size plus that of every file its `$ref`s reach, so DigitalOcean's 110 KB root file, which reaches 13.8 MB,
    /// gets 8. The build and command plugins count with the same code, so all three produce the same files. Files
    /// outside `referenceRoot` (default: the spec's folder), which generation refuses, are not counted or read.
    package static func parts(forSpecAt path: String, referenceRoot: String? = nil) -> Int {
        let spec = URL(fileURLWithPath: path)
        let root = referenceRoot.map { URL(fileURLWithPath: $0) } ?? spec.deletingLastPathComponent()
        return parts(forSpecSize: CurlewPluginInputs.reachedSize(of: spec, within: root))
    }

    /// The files of a spec split in `parts`: `<Base>.swift`, then `<Base>+Models2.swift` … `<Base>+Models<n>.swift`.
    package static func outputFileNames(forSpec path: String, parts: Int) -> [String] {
        let base = String(outputFileName(forSpec: path).dropLast(".swift".count))
        return SpecFileNames.outputNames(base: base, parts: min(max(parts, 1), maxParts))
    }

    /// Stages 1 and 2 only: the IR (nil when there are errors) and every diagnostic, in file order.
    package static func translate(_ spec: SpecFile) -> (model: APIModel?, diagnostics: [Diagnostic]) {
        if OpenAPIReader.handles(fileName: spec.name) {
            guard let loader = spec.loader else {
                let root = spec.referenceRoot.map { ReferenceRoot($0) } ?? ReferenceRoot(folderOf: spec.name)
                return OpenAPIReader.translate(
                    spec, loader: OpenAPIReader.fileLoader(besides: spec.name),
                    confinement: OpenAPIReader.confinement(besides: spec.name, root: root))
            }
            return OpenAPIReader.translate(spec, loader: loader)
        }
        let text = SourceText(fileName: spec.name, bytes: spec.contents)
        var bag = DiagnosticBag(source: text)
        guard let root = SpecReader.read(text, diagnostics: &bag) else { return (nil, bag.diagnostics) }
        var translator = SpecTranslator(diagnostics: bag)
        let model = translator.translate(root)
        return (model, sortedByLocation(translator.diagnostics.diagnostics))
    }

    /// Stage 3 only: Swift source for a model (which must come from `translate` or be equally valid).
    package static func render(_ model: APIModel, specFileName: String, options: GeneratorOptions = .init()) -> String {
        SwiftRenderer(api: model, specFileName: displayName(specFileName), access: options.access).render()
    }

    /// The output file for a spec: the file name without its directory, minus `.curlew.{json,yaml,yml}` or
    /// `.openapi.{yaml,yml,json}` (or, for any other name, minus its last extension), plus `.swift`.
    /// `Specs/Httpbin.curlew.json` → `Httpbin.swift`, `Greeter.curlew.yaml` → `Greeter.swift`,
    /// `Petstore.openapi.yaml` → `Petstore.swift`, `openapi.yaml` → `openapi.swift`. The build plugin applies
    /// the same rule.
    package static func outputFileName(forSpec path: String) -> String {
        let name = baseName(path)
        if let base = SpecFileNames.baseName(ofSpec: name) { return base + ".swift" }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return String(name[..<dot]) + ".swift"
        }
        return name + ".swift"
    }

    /// Diagnostics in file order (line, then column), keeping the found order for equal locations.
    static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location.line, lhs.element.location.column, lhs.offset)
            let right = (rhs.element.location.line, rhs.element.location.column, rhs.offset)
            return left < right
        }.map(\.element)
    }

    static func baseName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// The base name with control characters replaced, safe inside a `//` comment.
    static func displayName(_ path: String) -> String {
        String(baseName(path).unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }
}

/// A spec to generate from: its name (for diagnostics and the header) and its bytes.
package struct SpecFile: Sendable {
    /// The name diagnostics show, usually the path as the user gave it.
    package var name: String
    /// The file's bytes.
    package var contents: [UInt8]
    /// Reads the files an OpenAPI document's relative `$ref`s name; nil reads them from disk beside `name`.
    package var loader: OpenAPIReader.Loader?
    /// The folder whose files the `$ref`s may read from disk, after symlinks are resolved (`ReferenceRoot`); nil:
    /// the document's own folder.
    package var referenceRoot: String?

    /// Creates a spec file from bytes.
    package init(name: String, contents: [UInt8]) {
        self.name = name
        self.contents = contents
    }

    /// Creates a spec file from text.
    package init(name: String, text: String) {
        self.init(name: name, contents: Array(text.utf8))
    }
}

/// What the generated declarations are visible as.
package enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    /// Visible in the module only (the default).
    case `internal`
    /// Visible to the other modules of the same package (SwiftPM's `package` access).
    case `package`
    /// Visible to other modules.
    case `public`
}

/// Generation options.
package struct GeneratorOptions: Sendable, Hashable {
    /// Access level of the generated types and members.
    package var access: AccessLevel
    /// How many files `generateFiles` writes (1 to `Generator.maxParts`); `generate` ignores it.
    package var parts: Int
    /// nil: all `parts` files hold code (an explicit `--parts <n>`). Otherwise only as many as the code needs
    /// (`Generator.parts(forOutputSize:)`, at most `parts`) hold it, so a subset of a big API is not spread thin.
    package var partSizing: PartSizing?

    /// What becomes of the files that sized parts leave without code.
    package enum PartSizing: Sendable, Hashable {
        /// They are not written (`--parts auto`).
        case byCode
        /// They are written with the header only (`--parts auto:<n>`): the build plugin declares its output
        /// files, by the spec's size, before the generator has read what the config file keeps.
        case declaredFiles
    }

    /// Creates options.
    package init(access: AccessLevel = .internal, parts: Int = 1, partSizing: PartSizing? = nil) {
        self.access = access
        self.parts = parts
        self.partSizing = partSizing
    }
}

/// The outcome of a generation split into files.
package struct GeneratedFiles: Sendable {
    /// File name (no directory) and Swift source, the client's file first; empty when the spec had errors.
    package var files: [(name: String, source: String)]
    /// Every error and warning, in file order.
    package var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The outcome of one generation.
package struct GeneratorResult: Sendable {
    /// The Swift source, or nil when the spec had errors.
    package var source: String?
    /// Every error and warning, in the order found.
    package var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
