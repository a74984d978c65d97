import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// A streamed body keeps the transport that makes it alive until it is read to the end or dropped, as
/// URLSession keeps its session alive while tasks run; then that transport is freed.
@Suite("A streamed body and its transport")
struct ResponseStreamLifetimeTests {
    /// Waits up to 5 s for `engine` to be freed (its loop thread lets go of it once it has stopped).
    static func waitForRelease(_ engine: () -> CurlEngine?) async throws {
        for _ in 0..<500 where engine() != nil {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    @Test("a body read after its transport was released arrives whole; then the transport stops")
    func bodyOutlivesTransport() async throws {
        // GIVEN a streamed response from a transport nothing else holds
        weak var releasedEngine: CurlEngine?
        let response: HTTPStreamingResponse
        do {
            let transport = CurlTransport(configuration: .init())
            releasedEngine = transport.engine
            response = try await transport.stream(HTTPRequest(url: TestServer.faults().url("/drip?n=5&ms=50")))
        }
        #expect(response.status == .ok)
        // WHEN its body is read, THEN it is all there, not cut off as cancelled
        let body = try await response.body.collect()
        #expect(body == Data("ddddd".utf8))
        // THEN with the body done, the transport is freed: its thread ends and lets go of the engine
        try await Self.waitForRelease { releasedEngine }
        #expect(releasedEngine == nil)
    }

    @Test("a body dropped unread frees its released transport")
    func droppedBodyFreesTransport() async throws {
        weak var releasedEngine: CurlEngine?
        do {
            let transport = CurlTransport(configuration: .init())
            releasedEngine = transport.engine
            // a body that never ends: the transfer would run until the time limit
            let response = try await transport.stream(HTTPRequest(url: TestServer.faults().url("/stall")))
            #expect(response.status == .ok)
        }
        try await Self.waitForRelease { releasedEngine }
        #expect(releasedEngine == nil)
    }

    @Test("a body half read, then dropped, frees its released transport")
    func halfReadBodyFreesTransport() async throws {
        weak var releasedEngine: CurlEngine?
        do {
            let response: HTTPStreamingResponse
            do {
                let transport = CurlTransport(configuration: .init())
                releasedEngine = transport.engine
                response = try await transport.stream(HTTPRequest(url: TestServer.faults().url("/stall")))
            }
            var iterator = response.body.makeAsyncIterator()
            #expect(try await iterator.next() != nil)
            #expect(releasedEngine != nil)  // kept alive by the body still being read
        }
        try await Self.waitForRelease { releasedEngine }
        #expect(releasedEngine == nil)
    }
}
