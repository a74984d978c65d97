/// An operation's `security` → which of the client's credentials its requests carry. An operation is sent a
/// credential only when one of its security requirements names a scheme of that kind, so a bearer token never
/// goes to an operation that asks for an API key only, or for nothing; of several credentials, it gets those of
/// the first requirement the client can meet whole (see `RequestOptions.acceptedAuth`).
extension OpenAPITranslator {
    /// Sets `usesAuth` and `authRequirements` of `endpoint` from the operation's `security`, or the document's when
    /// it has none. When the document names `security` nowhere, every operation keeps every credential (the
    /// schemes can only be meant for all of them), as before.
    mutating func applySecurity(of operation: OpenAPINode, to endpoint: inout APIModel.Endpoint) {
        guard let requirements = operation["security"] ?? documentSecurity else {
            if securityIsNamed {
                endpoint.usesAuth = false
            }
            return
        }
        var alternatives: [[APIModel.AuthScheme]] = []
        for requirement in requirements.elements {
            var together: [APIModel.AuthScheme] = []
            var isSendable = true
            for (name, node) in requirement.members {
                guard let scheme = securitySchemeAuth[name] else {
                    if !declaredSecuritySchemes.contains(name) {
                        documents.warning(
                            "security scheme '\(name)' is not declared in 'components/securitySchemes'; ignored",
                            at: node)
                    }
                    isSendable = false  // the client cannot meet this requirement whole
                    continue
                }
                if !together.contains(scheme) { together.append(scheme) }
            }
            if isSendable || !together.isEmpty, !alternatives.contains(together) { alternatives.append(together) }
        }
        let schemes = alternatives.flatMap { $0 }
        // `security: []`, `[{}]`, or only schemes the client cannot send: no credentials.
        endpoint.usesAuth = !schemes.isEmpty
        // nil when any credential of the API will do, as for a native endpoint with auth (the same IR): every
        // scheme named, none needed together with another, and no choice of no credentials
        let acceptsEverything =
            api.auth.allSatisfy(schemes.contains) && !alternatives.contains([])
            && (alternatives.count == 1 || alternatives.allSatisfy { $0.count == 1 })
        endpoint.authRequirements = !endpoint.usesAuth || acceptsEverything ? nil : alternatives
    }
}
