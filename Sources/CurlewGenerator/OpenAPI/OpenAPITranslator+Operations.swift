/// Path items and operations → endpoints: names, paths, request bodies, responses and doc comments.
extension OpenAPITranslator {
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
    /// The client's own members and keywords that cannot name a method even in backticks.
    static let reservedMethodNames: Set<String> = SpecTranslator.reservedEndpointNames.union(["timeout"])

    /// Translates every operation under `paths`, after reserving all their method names (see `reserveOperationNames`).
    mutating func translatePaths(_ paths: OpenAPINode) {
        var operations: [PathOperation] = []
        for (path, item) in paths.members {
            collectOperations(path: path, item: item, into: &operations)
        }
        let names = reserveOperationNames(operations)
        let requirements = [documentSecurity] + operations.map { $0.node["security"] }
        securityIsNamed = requirements.contains { list in
            list?.elements.contains { !$0.members.isEmpty } == true
        }
        for (operation, name) in zip(operations, names) {
            translateOperation(operation, name: name)
        }
    }

    private mutating func collectOperations(
        path: String, item input: OpenAPINode, into operations: inout [PathOperation]
    ) {
        guard let item = documents.resolve(input, as: .pathItem) else { return }
        guard path.hasPrefix("/") else {
            documents.warning("path '\(path)' does not start with '/'; skipped", at: input)
            return
        }
        for (key, value) in item.members {
            if Self.methods.contains(key) {
                if key == "trace" {
                    documents.warning("TRACE operations are not generated (no such HTTPMethod)", at: value)
                    continue
                }
                // An operation may be a `$ref` (to another file, as DigitalOcean's are): its parameters, body and
                // responses are the target's, and the target's own `$ref`s are relative to its file.
                guard let operation = documents.resolve(value) else { continue }
                operations.append(PathOperation(node: operation, method: key.uppercased(), path: path, pathItem: item))
            }
        }
    }

    private mutating func translateOperation(_ input: PathOperation, name: String) {
        let (method, path, pathItem) = (input.method, input.path, input.pathItem)
        // Never nil: the path item's check left out operations that are not objects.
        let operation = documents.checked(input.node, as: .operation) ?? input.node
        let typePrefix = OpenAPINames.typeName(name)
        var endpoint = APIModel.Endpoint(name: name, method: method, path: [])
        endpoint.operationID = operation["operationId"]?.string
        endpoint.pathTemplate = path
        currentOperation = "\(method) \(path)"
        defer { currentOperation = nil }
        endpoint.tags = operation["tags"]?.elements.compactMap(\.string) ?? []
        endpoint.doc = operationDoc(operation)
        if operation["deprecated"]?.bool == true {
            endpoint.deprecated = ""
        }
        endpoint.ownServer = ownServer(operation: operation, pathItem: pathItem, endpointName: name)
        var parameters = parameters(of: operation, pathItem: pathItem, path: path, typePrefix: typePrefix)
        endpoint.path = pathParts(path, parameters: &parameters, at: operation)
        endpoint.pathParams = parameters.path
        endpoint.queryParams = parameters.query
        endpoint.headerParams = parameters.header
        endpoint.cookieParams = parameters.cookie
        if let body = operation["requestBody"] {
            requestBody(body, typePrefix: typePrefix, labels: &parameters, into: &endpoint)
        }
        if let responses = operation["responses"] {
            translateResponses(responses, typePrefix: typePrefix, into: &endpoint)
        }
        if let node = operation["x-curlew-timeout"], let text = node.node.value.numberText {
            if let seconds = Double(text), seconds > 0, seconds <= 86400 {
                endpoint.timeout = seconds
            } else {
                documents.error(
                    "'x-curlew-timeout' must be a number of seconds between 0 and 86400, found \(text); ignored",
                    at: node)
            }
        }
        applySecurity(of: operation, to: &endpoint)
        if method == "HEAD" {
            endpoint.returns = nil
            endpoint.successCases = nil
            endpoint.bodilessStatuses = []
            endpoint.bodiedStatuses = []
            endpoint.responseFormat = .json
        }
        // After HEAD drops the body: a stream needs an array to stream.
        if operation["x-curlew-stream"]?.bool == true, endpoint.events == nil,
            case .array = endpoint.returns?.unwrapped.type
        {
            endpoint.stream = true
        }
        if let node = operation["x-curlew-pagination"] {
            translatePagination(node, into: &endpoint)
        }
        nameVariants(of: &endpoint, at: operation)
        for key in ["callbacks", "links"] {
            if let node = operation[key], !node.members.isEmpty {
                documents.byNature("'\(key)' are not generated", at: node)
            }
        }
        api.endpoints.append(endpoint)
    }

    private func operationDoc(_ operation: OpenAPINode) -> String? {
        var parts: [String] = []
        if let summary = operation["summary"]?.string { parts.append(summary) }
        if let description = operation["description"]?.string { parts.append(description) }
        let tags = operation["tags"]?.elements.compactMap(\.string) ?? []
        if !tags.isEmpty { parts.append("Tags: " + tags.joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }

    /// Whether a media type is JSON (`application/json`, `application/problem+json`, with parameters or not).
    static func isJSON(_ mediaType: String) -> Bool {
        let type =
            mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            ?? ""
        return type == "application/json" || type.hasSuffix("+json") || type == "*/*" || type == "application/*"
            || type == "text/json"
    }

    /// The JSON media type entry of a `content` map, if any.
    func jsonContent(_ content: OpenAPINode?) -> OpenAPINode? {
        content?.members.first { Self.isJSON($0.key) }?.value
    }
}
