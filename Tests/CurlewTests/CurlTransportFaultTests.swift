import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// A server that misbehaves on purpose: every fault ends in a clear error, never a hang or a partial body.
@Suite("CurlTransport against a faulty server")
struct CurlTransportFaultTests {
    static func url(_ path: String) throws -> URL {
        try TestServer.faults().url(path)
    }

    static func failure(_ path: String, configuration: CurlTransport.Configuration = .init(), timeout: Duration? = nil)
        async throws -> CurlewError?
    {
        let request = HTTPRequest(url: try url(path), timeout: timeout)
        return await #expect(throws: CurlewError.self) {
            let response = try await CurlTransport(configuration: configuration).send(request)
            Issue.record("a faulty answer was presented as complete: \(response.body.count) bytes")
        }
    }

    /// The error a streamed request to `path` ends in, from `stream` itself or from reading its body.
    static func streamFailure(_ path: String) async throws -> CurlewError? {
        let request = HTTPRequest(url: try url(path))
        return await #expect(throws: CurlewError.self) {
            let response = try await CurlTransport.shared.stream(request)
            let body = try await response.body.collect()
            Issue.record("a faulty streamed answer was presented as complete: \(body.count) bytes")
        }
    }

    @Test("a connection reset in the middle of the body")
    func reset() async throws {
        let error = try await Self.failure("/reset")
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .recvError || error?.curlCode == .partialFile)
        #expect(error?.url?.hasSuffix("/reset") == true)
    }

    @Test("a chunked body cut off before its last chunk")
    func truncatedChunked() async throws {
        let error = try await Self.failure("/truncated")
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .partialFile)
        #expect(error?.message.contains("before its whole body arrived") == true)
    }

    @Test("a body shorter than its Content-Length")
    func wrongLength() async throws {
        let error = try await Self.failure("/short")
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .partialFile)
    }

    @Test("a body that stalls ends at the request's timeout")
    func stall() async throws {
        let error = try await Self.failure("/stall", timeout: .milliseconds(300))
        #expect(error?.kind == .timeout)
        #expect(error?.curlCode == .operationTimedOut)
    }

    @Test("a body that stalls ends at the low-speed limit")
    func lowSpeed() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.lowSpeedLimit = .init(bytesPerSecond: 1000, duration: .seconds(1))
        let error = try await Self.failure("/stall", configuration: configuration)
        #expect(error?.kind == .timeout)
        #expect(error?.message.contains("slower than 1000 bytes/s") == true)
    }

    @Test("a header line larger than libcurl accepts")
    func hugeHeader() async throws {
        let error = try await Self.failure("/huge-headers")
        #expect(error?.kind == .transport)
        #expect(error?.message.contains("header") == true, "\(String(describing: error))")
    }

    @Test("a head larger than the configured limit")
    func manyHeaders() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.maximumResponseHeadSize = 64 << 10
        let error = try await Self.failure("/many-headers", configuration: configuration)
        #expect(error?.kind == .transport)
        #expect(error?.message == "the response head is larger than the limit of 65536 bytes")
    }

    @Test("bytes that are not an HTTP response", arguments: [false, true])
    func garbage(streamed: Bool) async throws {
        let error = try await streamed ? Self.streamFailure("/garbage") : Self.failure("/garbage")
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .unsupportedProtocol)  // no status line is HTTP/0.9, which is refused
        #expect(error?.message.hasPrefix("the server's answer is not HTTP") == true, "\(String(describing: error))")
        #expect(error?.url?.hasSuffix("/garbage") == true)
    }

    @Test(
        "a server that closes after the head",
        arguments: [
            (path: "/head-only", streamed: false), ("/head-only?chunked=1", false),
            ("/head-only", true), ("/head-only?chunked=1", true),
        ]
    )
    func closeAfterHead(path: String, streamed: Bool) async throws {
        let error = try await streamed ? Self.streamFailure(path) : Self.failure(path)
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .partialFile)
        #expect(error?.message.contains("before its whole body arrived") == true, "\(String(describing: error))")
    }

    @Test("a slow drip arrives whole")
    func drip() async throws {
        let response = try await CurlTransport.shared.send(HTTPRequest(url: Self.url("/drip?n=8&ms=20")))
        #expect(response.body == Data("dddddddd".utf8))
    }

    @Test("a cancelled request to a server that never answers ends at once and frees its connection")
    func cancelNever() async throws {
        // GIVEN a request the server holds open forever
        let transport = CurlTransport()
        let key = UUID().uuidString  // counts only this test's connection, whatever other tests hold open
        let task = Task { try await transport.send(HTTPRequest(url: Self.url("/never?key=" + key))) }
        try await waitUntil { try await Self.openConnections(key: key) == 1 }
        // WHEN its task is cancelled
        task.cancel()
        let error = await #expect(throws: CurlewError.self) { _ = try await task.value }
        #expect(error?.kind == .cancelled)
        // THEN the server sees the connection closed
        try await waitUntil { try await Self.openConnections(key: key) == 0 }
    }

    @Test("a request is not held up behind one to the same plain-HTTP server that has no answer yet")
    func noWaitBehindAnUnansweredRequest() async throws {
        // GIVEN a transport whose connection to the server carries a request the server never answers
        let transport = CurlTransport()
        let key = UUID().uuidString
        let unanswered = Task { try await transport.send(HTTPRequest(url: Self.url("/never?key=" + key))) }
        defer { unanswered.cancel() }
        try await waitUntil { try await Self.openConnections(key: key) == 1 }
        // WHEN the same transport sends another request there
        let response = try await transport.send(HTTPRequest(url: Self.url("/drip?n=2&ms=0"), timeout: .seconds(10)))
        // THEN it is answered on a connection of its own, not held until the first connection's answer shows
        // whether it multiplexes (plain HTTP never does with the default HTTP version)
        #expect(response.body == Data("dd".utf8))
    }

    /// Connections to `/never` and `/stall` the server still holds (the client has not closed them); with a key,
    /// only those to `/never?key=<key>`.
    static func openConnections(key: String? = nil) async throws -> Int {
        let response = try await CurlTransport.shared.send(
            HTTPRequest(url: url(key.map { "/open?key=" + $0 } ?? "/open")))
        let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return object?["open"] as? Int ?? -1
    }

    /// Polls `condition` (at most 10 s) and records an issue if it never holds.
    func waitUntil(_ condition: () async throws -> Bool, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        for _ in 0..<500 {
            if try await condition() { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("the condition never held", sourceLocation: sourceLocation)
    }
}
