import Curlew
import Foundation

/// The event stream the fault server's `/events` sends (`EVENT_DOCUMENT` in Tests/Servers/fault_server.py), and
/// the events it holds.
enum EventDocument {
    /// Every line-ending style, a byte order mark, comments, an unknown field, multi-line data, an id-only block,
    /// `data:` without a space, and events after the `[DONE]` terminator.
    static let bytes: [UInt8] =
        [0xEF, 0xBB, 0xBF]
        + Array(
            (": a comment first\n"
                + "retry: 1500\nevent: greeting\nid: 1\ndata: {\"text\":\"hello\",\"n\":1}\n\n"
                + ": heartbeat\r\nfoo: an unknown field\r\ndata: {\"text\":\r\ndata: \"multi line\",\"n\":2}\r\n\r\n"
                + "id: 3\n\n"
                + "event: update\rdata:{\"text\":\"no space: café\",\"n\":3}\r\r"
                + "data: [DONE]\n\n"
                + "data: {\"text\":\"after the end\",\"n\":99}\n\n").utf8)

    /// The events, data as text, in order.
    static let events: [ServerSentEvent<String>] = [
        ServerSentEvent(event: "greeting", id: "1", retry: .milliseconds(1500), data: "{\"text\":\"hello\",\"n\":1}"),
        ServerSentEvent(id: "1", data: "{\"text\":\n\"multi line\",\"n\":2}"),
        ServerSentEvent(event: "update", id: "3", data: "{\"text\":\"no space: café\",\"n\":3}"),
        ServerSentEvent(id: "3", data: "[DONE]"),
        ServerSentEvent(id: "3", data: "{\"text\":\"after the end\",\"n\":99}"),
    ]

    /// An event's JSON data.
    struct Note: Decodable, Sendable, Equatable {
        var text: String
        var n: Int
    }

    /// The typed events before the `[DONE]` terminator.
    static let notes: [ServerSentEvent<Note>] = [
        ServerSentEvent(event: "greeting", id: "1", retry: .milliseconds(1500), data: Note(text: "hello", n: 1)),
        ServerSentEvent(id: "1", data: Note(text: "multi line", n: 2)),
        ServerSentEvent(event: "update", id: "3", data: Note(text: "no space: café", n: 3)),
    ]
}
