import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// A streamed response's time limit covers the wait for its head; its body then runs as long as bytes keep
/// coming (downloads, event streams), and fails once they stop for that long.
@Suite("CurlTransport.stream: the time limit covers the head, then idle time")
struct ResponseStreamTimeLimitTests {
    @Test("a body that keeps coming outlives the time limit when streamed, not when collected")
    func flowingBodyOutlivesLimit() async throws {
        // GIVEN a server that drips 50 bytes over about 5 s, and a time limit of 2 s
        let request = HTTPRequest(url: try TestServer.faults().url("/drip?n=50&ms=100"), timeout: .seconds(2))
        // WHEN it is collected whole (meanwhile), THEN it ends at its limit
        async let collected: CurlewError? = #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(request)
        }
        // AND streamed, the whole body arrives
        let response = try await CurlTransport.shared.stream(request)
        #expect(try await response.body.collect() == Data(repeating: UInt8(ascii: "d"), count: 50))
        let error = await collected
        #expect(error?.kind == .timeout)
        #expect(error?.message == "timed out after 2000 ms")
    }

    @Test("a reader slower than the time limit pauses the stream without failing it")
    func slowReaderOutlivesLimit() async throws {
        // GIVEN a 10 MiB body, a 64 KiB read-ahead, and a time limit of 1 s
        var configuration = CurlTransport.Configuration()
        configuration.streamBufferSize = 64 << 10
        configuration.tls.caFile = try TestServer.nginx().caFile
        let transport = CurlTransport(configuration: configuration)
        let request = HTTPRequest(url: try TestServer.nginx().url("/10mb"), timeout: .seconds(1))
        let response = try await transport.stream(request)
        // WHEN the reader takes its first chunk, then stops for 7 s (the transfer pauses meanwhile): longer than the
        // limit plus the 5 s over which curl averages its speed, so a paused transfer counted as idle would fail
        var chunks = response.body.makeAsyncIterator()
        var count = try await chunks.next()?.count ?? 0
        try await Task.sleep(for: .seconds(7))
        // THEN the rest still arrives, in full
        while let chunk = try await chunks.next() { count += chunk.count }
        #expect(count == 10 << 20)
    }

    @Test("a body that goes quiet fails as stalled, after its head was returned")
    func quietBodyStalls() async throws {
        // GIVEN a server that sends its head at once and its one body byte only after 60 s
        let url = try TestServer.faults().url("/drip?n=1&ms=60000")
        // WHEN it is streamed with a 1 s time limit
        let response = try await CurlTransport.shared.stream(HTTPRequest(url: url, timeout: .seconds(1)))
        #expect(response.status == .ok)
        // THEN the body ends in a timeout that says the stream stalled
        let error = await #expect(throws: CurlewError.self) { _ = try await response.body.collect() }
        #expect(error?.kind == .timeout)
        #expect(
            error?.message == "the response stalled: no bytes arrived within the request's time limit of 1.0 seconds")
    }

    @Test("a head that does not come within the time limit still fails the stream")
    func lateHeadTimesOut() async throws {
        // GIVEN a server that answers after 3 s
        let url = try TestServer.faults().url("/slow?ms=3000")
        // WHEN it is streamed with a 300 ms limit, THEN the wait for the head times out
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.stream(HTTPRequest(url: url, timeout: .milliseconds(300)))
        }
        #expect(error?.kind == .timeout)
        #expect(error?.message == "timed out after 300 ms")
    }
}
