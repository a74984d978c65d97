/// Client method names. Every operation's name is reserved before any operation is translated, so an operation
/// always keeps the name its `operationId` (or method and path) gives it, whatever the document's order. The
/// variants derived from an operation (`<name>Output`, `<name>Stream`, `<name>Response`) come after: one whose name is taken is
/// not generated, with a warning at its operation that names the owner of that name.
extension OpenAPITranslator {
    /// An operation found under `paths`, before it is translated.
    struct PathOperation {
        /// The operation object.
        var node: OpenAPINode
        /// Upper case (`GET`).
        var method: String
        /// The path template (`/pets/{id}`).
        var path: String
        /// The resolved path item, for the parameters it declares for all its operations.
        var pathItem: OpenAPINode
    }

    /// A method the client generates next to an operation's own.
    enum MethodVariant: String {
        /// `<name>Output(…)`: status, typed response headers and body.
        case output = "Output"
        /// `<name>Stream(…)`: the elements of the array response as they arrive.
        case stream = "Stream"
        /// `<name>Response(…)`: the body with the answer's status, headers and timings.
        case response = "Response"
        /// `<name>Items(…)`: the items of every page.
        case items = "Items"

        /// What the variant does, for warnings.
        var role: String {
            switch self {
            case .output: "returns the typed response headers"
            case .stream: "streams the response array"
            case .response: "returns the status, headers and timings with the body"
            case .items: "yields the items of every page"
            }
        }
    }

    /// The method names of `operations`, in order: names from `operationId` (or method and path), `…Operation`
    /// for the client's own members, `…2`, `…3` for repeats, each recorded as taken by its operation.
    mutating func reserveOperationNames(_ operations: [PathOperation]) -> [String] {
        operations.map { operation in
            let base = OpenAPINames.operationName(
                operationId: operation.node["operationId"]?.string, method: operation.method, path: operation.path)
            var name = Self.reservedMethodNames.contains(base) ? base + "Operation" : base
            var counter = 2
            while methodNames[name] != nil {
                name = "\(base)\(counter)"
                counter += 1
            }
            methodNames[name] = "the operation at \(documents.place(of: operation.node))"
            return name
        }
    }

    /// Reserves `variant`'s method name for the operation `endpoint` (at `operation`); nil, with a warning, when an
    /// operation or another variant has that name.
    mutating func variantName(_ variant: MethodVariant, of endpoint: String, at operation: OpenAPINode) -> String? {
        let name = endpoint + variant.rawValue
        if let owner = methodNames[name] {
            documents.warning(
                "the method '\(name)' that \(variant.role) of '\(endpoint)' is not generated: \(owner) has that name",
                at: operation, hint: "give one of the two operations another operationId")
            return nil
        }
        methodNames[name] = "the …\(variant.rawValue) method of the operation at \(documents.place(of: operation))"
        return name
    }

    /// Names the variants `endpoint` asks for (typed response headers, a stream), dropping those whose name is
    /// taken.
    mutating func nameVariants(of endpoint: inout APIModel.Endpoint, at operation: OpenAPINode) {
        if endpoint.output != nil {
            if let name = variantName(.output, of: endpoint.name, at: operation) {
                endpoint.output?.typeName = uniqueTypeName(OpenAPINames.typeName(name))
            } else {
                endpoint.output = nil
            }
        }
        if endpoint.stream, variantName(.stream, of: endpoint.name, at: operation) == nil {
            endpoint.stream = false
        }
        if endpoint.pagination != nil, variantName(.items, of: endpoint.name, at: operation) == nil {
            endpoint.pagination = nil
        }
        if endpoint.events == nil {
            endpoint.responseVariant = variantName(.response, of: endpoint.name, at: operation)
        }
    }
}
