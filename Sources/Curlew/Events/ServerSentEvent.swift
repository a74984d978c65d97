/// One event of a `text/event-stream` response: its `data`, decoded, with the `event`, `id` and `retry` fields
/// that came with it.
///
/// ```swift
/// for try await event in client.streamCompletion(body: prompt) {
///     if event.event == "error" { break }
///     print(event.data.text, terminator: "")
/// }
/// ```
public struct ServerSentEvent<Payload: Sendable>: Sendable {
    /// The `event` field, the event's type; `nil` when the event has none (a browser calls it `message`).
    public var event: String?
    /// The last event ID in effect when the event arrived (an `id` field of this or an earlier event): what a
    /// reconnection sends as `Last-Event-ID`; `nil` when none was set, or it was set to empty.
    public var id: String?
    /// The `retry` field of this event: how long the server asks a client to wait before reconnecting.
    public var retry: Duration?
    /// The `data` lines, joined with line feeds, decoded.
    public var data: Payload

    /// An event, for instance in a test.
    public init(event: String? = nil, id: String? = nil, retry: Duration? = nil, data: Payload) {
        self.event = event
        self.id = id
        self.retry = retry
        self.data = data
    }

    /// The same event with its data changed by `transform`.
    public func map<Other: Sendable>(_ transform: (Payload) throws -> Other) rethrows -> ServerSentEvent<Other> {
        ServerSentEvent<Other>(event: event, id: id, retry: retry, data: try transform(data))
    }
}

extension ServerSentEvent: Equatable where Payload: Equatable {}
extension ServerSentEvent: Hashable where Payload: Hashable {}
