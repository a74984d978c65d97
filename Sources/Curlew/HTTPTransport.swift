/// Something that sends an HTTP request and returns the response.
///
/// ``CurlTransport`` is the real one; ``MockTransport`` answers from a closure, for tests.
/// A transport returns every status as a response (a 404 is not an error at this level) and
/// throws ``CurlewError`` when no response arrives: transport, timeout, cancelled or invalid request.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the final response, after any redirects.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
