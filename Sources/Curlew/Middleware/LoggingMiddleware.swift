import Foundation

/// Tells a handler about every exchange, with credentials redacted: a line to log per request and response.
///
/// ```swift
/// let api = APIClient(baseURL: url, middlewares: [LoggingMiddleware { print($0) }])
/// // → GET https://api.example.com/pets?api_key=<redacted> -H 'Authorization: <redacted>'
/// // ← 200 OK GET https://api.example.com/pets (12.3 ms, 2048 bytes)
/// ```
public struct LoggingMiddleware: Middleware {
    /// What to hide, with each call's ``RequestOptions/redaction`` (where ``APIClient`` puts the names of its
    /// ``CredentialMiddleware``s' secrets, such as an ``AuthMiddleware``'s API key); add any other secret name.
    public var redaction: Redaction
    /// Receives each line; called on the request's task.
    public let log: @Sendable (String) -> Void

    /// A logging middleware.
    public init(redaction: Redaction = .standard, log: @escaping @Sendable (String) -> Void) {
        self.redaction = redaction
        self.log = log
    }

    /// Logs the request, sends it, logs the response or the error.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let redaction = request.options.redaction.map(redaction.union) ?? redaction
        let line = "\(request.method) \(redaction.url(request.url))"
        let headers = request.headers.map { HTTPRequest.curlHeaderOption($0.name, $0.value, redaction: redaction) }
        log((["→ " + line] + headers).joined(separator: " "))
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let response = try await next(request)
            let elapsed = clock.now - start
            log("← \(response.status) \(line) (\(Self.milliseconds(elapsed)) ms, \(response.body.count) bytes)")
            return response
        } catch {
            log("✗ \(line): \((error as? CurlewError)?.redacting(redaction) ?? error)")
            throw error
        }
    }

    static func milliseconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.1f", value)
    }
}
