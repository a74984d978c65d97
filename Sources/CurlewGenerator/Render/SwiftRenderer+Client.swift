extension SwiftRenderer {
    /// `struct <Name>Client: Sendable` with `api`, `init(baseURL:transport:)`, `timeout(_:)` and one method per
    /// endpoint.
    func client() -> [SwiftSource] {
        client(methods: clientMethods()[...])
    }

    /// The client with `methods` (runs of ``clientMethods()``) in its body; a split client declares the others in
    /// ``clientExtension(_:)``s.
    func client(methods: ArraySlice<[SwiftSource]>) -> [SwiftSource] {
        var initArguments = ["baseURL: Foundation.URL"]
        if let baseURL = api.baseURL {
            initArguments[0] += " = Foundation.URL(string: \(SwiftSource.literal(baseURL)))!"
        }
        initArguments.append("transport: any Curlew.HTTPTransport = Curlew.CurlTransport.shared")
        if !api.auth.isEmpty {
            initArguments.append("auth: Auth? = nil")
        }
        var middlewares: [SwiftSource] = []
        // A call with a retry policy of its own needs a RetryMiddleware in the chain to apply it.
        let callsRetry = api.endpoints.contains { ($0.retry?.attempts ?? 1) > 1 }
        if !api.auth.isEmpty || api.retry != nil || callsRetry {
            middlewares.append(.line("var middlewares: [any Curlew.Middleware] = []"))
            if !api.auth.isEmpty {
                middlewares.append(
                    .line("if let auth { middlewares += auth.credentials.map { Curlew.AuthMiddleware($0) } }"))
            }
            if let retry = api.retry, retry.attempts > 1 {
                middlewares.append(retryMiddleware(retry, named: "retry"))
                middlewares.append(.line("middlewares.append(retry)"))
            } else if callsRetry {
                middlewares.append(.line("middlewares.append(Curlew.RetryMiddleware(.never))"))
            }
        }
        let headers =
            api.headers.isEmpty
            ? ""
            : "headers: ["
                + api.headers.map { "\(SwiftSource.literal($0.name)): \(SwiftSource.literal($0.value))" }
                .joined(separator: ", ") + "]"
        var body: [SwiftSource] =
            [
                .doc("The runtime client every method goes through (base URL, transport, headers, timeout, coders)."),
                .line("\(accessPrefix)var api: Curlew.APIClient"),
                .blank,
            ] + ownServerProperties()
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
                    + (api.auth.isEmpty
                        ? "" : "\nWith `auth`, each call carries the credentials its operation accepts.")
                    + (api.baseURL.map { "\n\nThe default base URL is the spec's: \($0)" } ?? "")
            ),
            .listBlock(
                prefix: "\(accessPrefix)init",
                items: initArguments,
                suffix: "",
                body: middlewares + [
                    .list(
                        prefix: "self.api = Curlew.APIClient",
                        items: ["baseURL: baseURL", "transport: transport"] + (headers.isEmpty ? [] : [headers])
                            + (middlewares.isEmpty ? [] : ["middlewares: middlewares"]),
                        suffix: ""
                    )
                ]
            ),
            .blank,
            .doc("A copy of this client whose calls use `timeout` as their per-request timeout."),
            .block(
                "\(accessPrefix)func timeout(_ timeout: Swift.Duration) -> Self",
                [.line("var copy = self"), .line("copy.api.timeout = timeout"), .line("return copy")]
            ),
        ]
        if !api.auth.isEmpty {
            body.append(.blank)
            body.append(contentsOf: authType())
        }
        body += ownServerTypes()
        body += methods.joined()
        return [
            .doc(api.doc ?? "A client for the \(api.name) API."),
            .block("\(accessPrefix)struct \(api.name)Client: Swift.Sendable", body),
        ]
    }

    /// The client's methods, one run per endpoint in spec order, each method after a blank line: the call, and as the
    /// endpoint asks its streaming, output, items, with-response and download variants.
    func clientMethods() -> [[SwiftSource]] {
        let methodNames = Set(api.endpoints.flatMap { [$0.name, $0.responseVariant].compactMap { $0 } })
        return api.endpoints.map { endpoint in
            var body: [SwiftSource] = [.blank]
            body.append(contentsOf: method(endpoint, streaming: false))
            if endpoint.stream {
                body.append(.blank)
                body.append(contentsOf: method(endpoint, streaming: true))
            }
            if endpoint.output != nil {
                body.append(.blank)
                body.append(contentsOf: method(endpoint, streaming: false, output: true))
            }
            if let pagination = endpoint.pagination {
                body.append(.blank)
                body.append(contentsOf: itemsMethod(endpoint, pagination, name: endpoint.name + "Items"))
            }
            if endpoint.responseVariant != nil {
                body.append(.blank)
                body.append(contentsOf: method(endpoint, streaming: false, withResponse: true))
            }
            // bytes (an image, a file): also to a file, never in memory, unless another method has the name
            if endpoint.responseFormat == .data, endpoint.events == nil,
                !methodNames.contains(endpoint.name + "Download")
            {
                body.append(.blank)
                body.append(contentsOf: method(endpoint, streaming: false, download: true))
            }
            return body
        }
    }

    /// `extension <Name>Client` with one endpoint's run of ``clientMethods()``: a client too big for one file's
    /// share of the compile work spreads its methods over the files this way.
    func clientExtension(_ methods: [SwiftSource]) -> [SwiftSource] {
        [.block("extension \(api.name)Client", Array(methods.drop { $0 == .blank }))]
    }

    /// The name of an API key scheme's factory in `Auth`: `apiKey` when the API has one such scheme; with several,
    /// `apiKeyInHeader` and `apiKeyInQuery` when each is in a place of its own, else the name goes in too
    /// (`apiKeyXAppIdInHeader`), so no two factories clash.
    private func apiKeyFactoryName(_ scheme: APIModel.AuthScheme) -> String {
        func place(_ scheme: APIModel.AuthScheme) -> (name: String, location: String)? {
            switch scheme {
            case .apiKeyHeader(let name): (name, "Header")
            case .apiKeyQuery(let name): (name, "Query")
            default: nil
            }
        }
        let keys = api.auth.compactMap(place)
        guard keys.count > 1, let (name, location) = place(scheme) else { return "apiKey" }
        let ownPlaces = Set(keys.map(\.location)).count == keys.count
        return "apiKey" + (ownPlaces ? "" : OpenAPINames.typeName(name)) + "In" + location
    }

    /// The nested `Auth` type: one factory per scheme the spec declares.
    private func authType() -> [SwiftSource] {
        var body: [SwiftSource] = [
            .doc("What the runtime's `AuthMiddleware`s add to requests, one for each credential."),
            .line("\(accessPrefix)var credentials: [Curlew.AuthMiddleware.Credentials]"),
            .blank,
            .doc("Several credentials at once; each operation gets those its `security` asks for."),
            .block(
                "\(accessPrefix)static func all(_ auths: Self...) -> Self",
                [.line("Self(credentials: auths.flatMap(\\.credentials))")]),
        ]
        for scheme in api.auth {
            body.append(.blank)
            switch scheme {
            case .bearer:
                body.append(.doc("`Authorization: Bearer <token>`."))
                body.append(
                    .line(
                        "\(accessPrefix)static func bearer(_ token: Swift.String) -> Self { Self(credentials: [.bearer(token)]) }"
                    )
                )
                body.append(.blank)
                body.append(.doc("Bearer tokens from `provider`, asked again once when the server answers 401."))
                body.append(
                    .block(
                        "\(accessPrefix)static func tokens(_ provider: Curlew.TokenProvider) -> Self",
                        [.line("Self(credentials: [.tokens(provider)])")]
                    )
                )
            case .basic:
                body.append(.doc("`Authorization: Basic …` from a user name and password."))
                body.append(
                    .block(
                        "\(accessPrefix)static func basic(user: Swift.String, password: Swift.String) -> Self",
                        [.line("Self(credentials: [.basic(user: user, password: password)])")]
                    )
                )
            case .apiKeyHeader(let name), .apiKeyQuery(let name):
                let location = scheme == .apiKeyHeader(name) ? "header" : "query"
                body.append(
                    .doc("An API key, sent in the `\(name)` \(location == "header" ? "header" : "query item")."))
                body.append(
                    .block(
                        "\(accessPrefix)static func \(apiKeyFactoryName(scheme))(_ key: Swift.String) -> Self",
                        [.line("Self(credentials: [.apiKey(key, in: .\(location)(\(SwiftSource.literal(name))))])")]
                    )
                )
            }
        }
        return [
            .doc("Credentials for this API, for `init(baseURL:transport:auth:)`."),
            .block("\(accessPrefix)struct Auth: Swift.Sendable", body),
        ]
    }

    /// `let <name> = Curlew.RetryMiddleware(…)` with the policy's non-default values.
    func retryMiddleware(_ policy: APIModel.RetryPolicy, named name: String) -> SwiftSource {
        .list(prefix: "let \(name) = Curlew.RetryMiddleware", items: retryArguments(policy), suffix: "")
    }

    /// `<target> = Curlew.RetryPolicy(…)` with the policy's non-default values (`.never` for one attempt), for a
    /// call's options.
    func retryPolicy(_ policy: APIModel.RetryPolicy, assignedTo target: String) -> SwiftSource {
        guard policy.attempts > 1 else { return .line("\(target) = Curlew.RetryPolicy.never") }
        return .list(prefix: "\(target) = Curlew.RetryPolicy", items: retryArguments(policy), suffix: "")
    }

    /// The non-default arguments of a retry policy.
    private func retryArguments(_ policy: APIModel.RetryPolicy) -> [String] {
        var arguments = ["maximumAttempts: \(policy.attempts)"]
        func milliseconds(_ seconds: Double) -> String { ".milliseconds(\(Int((seconds * 1000).rounded())))" }
        if let delay = policy.baseDelay { arguments.append("baseDelay: \(milliseconds(delay))") }
        if let delay = policy.maxDelay { arguments.append("maximumDelay: \(milliseconds(delay))") }
        if let statuses = policy.statuses {
            arguments.append("retryStatuses: [\(statuses.map(String.init).joined(separator: ", "))]")
        }
        if policy.nonIdempotent { arguments.append("retriesNonIdempotent: true") }
        return arguments
    }
}
