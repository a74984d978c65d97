import Foundation

/// A decoded result with the answer it came in: the status, the response headers and curl's timings.
///
/// Every generated method has a `…Response` variant that returns one (`getPetResponse(id:)` next to
/// `getPet(id:)`), so rate-limit counters, `Link` headers and request ids are at hand without declaring them in
/// the spec; ``APIClient/sendWithResponse(_:)`` does the same for an ``Endpoint`` of your own.
///
/// ```swift
/// let answer = try await client.getPetResponse(id: 7)
/// print(answer.status, answer.headers["X-RateLimit-Remaining"] ?? "-", answer.metrics?.total ?? .zero)
/// let pet = answer.body
/// ```
public struct APIResponse<Body: Sendable>: Sendable {
    /// The status of the final response (a 2xx: other statuses throw ``CurlewError/Kind/httpStatus``).
    public var status: HTTPStatus
    /// The header fields of the final response, in the order received.
    public var headers: HTTPHeaders
    /// curl's timings, sizes, HTTP version and connection reuse; `nil` from test doubles that give none.
    public var metrics: TransferMetrics?
    /// The decoded body.
    public var body: Body

    /// A response, for instance in a test.
    public init(status: HTTPStatus, headers: HTTPHeaders = [:], metrics: TransferMetrics? = nil, body: Body) {
        self.status = status
        self.headers = headers
        self.metrics = metrics
        self.body = body
    }

    /// The same answer with its body changed by `transform` (a page's items, an envelope's payload).
    public func map<Other: Sendable>(_ transform: (Body) throws -> Other) rethrows -> APIResponse<Other> {
        APIResponse<Other>(status: status, headers: headers, metrics: metrics, body: try transform(body))
    }
}
