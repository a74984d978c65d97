import Foundation

/// One HTTP response: the status, the header fields and the whole body.
///
/// Transports return every status as a response; only ``APIClient`` turns non-2xx into errors.
/// After redirects, this is the last response; its headers are those of that last response.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: HTTPStatus
    /// The header fields of the final response, in the order received.
    public var headers: HTTPHeaders
    /// The body, decompressed if the server sent it with a content coding libcurl supports.
    public var body: Data
    /// curl's timings, sizes, HTTP version and connection reuse for this exchange; `nil` from test doubles.
    public var metrics: TransferMetrics?

    /// A response, for instance one a test double returns.
    public init(status: HTTPStatus, headers: HTTPHeaders = [:], body: Data = Data(), metrics: TransferMetrics? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.metrics = metrics
    }
}
