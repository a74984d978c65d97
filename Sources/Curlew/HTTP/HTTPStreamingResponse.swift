import Foundation

/// A response whose head has arrived and whose body is still arriving.
public struct HTTPStreamingResponse: Sendable {
    /// The status code.
    public var status: HTTPStatus
    /// The header fields of the final response.
    public var headers: HTTPHeaders
    /// The body, as chunks.
    public var body: HTTPResponseBody

    /// A streaming response, for instance from a test double.
    public init(status: HTTPStatus, headers: HTTPHeaders = [:], body: HTTPResponseBody = HTTPResponseBody(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
