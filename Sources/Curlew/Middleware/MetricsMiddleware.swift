import Foundation

/// Hands curl's measurements of every exchange to a handler: DNS, connect, TLS, first byte, total,
/// bytes, HTTP version and whether the connection was reused.
///
/// ```swift
/// let api = APIClient(baseURL: url, middlewares: [MetricsMiddleware { request, status, metrics in
///     histogram.record(metrics.total, for: request.url.path)
/// }])
/// ```
public struct MetricsMiddleware: Middleware {
    /// Receives the request (its URL as sent, not redacted), the status and the metrics of each exchange
    /// that has them (test doubles' responses usually do not).
    public let record: @Sendable (HTTPRequest, HTTPStatus, TransferMetrics) -> Void

    /// A metrics middleware.
    public init(_ record: @escaping @Sendable (HTTPRequest, HTTPStatus, TransferMetrics) -> Void) {
        self.record = record
    }

    /// Sends, then reports the response's metrics.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let response = try await next(request)
        if let metrics = response.metrics { record(request, response.status, metrics) }
        return response
    }
}
