import Foundation

/// What a ``CurlewError`` of kind ``CurlewError/Kind/httpStatus`` carries, with nothing optional that the kind
/// guarantees: a view, read from ``CurlewError/httpStatusError``; never thrown itself.
///
/// ```swift
/// catch let error as CurlewError {
///     guard let failure = error.httpStatusError else { throw error }
///     print(failure.status, failure.errorBody(as: Problem.self)?.message ?? "")
/// }
/// ```
public struct HTTPStatusError: Sendable {
    /// The status the server answered with, outside `200..<300`.
    public var status: HTTPStatus
    /// The response headers.
    public var headers: HTTPHeaders
    /// The response body (for a streamed call, its first MiB).
    public var body: Data
    /// The typed error body the endpoint decoded, if it declares one for the status.
    public var errorBody: (any Sendable)?
    /// The operation whose call failed, when the call names one.
    public var operationName: String?

    /// The decoded error body as `T`, or `nil` if there is none or it has another type.
    public func errorBody<T>(as type: T.Type) -> T? {
        errorBody as? T
    }
}

extension CurlewError {
    /// The status error's facts, for ``Kind/httpStatus``; `nil` for every other kind.
    public var httpStatusError: HTTPStatusError? {
        guard kind == .httpStatus, let status else { return nil }
        return HTTPStatusError(
            status: status, headers: responseHeaders ?? [:], body: responseBody ?? Data(), errorBody: errorBody,
            operationName: operationName)
    }
}
