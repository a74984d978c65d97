import Foundation

/// A transport for tests: it records every request and answers from a closure, without any network.
///
/// ```swift
/// let mock = MockTransport { request in
///     HTTPResponse(status: .ok, body: Data(#"{"id":7,"name":"Rex"}"#.utf8))
/// }
/// let client = PetstoreClient(baseURL: URL(string: "https://example.com")!, transport: mock)
/// _ = try await client.getPet(id: 7)
/// #expect(mock.requests.first?.url.path == "/pets/7")
/// ```
///
/// The closure may throw (a ``CurlewError`` to act like a failing network) and runs on the caller's task. For
/// canned answers by method and path, see ``init(fixtures:)``.
public final class MockTransport: HTTPTransport {
    /// Turns a request into a response or an error.
    public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

    private let handler: Handler
    private let recorded = Locked<[HTTPRequest]>([])

    /// A transport that answers every request with `handler`.
    public init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// A transport that answers every request with the same status, headers and body.
    public convenience init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.init { _ in HTTPResponse(status: status, headers: headers, body: body) }
    }

    /// Every request sent so far, in order.
    public var requests: [HTTPRequest] {
        recorded.withLock { $0 }
    }

    /// Records `request`, then answers it with the handler.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        recorded.withLock { $0.append(request) }
        return try await handler(request)
    }
}
