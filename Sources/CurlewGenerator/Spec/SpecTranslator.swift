/// Stage 2: located tree → `APIModel`, checking everything and recording every problem as a diagnostic.
///
/// Two passes: first all model and enum names (so fields may refer to models declared later), then fields and
/// endpoints. Nothing here throws or traps: bad input yields diagnostics and, when errors were found, no model.
struct SpecTranslator {
    var diagnostics: DiagnosticBag
    /// Declared models and enums: name → byte offset of the declaring key.
    var declaredTypes: [String: Int] = [:]
    var declaredEnums: Set<String> = []
    var declaredUnions: Set<String> = []
    /// Endpoint name → offset of its key.
    var endpointOffsets: [String: Int] = [:]
    /// Whether the spec has a top-level `auth` (endpoints may then opt out).
    var apiHasAuth = false
    /// Enums already translated (they go first, so defaults can be checked against their values).
    var translatedEnums: [String: APIModel.EnumModel] = [:]
    /// Models with `includes`: name → offset of the `includes` value.
    var pendingIncludes: [String: Int] = [:]
    /// Unions: name → offset of the `union` value.
    var unionOffsets: [String: Int] = [:]
    var keyStrategy: APIModel.KeyStrategy = .exact

    static let topLevelKeys = [
        "curlew", "name", "namespace", "doc", "baseURL", "servers", "headers", "keys", "auth", "retry", "models",
        "endpoints",
    ]
    /// Names the generated file needs for itself; a model may not take them.
    static let reservedTypeNames: Set<String> = ["Swift", "Foundation", "Curlew", "CurlewJSON", "CodingKeys"]

    init(diagnostics: DiagnosticBag) {
        self.diagnostics = diagnostics
    }

    mutating func translate(_ root: SpecNode) -> APIModel? {
        guard let members = root.members else {
            diagnostics.error(
                "expected an object at the top level of the spec, found \(root.kindDescription)", at: root.offset)
            return nil
        }
        let top = checkKeys(members, known: Self.topLevelKeys, in: "the spec")
        if let version = top["curlew"], version.value.value.numberText != "1" {
            diagnostics.error("unsupported spec version; this curlew reads \"curlew\": 1", at: version.value.offset)
        }
        var api = APIModel(name: "API")
        if let node = top["name"]?.value {
            if let name = string(node, for: "name") {
                if SwiftNames.isPlainIdentifier(name), !SwiftNames.keywords.contains(name) {
                    api.name = name
                } else {
                    diagnostics.error(
                        "invalid API name '\(name)': use letters, digits and '_', starting with a letter",
                        at: node.offset
                    )
                }
            }
        } else {
            diagnostics.error(
                "missing required key 'name' (the API's name; the client is '<name>Client')", at: root.offset)
        }
        api.doc = top["doc"].flatMap { string($0.value, for: "doc") }
        if let node = top["baseURL"]?.value, let url = string(node, for: "baseURL") {
            if Self.isHTTPURL(url) {
                api.baseURL = url
            } else {
                diagnostics.error(
                    "'baseURL' must be an absolute http:// or https:// URL, found '\(url)'", at: node.offset)
            }
        }
        if let node = top["auth"]?.value {
            api.auth = authSchemes(node)
            apiHasAuth = true
        }
        if let node = top["retry"]?.value {
            api.retry = retryPolicy(node, context: "the spec")
        }
        if let node = top["servers"]?.value {
            api.servers = servers(node)
        }
        if let node = top["headers"]?.value {
            api.headers = fixedHeaders(node)
        }
        if let node = top["keys"]?.value, let strategy = string(node, for: "keys") {
            if let value = APIModel.KeyStrategy(rawValue: strategy) {
                keyStrategy = value
            } else {
                diagnostics.error(
                    "unknown key strategy '\(strategy)'",
                    at: node.offset,
                    hint: "use \"snake_case\" or \"exact\""
                )
            }
        }
        api.keyStrategy = keyStrategy
        let modelMembers = top["models"].flatMap { object($0.value, for: "models") } ?? []
        declareTypes(modelMembers, apiName: api.name)
        // Enums first, so field defaults can be checked against their values; each list stays in spec order.
        for member in modelMembers where declaredEnums.contains(member.key) {
            translateType(member, into: &api)
        }
        for enumeration in api.enums { translatedEnums[enumeration.name] = enumeration }
        for member in modelMembers where !declaredEnums.contains(member.key) {
            translateType(member, into: &api)
        }
        resolveIncludes(&api.models)
        checkUnionVariants(api)
        checkRecursion(api.models)
        if let node = top["endpoints"]?.value, let endpoints = object(node, for: "endpoints") {
            for member in endpoints {
                endpointOffsets[member.key] = member.keyOffset
                if var endpoint = translateEndpoint(member) {
                    translatePagination(member, into: &endpoint, api: api)
                    api.endpoints.append(endpoint)
                }
            }
        }
        checkGeneratedNames(api)
        nameResponseVariants(&api)
        if let node = top["namespace"]?.value, let namespace = string(node, for: "namespace") {
            api.namespace = checkedNamespace(namespace, at: node.offset, api: api)
        }
        return diagnostics.hasErrors ? nil : api
    }

    /// Names the generator adds (the nested `Auth` type, `…Stream` methods) must not clash with the spec's.
    private mutating func checkGeneratedNames(_ api: APIModel) {
        if !api.auth.isEmpty, let offset = declaredTypes["Auth"] {
            diagnostics.error(
                "model name 'Auth' clashes with the client's nested 'Auth' type (the spec declares 'auth')",
                at: offset)
        }
        let names = Set(api.endpoints.map(\.name))
        for endpoint in api.endpoints where endpoint.stream && names.contains(endpoint.name + "Stream") {
            diagnostics.error(
                "endpoint '\(endpoint.name)' streams into '\(endpoint.name)Stream', which is another endpoint's name",
                at: endpointOffsets[endpoint.name] ?? 0
            )
        }
    }

    /// Gives each endpoint its `…Response` variant (status, headers and timings with the body), unless another
    /// endpoint or a `…Stream` method has that name: then a warning, and the endpoint has none.
    private mutating func nameResponseVariants(_ api: inout APIModel) {
        var taken = Set(api.endpoints.map(\.name))
        taken.formUnion(api.endpoints.filter(\.stream).map { $0.name + "Stream" })
        for index in api.endpoints.indices where api.endpoints[index].pagination != nil {
            let name = api.endpoints[index].name + "Items"
            guard !taken.contains(name) else {
                diagnostics.warning(
                    "the method '\(name)' that yields the items of every page of '\(api.endpoints[index].name)'"
                        + " is not generated: another method has that name",
                    at: endpointOffsets[api.endpoints[index].name] ?? 0, hint: "rename one of the two endpoints")
                api.endpoints[index].pagination = nil
                continue
            }
            taken.insert(name)
        }
        for index in api.endpoints.indices where api.endpoints[index].events == nil {
            let name = api.endpoints[index].name + "Response"
            guard !taken.contains(name) else {
                diagnostics.warning(
                    "the method '\(name)' that returns the status, headers and timings of '\(api.endpoints[index].name)'"
                        + " is not generated: another method has that name",
                    at: endpointOffsets[api.endpoints[index].name] ?? 0, hint: "rename one of the two endpoints")
                continue
            }
            taken.insert(name)
            api.endpoints[index].responseVariant = name
        }
    }

    /// `"namespace": "Petstore"`: a plain identifier that no type of the spec (nor the client) takes, since
    /// inside `extension Petstore` the name `Petstore` must still mean the namespace.
    private mutating func checkedNamespace(_ namespace: String, at offset: Int, api: APIModel) -> String? {
        let taken =
            [api.name + "Client", api.name + "Examples"] + declaredTypes.keys
            + api.endpoints.compactMap { $0.output?.typeName }
        guard let problem = SwiftNames.namespaceProblem(namespace, taken: Set(taken)) else { return namespace }
        diagnostics.error(problem, at: offset)
        return nil
    }

    // MARK: - Shared checks

    /// Warns about unknown keys (with a did-you-mean hint), rejects keys of features not supported yet, and
    /// returns the members by key.
    mutating func checkKeys(
        _ members: [SpecNode.Member],
        known: [String],
        unsupported: [String] = [],
        in context: String
    ) -> [String: SpecNode.Member] {
        var byKey: [String: SpecNode.Member] = [:]
        for member in members {
            if known.contains(member.key) {
                byKey[member.key] = member
            } else if unsupported.contains(member.key) {
                diagnostics.error("'\(member.key)' in \(context) is not supported yet", at: member.keyOffset)
            } else {
                let hint = SwiftNames.suggestion(for: member.key, among: known).map { "did you mean '\($0)'?" }
                diagnostics.warning(
                    "unknown key '\(member.key)' in \(context) is ignored", at: member.keyOffset, hint: hint)
            }
        }
        return byKey
    }

    mutating func string(_ node: SpecNode, for what: String) -> String? {
        if let text = node.stringValue { return text }
        diagnostics.error("expected a string for '\(what)', found \(node.kindDescription)", at: node.offset)
        return nil
    }

    mutating func object(_ node: SpecNode, for what: String) -> [SpecNode.Member]? {
        if let members = node.members { return members }
        diagnostics.error("expected an object for '\(what)', found \(node.kindDescription)", at: node.offset)
        return nil
    }

    static func isHTTPURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { return false }
        let host = lower.drop { $0 != "/" }.dropFirst(2)
        return !host.isEmpty && !host.hasPrefix("/")
            && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0 != "\"" && $0 != "\\" }
    }

    /// A header name must be an HTTP token.
    static func isHeaderName(_ name: String) -> Bool {
        let extra = Set("!#$%&'*+-.^_`|~".utf8)
        return !name.isEmpty && name.utf8.allSatisfy { SwiftNames.isAlphanumeric($0) || extra.contains($0) }
    }

    /// `"servers": { "production": "https://…", "staging": { "url": "https://…", "doc": "…" } }`.
    private mutating func servers(_ node: SpecNode) -> [APIModel.Server] {
        var servers: [APIModel.Server] = []
        var names: [String: String] = ["api": "the client's 'api' property", "timeout": "the client's 'timeout(_:)'"]
        for member in object(node, for: "servers") ?? [] {
            guard let swiftName = SwiftNames.memberName(member.key) else {
                diagnostics.error(
                    "invalid server name '\(member.key)': it has no letters or digits", at: member.keyOffset)
                continue
            }
            if let other = names[swiftName] {
                diagnostics.error(
                    "server name '\(member.key)' becomes '\(swiftName)', which clashes with \(other)",
                    at: member.keyOffset
                )
                continue
            }
            names[swiftName] = "server '\(member.key)'"
            var urlNode = member.value
            var doc: String?
            if let members = member.value.members {
                let keys = checkKeys(members, known: ["url", "doc"], in: "server '\(member.key)'")
                doc = keys["doc"].flatMap { string($0.value, for: "doc") }
                guard let url = keys["url"]?.value else {
                    diagnostics.error("missing 'url' for server '\(member.key)'", at: member.value.offset)
                    continue
                }
                urlNode = url
            }
            guard let url = string(urlNode, for: "url") else { continue }
            guard Self.isHTTPURL(url) else {
                diagnostics.error(
                    "server '\(member.key)' must be an absolute http:// or https:// URL, found '\(url)'",
                    at: urlNode.offset)
                continue
            }
            servers.append(APIModel.Server(swiftName: swiftName, url: url, doc: doc))
        }
        return servers
    }

    private mutating func fixedHeaders(_ node: SpecNode) -> [APIModel.Header] {
        var headers: [APIModel.Header] = []
        for member in object(node, for: "headers") ?? [] {
            guard Self.isHeaderName(member.key) else {
                diagnostics.error("invalid header name '\(member.key)'", at: member.keyOffset)
                continue
            }
            if let value = string(member.value, for: member.key) {
                headers.append(APIModel.Header(name: member.key, value: value))
            }
        }
        return headers
    }
}

extension SpecNode.Value {
    var numberText: String? {
        if case .number(let text) = self { text } else { nil }
    }
}
