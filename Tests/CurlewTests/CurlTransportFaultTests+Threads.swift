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
        // GIVEN 256 requests on 256 connections that the server holds unanswered
        let before = try Self.threadCount()
        var configuration = CurlTransport.Configuration()
        configuration.maximumConnectionsPerHost = 256
        let transport = CurlTransport(configuration: configuration)
        let key = UUID().uuidString
        let url = try Self.url("/never?key=" + key)
        let requests = (0..<256).map { _ in Task { try await transport.send(HTTPRequest(url: url)) } }
        defer { for request in requests { request.cancel() } }
        try await waitUntil { try await Self.openConnections(key: key) == 256 }
        // THEN while all of them are on the wire, the process has not gained a thread per request. The margin is
        // for the other tests that run meanwhile, each transport with a thread of its own (33 more threads were
        // seen under AddressSanitizer with 64 requests in flight).
        let during = try Self.threadCount()
        #expect(during - before < 128, "\(before) threads before, \(during) with 256 requests in flight")
        // AND each one ends when cancelled, and lets go of its connection
        for request in requests { request.cancel() }
        for request in requests {
            let error = await #expect(throws: CurlewError.self) { _ = try await request.value }
            #expect(error?.kind == .cancelled)
        }
        try await waitUntil { try await Self.openConnections(key: key) == 0 }
    }
}
