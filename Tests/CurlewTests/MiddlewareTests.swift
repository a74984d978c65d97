import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Auth, retry, logging and metrics middlewares against httpbin and the fault server.
@Suite("APIClient middlewares")
struct MiddlewareTests {
    struct Authenticated: Decodable, Sendable {
        var authenticated: Bool
        var user: String?
        var token: String?
    }

    static func httpbin(_ middlewares: [any Middleware]) throws -> APIClient {
        APIClient(baseURL: try TestServer.httpbin().baseURL, middlewares: middlewares)
    }

    @Test("basic auth passes httpbin's /basic-auth; a wrong password is a 401")
    func basic() async throws {
        let good = try Self.httpbin([AuthMiddleware(.basic(user: "ann", password: "pw 1"))])
        let result: Authenticated = try await good.send(.get("/basic-auth/ann/pw%201"))
        #expect(result.authenticated && result.user == "ann")
        let bad = try Self.httpbin([AuthMiddleware(.basic(user: "ann", password: "nope"))])
        let error = await #expect(throws: CurlewError.self) {
            let _: Authenticated = try await bad.send(.get("/basic-auth/ann/pw%201"))
        }
        #expect(error?.status?.code == 401)
    }

    @Test("a bearer token reaches httpbin's /bearer")
    func bearer() async throws {
        let client = try Self.httpbin([AuthMiddleware(.bearer("t0k3n"))])
        let result: Authenticated = try await client.send(.get("/bearer"))
        #expect(result.token == "t0k3n")
    }

    @Test("an API key goes in the header or the query it names")
    func apiKey() async throws {
        let header = try Self.httpbin([AuthMiddleware(.apiKey("k1", in: .header("X-API-Key")))])
        let echoedHeaders = try Echo(try await header.response(for: Endpoint<Void>(method: .get, path: "/get")))
        #expect(echoedHeaders.strings("headers")["X-Api-Key"] == "k1")
        let query = try Self.httpbin([AuthMiddleware(.apiKey("k 2", in: .query("api_key")))])
        let echoedQuery = try Echo(
            try await query.response(
                for: Endpoint<Void>(method: .get, path: "/get", query: [.init(name: "a", value: "1")]))
        )
        #expect(echoedQuery.strings("args") == ["a": "1", "api_key": "k 2"])
    }

    @Test("a token provider refreshes once on 401 for all the requests that got it")
    func tokenRefresh() async throws {
        let fetches = Locked<[TokenProvider.Reason]>([])
        let provider = TokenProvider(initialToken: "stale") { reason in
            fetches.withLock { $0.append(reason) }
            try await Task.sleep(for: .milliseconds(50))
            return "fresh"
        }
        let client = APIClient(
            baseURL: try TestServer.faults().baseURL, middlewares: [AuthMiddleware(.tokens(provider))])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask { try await client.send(Endpoint<Void>(method: .get, path: "/token/fresh")) }
            }
            try await group.waitForAll()
        }
        #expect(fetches.withLock { $0 } == [.rejected("stale")])
    }

    @Test("retry honours Retry-After on 503 until the server answers")
    func retryAfter() async throws {
        let key = UUID().uuidString
        let client = APIClient(
            baseURL: try TestServer.faults().baseURL, middlewares: [RetryMiddleware(maximumAttempts: 3)])
        struct Attempts: Decodable, Sendable { var attempts: Int }
        let result: Attempts = try await client.send(
            .get("/flaky", query: [.init(name: "key", value: key), .init(name: "fail", value: "2")]))
        #expect(result.attempts == 3)
    }

    @Test("retry gives up after the maximum attempts and returns the last status")
    func retryGivesUp() async throws {
        let key = UUID().uuidString
        let client = APIClient(
            baseURL: try TestServer.faults().baseURL, middlewares: [RetryMiddleware(maximumAttempts: 2)])
        let error = await #expect(throws: CurlewError.self) {
            try await client.send(
                Endpoint<Void>(
                    method: .get, path: "/flaky",
                    query: [.init(name: "key", value: key), .init(name: "fail", value: "5")]))
        }
        #expect(error?.status?.code == 503)
        let count: [String: Int] = try await APIClient(baseURL: try TestServer.faults().baseURL)
            .send(.get("/flaky", query: [.init(name: "key", value: key), .init(name: "fail", value: "0")]))
        #expect(count["attempts"] == 3)  // two tries, then this one
    }

    @Test("POST is not retried unless asked")
    func retryIdempotentOnly() async throws {
        let key = UUID().uuidString
        let client = APIClient(
            baseURL: try TestServer.faults().baseURL, middlewares: [RetryMiddleware(maximumAttempts: 3)])
        let query: [URLQueryItem] = [.init(name: "key", value: key), .init(name: "fail", value: "1")]
        let error = await #expect(throws: CurlewError.self) {
            try await client.send(Endpoint<Void>(method: .post, path: "/flaky", query: query))
        }
        #expect(error?.status?.code == 503)
        let told = APIClient(
            baseURL: try TestServer.faults().baseURL, middlewares: [RetryMiddleware(retriesNonIdempotent: true)])
        try await told.send(
            Endpoint<Void>(
                method: .post, path: "/flaky",
                query: [.init(name: "key", value: key + "b"), .init(name: "fail", value: "1")]))
    }

    @Test("backoff grows exponentially with jitter and is capped; Retry-After wins on 429 and 503")
    func delays() throws {
        let retry = RetryMiddleware(baseDelay: .milliseconds(100), maximumDelay: .seconds(1))
        for attempt in 1...6 {
            let delay = try #require(retry.delay(after: attempt, response: nil))
            #expect(delay >= .zero && delay <= min(.milliseconds(100) * (1 << (attempt - 1)), .seconds(1)))
        }
        let tooMany = HTTPResponse(status: 429, headers: ["Retry-After": "1"])
        #expect(retry.delay(after: 1, response: tooMany) == .seconds(1))
        let tooLong = HTTPResponse(status: 503, headers: ["Retry-After": "120"])
        #expect(retry.delay(after: 1, response: tooLong) == nil)
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        let dated = HTTPResponse(status: 503, headers: ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"])
        #expect(retry.delay(after: 1, response: dated, now: now.addingTimeInterval(-0.5)) == .milliseconds(500))
    }

    @Test("logging shows requests and statuses with credentials redacted")
    func logging() async throws {
        let lines = Locked<[String]>([])
        let client = try Self.httpbin([
            AuthMiddleware(.bearer("s3cret")),
            LoggingMiddleware(redaction: Redaction(queryItems: ["sig"])) { line in lines.withLock { $0.append(line) } },
        ])
        var endpoint = Endpoint<Void>(
            method: .get, path: "/status/418", query: [.init(name: "sig", value: "abc"), .init(name: "q", value: "x")])
        endpoint.headers = ["Cookie": "session=1", "X-Trace": "t1"]
        _ = try await client.response(for: endpoint)
        let log = lines.withLock { $0 }.joined(separator: "\n")
        #expect(!log.contains("s3cret") && !log.contains("session=1") && !log.contains("abc"))
        #expect(log.contains("Authorization: <redacted>") && log.contains("X-Trace: t1") && log.contains("q=x"))
        #expect(log.contains("← 418 I'm a teapot GET"))
    }

    @Test("metrics report curl's timings for each exchange")
    func metrics() async throws {
        let seen = Locked<[TransferMetrics]>([])
        let client = try Self.httpbin([MetricsMiddleware { _, _, metrics in seen.withLock { $0.append(metrics) } }])
        _ = try await client.response(for: Endpoint<Void>(method: .get, path: "/bytes/1000"))
        let metrics = try #require(seen.withLock { $0 }.first)
        #expect(metrics.httpVersion == "1.1")
        #expect(metrics.bytesReceived == 1000)
        #expect(metrics.total >= metrics.firstByte && metrics.firstByte >= metrics.connect)
    }

    @Test("curlDescription is a redacted curl command")
    func curlDescription() throws {
        let request = HTTPRequest(
            method: .post, url: URL(string: "https://u:p@api.example.com/x?api_key=K&n=1")!,
            headers: ["Authorization": "Bearer T", "Content-Type": "application/json"],
            body: Data(#"{"a":"it's"}"#.utf8)
        )
        #expect(
            request.curlDescription
                == #"curl -X POST 'https://api.example.com/x?api_key=%3Credacted%3E&n=1' -H 'Authorization: <redacted>' "#
                + #"-H 'Content-Type: application/json' --data-raw '{"a":"it'\''s"}'"#
        )
    }
}
