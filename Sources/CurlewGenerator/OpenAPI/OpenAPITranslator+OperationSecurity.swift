/// An operation's `security` → which of the client's credentials its requests carry. The client holds one
/// credential (`Auth`); an operation is sent with it only when one of its security requirements names a scheme
/// of that kind, so a bearer token never goes to an operation that asks for an API key only, or for nothing.
extension OpenAPITranslator {
    /// Sets `usesAuth` and `authSchemes` of `endpoint` from the operation's `security`, or the document's when
    /// it has none. When the document names `security` nowhere, every operation keeps every credential (the
    /// schemes can only be meant for all of them), as before.
    mutating func applySecurity(of operation: OpenAPINode, to endpoint: inout APIModel.Endpoint) {
        guard let requirements = operation["security"] ?? documentSecurity else {
            if securityIsNamed {
                endpoint.usesAuth = false
            }
            return
        }
        var schemes: [APIModel.AuthScheme] = []
        for requirement in requirements.elements {
            for (name, node) in requirement.members {
                guard let scheme = securitySchemeAuth[name] else {
                    if !declaredSecuritySchemes.contains(name) {
                        documents.warning(
                            "security scheme '\(name)' is not declared in 'components/securitySchemes'; ignored",
                            at: node)
                    }
                    continue
                }
                if !schemes.contains(scheme) {
                    schemes.append(scheme)
                }
            }
        }
        // `security: []`, `[{}]`, or only schemes the client cannot send: no credentials.
        endpoint.usesAuth = !schemes.isEmpty
        // nil when every scheme of the API is accepted: the same IR as a native endpoint with auth.
        endpoint.authSchemes = schemes.isEmpty || api.auth.allSatisfy(schemes.contains) ? nil : schemes
    }
}
