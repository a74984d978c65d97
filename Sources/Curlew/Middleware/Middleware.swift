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
    /// First the call's options are settled for every middleware alike: the names the client's
    /// ``CredentialMiddleware``s send secrets under join ``RequestOptions/redaction`` (so a ``LoggingMiddleware``,
    /// or one of your own, hides them, and an error's URL shows none of them), and several
    /// ``RequestOptions/acceptedAuth`` alternatives narrow to the one the client's credentials meet. The
    /// middlewares then run in the order the client lists them. A ``CurlewError`` thrown out of them is redacted
    /// and named for ``RequestOptions/operationName``.
    func run(_ request: HTTPRequest, send: @escaping Middleware.Next) async throws -> HTTPResponse {
        var request = request
        credentials.settle(&request.options)
        var next = send
        for middleware in middlewares.reversed() {
            let inner = next
            next = { request in try await middleware.intercept(request, next: inner) }
        }
        do {
            return try await next(request)
        } catch let error as CurlewError {
            throw Self.named(error, request.options)
        }
    }

    /// Sends `request` through the middlewares and the transport.
    @inline(__always)  // into `exchange`: one async frame (allocated, switched to, freed) less per call
    func run(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transport = transport
        guard middlewares.isEmpty else { return try await run(request) { try await transport.send($0) } }
        // No middleware: straight to the transport, without a closure made and called through on every call, and
        // without a copy of the request when the credentials change nothing in it.
        guard credentials.settles(request.options) else {
            do {
                return try await transport.send(request)
            } catch let error as CurlewError {
                throw Self.named(error, request.options)
            }
        }
        var request = request
        credentials.settle(&request.options)
        do {
            return try await transport.send(request)
        } catch let error as CurlewError {
            throw Self.named(error, request.options)
        }
    }

    /// `error` redacted and named as the call's `options` say.
    private static func named(_ error: CurlewError, _ options: RequestOptions) -> CurlewError {
        (options.redaction.map(error.redacting) ?? error).named(options.operationName)
    }
}
