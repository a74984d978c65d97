import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 21, finding 8: `dump(_:)` of every type a user holds (a transport after requests, a client holding it,
/// an endpoint, a request, an error, a streamed response) shows no secret.
@Suite("Redacted dumps")
struct RedactedDumpTests {
    static let secrets = ["query-s3cret", "token-s3cret", "header-s3cret", "custom-s3cret", "proxy-s3cret"]

    static func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text, maxDepth: 12, maxItems: 100_000)
        return text
    }

    static func leaked(_ value: Any) -> [String] {
        let text = dumped(value)
        return secrets.filter { text.contains($0) }
    }

    @Test("a transport after requests with api_key and token values, and a client holding it, dump no secret")
    func transportAndClient() async throws {
        let httpbin = try TestServer.httpbin()
        let transport = CurlTransport(
            configuration: .init(proxy: .url("http://ann:proxy-s3cret@127.0.0.1:1")))
        let direct = CurlTransport()
        let secretQuery = "api_key=query-s3cret&token=token-s3cret&q=1"
        for _ in 0..<2 {
            _ = try await direct.send(HTTPRequest(url: httpbin.url("/get?" + secretQuery)))
        }
        let stream = try await direct.stream(HTTPRequest(url: httpbin.url("/get?" + secretQuery)))
        let client = APIClient(
            baseURL: httpbin.url("/?api_key=query-s3cret"), transport: direct,
            headers: ["X-API-Key": "header-s3cret", "X-Custom-Key": "custom-s3cret"],
            middlewares: [AuthMiddleware(.apiKey("custom-s3cret", in: .header("X-Custom-Key")))])
        let endpoint = Endpoint<Void>(
            method: .get, path: "/status/418",
            query: [URLQueryItem(name: "token", value: "token-s3cret"), URLQueryItem(name: "q", value: "x")])
        let error = await #expect(throws: CurlewError.self) { try await client.send(endpoint) }
        #expect(Self.dumped(direct).contains("configuration"))  // the dump says something
        #expect(Self.leaked(direct) == [])
        #expect(Self.leaked(transport) == [])
        #expect(Self.leaked(client) == [])
        #expect(Self.leaked(endpoint) == [])
        #expect(Self.leaked(error as Any) == [])
        #expect(Self.leaked(stream) == [])
        _ = try await stream.body.collect(upTo: 1 << 20)
    }
}
