/// Stage 2 for OpenAPI 3.0/3.1: located document → `APIModel`, the same IR the native spec becomes.
///
/// Everything the IR can express is translated; everything else is a warning that names the JSON pointer (and,
/// through the diagnostic's location, the file, line and column), and the rest still generates. Only problems
/// that leave nothing to generate (not OpenAPI 3, no usable top level) are errors.
struct OpenAPITranslator {
    var documents: OpenAPIDocuments
    let fileName: String
    var api = APIModel(name: "API")
    /// Type names taken so far (models, enums, and names reserved in generated code).
    var usedTypeNames: Set<String> = []
    /// Translated schemas by `file|pointer`, so each named schema becomes one type and recursion terminates.
    var schemaTypes: [String: TypeRef] = [:]
    /// Schemas being translated right now (a reference back to one of them is recursion).
    var inProgress: Set<String> = []
    /// Component `oneOf`/`anyOf` schemas referred to from inside themselves: named before they are translated,
    /// so they are declared as a union (see `recursiveUnion`).
    var forwardUnions: Set<String> = []
    /// Names reserved for `components/schemas`, by `file|pointer`.
    var pendingNames: [String: String] = [:]
    /// The type name reserved for each of `components/schemas`, in order.
    var componentNames: [String] = []
    /// Index of each model in `api.models`, by name.
    var modelIndex: [String: Int] = [:]
    var enumNames: Set<String> = []
    /// The schema each model came from, for locating warnings about it.
    var modelSchemas: [String: OpenAPINode] = [:]
    var schemaDepth = 0
    /// Component schemas (spec or generated names) kept by name where a `$ref` uses them, for `typeOverrides`
    /// (see `APIModel.pinnedSchemas`); empty in a plain translation.
    var pinnedNames: Set<String> = []
    /// The generated name of each pinned component, by the `file|pointer` key of its schema.
    var pinnedKeys: [String: String] = [:]
    /// Client method names taken so far (operations and their variants), each with what took it, for warnings.
    var methodNames: [String: String] = [:]
    /// Member names taken in the `<API>Examples` namespace.
    var exampleNames: Set<String> = []
    /// The operation being translated (`GET /pets/{id}`), for the examples it collects; nil outside operations.
    var currentOperation: String?
    /// The auth each supported security scheme becomes, by scheme name.
    var securitySchemeAuth: [String: APIModel.AuthScheme] = [:]
    /// The names in `components/securitySchemes`, supported or not.
    var declaredSecuritySchemes: Set<String> = []
    /// The document's top-level `security`, for operations without their own.
    var documentSecurity: OpenAPINode?
    /// Whether the document names `security` anywhere (then an operation without any sends no credentials).
    var securityIsNamed = false

    /// Deeper inline schemas than this become `JSON` with a warning (keeps hostile documents cheap).
    static let maxSchemaDepth = 48

    init(documents: OpenAPIDocuments, fileName: String) {
        self.documents = documents
        self.fileName = fileName
    }

    mutating func translate() -> APIModel? {
        guard let root = documents.root.isObject ? documents.checked(documents.root, as: .document) : nil else {
            documents.error("expected an object at the top level of the document", at: documents.root)
            return nil
        }
        if let swagger = root["swagger"] {
            documents.error(
                "Swagger 2.0 documents are not supported; convert it to OpenAPI 3 first", at: swagger,
                hint: "e.g. with swagger2openapi or the Swagger editor")
            return nil
        }
        guard let version = root["openapi"], let text = version.string ?? version.node.value.numberText,
            text.hasPrefix("3.0") || text.hasPrefix("3.1") || text.hasPrefix("3.2")
        else {
            // 3.2 reads as 3.1, plus `itemSchema` for event streams
            documents.error(
                "unsupported OpenAPI version; this curlew reads 3.0.x, 3.1.x and 3.2.x", at: root["openapi"] ?? root)
            return nil
        }
        translateInfo(root)
        translateServers(root)
        usedTypeNames = [api.name + "Client", api.name + "Examples"]
        translateNamespace(root)
        if let schemes = root["components"]?["securitySchemes"] {
            translateSecuritySchemes(schemes)
        }
        for key in ["webhooks", "x-webhooks"] {
            if let webhooks = root[key], !webhooks.members.isEmpty {
                documents.byNature("webhooks are not generated (a client does not receive them)", at: webhooks)
            }
        }
        declareComponentSchemas(root)
        var componentTypes: [TypeRef] = []
        if let schemas = root["components"]?["schemas"] {
            for (name, schema) in schemas.members {
                let type = schemaType(schema, nameHint: name)
                componentTypes.append(type)
                if let resolved = documents.resolve(schema) {
                    collectExamples(of: resolved, base: name, type: type)
                }
            }
        }
        documentSecurity = root["security"]
        if let paths = root["paths"] {
            translatePaths(paths)
        }
        fixUnionVariants()
        breakRecursion()
        aliasComponents(componentTypes)
        translateServerList(root)
        return api
    }

    private mutating func translateInfo(_ root: OpenAPINode) {
        let info = root["info"]
        let base = Generator.baseName(fileName)
        var name: String?
        for suffix in [".openapi.yaml", ".openapi.yml", ".openapi.json"] where base.lowercased().hasSuffix(suffix) {
            name = OpenAPINames.typeName(String(base.dropLast(suffix.count)))
        }
        if name == nil, let title = info?["title"]?.string {
            name = OpenAPINames.typeName(title, maxLength: 48)
        }
        api.name =
            name.flatMap { SwiftNames.isPlainIdentifier($0) && !SwiftNames.keywords.contains($0) ? $0 : nil }
            ?? "API"
        var doc: [String] = []
        if let title = info?["title"]?.string { doc.append(title) }
        if let description = info?["description"]?.string { doc.append(description) }
        if let version = info?["version"].flatMap({ $0.string ?? $0.node.value.numberText }) {
            doc.append("API version \(version).")
        }
        api.doc = doc.isEmpty ? nil : doc.joined(separator: "\n\n")
    }

    /// `x-curlew-namespace: Petstore` at the top level: the types go into `enum Petstore`. Its name is reserved
    /// first, so a schema of the same name becomes `Petstore2` instead of shadowing it.
    private mutating func translateNamespace(_ root: OpenAPINode) {
        guard let node = root["x-curlew-namespace"] else { return }
        guard let name = node.string else {
            documents.error("expected a string for 'x-curlew-namespace'", at: node)
            return
        }
        if let problem = SwiftNames.namespaceProblem(name, taken: usedTypeNames) {
            documents.error(problem, at: node)
            return
        }
        api.namespace = name
        usedTypeNames.insert(name)
    }

    /// The first server's URL, with its variables replaced by their defaults.
    private mutating func translateServers(_ root: OpenAPINode) {
        guard let server = root["servers"]?.elements.first, let url = serverURL(server) else { return }
        if SpecTranslator.isHTTPURL(url) {
            api.baseURL = url
        } else {
            documents.warning(
                "server URL '\(url)' is not an absolute http(s) URL, so the client has no default base URL",
                at: server["url"] ?? server)
        }
    }

    /// When there are several servers, each with an absolute URL (variables at their defaults) becomes a named
    /// base URL on the client (`static let production`); the first is also the default base URL.
    private mutating func translateServerList(_ root: OpenAPINode) {
        guard (root["servers"]?.elements.count ?? 0) > 1 else { return }
        var names: Set<String> = Set(methodNames.keys).union(["api", "timeout"])
        for (index, server) in (root["servers"]?.elements ?? []).enumerated() {
            guard let url = serverURL(server), SpecTranslator.isHTTPURL(url) else { continue }
            let description = server["description"]?.string
            let proposed = description.flatMap { $0.count <= 32 ? SwiftNames.memberName($0) : nil }
            let base = proposed.map { SwiftNames.keywords.contains($0) ? $0 + "Server" : $0 } ?? "server\(index + 1)"
            var name = base
            var counter = 2
            while names.contains(name) {
                name = "\(base)\(counter)"
                counter += 1
            }
            names.insert(name)
            api.servers.append(APIModel.Server(swiftName: name, url: url, doc: description))
        }
    }

    /// A server's URL with its variables replaced by their defaults, without a trailing `/`.
    func serverURL(_ server: OpenAPINode) -> String? {
        guard var url = server["url"]?.string else { return nil }
        for (name, variable) in server["variables"]?.members ?? [] {
            if let value = variable["default"]?.string ?? variable["default"]?.node.value.numberText {
                url = url.replacingOccurrences(of: "{\(name)}", with: value)
            }
        }
        if url.hasSuffix("/") {
            url.removeLast()
        }
        return url
    }

    /// Reserves the names of `components/schemas` first, so inline schemas never take them. A component that is
    /// only a `$ref` (to another file, or elsewhere in this one) gives its name to the schema it points to,
    /// unless a component of its own already names that one.
    private mutating func declareComponentSchemas(_ root: OpenAPINode) {
        let components = root["components"]?["schemas"]?.members ?? []
        for (name, schema) in components {
            let typeName = uniqueTypeName(OpenAPINames.typeName(name))
            componentNames.append(typeName)
            if typeName != name, api.componentTypeNames[name] == nil {
                api.componentTypeNames[name] = typeName
            }
            let key = Self.key(schema)
            if pinnedNames.contains(name) || pinnedNames.contains(typeName) {
                pinnedKeys[key] = typeName
            }
            // Objects and string enums become named types; anything else is resolved when it is used.
            if pendingNames[key] == nil {
                pendingNames[key] = typeName
            }
        }
        for (index, (_, schema)) in components.enumerated() where schema["$ref"] != nil {
            guard let target = documents.resolve(schema) else { continue }
            let key = Self.key(target)
            if pendingNames[key] == nil {
                pendingNames[key] = componentNames[index]
            }
        }
    }

    /// `typealias Dog = Pet` for each component whose name no type took because it is the same schema as
    /// another component's (`Dog: {$ref: pet.yaml}` after `Pet: {$ref: pet.yaml}`), so code may use both names.
    private mutating func aliasComponents(_ types: [TypeRef]) {
        let declared = Set(
            api.models.map(\.name) + api.enums.map(\.name) + api.unions.map(\.name) + api.valueUnions.map(\.name))
        for (index, type) in types.enumerated() {
            let name = componentNames[index]
            guard !declared.contains(name), case .named(let target) = type.unwrapped.type, declared.contains(target)
            else { continue }
            api.typeAliases.append(
                APIModel.TypeAlias(
                    name: name, target: target, doc: "The same schema as `\(target)` (the document names it twice)."))
        }
    }

    /// A schema's identity: `file|pointer`, or for a YAML node with an anchor and every alias of it, `file|&offset`
    /// of the anchored node, so the copies (each at its own pointer) are one type and are translated once.
    static func key(_ node: OpenAPINode) -> String {
        node.node.anchorOffset < 0 ? "\(node.file)|\(node.pointer)" : "\(node.file)|&\(node.node.anchorOffset)"
    }

    /// A type name not used yet: `Pet`, `Pet2`, `Pet3`, …
    mutating func uniqueTypeName(_ proposed: String) -> String {
        let base = OpenAPINames.reservedTypeNames.contains(proposed) ? proposed + "Model" : proposed
        var name = base
        var counter = 2
        while usedTypeNames.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        usedTypeNames.insert(name)
        return name
    }
}
