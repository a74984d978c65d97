/// `securitySchemes` → the client's auth: HTTP bearer and basic, API keys in a header or the query; OAuth 2 and
/// OpenID Connect send their access token as a bearer token (the client does not run the flows).
extension OpenAPITranslator {
    mutating func translateSecuritySchemes(_ schemes: OpenAPINode) {
        for (name, input) in schemes.members {
            declaredSecuritySchemes.insert(name)
            guard let scheme = documents.resolve(input, as: .securityScheme) else { continue }
            let kind = scheme["type"]?.string ?? ""
            var auth: APIModel.AuthScheme?
            switch kind {
            case "http":
                switch scheme["scheme"]?.string?.lowercased() {
                case "bearer": auth = .bearer
                case "basic": auth = .basic
                default:
                    documents.warning(
                        "HTTP auth scheme '\(scheme["scheme"]?.string ?? "")' of '\(name)' is not supported; ignored",
                        at: scheme["scheme"] ?? scheme)
                }
            case "apiKey":
                let keyName = scheme["name"]?.string ?? ""
                switch scheme["in"]?.string {
                case "header" where SpecTranslator.isHeaderName(keyName): auth = .apiKeyHeader(keyName)
                case "query" where !keyName.isEmpty: auth = .apiKeyQuery(keyName)
                default:
                    documents.warning(
                        "API key '\(name)' in '\(scheme["in"]?.string ?? "")' named '\(keyName)' is not supported; ignored",
                        at: scheme)
                }
            case "oauth2", "openIdConnect":
                auth = .bearer
                documents.byNature(
                    "the client does not run \(kind) flows for '\(name)'; pass the access token as `.bearer`",
                    at: scheme["type"] ?? scheme)
            default:
                documents.warning("security scheme type '\(kind)' of '\(name)' is not supported; ignored", at: scheme)
            }
            if let auth {
                securitySchemeAuth[name] = auth
                if !api.auth.contains(auth) {
                    api.auth.append(auth)
                }
            }
        }
    }
}
