import CurlewJSON
import Foundation

extension APIClient {
    /// Sends an endpoint that answers `text/event-stream` and yields its events as they arrive, each event's data
    /// decoded from JSON as `Payload` with the client's decoder.
    ///
    /// The request is sent, with `Accept: text/event-stream`, when iteration starts. The body is read in chunks
    /// with backpressure; leaving the loop or cancelling the task ends the transfer. The request's time limit
    /// applies as an idle limit once the head has arrived (no byte for about that long fails the stream). The
    /// endpoint's ``ServerSentEventOptions`` (``Endpoint/options``) set the terminator and reconnection.
    ///
    /// ```swift
    /// for try await event in api.events(Endpoint<Chunk>(method: .post, path: "/chat", body: .json(prompt))) {
    ///     print(event.data.delta)
    /// }
    /// ```
    public func events<Payload: Decodable & Sendable>(_ endpoint: Endpoint<Payload>) -> ServerSentEventStream<Payload> {
        ServerSentEventStream(client: self, endpoint: endpoint) { bytes, decoder in
            try decoder.decode(Payload.self, from: bytes)
        }
    }

    /// Sends an endpoint that answers `text/event-stream` and yields its events with their data as text.
    public func textEvents(_ endpoint: Endpoint<String>) -> ServerSentEventStream<String> {
        ServerSentEventStream(client: self, endpoint: endpoint) { bytes, _ in String(decoding: bytes, as: UTF8.self) }
    }
}
