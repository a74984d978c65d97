import Curlew
import Foundation
import Testing

/// The `text/event-stream` parser, fed the same document in every possible split, synchronously.
@Suite("ServerSentEventParser splits event streams by the WHATWG rules")
struct ServerSentEventParserTests {
    /// The events of `chunks` fed one after the other, data as text.
    static func parse(_ chunks: [ArraySlice<UInt8>], maximumEventSize: Int = 1 << 20) throws
        -> [ServerSentEvent<String>]
    {
        var parser = ServerSentEventParser(maximumEventSize: maximumEventSize)
        var events: [ServerSentEvent<String>] = []
        for chunk in chunks {
            events += try parser.feed(chunk).map { $0.map { String(decoding: $0, as: UTF8.self) } }
        }
        parser.finish()
        return events
    }

    @Test("the whole document gives its five events: fields kept, data joined, comments and unknown fields dropped")
    func wholeDocument() throws {
        #expect(try Self.parse([EventDocument.bytes[...]]) == EventDocument.events)
    }

    @Test("split in two at every byte position, the events are the same")
    func everySplit() throws {
        let bytes = EventDocument.bytes
        for split in 0...bytes.count {
            let events = try Self.parse([bytes[..<split], bytes[split...]])
            #expect(events == EventDocument.events, "split at byte \(split)")
        }
    }

    @Test("fed one byte at a time, the events are the same")
    func byteByByte() throws {
        let bytes = EventDocument.bytes
        #expect(try Self.parse(bytes.indices.map { bytes[$0...$0] }) == EventDocument.events)
    }

    @Test("an event without its blank line at the end is dropped; the id and retry of data-less blocks stay")
    func unfinishedEvent() throws {
        var parser = ServerSentEventParser()
        let events = try parser.feed(Array("id: 7\nretry: 250\n\ndata: cut off\n".utf8))
        parser.finish()
        #expect(events.isEmpty)
        #expect(parser.lastEventID == "7")
        #expect(parser.reconnectionTime == .milliseconds(250))
        // after finish, a new body starts clean, and the id carries over
        #expect(try parser.feed(Array("data: next\n\n".utf8)).map(\.id) == ["7"])
    }

    @Test("a retry that is not all digits, and an id holding NUL, are ignored")
    func ignoredFields() throws {
        let events = try Self.parse([Array("retry: 12ms\nid: a\u{0}b\ndata: x\n\n".utf8)[...]])
        #expect(events == [ServerSentEvent(data: "x")])
    }

    @Test("a line longer than the limit throws instead of growing without end")
    func sizeLimit() throws {
        let long = Array(("data: " + String(repeating: "x", count: 100)).utf8)
        // in one chunk (the data buffer) and split (the partial line buffer)
        for chunks in [[(long + [0x0A])[...]], [long[..<50], long[50...]]] {
            let error = #expect(throws: CurlewError.self) { try Self.parse(chunks, maximumEventSize: 64) }
            #expect(error?.message == "an event stream line or event is longer than the limit of 64 bytes")
        }
    }
}
