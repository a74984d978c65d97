import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 7's security guarantees not pinned elsewhere. Already pinned, and not repeated here:
/// TLS verification on by default (`CurlTransportTLSTests.untrusted`, `.wrongName`), a redirect to `file://`
/// (`CurlTransportRedirectTests.otherScheme`), credentials kept on the same host and dropped for `localhost`
/// (`CurlTransportRedirectTests.credentialsStayOnTheirHost`), CR/LF in header values
/// (`CurlTransportHeaderTests.crlfRejected`), a path parameter stays one segment (`URLEncodingTests`),
/// a plain body over the limit (`CurlTransportResponseTests.bodyTooLarge`), user:password in an error's URL
/// (`CurlTransportFailureTests.redactedURL`), redaction in logs and `curlDescription` with custom names
/// (`MiddlewareTests.logging`, `.curlDescription`).
@Suite("Security guarantees")
struct SecurityTests {
    static let secrets: HTTPHeaders = [
        "Authorization": "Bearer auth-s3cret", "Cookie": "session=cookie-s3cret", "X-API-Key": "header-s3cret",
    ]
    static let secretQuery = [URLQueryItem(name: "api_key", value: "query-s3cret"), .init(name: "q", value: "x")]

    static func leaks(_ text: String) -> Bool {
        ["auth-s3cret", "cookie-s3cret", "header-s3cret", "query-s3cret"].contains { text.contains($0) }
    }

    @Test("a redirect to ftp:// or gopher:// is refused", arguments: ["ftp://127.0.0.1:1/x", "gopher://127.0.0.1:1/x"])
    func redirectToOtherProtocols(target: String) async throws {
        let url = try Httpbin.url("/redirect-to?url=" + URLEncoding.pathSegment(target))
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: url))
        }
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .unsupportedProtocol)
    }

    @Test("Authorization and Cookie are not sent after a redirect from 127.0.0.1 to 127.0.0.2")
    func credentialsNotSentToAnotherAddress() async throws {
        let nginx = try #require(try TestServer.nginx().plainURL)
        let sameHost = nginx.appendingPathComponent("credentials").absoluteString
        let direct = try await CurlTransport.shared.send(
            HTTPRequest(url: URL(string: sameHost)!, headers: Self.secrets))
        #expect(String(decoding: direct.body, as: UTF8.self).contains("auth-s3cret"))  // the echo works
        let otherHost = sameHost.replacingOccurrences(of: "127.0.0.1", with: "127.0.0.2")
        let url = try Httpbin.url("/redirect-to?url=" + URLEncoding.pathSegment(otherHost))
        let response = try await CurlTransport.shared.send(HTTPRequest(url: url, headers: Self.secrets))
        #expect(response.status == .ok)
        #expect(String(decoding: response.body, as: UTF8.self) == "authorization=;cookie=")
    }

    @Test(
        "a compression bomb stops at the body limit: gzip (16 KiB inflating to 16 MiB), zstd (under 1 KiB to 16 MiB)",
        arguments: ["bomb", "bomb-zstd"])
    func decompressionBomb(path: String) async throws {
        let nginx = try #require(try TestServer.nginx().plainURL)
        let transport = CurlTransport(configuration: .init(maximumResponseBodySize: 1 << 20))
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: nginx.appendingPathComponent(path)))
        }
        #expect(error?.kind == .transport)
        #expect(error?.message == "the response body is larger than the limit of 1048576 bytes")
        // Under the limit, the same body arrives whole and decoded.
        let big = CurlTransport(configuration: .init(maximumResponseBodySize: 32 << 20))
        let whole = try await big.send(HTTPRequest(url: nginx.appendingPathComponent(path)))
        #expect(whole.status == .ok)  // a 404: the `zstd` CLI was missing when nginx started
        #expect(whole.body.count == 16 << 20)
        #expect(whole.body == Data(count: 16 << 20))
    }

    @Test("an HTTP status error shows no Authorization, Cookie, API key header or API key query value")
    func noSecretsInStatusErrors() async throws {
        let client = APIClient(baseURL: try TestServer.httpbin().baseURL, headers: Self.secrets)
        let error = await #expect(throws: CurlewError.self) {
            try await client.send(Endpoint<Void>(method: .get, path: "/status/418", query: Self.secretQuery))
        }
        let description = try #require(error?.description)
        #expect(description.contains("HTTP 418"))
        #expect(description.contains("q=x"))
        #expect(!Self.leaks(description), "\(description)")
        #expect(!Self.leaks(error?.url ?? ""))
        #expect(!Self.leaks(String(describing: error)))
    }

    @Test("a transport error shows no API key query value")
    func noSecretsInTransportErrors() async throws {
        let url = URL(string: "http://127.0.0.1:\(try TestServer.unusedPort())/get?api_key=query-s3cret&q=x")!
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: url, headers: Self.secrets))
        }
        let description = try #require(error?.description)
        #expect(description.contains("q=x"))
        #expect(!Self.leaks(description), "\(description)")
    }

    @Test("an AuthMiddleware's API key under its own query name stays out of errors and the client's log")
    func apiKeyUnderItsOwnName() async throws {
        // GIVEN an API key sent as `appid`, a name no default list has, and a log after the auth step
        let lines = Locked<[String]>([])
        let client = APIClient(
            baseURL: URL(string: "http://127.0.0.1:\(try TestServer.unusedPort())")!,
            middlewares: [
                AuthMiddleware(.apiKey("appid-s3cret", in: .query("appid"))),
                LoggingMiddleware { line in lines.withLock { $0.append(line) } },
            ]
        )
        // WHEN the transport fails (nothing listens)
        let error = await #expect(throws: CurlewError.self) {
            try await client.send(Endpoint<Void>(method: .get, path: "/x", query: [.init(name: "q", value: "x")]))
        }
        // THEN neither the error nor the log shows the key, and both still show the rest of the URL
        let description = try #require(error?.description)
        #expect(error?.kind == .transport)
        #expect(description.contains("/x?q=x&appid=%3Credacted%3E"), "\(description)")
        #expect(!description.contains("appid-s3cret"), "\(description)")
        let log = lines.withLock { $0 }.joined(separator: "\n")
        #expect(log.contains("appid=<redacted>") || log.contains("appid=%3Credacted%3E"), "\(log)")
        #expect(!log.contains("appid-s3cret"), "\(log)")
    }

    @Test("LoggingMiddleware's default redaction hides every standard secret")
    func noSecretsInLogs() async throws {
        let lines = Locked<[String]>([])
        let client = APIClient(
            baseURL: try TestServer.httpbin().baseURL, headers: Self.secrets,
            middlewares: [LoggingMiddleware { line in lines.withLock { $0.append(line) } }]
        )
        _ = try await client.response(for: Endpoint<Void>(method: .get, path: "/status/418", query: Self.secretQuery))
        let log = lines.withLock { $0 }.joined(separator: "\n")
        #expect(log.contains("Cookie: <redacted>") && log.contains("q=x"))
        #expect(!Self.leaks(log), "\(log)")
    }

    @Test("curlDescription hides every standard secret")
    func noSecretsInCurlDescription() {
        let request = HTTPRequest(
            url: URL(string: "https://api.example.com/x?api_key=query-s3cret&q=x")!, headers: Self.secrets)
        #expect(request.curlDescription.contains("-H 'Cookie: <redacted>'"))
        #expect(!Self.leaks(request.curlDescription), "\(request.curlDescription)")
    }
}
