import Foundation

extension CurlewError {
    /// The error for a non-2xx answer to `request`: its status, headers and body, with the endpoint's decoded error
    /// body, and the URL with its secrets redacted. `APIClient.send` and `APIClient.stream` both throw it.
    static func httpStatus(_ response: HTTPResponse, of request: HTTPRequest, errorBody: (any Sendable)?) -> CurlewError
    {
        CurlewError(
            .httpStatus, "HTTP \(response.status)", method: request.method, url: redacted(request.url),
            status: response.status, responseHeaders: response.headers, responseBody: response.body,
            errorBody: errorBody
        )
    }
}
