extension SwiftRenderer {
    /// Lines that take the client's credentials off `_api` for an endpoint that does not accept them: all of
    /// them when it uses no auth, or those of the schemes its `authSchemes` leaves out (the client holds one
    /// credential; a bearer token must not go to an endpoint that asks for an API key only). Empty when the
    /// endpoint accepts every scheme of the API.
    func credentialFilter(_ endpoint: APIModel.Endpoint) -> [SwiftSource] {
        guard !api.auth.isEmpty else { return [] }
        let accepted = endpoint.usesAuth ? api.auth.filter { endpoint.authSchemes?.contains($0) ?? true } : []
        if accepted.count == api.auth.count { return [] }
        let schemes = accepted.map { scheme in
            switch scheme {
            case .bearer: ".bearer"
            case .basic: ".basic"
            case .apiKeyHeader(let name): ".apiKeyHeader(\(SwiftSource.literal(name)))"
            case .apiKeyQuery(let name): ".apiKeyQuery(\(SwiftSource.literal(name)))"
            }
        }
        return [.line("_api = _api.acceptingAuth([\(schemes.joined(separator: ", "))])")]
    }
}
