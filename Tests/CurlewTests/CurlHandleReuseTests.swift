import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// The transport reuses easy handles between transfers; whatever a transfer leaves on its handle (a pause,
/// an aborted upload) must not reach the next request.
@Suite("CurlTransport: requests after a streamed or failed one on the same transport")
struct CurlHandleReuseTests {
    /// Three POSTs with a body each, on `transport`, every one echoed back whole.
    static func bodyRequestsStillWork(_ transport: CurlTransport) async throws {
        for index in 0..<3 {
            let request = HTTPRequest(
                method: .post, url: try TestServer.faults().url("/echo"), body: Data("body \(index)".utf8)
            )
            let response = try await transport.send(request)
            #expect(response.status == .ok)
            #expect(response.body == Data("body \(index)".utf8))
        }
    }

    @Test("after an upload whose sequence failed")
    func afterFailedUpload() async throws {
        let transport = CurlTransport()
        struct Broken: Error {}
        let (chunks, producer) = AsyncThrowingStream<Data, any Error>.makeStream()
        producer.yield(Data("part".utf8))
        producer.finish(throwing: Broken())
        let request = HTTPRequest(
            method: .post, url: try TestServer.faults().url("/echo"),
            body: .stream(HTTPRequestBodyStream(chunks: chunks)), timeout: TestTimeouts.patient
        )
        await #expect(throws: CurlewError.self) { _ = try await transport.send(request) }
        try await Self.bodyRequestsStillWork(transport)
    }

    @Test("after an upload that paused while its producer was slow")
    func afterPausedUpload() async throws {
        let transport = CurlTransport()
        let (chunks, producer) = AsyncThrowingStream<Data, any Error>.makeStream()
        Task {
            for _ in 0..<3 {
                producer.yield(Data(repeating: UInt8(ascii: "x"), count: 1000))
                try await Task.sleep(for: .milliseconds(20))  // curl pauses the upload meanwhile
            }
            producer.finish()
        }
        let request = HTTPRequest(
            method: .post, url: try TestServer.faults().url("/echo"),
            body: .stream(HTTPRequestBodyStream(chunks: chunks)), timeout: TestTimeouts.patient
        )
        let response = try await transport.send(request)
        #expect(response.body.count == 3000)
        try await Self.bodyRequestsStillWork(transport)
    }

    @Test("after a streamed response dropped while paused")
    func afterAbandonedStream() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.streamBufferSize = 1024  // the transfer pauses almost at once
        let transport = CurlTransport(configuration: configuration)
        do {
            let streamed = try await transport.stream(HTTPRequest(url: try Httpbin.url("/bytes/100000")))
            var iterator = streamed.body.makeAsyncIterator()
            _ = try await iterator.next()
        }
        try await Self.bodyRequestsStillWork(transport)
    }
}
