/// Something that sends an HTTP request and returns the response.
///
/// ``CurlTransport`` is the real one; ``MockTransport`` answers from a closure, for tests.
/// A transport returns every status as a response (a 404 is not an error at this level) and
/// throws ``CurlewError`` when no response arrives: transport, timeout, cancelled or invalid request.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the final response, after any redirects.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// Sends `request` and returns as soon as the head arrives; the body follows as chunks.
    ///
    /// The default implementation waits for the whole response from ``send(_:)`` and yields its body
    /// as one chunk; ``CurlTransport`` streams for real.
    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse
}

extension HTTPTransport {
    /// Sends with ``send(_:)`` and yields the whole body as one chunk.
    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let response = try await send(request)
        let body = HTTPResponseBody(response.body, method: request.method, url: CurlewError.redacted(request.url))
        return HTTPStreamingResponse(status: response.status, headers: response.headers, body: body)
    }
}
