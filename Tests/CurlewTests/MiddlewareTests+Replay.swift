import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Middlewares that send a request again (retry, token refresh) and bodies that can or cannot be sent twice.
extension MiddlewareTests {
    /// A body from a sequence: its chunks can be read once.
    static func oneShotBody(length: Int64? = nil) -> HTTPRequestBodyStream {
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        continuation.yield(Data("important payload".utf8))
        continuation.finish()
        return HTTPRequestBodyStream(length: length, chunks: chunks)
    }

    /// A transport that sends the first request to `first` and any later one to the fault server's `/echo`,
    /// which answers 200 with the body it got.
    static func firstThenEcho(_ first: String) throws -> (MockTransport, URL) {
        let faults = try TestServer.faults()
        let sent = Locked(0)
        let transport = MockTransport { request in
            var request = request
            request.url =
                sent.withLock {
                    $0 += 1
                    return $0
                } == 1 ? faults.url(first) : faults.url("/echo")
            return try await CurlTransport.shared.send(request)
        }
        return (transport, faults.baseURL)
    }

    @Test("bodies of bytes and files can be sent again; a body from a sequence cannot")
    func replayable() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("replayable-\(UUID().uuidString)")
        try Data("file payload".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try HTTPRequestBodyStream([.data(Data("a".utf8)), .file(file)]).isReplayable)
        #expect(try HTTPRequestBodyStream.file(file).isReplayable)
        #expect(!Self.oneShotBody().isReplayable && !Self.oneShotBody(length: 17).isReplayable)
        let url = URL(string: "http://example.com")!
        #expect(HTTPRequest(url: url).isReplayable && HTTPRequest(url: url, body: Data("a".utf8)).isReplayable)
        #expect(HTTPRequest(url: url, body: try .file(file)).isReplayable)
        #expect(!HTTPRequest(url: url, body: .stream(Self.oneShotBody())).isReplayable)
    }

    @Test("retry does not resend a body from a sequence: the 503 comes back after one attempt")
    func retryKeepsOneShotBody() async throws {
        let key = UUID().uuidString
        let (transport, base) = try Self.firstThenEcho("/flaky?key=\(key)&fail=1")
        let client = APIClient(baseURL: base, transport: transport, middlewares: [RetryMiddleware()])
        let endpoint = Endpoint<Void>(
            method: .put, path: "/x", body: .streamed(Self.oneShotBody(), contentType: "text/plain"))
        let response = try await client.response(for: endpoint)
        #expect(response.status.code == 503)
        #expect(transport.requests.count == 1)
    }

    @Test("retry resends a body from a file whole")
    func retryResendsFileBody() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("retried-\(UUID().uuidString)")
        try Data("file payload".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let key = UUID().uuidString
        let (transport, base) = try Self.firstThenEcho("/flaky?key=\(key)&fail=1")
        let client = APIClient(baseURL: base, transport: transport, middlewares: [RetryMiddleware()])
        let endpoint = Endpoint<Void>(
            method: .put, path: "/x", body: .streamed(try .file(file), contentType: "text/plain"))
        let response = try await client.response(for: endpoint)
        #expect(response.status.code == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "file payload")
        #expect(transport.requests.count == 2)
    }

    @Test(
        "a 401 with a body from a sequence refreshes the token but resends nothing: .invalidRequest says why",
        arguments: [nil, Int64(17)]
    )
    func tokenRefreshKeepsOneShotBody(length: Int64?) async throws {
        let (transport, base) = try Self.firstThenEcho("/token/new")
        let provider = TokenProvider(initialToken: "old") { _ in "new" }
        let client = APIClient(baseURL: base, transport: transport, middlewares: [AuthMiddleware(.tokens(provider))])
        let endpoint = Endpoint<Void>(
            method: .post, path: "/x", body: .streamed(Self.oneShotBody(length: length), contentType: "text/plain"))
        let error = await #expect(throws: CurlewError.self) { try await client.response(for: endpoint) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.status?.code == 401)
        #expect(error?.message.contains("cannot be sent again") == true, "\(String(describing: error))")
        #expect(transport.requests.count == 1)
        #expect(try await provider.token() == "new")
    }
}
