extension AuthMiddleware {
    /// A kind of credentials an operation may accept, as an OpenAPI security scheme names it.
    public enum Scheme: Sendable, Hashable {
        /// `Authorization: Bearer`: ``Credentials/bearer(_:)`` and ``Credentials/tokens(_:)``.
        case bearer
        /// `Authorization: Basic`.
        case basic
        /// An API key in the header of this name.
        case apiKeyHeader(String)
        /// An API key in the query item of this name.
        case apiKeyQuery(String)
    }

    /// Whether these credentials are of `scheme`.
    public func answers(_ scheme: Scheme) -> Bool {
        switch (credentials, scheme) {
        case (.bearer, .bearer), (.tokens, .bearer), (.basic, .basic): true
        case (.apiKey(_, .header(let name)), .apiKeyHeader(let wanted)): name == wanted
        case (.apiKey(_, .query(let name)), .apiKeyQuery(let wanted)): name == wanted
        default: false
        }
    }
}

extension APIClient {
    /// A copy for a call that accepts only `schemes`: the client's ``AuthMiddleware``s of other schemes are left
    /// out (all of them for an empty list), so a credential never goes to an operation that does not ask for it.
    ///
    /// ```swift
    /// let pets: [Pet] = try await api.acceptingAuth([.bearer]).send(.get("/pets"))
    /// ```
    public func acceptingAuth(_ schemes: [AuthMiddleware.Scheme]) -> APIClient {
        func isRefused(_ middleware: any Middleware) -> Bool {
            guard let auth = middleware as? AuthMiddleware else { return false }
            return !schemes.contains(where: auth.answers)
        }
        guard middlewares.contains(where: isRefused) else { return self }  // no copy of the list
        var client = self
        client.middlewares.removeAll(where: isRefused)
        return client
    }

    /// A copy for a call that accepts any one of `requirements`, each a set of schemes sent together (OpenAPI
    /// `security`): it keeps the credentials of the first requirement the client's ``AuthMiddleware``s meet whole,
    /// none if only an empty one (no credentials) is met, and else those of every scheme named, so the server can
    /// say what is missing.
    ///
    /// ```swift
    /// // an app id and an app key together, or a bearer token
    /// let api = api.acceptingAuth(anyOf: [[.apiKeyHeader("X-App-Id"), .apiKeyHeader("X-App-Key")], [.bearer]])
    /// ```
    public func acceptingAuth(anyOf requirements: [[AuthMiddleware.Scheme]]) -> APIClient {
        let auths = middlewares.compactMap { $0 as? AuthMiddleware }
        func isMet(_ requirement: [AuthMiddleware.Scheme]) -> Bool {
            requirement.allSatisfy { scheme in auths.contains { $0.answers(scheme) } }
        }
        if let met = requirements.first(where: { !$0.isEmpty && isMet($0) }) { return acceptingAuth(met) }
        if requirements.contains(where: \.isEmpty) { return acceptingAuth([]) }
        return acceptingAuth(requirements.flatMap { $0 })
    }
}
