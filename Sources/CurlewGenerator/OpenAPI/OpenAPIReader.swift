import Foundation

/// Where OpenAPI (and YAML) enters the generator: picks the reader by file name and the translator by content.
///
/// `.yaml`/`.yml` files are read with libyaml, everything else with CurlewJSON; a document whose top level has
/// `openapi` (or `swagger`) goes to the OpenAPI translator, any other to the native spec translator, so a native
/// spec may be written in YAML too. Relative `$ref`s to other files are read through `loader`.
package enum OpenAPIReader {
    /// Reads a file named by a relative `$ref`; the path is relative to the document's directory.
    package typealias Loader = @Sendable (_ relativePath: String) -> [UInt8]?

    /// Whether the generator routes `fileName` here rather than to the native JSON reader: YAML files, and
    /// JSON files other than `*.curlew.json`.
    package static func handles(fileName: String) -> Bool {
        let name = Generator.baseName(fileName).lowercased()
        if name.hasSuffix(".curlew.json") { return false }
        return name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")
    }

    /// A loader that reads referenced files from disk, beside `specPath` (at most 64 MiB each).
    package static func fileLoader(besides specPath: String) -> Loader {
        let directory = OpenAPIDocuments.directory(of: specPath)
        return { relative in
            let path = directory + relative
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let size = attributes[.size] as? Int, size <= 64 << 20,
                let data = FileManager.default.contents(atPath: path)
            else { return nil }
            return Array(data)
        }
    }

    /// Refuses, for a `$ref` read from disk beside `specPath`, a file outside `root` once symlinks are resolved.
    static func confinement(besides specPath: String, root: ReferenceRoot) -> OpenAPIDocuments.Confinement {
        let directory = OpenAPIDocuments.directory(of: specPath)
        return { relative in
            root.outsidePath(of: directory + relative).map { file in
                "reads '\(file)', outside the folder '\(root.path)' that references may read (widen it with "
                    + "--ref-root <folder> or the config file's refRoot)"
            }
        }
    }

    /// Stages 1 and 2 for YAML and OpenAPI documents: the IR (nil when there are errors) and every diagnostic.
    /// `confinement` refuses the files a `$ref` may not read (nil: any the loader gives); `pinned` names the
    /// component schemas kept by name where they are used (`OpenAPITranslator.pinnedNames`). An OpenAPI model can
    /// translate itself again with other pins (`APIModel.retranslation`).
    static func translate(
        _ spec: SpecFile, loader: Loader?, confinement: OpenAPIDocuments.Confinement? = nil, pinned: Set<String> = []
    ) -> (model: APIModel?, diagnostics: [Diagnostic]) {
        let text = SourceText(fileName: spec.name, bytes: spec.contents)
        var bag = DiagnosticBag(source: text)
        guard let root = readTree(text, diagnostics: &bag) else { return (nil, bag.diagnostics) }
        let keys = Set(root.members?.map(\.key) ?? [])
        guard keys.contains("openapi") || keys.contains("swagger") else {
            var translator = SpecTranslator(diagnostics: bag)
            let model = translator.translate(root)
            return (model, Generator.sortedByLocation(translator.diagnostics.diagnostics))
        }
        var documents = OpenAPIDocuments(main: text, root: root, loader: loader, confinement: confinement)
        var translator = OpenAPITranslator(documents: documents, fileName: spec.name)
        translator.pinnedNames = pinned
        var model = translator.translate()
        model?.retranslation = APIModel.Retranslation { names in
            translate(spec, loader: loader, confinement: confinement, pinned: names).model
        }
        documents = translator.documents
        let diagnostics = relaxed(bag.diagnostics) + documents.diagnostics
        let failed = diagnostics.contains { $0.severity == .error }
        return (failed ? nil : model, Generator.sortedByLocation(diagnostics))
    }

    /// The located tree of a JSON or YAML file (by its name, or by its first byte when the name says neither).
    static func readTree(_ text: SourceText, diagnostics: inout DiagnosticBag) -> SpecNode? {
        let name = text.fileName.lowercased()
        let firstByte = text.bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let isYAML =
            name.hasSuffix(".yaml") || name.hasSuffix(".yml")
            || (!name.hasSuffix(".json") && firstByte != UInt8(ascii: "{"))
        return isYAML
            ? YAMLReader.read(text, diagnostics: &diagnostics) : SpecReader.read(text, diagnostics: &diagnostics)
    }

    /// The JSON reader's duplicate-key errors as warnings: for OpenAPI documents (which are not ours to fix) the
    /// first value wins and the rest still generates.
    static func relaxed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, diagnostic.message.hasPrefix("duplicate key ") else {
                return diagnostic
            }
            var warning = diagnostic
            warning.severity = .warning
            warning.message += "; the first one is used"
            return warning
        }
    }
}
