import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Requests past a transport's connections per host wait in the transport (``OriginGates``) for a connection to
/// free, with their own time limit and cancellation, and start in turn.
@Suite("Requests past the connections per host")
struct ConnectionLimitTests {
    /// A transport with one connection per host whose connection to the fault server is taken by a request that is
    /// never answered: the transport, the never-answered request's task, and its key (for `/open`).
    static func oneConnectionTaken() async throws -> (CurlTransport, Task<HTTPResponse, any Error>, String) {
        let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: 1))
        let key = UUID().uuidString
        let url = try CurlTransportFaultTests.url("/never?key=" + key)
        let first = Task { try await transport.send(HTTPRequest(url: url, timeout: .seconds(60))) }
        for _ in 0..<500 where try await CurlTransportFaultTests.openConnections(key: key) != 1 {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try await CurlTransportFaultTests.openConnections(key: key) == 1)
        return (transport, first, key)
    }

    @Test("a request past the limit waits for the connection in use, and is answered once it frees")
    func waitsThenAnswered() async throws {
        // GIVEN the one connection taken by a request that is never answered
        let (transport, first, key) = try await Self.oneConnectionTaken()
        defer { first.cancel() }
        // WHEN a second request is sent
        let (second, secondEnded) = OriginGateReleaseTests.pending {
            try await transport.send(
                HTTPRequest(url: try CurlTransportFaultTests.url("/second"), timeout: .seconds(60)))
        }
        try await OriginGateReleaseTests.waitForWaiting(2, on: transport)
        // THEN it is not answered while the first holds the connection
        #expect(!secondEnded.withLock { $0 })
        // WHEN the first is cancelled, THEN the second is answered with its own answer
        first.cancel()
        let response = try await second.value
        #expect(try Echo(response)["path"] as? String == "/second")
        // and the server sees the first's connection closed (it may hear of the close after the answer arrives)
        try await CurlTransportFaultTests().waitUntil {
            try await CurlTransportFaultTests.openConnections(key: key) == 0
        }
    }

    @Test("a request waiting past the limit fails on its own time limit, and one cancelled ends at once")
    func waitingRequestTimesOutOrIsCancelled() async throws {
        // GIVEN the one connection taken by a request that is never answered
        let (transport, first, _) = try await Self.oneConnectionTaken()
        defer { first.cancel() }
        // WHEN a request waiting for it has a 1 s time limit, THEN it times out on that limit
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(
                HTTPRequest(url: try CurlTransportFaultTests.url("/second"), timeout: .seconds(1)))
        }
        #expect(error?.kind == .timeout)
        #expect(error?.message == "timed out after 1000 ms")
        // WHEN another waiting one is cancelled, THEN it ends as cancelled
        let held = Task {
            try await transport.send(HTTPRequest(url: try CurlTransportFaultTests.url("/third"), timeout: .seconds(60)))
        }
        try await OriginGateReleaseTests.waitForWaiting(2, on: transport)
        held.cancel()
        let cancelled = await #expect(throws: CurlewError.self) { _ = try await held.value }
        #expect(cancelled?.kind == .cancelled)
        // AND once the first is cancelled too, the transport's one connection serves the next request: neither
        // waiting request kept a place
        first.cancel()
        _ = try? await first.value
        let next = try await transport.send(
            HTTPRequest(url: try CurlTransportFaultTests.url("/next"), timeout: .seconds(10)))
        #expect(try Echo(next)["path"] as? String == "/next")
    }

    @Test("many more requests than connections are each answered with their own answer")
    func manyOverTheLimit() async throws {
        // GIVEN 2 connections per host and 40 requests at once
        let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: 2))
        let paths = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for index in 0..<40 {
                group.addTask {
                    let url = try CurlTransportFaultTests.url("/many/\(index)")
                    let response = try await transport.send(HTTPRequest(url: url, timeout: TestTimeouts.patient))
                    return (index, try Echo(response)["path"] as? String)
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        // THEN each got its own, and the transport opened no more than its 2 connections
        for index in 0..<40 { #expect(paths[index] == "/many/\(index)") }
        #expect(transport.connectionsOpened <= 2)
    }

    @Test("over HTTPS with HTTP/1.1 asked for, requests past the limit wait too, and each gets its own answer")
    func https1OverTheLimit() async throws {
        // GIVEN a transport that asks nginx for HTTP/1.1 over TLS, with 2 connections per host, and 30 requests
        let nginx = try TestServer.nginx()
        var configuration = CurlTransport.Configuration(maximumConnectionsPerHost: 2, httpVersion: .http1)
        configuration.tls.caFile = nginx.caFile
        let transport = CurlTransport(configuration: configuration)
        let answers = try await withThrowingTaskGroup(of: (Int, String, String?).self) { group in
            for index in 0..<30 {
                group.addTask {
                    let response = try await transport.send(
                        HTTPRequest(url: nginx.url("/id?id=\(index)"), timeout: TestTimeouts.patient))
                    return (index, String(decoding: response.body, as: UTF8.self), response.metrics?.httpVersion)
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = ($1.1, $1.2) }
        }
        // THEN each got its own, over HTTP/1.1, and the transport opened no more than its 2 connections
        for index in 0..<30 {
            #expect(answers[index]?.0 == "\(index)")
            #expect(answers[index]?.1 == "1.1")
        }
        #expect(transport.connectionsOpened <= 2)
    }
}
