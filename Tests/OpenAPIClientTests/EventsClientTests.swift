import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// A client generated from an OpenAPI 3.2 document (Events.openapi.yaml): event streams typed through
/// `itemSchema`, their terminator from `x-curlew-events`, and the `…Response` variant of every operation.
@Suite struct EventsClientTests {
    func client() throws -> EventsClient {
        EventsClient(baseURL: try TestServer.faults().baseURL)
    }

    @Test func eventsDecodeThroughTheItemSchemaUntilTheTerminator() async throws {
        // WHEN the document's events arrive split at a few places (the runtime's tests try every byte)
        for split in [0, 1, 70, 130, 200] {
            var notes: [Note] = []
            var ids: [String?] = []
            for try await event in try client().notes(split: split) {
                notes.append(event.data)
                ids.append(event.id)
            }
            // THEN the JSON in each event's data is a Note, and [DONE] ends the stream
            #expect(notes.map(\.n) == [1, 2, 3], "split at \(split)")
            #expect(notes.map(\.text) == ["hello", "multi line", "no space: café"])
            #expect(ids == ["1", "1", "3"])
        }
    }

    @Test func aDataPropertyThatIsTheModelReconnects() async throws {
        let stream = try client().resumingNotes(break: 1).reconnecting(maximumAttempts: 1, delay: .seconds(5))
        var notes: [Note] = []
        for try await event in stream { notes.append(event.data) }
        #expect(notes.map(\.n) == [1, 2, 3])
        #expect(notes.last?.text == "resumed after 2")
    }

    @Test func textDataArrivesAsItIs() async throws {
        var events = try client().timeout(.seconds(1)).quietText().makeAsyncIterator()
        #expect(try await events.next()?.data == #"{"text":"only","n":1}"#)
        let error = await #expect(throws: CurlewError.self) { _ = try await events.next() }
        #expect(error?.kind == .timeout)
    }

    @Test func everyOperationHasAResponseVariantWithStatusHeadersAndTimings() async throws {
        // WHEN the …Response variant is called
        let answer = try await client().openCountResponse()
        // THEN it has the body the plain method returns, and the answer's status, headers and curl's timings
        #expect(answer.body.path == "/open")
        #expect(try await client().openCount().path == "/open")
        #expect(answer.status == .ok)
        #expect(answer.headers["Content-Type"] == "application/json")
        let metrics = try #require(answer.metrics)
        #expect(metrics.httpVersion == "1.1")
        #expect(metrics.total > .zero)
        #expect(metrics.bytesReceived == Int64(answer.headers["Content-Length"].flatMap(Int.init) ?? -1))
    }

    @Test func xCurlewPaginationFollowsTheNextURLOfEveryPage() async throws {
        var numbers: [Int] = []
        for try await item in try client().pagesItems(style: "next", perPage: 2) { numbers.append(item.n) }
        #expect(numbers == Array(1...7))
    }
}
