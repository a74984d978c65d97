/// Specs whose code goes into one module must not declare the same top-level type: two `Pet`s make every use of
/// `Pet` "ambiguous" to Swift. The build plugin hands one generator run all of a target's specs, so this check
/// sees them together and says which specs, which names and which option fixes it.
extension Generator {
    /// The names a spec's generated code declares at the top level of the module: the client, the examples
    /// namespace when there are examples, and either the namespace enum (when the spec sets one) or every model,
    /// enum, union, type alias, `…Output` struct and `…Success` enum.
    package static func topLevelTypeNames(of model: APIModel) -> [String] {
        var names = [model.name + "Client"]
        if !model.examples.isEmpty {
            names.append(model.name + "Examples")
        }
        if let namespace = model.namespace {
            return names + [namespace]
        }
        names +=
            model.models.map(\.name) + model.enums.map(\.name) + model.unions.map(\.name)
            + model.valueUnions.map(\.name)
            + model.typeAliases.map(\.name)
        return names + model.endpointTypeNames
    }

    /// One error per pair of specs that declare a top-level type of the same name (in the order given; each
    /// pair once), at the first such declaration in the earlier spec, with a hint that names the option that
    /// keeps them apart (`"namespace"` in a native spec, `x-curlew-namespace` in an OpenAPI document).
    package static func typeNameClashes(_ specs: [(spec: SpecFile, model: APIModel)]) -> [Diagnostic] {
        let names = specs.map { topLevelTypeNames(of: $0.model) }
        var diagnostics: [Diagnostic] = []
        for first in specs.indices {
            for second in specs.indices where second > first {
                let others = Set(names[second])
                let shared = names[first].filter { others.contains($0) }
                guard let name = shared.first else { continue }
                diagnostics.append(clash(shared, between: specs[first], and: specs[second], at: name))
            }
        }
        return diagnostics
    }

    private static func clash(
        _ shared: [String], between first: (spec: SpecFile, model: APIModel),
        and second: (spec: SpecFile, model: APIModel), at name: String
    ) -> Diagnostic {
        let (one, two) = (displayName(first.spec.name), displayName(second.spec.name))
        let listed = shared.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        let more = shared.count > 8 ? " and \(shared.count - 8) more" : ""
        let message =
            "\(one) and \(two) generate into one module and both declare \(listed)\(more) "
            + "(Swift would report '\(name)' is ambiguous)"
        let clients: Set = [first.model.name + "Client", first.model.name + "Examples"]
        let hint: String
        if shared.contains(where: clients.contains) {
            hint =
                "both APIs are named '\(first.model.name)': rename one ('name' in a native spec; an OpenAPI "
                + "document's API is named after its file)"
        } else {
            let suggestion = suggestedNamespace(first.model)
            hint =
                "give one spec a namespace: add \(namespaceSetting(suggestion, in: first.spec.name)) to the top "
                + "level of \(one) (its types become \(suggestion).\(name), …) or "
                + "\(namespaceSetting(suggestedNamespace(second.model), in: second.spec.name)) to \(two)"
        }
        return Diagnostic(.error, message, at: declarationLocation(of: name, in: first.spec), hint: hint)
    }

    /// The API's name, unless one of its own types already has it.
    private static func suggestedNamespace(_ model: APIModel) -> String {
        topLevelTypeNames(of: model).contains(model.name) ? model.name + "API" : model.name
    }

    /// `"namespace": "Petstore"` for a native spec, `x-curlew-namespace: Petstore` for an OpenAPI document (in
    /// JSON, `"x-curlew-namespace": "Petstore"`).
    private static func namespaceSetting(_ namespace: String, in fileName: String) -> String {
        let name = baseName(fileName).lowercased()
        if name.contains(".curlew.") || !OpenAPIReader.handles(fileName: fileName) {
            return "\"namespace\": \"\(namespace)\""
        }
        return name.hasSuffix(".json")
            ? "\"x-curlew-namespace\": \"\(namespace)\"" : "x-curlew-namespace: \(namespace)"
    }

    /// Where `spec` declares the type `name`: its key under `models` (native) or `components/schemas` (OpenAPI,
    /// matched by the Swift name it becomes); the start of the file for types the spec does not name itself.
    static func declarationLocation(of name: String, in spec: SpecFile) -> SourceLocation {
        let text = SourceText(fileName: spec.name, bytes: spec.contents)
        var bag = DiagnosticBag(source: text)
        let root =
            OpenAPIReader.handles(fileName: spec.name)
            ? OpenAPIReader.readTree(text, diagnostics: &bag) : SpecReader.read(text, diagnostics: &bag)
        func member(_ members: [SpecNode.Member]?, _ key: String) -> SpecNode? {
            members?.first { $0.key == key }?.value
        }
        let top = root?.members
        let declared = member(top, "models")?.members ?? member(member(top, "components")?.members, "schemas")?.members
        let offset = declared?.first { $0.key == name || OpenAPINames.typeName($0.key) == name }?.keyOffset ?? 0
        return text.location(ofByte: offset)
    }
}
