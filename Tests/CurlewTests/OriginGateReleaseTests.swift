import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Requests to an HTTPS origin wait for its first connection only until that connection has negotiated its
/// protocol, not for the first response: one slow request does not hold up the others, and a request that
/// does wait keeps its own time limit meanwhile.
@Suite("HTTPS requests held for their origin's first connection")
struct OriginGateReleaseTests {
    /// Waits until `transport` has `count` requests whose callers wait (submitted, so the first one is its
    /// origin's first transfer), then 200 ms more for its connection to get under way.
    static func waitForWaiting(_ count: Int, on transport: CurlTransport) async throws {
        for _ in 0..<1000 where transport.engine.state.withLock({ $0.waitingCount }) < count {
            try await Task.sleep(for: .milliseconds(5))
        }
        try await Task.sleep(for: .milliseconds(200))
    }

    /// Runs `send` in a task; the flag says whether it has ended (answered or failed).
    static func pending(_ send: @escaping @Sendable () async throws -> HTTPResponse) -> (
        Task<HTTPResponse, any Error>, Locked<Bool>
    ) {
        let ended = Locked(false)
        let task = Task {
            defer { ended.withLock { $0 = true } }
            return try await send()
        }
        return (task, ended)
    }

    @Test(
        "a first request to an HTTPS origin that is never answered does not hold up the next one, which shares its connection"
    )
    func slowProbe() async throws {
        // GIVEN a fresh transport whose first request to nginx (HTTP/2) is never answered
        let nginx = try TestServer.nginx()
        var configuration = CurlTransport.Configuration()
        configuration.tls.caFile = nginx.caFile
        let transport = CurlTransport(configuration: configuration)
        let (slow, slowEnded) = Self.pending {
            try await transport.send(HTTPRequest(url: nginx.url("/faults/never"), timeout: .seconds(60)))
        }
        defer { slow.cancel() }
        try await Self.waitForWaiting(1, on: transport)
        // WHEN a quick request follows it
        let fast = try await transport.send(HTTPRequest(url: nginx.url("/small"), timeout: .seconds(30)))
        // THEN it is answered while the first still waits, over the first one's connection (it opened none)
        #expect(fast.status == .ok)
        #expect(!slowEnded.withLock { $0 })
        #expect(transport.connectionsOpened == 0)
        #expect(fast.metrics?.httpVersion == "2")
    }

    /// A transport whose first request goes to an HTTPS origin whose TLS handshake never completes (a plain HTTP
    /// server waiting for a request head), with a long time limit: its origin's URL, the request's task and
    /// whether it has ended.
    static func firstRequestThatNeverNegotiates() async throws
        -> (CurlTransport, URL, Task<HTTPResponse, any Error>, Locked<Bool>)
    {
        let faults = try TestServer.faults()
        let https = URL(string: faults.baseURL.absoluteString.replacingOccurrences(of: "http:", with: "https:"))!
        let transport = CurlTransport(configuration: .init(connectTimeout: .seconds(60)))
        let (first, firstEnded) = Self.pending {
            try await transport.send(HTTPRequest(url: https.appendingPathComponent("first"), timeout: .seconds(60)))
        }
        try await Self.waitForWaiting(1, on: transport)
        return (transport, https, first, firstEnded)
    }

    @Test("a request held behind a first connection that never negotiates fails on its own time limit")
    func heldRequestTimesOut() async throws {
        // GIVEN a first request to an HTTPS origin that never negotiates
        let (transport, https, first, firstEnded) = try await Self.firstRequestThatNeverNegotiates()
        defer { first.cancel() }
        // WHEN a second request to it, held for that connection, has a 1 s time limit
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: https.appendingPathComponent("second"), timeout: .seconds(1)))
        }
        // THEN it times out on that limit while the first request still waits
        #expect(error?.kind == .timeout)
        #expect(error?.message == "timed out after 1000 ms")
        #expect(!firstEnded.withLock { $0 })
    }

    @Test("a held request that is cancelled ends at once")
    func heldRequestCancelled() async throws {
        let (transport, https, first, firstEnded) = try await Self.firstRequestThatNeverNegotiates()
        defer { first.cancel() }
        let held = Task {
            try await transport.send(HTTPRequest(url: https.appendingPathComponent("second"), timeout: .seconds(60)))
        }
        try await Self.waitForWaiting(2, on: transport)
        held.cancel()
        let error = await #expect(throws: CurlewError.self) { _ = try await held.value }
        // THEN it ends as cancelled while the first request still waits
        #expect(error?.kind == .cancelled)
        #expect(!firstEnded.withLock { $0 })
    }
}
