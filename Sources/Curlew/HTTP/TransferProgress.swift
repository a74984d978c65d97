/// How far a transfer has come: bytes received and sent, and the totals when known.
///
/// Reported through ``CurlTransport/send(_:progress:)`` on the transport's thread, several times a
/// second and whenever bytes move: keep the handler short (hand the value to your own task or actor).
public struct TransferProgress: Hashable, Sendable {
    /// Body bytes received so far.
    public var bytesReceived: Int64
    /// The expected body size, when the server said (`Content-Length`).
    public var expectedBytesReceived: Int64?
    /// Body bytes sent so far.
    public var bytesSent: Int64
    /// The size of the request body, when known.
    public var expectedBytesSent: Int64?

    /// A progress value.
    public init(
        bytesReceived: Int64, expectedBytesReceived: Int64?, bytesSent: Int64, expectedBytesSent: Int64?
    ) {
        self.bytesReceived = bytesReceived
        self.expectedBytesReceived = expectedBytesReceived
        self.bytesSent = bytesSent
        self.expectedBytesSent = expectedBytesSent
    }
}
