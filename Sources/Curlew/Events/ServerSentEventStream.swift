import CurlewJSON
import Foundation

/// The events of a `text/event-stream` response, decoded one by one as the body arrives (see
/// ``APIClient/events(_:)``).
///
/// The request is sent when iteration starts; each iteration sends it anew. The stream ends when the body does, or
/// at an event whose data is the ``ServerSentEventOptions/terminator``. With ``ServerSentEventOptions/reconnection``
/// it opens the stream again after the body ends or breaks, sending the last event ID as `Last-Event-ID` and waiting
/// the server's `retry` time (else the policy's delay) first; a `204 No Content` answer ends it for good.
/// A non-2xx status throws ``CurlewError/Kind/httpStatus``; a body that is not `text/event-stream`, or an event's
/// data that does not decode, throws ``CurlewError/Kind/decoding``.
public struct ServerSentEventStream<Payload: Sendable>: AsyncSequence, Sendable {
    /// Each event, its data decoded.
    public typealias Element = ServerSentEvent<Payload>

    let client: APIClient
    let request: Result<HTTPRequest, any Error>
    let decodeError: (@Sendable (HTTPResponse, CurlewJSONDecoder) -> (any Sendable)?)?
    let decodePayload: @Sendable ([UInt8], CurlewJSONDecoder) throws -> Payload
    /// The terminator, reconnection policy and size limit, from the endpoint's options.
    public var options: ServerSentEventOptions

    init<Response>(
        client: APIClient, endpoint: Endpoint<Response>,
        decodePayload: @escaping @Sendable ([UInt8], CurlewJSONDecoder) throws -> Payload
    ) {
        self.client = client
        request = Result {
            var request = try client.request(for: endpoint)
            if !endpoint.headers.contains("Accept") { request.headers["Accept"] = "text/event-stream" }
            return request
        }
        decodeError = endpoint.decodeError
        self.decodePayload = decodePayload
        options = endpoint.options[ServerSentEventOptions.self]
    }

    /// A copy that ends at an event whose data is exactly `terminator` (`"[DONE]"`), without yielding it.
    public func terminated(by terminator: String?) -> Self {
        var copy = self
        copy.options.terminator = terminator
        return copy
    }

    /// A copy that reconnects after the body ends or breaks, up to `maximumAttempts` times in a row without an
    /// event in between, waiting `delay` first unless the server sent a `retry` field.
    public func reconnecting(maximumAttempts: Int, delay: Duration = .seconds(3)) -> Self {
        var copy = self
        copy.options.reconnection = .init(maximumAttempts: maximumAttempts, delay: delay)
        return copy
    }

    /// Starts the request on the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(stream: self)
    }

    /// Reads chunks, splits them into events and decodes their data on demand.
    public struct Iterator: AsyncIteratorProtocol {
        let stream: ServerSentEventStream
        private var parser: ServerSentEventParser
        private var body: HTTPResponseBody.AsyncIterator?
        /// Events a chunk completed, handed out from `readyIndex` on.
        private var ready: [ServerSentEvent<[UInt8]>] = []
        private var readyIndex = 0
        /// Set at the end, the terminator, or after an error: nothing more is read or sent.
        private var done = false
        /// Reconnections since the last event.
        private var attempts = 0
        private var request: HTTPRequest?

        init(stream: ServerSentEventStream) {
            self.stream = stream
            parser = ServerSentEventParser(maximumEventSize: stream.options.maximumEventSize)
        }

        /// The next event, `nil` after the last one; after an error, `nil` too (nothing is sent again).
        public mutating func next() async throws -> ServerSentEvent<Payload>? {
            do {
                return try await advance()
            } catch {
                done = true
                ready = []
                readyIndex = 0
                body = nil  // lets go of the transfer
                throw error
            }
        }

        private mutating func advance() async throws -> ServerSentEvent<Payload>? {
            while true {
                if readyIndex < ready.count {
                    let event = ready[readyIndex]
                    readyIndex += 1
                    attempts = 0
                    if let terminator = stream.options.terminator, event.data.elementsEqual(terminator.utf8) {
                        done = true
                        body = nil
                        return nil
                    }
                    return try decoded(event)
                }
                if done { return nil }
                let chunk: Data?
                do {
                    if body == nil {
                        guard try await connect() else { return nil }
                    }
                    chunk = try await body!.next()
                } catch let error as CurlewError where error.kind == .transport || error.kind == .timeout {
                    try await reconnect(after: error)
                    continue
                }
                if let chunk {
                    ready = try parser.feed(chunk)
                    readyIndex = 0
                } else {
                    try await reconnect(after: nil)
                }
            }
        }

        /// The body ended (`error` nil) or broke: waits and lets the next turn connect again, or ends the stream
        /// (throwing `error`) when there is no reconnection policy, the attempts are used up, or the request cannot
        /// be sent again.
        private mutating func reconnect(after error: CurlewError?) async throws {
            body = nil
            parser.finish()
            attempts += 1
            guard let policy = stream.options.reconnection, attempts <= policy.maximumAttempts,
                request?.isReplayable ?? true
            else {
                done = true
                if let error { throw error }
                return
            }
            do {
                try await Task.sleep(for: parser.reconnectionTime ?? policy.delay)
            } catch {
                throw CurlewError.cancelled(
                    "the task was cancelled while the event stream waited to reconnect",
                    method: request?.method, url: request?.url)
            }
        }

        /// Sends the request (with `Last-Event-ID` after the first time); `false` when the server answers 204.
        private mutating func connect() async throws -> Bool {
            var request = try stream.request.get()
            if !parser.lastEventID.isEmpty { request.headers["Last-Event-ID"] = parser.lastEventID }
            self.request = request
            let response = try await stream.client.successfulStreamedResponse(
                request, what: "an event stream request", decodeError: stream.decodeError)
            if response.status.code == 204 {
                done = true
                return false
            }
            if let type = response.headers["Content-Type"],
                type.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
                    != "text/event-stream"
            {
                let body = try await response.body.collectTruncated(to: 1 << 20)
                var error = CurlewError(
                    kind: .decoding, message: "the response is \(type), not the text/event-stream of events",
                    method: request.method, redactedURL: CurlewError.redacted(request.url),
                    response: HTTPResponse(status: response.status, headers: response.headers, body: body))
                error.operationName = request.options.operationName
                throw error
            }
            body = response.body.makeAsyncIterator()
            return true
        }

        private func decoded(_ event: ServerSentEvent<[UInt8]>) throws -> ServerSentEvent<Payload> {
            do {
                return try event.map { try stream.decodePayload($0, stream.client.decoder) }
            } catch {
                let jsonError = JSONError(error)
                var failure = CurlewError(
                    kind: .decoding,
                    message: "the data of event \(event.id.map { "id \($0)" } ?? "without id") does not decode: "
                        + (jsonError?.message ?? String(describing: error)),
                    method: request?.method, redactedURL: request.map { CurlewError.redacted($0.url) },
                    jsonError: jsonError)
                failure.responseBody = Data(event.data)
                failure.operationName = request?.options.operationName
                throw failure
            }
        }
    }
}
