import CurlewJSON
import Foundation

/// The ways to make a ``CurlewError``, one per kind. URLs are shown without credentials or secret query values
/// (``Redaction/standard``).
extension CurlewError {
    /// The error for a non-2xx answer to `request`: its status, headers and body, the endpoint's decoded error
    /// body, the URL with its secrets redacted, and the request's ``RequestOptions/operationName``.
    /// `APIClient.send` and `APIClient.stream` both throw it.
    public static func httpStatus(
        _ response: HTTPResponse, of request: HTTPRequest, errorBody: (any Sendable)? = nil
    ) -> CurlewError {
        var error = CurlewError(
            kind: .httpStatus, message: "HTTP \(response.status)", method: request.method,
            redactedURL: redacted(request.url), response: response, errorBody: errorBody)
        error.operationName = request.options.operationName
        return error
    }

    /// The error for a response body that does not decode: `error` is what the decoder threw (its `JSONError`,
    /// if it carries one, becomes ``jsonError``), `response` the answer when it is at hand.
    public static func decoding(_ error: any Error, response: HTTPResponse? = nil, of request: HTTPRequest?)
        -> CurlewError
    {
        let jsonError = JSONError(error)
        var failure = CurlewError(
            kind: .decoding, message: jsonError?.message ?? String(describing: error), method: request?.method,
            redactedURL: request.map { redacted($0.url) }, response: response, jsonError: jsonError)
        failure.operationName = request?.options.operationName
        return failure
    }

    /// The error for a request that got no usable response: no connection, TLS, too many redirects, a body over
    /// the limit, broken framing. `curlCode` is libcurl's, when it reported one.
    public static func transport(
        _ message: String, curlCode: CurlCode? = nil, method: HTTPMethod? = nil, url: URL? = nil
    ) -> CurlewError {
        transport(message, curlCode: curlCode, method: method, redactedURL: url.map(redacted))
    }

    /// The error for a request that took longer than its time limit.
    public static func timedOut(
        _ message: String, curlCode: CurlCode? = .operationTimedOut, method: HTTPMethod? = nil, url: URL? = nil
    ) -> CurlewError {
        timedOut(message, curlCode: curlCode, method: method, redactedURL: url.map(redacted))
    }

    /// The error for a request whose task was cancelled (or whose transport went away).
    public static func cancelled(
        _ message: String = "the request was cancelled", method: HTTPMethod? = nil, url: URL? = nil
    ) -> CurlewError {
        cancelled(message, method: method, redactedURL: url.map(redacted))
    }

    /// The error for a request that cannot be sent as it is: a bad header, URL or body.
    public static func invalidRequest(_ message: String, method: HTTPMethod? = nil, url: URL? = nil) -> CurlewError {
        invalidRequest(message, method: method, redactedURL: url.map(redacted))
    }

    /// The error for a request whose cache policy is ``HTTPCache/Policy/cachedOnly`` when nothing usable is stored.
    public static func notCached(_ message: String, method: HTTPMethod? = nil, url: URL? = nil) -> CurlewError {
        CurlewError(kind: .notCached, message: message, method: method, redactedURL: url.map(redacted))
    }

    // MARK: - The same, for a URL already redacted (the transport keeps it so)

    /// ``transport(_:curlCode:method:url:)`` with the URL's text already redacted.
    static func transport(
        _ message: String, curlCode: CurlCode? = nil, method: HTTPMethod?, redactedURL: String?
    ) -> CurlewError {
        CurlewError(kind: .transport, message: message, method: method, redactedURL: redactedURL, curlCode: curlCode)
    }

    /// ``timedOut(_:curlCode:method:url:)`` with the URL's text already redacted.
    static func timedOut(
        _ message: String, curlCode: CurlCode? = .operationTimedOut, method: HTTPMethod?, redactedURL: String?
    ) -> CurlewError {
        CurlewError(kind: .timeout, message: message, method: method, redactedURL: redactedURL, curlCode: curlCode)
    }

    /// ``cancelled(_:method:url:)`` with the URL's text already redacted.
    static func cancelled(
        _ message: String = "the request was cancelled", method: HTTPMethod?, redactedURL: String?
    ) -> CurlewError {
        CurlewError(kind: .cancelled, message: message, method: method, redactedURL: redactedURL)
    }

    /// ``invalidRequest(_:method:url:)`` with the URL's text already redacted; `curlCode` for a request body that
    /// failed while curl read it, `response` for one that cannot be sent again after it.
    static func invalidRequest(
        _ message: String, method: HTTPMethod?, redactedURL: String?, curlCode: CurlCode? = nil,
        response: HTTPResponse? = nil
    ) -> CurlewError {
        CurlewError(
            kind: .invalidRequest, message: message, method: method, redactedURL: redactedURL, response: response,
            curlCode: curlCode)
    }

    /// The error for a transfer that curl ended with `code`, of the kind the transfer worked out (transport,
    /// timeout or invalid request).
    static func transfer(
        _ kind: Kind, _ message: String, curlCode: CurlCode?, method: HTTPMethod?, redactedURL: String?
    ) -> CurlewError {
        CurlewError(kind: kind, message: message, method: method, redactedURL: redactedURL, curlCode: curlCode)
    }
}
