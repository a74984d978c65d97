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

    @Test("a slow first request to an HTTPS origin does not hold up the next one, which shares its connection")
    func slowProbe() async throws {
        // GIVEN a fresh transport whose first request to nginx (HTTP/2) is answered only after 10 s
        let nginx = try TestServer.nginx()
        var configuration = CurlTransport.Configuration()
        configuration.tls.caFile = nginx.caFile
        let transport = CurlTransport(configuration: configuration)
        let slow = Task { try await transport.send(HTTPRequest(url: nginx.url("/faults/slow?ms=10000"))) }
        defer { slow.cancel() }
        try await Self.waitForWaiting(1, on: transport)
        // WHEN a quick request follows it
        let start = ContinuousClock.now
        let fast = try await transport.send(HTTPRequest(url: nginx.url("/small"), timeout: .seconds(8)))
        let waited = ContinuousClock.now - start
        // THEN it is answered long before the slow one, over the slow one's connection (it opened none)
        #expect(fast.status == .ok)
        #expect(waited < .seconds(5))
        #expect(transport.connectionsOpened == 0)
        #expect(fast.metrics?.httpVersion == "2")
    }

    @Test("a request held behind a first connection that never negotiates fails on its own time limit")
    func heldRequestTimesOut() async throws {
        // GIVEN an HTTPS origin whose TLS handshake never completes (a plain HTTP server waiting for a request
        // head), and a first request to it with a long time limit
        let faults = try TestServer.faults()
        let https = URL(string: faults.baseURL.absoluteString.replacingOccurrences(of: "http:", with: "https:"))!
        let transport = CurlTransport(configuration: .init(connectTimeout: .seconds(20)))
        let first = Task {
            try await transport.send(HTTPRequest(url: https.appendingPathComponent("first"), timeout: .seconds(20)))
        }
        defer { first.cancel() }
        try await Self.waitForWaiting(1, on: transport)
        // WHEN a second request to it, held for that connection, has a 1 s time limit
        let start = ContinuousClock.now
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: https.appendingPathComponent("second"), timeout: .seconds(1)))
        }
        // THEN it times out after about 1 s, not when the first request gives up
        #expect(error?.kind == .timeout)
        #expect(error?.message == "timed out after 1000 ms")
        #expect(ContinuousClock.now - start < .seconds(8))
    }

    @Test("a held request that is cancelled ends at once")
    func heldRequestCancelled() async throws {
        let faults = try TestServer.faults()
        let https = URL(string: faults.baseURL.absoluteString.replacingOccurrences(of: "http:", with: "https:"))!
        let transport = CurlTransport(configuration: .init(connectTimeout: .seconds(20)))
        let first = Task {
            try await transport.send(HTTPRequest(url: https.appendingPathComponent("first"), timeout: .seconds(20)))
        }
        defer { first.cancel() }
        try await Self.waitForWaiting(1, on: transport)
        let held = Task { try await transport.send(HTTPRequest(url: https.appendingPathComponent("second"))) }
        try await Self.waitForWaiting(2, on: transport)
        let start = ContinuousClock.now
        held.cancel()
        let error = await #expect(throws: CurlewError.self) { _ = try await held.value }
        #expect(error?.kind == .cancelled)
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}
