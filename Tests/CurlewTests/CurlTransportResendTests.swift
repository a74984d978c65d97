import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// A request that curl sends again by itself, on a fresh connection, when the kept-alive one it reused turns
/// out dead: the server's keep-alive timeout raced it, so it read the request and closed without an answer
/// (the fault server's `/drop-next` sets that up for the connection's next request).
@Suite("CurlTransport sends a body again when a reused connection dies")
struct CurlTransportResendTests {
    /// A transport whose one idle connection the fault server drops after reading the next request on it.
    static func transportWithDoomedConnection() async throws -> CurlTransport {
        let transport = CurlTransport(configuration: .init())
        let primer = try await transport.send(HTTPRequest(url: try TestServer.faults().url("/drop-next")))
        #expect(primer.status == .ok)
        return transport
    }

    @Test("a body in memory, in parts and from a file arrives whole on the fresh connection")
    func resent() async throws {
        let url = try TestServer.faults().url("/echo")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-resend-\(getpid()).txt")
        try Data(String(repeating: "file bytes ", count: 10_000).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let expected = "parts: " + String(repeating: "file bytes ", count: 10_000) + " end"
        let requests = [
            ("in memory", HTTPRequest(method: .put, url: url, body: Data("in memory".utf8)), "in memory"),
            (
                "parts and a file",
                HTTPRequest(
                    method: .put, url: url,
                    body: .stream(
                        try HTTPRequestBodyStream([
                            .data(Data("parts: ".utf8)), .file(file), .data(Data(" end".utf8)),
                        ]))
                ),
                expected
            ),
        ]
        for (name, request, body) in requests {
            // GIVEN a kept-alive connection the server will drop
            let transport = try await Self.transportWithDoomedConnection()
            // WHEN the body goes out on it
            let response = try await transport.send(request)
            // THEN curl sent it again on a new connection, whole
            #expect(response.status == .ok, "\(name)")
            #expect(response.metrics?.reusedConnection == false, "\(name)")
            #expect(String(decoding: response.body, as: UTF8.self) == body, "\(name)")
        }
    }

    @Test("a body from a sequence, whose chunks are gone once sent, fails with a clear error")
    func sequenceCannotBeResent() async throws {
        let transport = try await Self.transportWithDoomedConnection()
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data("once ".utf8))
            continuation.yield(Data("only".utf8))
            continuation.finish()
        }
        let request = HTTPRequest(
            method: .post, url: try TestServer.faults().url("/echo"),
            body: .stream(HTTPRequestBodyStream(length: 9, chunks: chunks)), timeout: TestTimeouts.patient)
        let error = await #expect(throws: CurlewError.self) { _ = try await transport.send(request) }
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .sendFailRewind)
        #expect(error?.message.hasPrefix("the connection closed before the answer") == true)
    }
}
