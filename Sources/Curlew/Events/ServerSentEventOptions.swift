/// How an event stream ends and reconnects: the ``RequestOptions`` of a `text/event-stream` call
/// (`options[ServerSentEventOptions.self]`), which a generated method sets from the spec and
/// ``ServerSentEventStream``'s modifiers change.
///
/// ```swift
/// let events = client.streamCompletion(body: prompt)
///     .terminated(by: "[DONE]")
///     .reconnecting(maximumAttempts: 3, delay: .seconds(1))
/// ```
public struct ServerSentEventOptions: Sendable, Hashable, RequestOptionKey {
    /// An event whose data is exactly this text ends the stream without being yielded (AI APIs send `[DONE]`);
    /// `nil`: the stream ends when the body does.
    public var terminator: String?
    /// How often to reconnect after the body ends or breaks, sending `Last-Event-ID`; `nil`: never.
    public var reconnection: Reconnection?
    /// The longest line or event data accepted, in bytes (16 MiB); a longer one fails the stream.
    public var maximumEventSize: Int

    /// When and how often a stream is opened again after its body ended or broke without its terminator.
    public struct Reconnection: Sendable, Hashable {
        /// Reconnections in a row without an event in between before the stream gives up and throws (or ends).
        public var maximumAttempts: Int
        /// The wait before reconnecting, until the server sends a `retry` field, which wins.
        public var delay: Duration

        /// A reconnection policy.
        public init(maximumAttempts: Int, delay: Duration = .seconds(3)) {
            self.maximumAttempts = maximumAttempts
            self.delay = delay
        }
    }

    /// Options: no terminator, no reconnection, events up to 16 MiB.
    public init(terminator: String? = nil, reconnection: Reconnection? = nil, maximumEventSize: Int = 16 << 20) {
        self.terminator = terminator
        self.reconnection = reconnection
        self.maximumEventSize = maximumEventSize
    }

    /// What a call that sets nothing gets.
    public static let defaultValue = ServerSentEventOptions()
}
