extension SwiftRenderer {
    /// Lines that take the client's credentials off `_api` for an endpoint that does not accept them all: every
    /// one when it uses no auth; else those of schemes its `authRequirements` names nowhere, with one requirement
    /// (a bearer token must not go to an endpoint that asks for an API key only), or, with several, all but those
    /// of the first requirement the client's credentials meet (`APIClient.acceptingAuth(anyOf:)`). Empty when
    /// the endpoint accepts every scheme of the API.
    func credentialFilter(_ endpoint: APIModel.Endpoint) -> [SwiftSource] {
        guard !api.auth.isEmpty else { return [] }
        guard endpoint.usesAuth else { return [.line("_api = _api.acceptingAuth([])")] }
        guard let requirements = endpoint.authRequirements else { return [] }
        func list(_ schemes: [APIModel.AuthScheme]) -> String {
            "[" + schemes.map(Self.schemeLiteral).joined(separator: ", ") + "]"
        }
        if requirements.count == 1 {
            return [.line("_api = _api.acceptingAuth(\(list(requirements[0])))")]
        }
        return [.line("_api = _api.acceptingAuth(anyOf: [\(requirements.map(list).joined(separator: ", "))])")]
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
