import Foundation

/// A step every request of an ``APIClient`` goes through: it may change the request, send it (once,
/// several times, or not at all) with `next`, and look at or change the response.
///
/// The client's ``APIClient/middlewares`` run in order, the first one outermost, around the transport.
/// Streamed calls (``APIClient/stream(_:)``) go through them too; there `next` returns the head with an
/// empty body.
///
/// ```swift
/// struct UserAgentMiddleware: Middleware {
///     func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
///         var request = request
///         request.headers["User-Agent"] = "MyApp/1.0"
///         return try await next(request)
///     }
/// }
/// ```
public protocol Middleware: Sendable {
    /// What sends a request on to the rest of the chain.
    typealias Next = @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Handles `request`, usually by passing it (changed or not) to `next`.
    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse
}

extension APIClient {
    /// Sends `request` through the middlewares, ending at `send` (the transport, by default).
    ///
    /// The names an ``AuthMiddleware`` puts its API key under are secret for the whole chain: a
    /// ``LoggingMiddleware`` hides them as well as its own list, and an error's URL shows none of them.
    func run(_ request: HTTPRequest, send: @escaping Middleware.Next) async throws -> HTTPResponse {
        var next = send
        for middleware in middlewares.reversed() {
            let inner = next
            if let keyNames, let logging = middleware as? LoggingMiddleware {
                let hiding = LoggingMiddleware(redaction: logging.redaction.union(keyNames), log: logging.log)
                next = { request in try await hiding.intercept(request, next: inner) }
            } else {
                next = { request in try await middleware.intercept(request, next: inner) }
            }
        }
        guard let keyNames else { return try await next(request) }
        do {
            return try await next(request)
        } catch let error as CurlewError {
            throw error.redacting(keyNames)
        }
    }

    /// The auth middlewares' API key names that ``Redaction/standard`` lacks, or `nil` if there are none.
    static func keyNames(in middlewares: [any Middleware]) -> Redaction? {
        middlewares.lazy.compactMap { ($0 as? AuthMiddleware)?.keyRedaction }.reduce(nil) { $0?.union($1) ?? $1 }
    }

    /// Sends `request` through the middlewares and the transport.
    func run(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transport = transport
        return try await run(request) { try await transport.send($0) }
    }
}
