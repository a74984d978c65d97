import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// A client generated from a native spec (Streams.curlew.json): `events` endpoints and the `…Response` variant
/// of every endpoint, against the fault server.
@Suite struct StreamsClientTests {
    func client() throws -> StreamsClient {
        StreamsClient(baseURL: try TestServer.faults().baseURL)
    }

    @Test func typedEventsEndAtTheSpecsTerminator() async throws {
        var notes: [StreamNote] = []
        for try await event in try client().notes(split: 33) { notes.append(event.data) }
        #expect(notes.map(\.n) == [1, 2, 3])
        #expect(notes.first?.text == "hello")
    }

    @Test func textEventsWithoutTerminatorRunToTheEnd() async throws {
        var events: [ServerSentEvent<String>] = []
        for try await event in try client().allEvents(split: 12) { events.append(event) }
        #expect(events.map(\.data).suffix(2) == ["[DONE]", #"{"text":"after the end","n":99}"#])
        #expect(events.first?.event == "greeting")
        #expect(events.first?.retry == .milliseconds(1500))
    }

    @Test func aStreamWithoutTerminatorCanBeGivenOne() async throws {
        let stream = try client().resumingNotes().terminated(by: "[DONE]").reconnecting(maximumAttempts: 1)
        var notes: [StreamNote] = []
        for try await event in stream { notes.append(event.data) }
        #expect(notes.map(\.n) == [1, 2, 3])
    }

    @Test func theResponseVariantCarriesStatusHeadersAndTimings() async throws {
        let answer = try await client().openCountResponse(key: "none")
        #expect(answer.body == OpenCount(path: "/open", open: 0))
        #expect(answer.status == .ok)
        #expect(answer.headers["Content-Length"] == String(answer.metrics?.bytesReceived ?? -1))
        #expect(answer.metrics?.httpVersion == "1.1")
        // AND a Void endpoint's variant has the status too
        let deleted = try await client().deleteNothingResponse()
        #expect(deleted.status == .ok)
        #expect(deleted.headers["Content-Type"] == "application/json")
    }

    @Test func aFailedCallThrowsFromBothVariantsAlike() async throws {
        let client = StreamsClient(baseURL: try TestServer.faults().url("/token/secret"))
        for call in [{ _ = try await client.openCount() }, { _ = try await client.openCountResponse() }] {
            let error = await #expect(throws: CurlewError.self) { try await call() }
            #expect(error?.status?.code == 401)
        }
    }

    @Test func everyPaginationShapeYieldsTheItemsOfEveryPage() async throws {
        let client = try client()
        func numbers(_ sequence: PageSequence<some Sendable, PageItem>) async throws -> [Int] {
            var numbers: [Int] = []
            for try await item in sequence { numbers.append(item.n) }
            return numbers
        }
        #expect(try await numbers(client.cursorPagesItems(style: "cursor", limit: 3)) == Array(1...7))
        #expect(try await numbers(client.stripePagesItems(style: "stripe")) == Array(1...7))
        #expect(try await numbers(client.offsetPagesItems(style: "offset", limit: 3, total: 6)) == Array(1...6))
        #expect(try await numbers(client.numberedPagesItems(style: "page", perPage: 2)) == Array(1...7))
        #expect(try await numbers(client.linkPagesItems(style: "link")) == Array(1...7))
        // AND the pages fetched can be capped
        #expect(try await numbers(client.cursorPagesItems(style: "cursor", limit: 2, maximumPages: 2)) == [1, 2, 3, 4])
        // AND the plain method still returns one page
        #expect(try await client.cursorPages(style: "cursor", limit: 3).data.map(\.n) == [1, 2, 3])
    }
}
