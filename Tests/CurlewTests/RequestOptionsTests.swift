import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Per-call options reach every middleware as data: built-in ones and the user's own read the same thing.
@Suite("RequestOptions")
struct RequestOptionsTests {
    /// The headers httpbin's `/get` saw for `endpoint`.
    static func echoedHeaders(_ client: APIClient, _ endpoint: Endpoint<Void>) async throws -> [String: String] {
        try Echo(try await client.response(for: endpoint)).strings("headers")
    }

    static func get(accepting schemes: [[AuthMiddleware.Scheme]]?) -> Endpoint<Void> {
        var endpoint = Endpoint<Void>(method: .get, path: "/get")
        endpoint.options.acceptedAuth = schemes
        return endpoint
    }

    @Test("a call carries only the credentials of the schemes it accepts")
    func acceptedAuth() async throws {
        // GIVEN a client with a bearer token and an API key in a header
        let client = APIClient(
            baseURL: try TestServer.httpbin().baseURL,
            middlewares: [AuthMiddleware(.bearer("t0k3n")), AuthMiddleware(.apiKey("k1", in: .header("X-Key")))])
        // WHEN calls accept one scheme, another, none, or schemes the client has not
        let keyOnly = try await Self.echoedHeaders(client, Self.get(accepting: [[.apiKeyHeader("X-Key")]]))
        let bearerOnly = try await Self.echoedHeaders(client, Self.get(accepting: [[.bearer]]))
        let none = try await Self.echoedHeaders(client, Self.get(accepting: []))
        let other = try await Self.echoedHeaders(client, Self.get(accepting: [[.apiKeyHeader("X-Other"), .basic]]))
        let every = try await Self.echoedHeaders(client, Self.get(accepting: nil))
        // THEN each carries only what it accepts
        #expect(keyOnly["X-Key"] == "k1" && keyOnly["Authorization"] == nil)
        #expect(bearerOnly["Authorization"] == "Bearer t0k3n" && bearerOnly["X-Key"] == nil)
        #expect(none["Authorization"] == nil && none["X-Key"] == nil)
        #expect(other["Authorization"] == nil && other["X-Key"] == nil)
        #expect(every["Authorization"] == "Bearer t0k3n" && every["X-Key"] == "k1")
        #expect(AuthMiddleware(.tokens(TokenProvider { _ in "t" })).answers(.bearer))
    }

    @Test("of several alternatives, the first the client meets whole is sent, else none or every scheme named")
    func alternatives() async throws {
        let client = APIClient(
            baseURL: try TestServer.httpbin().baseURL,
            middlewares: [AuthMiddleware(.bearer("t0k3n")), AuthMiddleware(.apiKey("k1", in: .header("X-Key")))])
        // the first alternative needs a key the client lacks: the second, met whole, is sent alone
        let second = try await Self.echoedHeaders(
            client, Self.get(accepting: [[.apiKeyHeader("X-Key"), .basic], [.bearer]]))
        #expect(second["Authorization"] == "Bearer t0k3n" && second["X-Key"] == nil)
        // none met, but "no credentials" is an alternative: nothing is sent
        let anonymous = try await Self.echoedHeaders(client, Self.get(accepting: [[.basic], []]))
        #expect(anonymous["Authorization"] == nil && anonymous["X-Key"] == nil)
        // none met: every scheme named that the client has is sent, so the server can say what is missing
        let named = try await Self.echoedHeaders(
            client, Self.get(accepting: [[.apiKeyHeader("X-Key"), .basic], [.apiKeyHeader("X-Other")]]))
        #expect(named["X-Key"] == "k1" && named["Authorization"] == nil)
    }

    /// A credential middleware of the user's own: a signature header.
    struct SigningMiddleware: CredentialMiddleware {
        var scheme: AuthMiddleware.Scheme { .apiKeyHeader("X-Signature") }
        var secrets: Redaction? { Redaction(headers: ["X-Signature"]) }

        func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
            guard request.options.accepts(scheme) else { return try await next(request) }
            var request = request
            request.headers["X-Signature"] = "s3cret"
            return try await next(request)
        }
    }

    /// Records each request a middleware of the user's own sees.
    struct RecordingMiddleware: Middleware {
        let seen: Locked<[HTTPRequest]>

        func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
            seen.withLock { $0.append(request) }
            return try await next(request)
        }
    }

    @Test("a user's own credential middleware takes part in choosing the alternative, and its names are secret")
    func ownCredentialMiddleware() async throws {
        let seen = Locked<[HTTPRequest]>([])
        let client = APIClient(
            baseURL: try TestServer.httpbin().baseURL,
            middlewares: [RecordingMiddleware(seen: seen), AuthMiddleware(.bearer("t0k3n")), SigningMiddleware()])
        let signed = try await Self.echoedHeaders(
            client, Self.get(accepting: [[.apiKeyHeader("X-Signature")], [.bearer]]))
        #expect(signed["X-Signature"] == "s3cret" && signed["Authorization"] == nil)
        // the user's first middleware already sees the signature's name among the call's secrets
        let redaction = try #require(seen.withLock { $0.first?.options.redaction })
        #expect(redaction.header("x-signature", "s3cret") == "<redacted>")
    }

    @Test("a logging middleware of the user's own hides an API key's own name, as LoggingMiddleware does")
    func ownLoggingSeesKeyNames() async throws {
        // GIVEN an API key in a query item no standard list names, and a middleware of the user's own that logs
        let lines = Locked<[String]>([])
        struct OwnLogger: Middleware {
            let lines: Locked<[String]>
            func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
                let response = try await next(request)
                lines.withLock { $0.append(request.options.effectiveRedaction.url(request.url)) }
                return response
            }
        }
        let builtIn = Locked<[String]>([])
        let client = APIClient(
            baseURL: try TestServer.httpbin().baseURL,
            middlewares: [
                OwnLogger(lines: lines), LoggingMiddleware { line in builtIn.withLock { $0.append(line) } },
                AuthMiddleware(.apiKey("k-9", in: .query("sig"))),
            ])
        // WHEN a call goes out; the key is added innermost, so the URLs are logged as the loggers saw them
        _ = try await client.response(
            for: Endpoint<Void>(method: .get, path: "/get", query: [.init(name: "sig", value: "x")]))
        // THEN both hide the value under the key's name
        #expect(lines.withLock { $0 }.count == 1)
        #expect(lines.withLock { $0 } == ["\(try TestServer.httpbin().baseURL.absoluteString)/get?sig=%3Credacted%3E"])
        #expect(builtIn.withLock { $0 }.count == 2 && builtIn.withLock { $0 }.allSatisfy { !$0.contains("sig=x") })
    }

    @Test("a call's retry policy replaces the middleware's for that call, in the order the user set")
    func retryPerCall() async throws {
        // GIVEN a client that retries 3 times, with a middleware of the user's own inside the retry
        let seen = Locked<[HTTPRequest]>([])
        let client = APIClient(
            baseURL: try TestServer.faults().baseURL,
            middlewares: [RetryMiddleware(maximumAttempts: 3), RecordingMiddleware(seen: seen)])
        func flaky(_ key: String, retry: RetryPolicy?) -> Endpoint<Void> {
            var endpoint = Endpoint<Void>(
                method: .get, path: "/flaky", query: [.init(name: "key", value: key), .init(name: "fail", value: "5")])
            endpoint.options.retry = retry
            return endpoint
        }
        // WHEN one call says never, another asks for 2 attempts with no wait, a third sets nothing
        let never = await #expect(throws: CurlewError.self) {
            try await client.send(flaky(UUID().uuidString, retry: .never))
        }
        let attemptsNever = seen.withLock { $0.count }
        let twice = await #expect(throws: CurlewError.self) {
            try await client.send(flaky(UUID().uuidString, retry: RetryPolicy(maximumAttempts: 2, baseDelay: .zero)))
        }
        let attemptsTwice = seen.withLock { $0.count } - attemptsNever
        let defaults = await #expect(throws: CurlewError.self) {
            try await client.send(flaky(UUID().uuidString, retry: nil))
        }
        let attemptsDefault = seen.withLock { $0.count } - attemptsNever - attemptsTwice
        // THEN the inner middleware saw 1, 2 and 3 attempts: the policy changed, not the chain
        #expect([never?.status?.code, twice?.status?.code, defaults?.status?.code] == [503, 503, 503])
        #expect([attemptsNever, attemptsTwice, attemptsDefault] as [Int] == [1, 2, 3])
    }

    /// An option of the user's own.
    enum TraceID: RequestOptionKey {
        static let defaultValue: String? = nil
    }

    @Test("an option of the user's own reaches the user's middleware; unset, it is the key's default")
    func ownKey() async throws {
        let seen = Locked<[HTTPRequest]>([])
        let client = APIClient(
            baseURL: try TestServer.httpbin().baseURL, middlewares: [RecordingMiddleware(seen: seen)])
        var traced = Endpoint<Void>(method: .get, path: "/get")
        traced.options[TraceID.self] = "4bf92f35"
        traced.options.operationName = "probe"
        _ = try await client.response(for: traced)
        _ = try await client.response(for: Endpoint<Void>(method: .get, path: "/get"))
        let options = seen.withLock { $0.map(\.options) }
        #expect(options.map { $0[TraceID.self] } == ["4bf92f35", nil])
        #expect(options.map(\.operationName) == ["probe", nil])
    }
}
