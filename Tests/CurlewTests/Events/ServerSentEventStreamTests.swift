import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// Event streams from the fault server: typed events, the terminator, reconnection with `Last-Event-ID`, the idle
/// limit, cancellation and the errors of bodies that are not event streams.
@Suite("APIClient.events reads text/event-stream responses")
struct ServerSentEventStreamTests {
    static func client() throws -> APIClient {
        APIClient(baseURL: try TestServer.faults().baseURL, headers: ["Accept": "application/json"])
    }

    static func notes(_ path: String, timeout: Duration? = nil) throws -> Endpoint<EventDocument.Note> {
        Endpoint(method: .get, path: path, timeout: timeout)
    }

    @Test("split across two chunks at every byte position, the typed events before [DONE] arrive whole")
    func everySplitFromServer() async throws {
        let client = try Self.client()
        for split in 0...EventDocument.bytes.count {
            var events: [ServerSentEvent<EventDocument.Note>] = []
            for try await event in client.events(try Self.notes("/events?split=\(split)")).terminated(by: "[DONE]") {
                events.append(event)
            }
            #expect(events == EventDocument.notes, "split at byte \(split)")
        }
    }

    @Test("without a terminator, text events run to the end of the body, [DONE] included")
    func textEventsToTheEnd() async throws {
        var events: [ServerSentEvent<String>] = []
        for try await event in try Self.client().textEvents(Endpoint(method: .get, path: "/events?split=40")) {
            events.append(event)
        }
        #expect(events == EventDocument.events)
    }

    @Test("the terminator an endpoint's options set ends the stream")
    func terminatorFromOptions() async throws {
        var endpoint = try Self.notes("/events?split=7")
        endpoint.options[ServerSentEventOptions.self].terminator = "[DONE]"
        var count = 0
        for try await _ in try Self.client().events(endpoint) { count += 1 }
        #expect(count == 3)
    }

    @Test("data that does not decode throws a decoding error naming the event, after the events before it")
    func undecodableData() async throws {
        var events = try Self.client().events(try Self.notes("/events?split=0")).makeAsyncIterator()
        for _ in 0..<3 { _ = try await events.next() }
        let error = await #expect(throws: CurlewError.self) { _ = try await events.next() }
        #expect(error?.kind == .decoding)
        #expect(error?.message.hasPrefix("the data of event id 3 does not decode: ") == true)
        #expect(try await events.next() == nil)
    }

    @Test("after the body ends or breaks, it reconnects with Last-Event-ID and goes on where it stopped")
    func reconnects() async throws {
        for broken in [false, true] {
            let stream = try Self.client().events(try Self.notes("/events/resume?break=\(broken ? 1 : 0)"))
                .terminated(by: "[DONE]").reconnecting(maximumAttempts: 2, delay: .seconds(60))
            var events: [ServerSentEvent<EventDocument.Note>] = []
            let clock = ContinuousClock()
            let start = clock.now
            for try await event in stream { events.append(event) }
            #expect(events.map(\.data.n) == [1, 2, 3], "broken: \(broken)")
            #expect(events.last?.data.text == "resumed after 2")
            #expect(events.last?.id == "3")
            // the server's `retry: 20` wins over the policy's 60 s (the bound leaves room for a loaded machine)
            #expect(clock.now - start < .seconds(50))
        }
    }

    @Test("without reconnection, a clean end ends the stream and a broken body throws after its events")
    func noReconnection() async throws {
        var count = 0
        for try await _ in try Self.client().events(try Self.notes("/events/resume?break=0")) { count += 1 }
        #expect(count == 2)
        var events = try Self.client().events(try Self.notes("/events/resume?break=1")).makeAsyncIterator()
        #expect(try await events.next()?.data.n == 1)
        #expect(try await events.next()?.data.n == 2)
        let error = await #expect(throws: CurlewError.self) { _ = try await events.next() }
        #expect(error?.kind == .transport)
    }

    @Test("a body cut off at once, head, events and close in one read, still yields its events before the error")
    func cutOffAtOnce() async throws {
        let transport = CurlTransport()
        for attempt in 0..<20 {
            let url = try TestServer.faults().url("/events/resume?break=1&linger=0")
            let response = try await transport.stream(HTTPRequest(url: url))
            var received = Data()
            let error = await #expect(throws: CurlewError.self, "attempt \(attempt)") {
                for try await chunk in response.body { received.append(chunk) }
            }
            #expect(error?.curlCode == .partialFile, "attempt \(attempt)")
            #expect(String(decoding: received, as: UTF8.self).hasSuffix("\"n\":2}\n\n"), "attempt \(attempt)")
            var events = try Self.client().events(try Self.notes("/events/resume?break=1&linger=0"))
                .makeAsyncIterator()
            #expect(try await events.next()?.data.n == 1, "attempt \(attempt)")
            #expect(try await events.next()?.data.n == 2, "attempt \(attempt)")
            await #expect(throws: CurlewError.self, "attempt \(attempt)") { _ = try await events.next() }
        }
    }

    @Test("through a cache, a cacheable event stream is read from the server each time, never as an empty body")
    func notCached() async throws {
        let client = APIClient(
            baseURL: try TestServer.faults().baseURL, headers: ["Accept": "application/json"],
            middlewares: [CacheMiddleware(HTTPCache())])
        for attempt in 0..<2 {
            var count = 0
            for try await _ in client.events(try Self.notes("/events?split=5&max-age=600")).terminated(by: "[DONE]") {
                count += 1
            }
            #expect(count == EventDocument.notes.count, "attempt \(attempt)")
        }
    }

    @Test("a stream that goes quiet between events fails at the idle limit")
    func idleLimit() async throws {
        let clock = ContinuousClock()
        var events = try Self.client().events(try Self.notes("/events/quiet", timeout: .seconds(1)))
            .makeAsyncIterator()
        #expect(try await events.next()?.data.text == "only")
        let start = clock.now
        let error = await #expect(throws: CurlewError.self) { _ = try await events.next() }
        #expect(error?.kind == .timeout)
        #expect(clock.now - start < .seconds(20))
    }

    @Test("cancelling the reading task ends the transfer and closes its connection")
    func cancellation() async throws {
        let client = try Self.client()
        let key = "sse-cancel-\(UInt64.random(in: 0..<UInt64.max))"
        let firstEvent = AsyncStream<Void>.makeStream()
        let reader = Task {
            for try await _ in client.events(try Self.notes("/events/quiet?key=\(key)")) {
                firstEvent.continuation.yield()
            }
        }
        for await _ in firstEvent.stream { break }
        #expect(try await Self.openCount(key) == 1)
        reader.cancel()
        let error = await #expect(throws: CurlewError.self) { try await reader.value }
        #expect(error?.kind == .cancelled)
        var open = 1
        for _ in 0..<100 where open > 0 {
            try await Task.sleep(for: .milliseconds(50))
            open = try await Self.openCount(key)
        }
        #expect(open == 0)
    }

    @Test("a body that is not an event stream is a decoding error naming its type")
    func notAnEventStream() async throws {
        let error = await #expect(throws: CurlewError.self) {
            for try await _ in try Self.client().events(try Self.notes("/not-events")) {}
        }
        #expect(error?.kind == .decoding)
        #expect(error?.message == "the response is application/json, not the text/event-stream of events")
    }

    @Test("the request asks for text/event-stream, whatever the client's Accept header")
    func acceptHeader() async throws {
        // GIVEN a server that answers with the request's head lines, as JSON
        let endpoint = Endpoint<String>(method: .get, path: "/request-head")
        // WHEN events are asked of it, THEN the error (JSON is no event stream) carries them
        let error = await #expect(throws: CurlewError.self) {
            for try await _ in try Self.client().textEvents(endpoint) {}
        }
        let body = String(decoding: error?.responseBody ?? Data(), as: UTF8.self)
        #expect(body.contains("Accept: text/event-stream"))
        #expect(!body.contains("application/json"))
    }

    static func openCount(_ key: String) async throws -> Int {
        struct Open: Decodable { var open: Int }
        return try await client().send(Endpoint<Open>.get("/open", query: [URLQueryItem(name: "key", value: key)]))
            .open
    }
}
