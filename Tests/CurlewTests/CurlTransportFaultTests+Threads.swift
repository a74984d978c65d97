import Curlew
import CurlewTestSupport
import Foundation
import Testing

extension CurlTransportFaultTests {
    /// The threads of this process, from `/proc/self/task`.
    static func threadCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    }

    @Test("requests in flight wait on the transport's one thread, not on a thread each")
    func noThreadPerRequest() async throws {
        // GIVEN 64 requests (the default per-host connection limit) that the server holds unanswered
        let before = try Self.threadCount()
        let transport = CurlTransport()
        let key = UUID().uuidString
        let url = try Self.url("/never?key=" + key)
        let requests = (0..<64).map { _ in Task { try await transport.send(HTTPRequest(url: url)) } }
        defer { for request in requests { request.cancel() } }
        try await waitUntil { try await Self.openConnections(key: key) == 64 }
        // THEN while all of them are on the wire, the process has not gained a thread per request (a few threads
        // of margin for other tests that run meanwhile and start transports of their own)
        let during = try Self.threadCount()
        #expect(during - before < 32, "\(before) threads before, \(during) with 64 requests in flight")
        // AND each one ends when cancelled, and lets go of its connection
        for request in requests { request.cancel() }
        for request in requests {
            let error = await #expect(throws: CurlewError.self) { _ = try await request.value }
            #expect(error?.kind == .cancelled)
        }
        try await waitUntil { try await Self.openConnections(key: key) == 0 }
    }
}
