import Foundation

/// Adds credentials to every request: a bearer token, basic auth, an API key, or tokens from a provider.
///
/// ```swift
/// let api = APIClient(baseURL: url, middlewares: [AuthMiddleware(.bearer(token))])
/// let refreshing = AuthMiddleware(.tokens(TokenProvider { _ in try await login() }))
/// ```
public struct AuthMiddleware: CredentialMiddleware {
    /// Where an API key goes.
    public enum KeyLocation: Sendable, Hashable {
        /// A header of this name.
        case header(String)
        /// A query item of this name.
        case query(String)
    }

    /// The kind of credentials.
    public enum Credentials: Sendable {
        /// `Authorization: Bearer <token>`.
        case bearer(String)
        /// `Authorization: Basic <base64(user:password)>`.
        case basic(user: String, password: String)
        /// An API key in a header or the query.
        case apiKey(String, in: KeyLocation)
        /// `Authorization: Bearer <token>` with tokens from a provider that is asked again once on a 401.
        ///
        /// The request is then sent again with the fresh token, unless its body cannot be (one from a sequence,
        /// see ``HTTPRequest/isReplayable``): then the call throws ``CurlewError/Kind/invalidRequest`` with the
        /// 401's status, headers and body, and the next call uses the fresh token.
        case tokens(TokenProvider)
    }

    /// The credentials this middleware adds.
    public let credentials: Credentials

    /// A middleware that adds `credentials`.
    public init(_ credentials: Credentials) {
        self.credentials = credentials
    }

    /// Names to redact in logs for these credentials (an API key's header or query name).
    public var redaction: Redaction {
        switch credentials {
        case .apiKey(_, .header(let name)): Redaction(headers: [name])
        case .apiKey(_, .query(let name)): Redaction(queryItems: [name])
        default: .standard
        }
    }

    /// ``redaction`` when it names more than ``Redaction/standard`` does (an API key's own name), else `nil`.
    public var secrets: Redaction? {
        guard case .apiKey = credentials else { return nil }
        let redaction = redaction
        return redaction == .standard ? nil : redaction
    }

    /// The scheme of ``credentials`` (a ``TokenProvider``'s tokens are `.bearer`).
    public var scheme: Scheme {
        switch credentials {
        case .bearer, .tokens: .bearer
        case .basic: .basic
        case .apiKey(_, .header(let name)): .apiKeyHeader(name)
        case .apiKey(_, .query(let name)): .apiKeyQuery(name)
        }
    }

    /// Adds the credentials and sends, when the call accepts their scheme (``RequestOptions/accepts(_:)``; else it
    /// sends the request as it is); with a ``TokenProvider``, a 401 refreshes the token once and resends (or
    /// throws, for a body that cannot be sent again: see ``Credentials/tokens(_:)``).
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.options.accepts(scheme) else { return try await next(request) }
        var request = request
        switch credentials {
        case .bearer(let token):
            request.headers["Authorization"] = "Bearer \(token)"
        case .basic(let user, let password):
            request.headers["Authorization"] = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        case .apiKey(let key, .header(let name)):
            request.headers[name] = key
        case .apiKey(let key, .query(let name)):
            let item = URLEncoding.queryComponent(name) + "=" + URLEncoding.queryComponent(key)
            let text = request.url.absoluteString
            let separator = request.url.query == nil ? "?" : "&"
            if let fragment = text.firstIndex(of: "#") {
                request.url = URL(string: text[..<fragment] + separator + item + text[fragment...]) ?? request.url
            } else {
                request.url = URL(string: text + separator + item) ?? request.url
            }
        case .tokens(let provider):
            let token = try await provider.token()
            request.headers["Authorization"] = "Bearer \(token)"
            let response = try await next(request)
            guard response.status.code == 401 else { return response }
            let fresh = try await provider.refresh(after: token)
            guard request.isReplayable else {
                throw CurlewError.invalidRequest(
                    "the server rejected the token (HTTP 401) and a fresh one was fetched, but the request body "
                        + "comes from a sequence and cannot be sent again",
                    method: request.method, redactedURL: CurlewError.redacted(request.url), response: response
                )
            }
            request.headers["Authorization"] = "Bearer \(fresh)"
            return try await next(request)
        }
        return try await next(request)
    }
}
