extension SwiftRenderer {
    /// The line that says which credentials the call accepts (`_endpoint.options.acceptedAuth`), for an endpoint that
    /// does not accept them all: none when it uses no auth; else its `authRequirements`, each sent whole (a bearer
    /// token must not go to an endpoint that asks for an API key only; with several, `APIClient` keeps the first
    /// the client's credentials meet: `RequestOptions.acceptedAuth`). Empty when the endpoint accepts every scheme
    /// of the API.
    func credentialFilter(_ endpoint: APIModel.Endpoint) -> [SwiftSource] {
        guard !api.auth.isEmpty else { return [] }
        guard endpoint.usesAuth else { return [.line("_endpoint.options.acceptedAuth = []")] }
        guard let requirements = endpoint.authRequirements else { return [] }
        func list(_ schemes: [APIModel.AuthScheme]) -> String {
            "[" + schemes.map(Self.schemeLiteral).joined(separator: ", ") + "]"
        }
        return [.line("_endpoint.options.acceptedAuth = [\(requirements.map(list).joined(separator: ", "))]")]
    }

    /// `AuthMiddleware.Scheme` for `scheme`, as a Swift expression.
    private static func schemeLiteral(_ scheme: APIModel.AuthScheme) -> String {
        switch scheme {
        case .bearer: ".bearer"
        case .basic: ".basic"
        case .apiKeyHeader(let name): ".apiKeyHeader(\(SwiftSource.literal(name)))"
        case .apiKeyQuery(let name): ".apiKeyQuery(\(SwiftSource.literal(name)))"
        }
    }
}
