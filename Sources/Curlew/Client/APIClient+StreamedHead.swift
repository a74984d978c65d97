import CurlewJSON
import Foundation

extension APIClient {
    /// Sends `request` through the middlewares and returns the transport's streamed response, with the status the
    /// middlewares settled on. The middlewares see the head only; a retried request replaces (and drops) the body
    /// of the attempt before it. `what` names the request in the error thrown when a middleware answers without
    /// sending it ("a download", "an event stream request").
    func streamedResponse(_ request: HTTPRequest, what: String) async throws -> HTTPStreamingResponse {
        var request = request
        request.options.isStreamed = true  // the head the middlewares see has no body: a cache must not keep it
        let transport = transport
        let started = Locked<HTTPStreamingResponse?>(nil)
        let head = try await run(request) { request in
            let response = try await transport.stream(request)
            started.withLock { $0 = response }
            return HTTPResponse(status: response.status, headers: response.headers)
        }
        guard var response = started.withLock({ $0 }) else {
            throw CurlewError.invalidRequest(
                "a middleware answered \(what) without sending it", method: request.method, url: request.url
            ).named(request.options.operationName)
        }
        response.status = head.status
        return response
    }

    /// ``streamedResponse(_:what:)`` for a body read as it arrives: a non-2xx status throws
    /// ``CurlewError/Kind/httpStatus`` with the first MiB of its body (an error body of any size is still an HTTP
    /// status error), decoded by `decodeError` where the endpoint has a typed error.
    func successfulStreamedResponse(
        _ request: HTTPRequest, what: String,
        decodeError: (@Sendable (HTTPResponse, CurlewJSONDecoder) -> (any Sendable)?)?
    ) async throws -> HTTPStreamingResponse {
        let response = try await streamedResponse(request, what: what)
        guard response.status.isSuccess else {
            let body = try await response.body.collectTruncated(to: 1 << 20)
            let full = HTTPResponse(status: response.status, headers: response.headers, body: body)
            throw CurlewError.httpStatus(full, of: request, errorBody: decodeError?(full, decoder))
        }
        return response
    }
}
