extension SwiftRenderer {
    /// `struct <Name>Client: Sendable` with `api`, `init(baseURL:transport:)`, `timeout(_:)` and one method per
    /// endpoint.
    func client() -> [SwiftSource] {
        var initArguments = ["baseURL: Foundation.URL"]
        if let baseURL = api.baseURL {
            initArguments[0] += " = Foundation.URL(string: \(SwiftSource.literal(baseURL)))!"
        }
        initArguments.append("transport: any Curlew.HTTPTransport = Curlew.CurlTransport.shared")
        let headers =
            api.headers.isEmpty
            ? ""
            : ", headers: ["
                + api.headers.map { "\(SwiftSource.literal($0.name)): \(SwiftSource.literal($0.value))" }
                .joined(separator: ", ") + "]"
        var body: [SwiftSource] = [
            .doc("The runtime client every method goes through (base URL, transport, headers, timeout, coders)."),
            .line("\(accessPrefix)var api: Curlew.APIClient"),
            .blank,
        ]
        for server in api.servers {
            body.append(.doc(server.doc ?? "The `\(server.swiftName)` server: \(server.url)"))
            body.append(
                .line(
                    "\(accessPrefix)static let \(SwiftNames.escaped(server.swiftName)) = Foundation.URL(string: \(SwiftSource.literal(server.url)))!"
                )
            )
            body.append(.blank)
        }
        body += [
            .doc(
                "Creates a client that sends requests to `baseURL` over `transport`."
                    + (api.baseURL.map { "\n\nThe default base URL is the spec's: \($0)" } ?? "")
            ),
            .listBlock(
                prefix: "\(accessPrefix)init",
                items: initArguments,
                suffix: "",
                body: [.line("self.api = Curlew.APIClient(baseURL: baseURL, transport: transport\(headers))")]
            ),
            .blank,
            .doc("A copy of this client whose calls use `timeout` as their per-request timeout."),
            .block(
                "\(accessPrefix)func timeout(_ timeout: Swift.Duration) -> Self",
                [.line("var copy = self"), .line("copy.api.timeout = timeout"), .line("return copy")]
            ),
        ]
        for endpoint in api.endpoints {
            body.append(.blank)
            body.append(contentsOf: method(endpoint))
        }
        return [
            .doc(api.doc ?? "A client for the \(api.name) API."),
            .block("\(accessPrefix)struct \(api.name)Client: Swift.Sendable", body),
        ]
    }

    private func method(_ endpoint: APIModel.Endpoint) -> [SwiftSource] {
        let parameters = endpoint.pathParams + endpoint.queryParams + endpoint.headerParams
        var arguments = parameters.map { parameter in
            "\(SwiftNames.escaped(parameter.swiftName)): \(swiftType(parameter.type, optional: parameter.optional))"
                + (parameter.defaultValue.map { " = \(literal($0, for: parameter.type))" }
                    ?? (parameter.optional ? " = nil" : ""))
        }
        if let bodyType = endpoint.body {
            arguments.append("body: \(swiftType(bodyType))")
        }
        let response = endpoint.returns.map(swiftType) ?? "Swift.Void"
        let result = endpoint.returns == nil ? "" : " -> \(response)"
        var lines: [SwiftSource] = [.line("let _path = \(pathExpression(endpoint))")]
        var endpointArguments = ["method: .\(endpoint.method.lowercased())", "path: _path"]
        if !endpoint.queryParams.isEmpty {
            lines.append(.line("var _query: [Foundation.URLQueryItem] = []"))
            lines += endpoint.queryParams.map(queryItem)
            endpointArguments.append("query: _query")
        }
        if !endpoint.headerParams.isEmpty {
            lines.append(.line("var _headers = Curlew.HTTPHeaders()"))
            lines += endpoint.headerParams.map(header)
            endpointArguments.append("headers: _headers")
        }
        if endpoint.body != nil {
            endpointArguments.append("body: .json(body)")
        }
        if let seconds = endpoint.timeout {
            endpointArguments.append("timeout: .milliseconds(\(max(1, Int((seconds * 1000).rounded()))))")
        }
        let declaration = endpoint.errors.isEmpty ? "let" : "var"
        lines.append(
            .list(
                prefix: "\(declaration) _endpoint = Curlew.Endpoint<\(response)>", items: endpointArguments, suffix: "")
        )
        if !endpoint.errors.isEmpty {
            var cases: [SwiftSource] = []
            var statusesByType: [(type: String, statuses: [Int])] = []
            for error in endpoint.errors {
                let type = swiftType(error.type)
                if let index = statusesByType.firstIndex(where: { $0.type == type }) {
                    statusesByType[index].statuses.append(error.status)
                } else {
                    statusesByType.append((type, [error.status]))
                }
            }
            for (type, statuses) in statusesByType {
                let labels = statuses.map(String.init).joined(separator: ", ")
                cases.append(.line("case \(labels): return try? decoder.decode(\(type).self, from: response.body)"))
            }
            cases.append(.line("default: return nil"))
            lines.append(
                .opened(
                    "_endpoint.decodeError = { response, decoder in",
                    [.switchBlock("switch response.status.rawValue", cases)]
                )
            )
        }
        lines.append(.line((endpoint.returns == nil ? "" : "return ") + "try await self.api.send(_endpoint)"))
        return [
            .doc(documentation(endpoint)),
            endpoint.deprecated.map { .line(deprecation($0)) } ?? .doc(nil),
            .listBlock(
                prefix: "\(accessPrefix)func \(SwiftNames.escaped(endpoint.name))",
                items: arguments,
                suffix: " async throws\(result)",
                body: lines
            ),
        ]
    }

    private func documentation(_ endpoint: APIModel.Endpoint) -> String {
        var text = endpoint.doc ?? ""
        if !text.isEmpty {
            text += "\n\n"
        }
        let template = endpoint.path.map { part -> String in
            switch part {
            case .literal(let literal): literal
            case .parameter(let name): "{\(name)}"
            }
        }.joined()
        text += "`\(endpoint.method) \(template)`\n"
        let documented = (endpoint.pathParams + endpoint.queryParams + endpoint.headerParams).filter { $0.doc != nil }
        if !documented.isEmpty {
            text += "\n- Parameters:"
            for parameter in documented {
                text += "\n  - \(parameter.swiftName): \(parameter.doc ?? "")"
            }
        }
        text += "\n- Remark: Generated from `endpoints.\(endpoint.name)` in \(specFileName)."
        if !endpoint.errors.isEmpty {
            let statuses = endpoint.errors.map { "\($0.status) → `\($0.type)`" }.joined(separator: ", ")
            text += "\n- Throws: `CurlewError`; typed error bodies (`errorBody(as:)`): \(statuses)."
        }
        return text
    }

    private func pathExpression(_ endpoint: APIModel.Endpoint) -> String {
        guard !endpoint.path.isEmpty else { return "\"/\"" }
        return endpoint.path.map { part -> String in
            switch part {
            case .literal(let text):
                return SwiftSource.literal(text)
            case .parameter(let wireName):
                guard let parameter = endpoint.pathParams.first(where: { $0.wireName == wireName }) else {
                    return "\"\""
                }
                let value = text(SwiftNames.escaped(parameter.swiftName), of: parameter.type)
                return "Curlew.URLEncoding.pathSegment(\(value))"
            }
        }.joined(separator: " + ")
    }

    private func queryItem(_ parameter: APIModel.Parameter) -> SwiftSource {
        let name = SwiftNames.escaped(parameter.swiftName)
        let wire = SwiftSource.literal(parameter.wireName)
        let append: SwiftSource
        if case .array(let element) = parameter.type {
            append = .block(
                "for item in \(name)",
                [.line("_query.append(Foundation.URLQueryItem(name: \(wire), value: \(text("item", of: element))))")]
            )
        } else {
            append = .line(
                "_query.append(Foundation.URLQueryItem(name: \(wire), value: \(text(name, of: parameter.type))))")
        }
        return parameter.optional ? .block("if let \(name)", [append]) : append
    }

    private func header(_ parameter: APIModel.Parameter) -> SwiftSource {
        let name = SwiftNames.escaped(parameter.swiftName)
        let add = SwiftSource.line(
            "_headers.add(name: \(SwiftSource.literal(parameter.wireName)), value: \(text(name, of: parameter.type)))"
        )
        return parameter.optional ? .block("if let \(name)", [add]) : add
    }

    /// The wire text of a scalar value: ISO 8601 dates, `true`/`false`, raw values of enums.
    private func text(_ expression: String, of type: TypeRef) -> String {
        switch type {
        case .builtin(.string): expression
        case .builtin(.decimal): "Swift.String(describing: \(expression))"
        case .builtin(.date): "\(expression).ISO8601Format()"
        case .builtin(.url): "\(expression).absoluteString"
        case .builtin(.uuid): "\(expression).uuidString"
        case .builtin(.data): "\(expression).base64EncodedString()"
        case .builtin: "Swift.String(\(expression))"
        case .named(let name):
            api.enums.first { $0.name == name }?.rawType == .int
                ? "Swift.String(\(expression).rawValue)" : "\(expression).rawValue"
        default: "Swift.String(describing: \(expression))"
        }
    }
}
