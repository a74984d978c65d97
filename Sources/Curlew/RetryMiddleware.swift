import Foundation

/// Sends a request again when it failed in a way that may pass: exponential backoff with full jitter.
///
/// Retries transport errors and timeouts (not cancellation or invalid requests) and the statuses in
/// ``retryStatuses`` (429, 502, 503, 504 by default), at most ``maximumAttempts`` times in all. Only
/// idempotent methods (GET, HEAD, OPTIONS, PUT, DELETE) are retried unless ``retriesNonIdempotent``, and
/// never a request whose body cannot be sent again (one from a sequence, see ``HTTPRequest/isReplayable``):
/// its first outcome, response or error, is handed back.
/// A `Retry-After` header (seconds, or an HTTP date in any of RFC 9110's three forms) on 429 and 503 sets
/// the wait instead of the backoff; if it asks for more than ``maximumDelay``, the response is returned as it is.
///
/// ```swift
/// let api = APIClient(baseURL: url, middlewares: [RetryMiddleware(maximumAttempts: 4)])
/// ```
public struct RetryMiddleware: Middleware {
    /// Attempts in all, the first one included.
    public var maximumAttempts: Int
    /// The backoff before the second attempt; it doubles for each one after.
    public var baseDelay: Duration
    /// The longest wait between attempts.
    public var maximumDelay: Duration
    /// Statuses worth another attempt.
    public var retryStatuses: Set<Int>
    /// Retry POST and PATCH too (only if the server de-duplicates them, e.g. with an idempotency key).
    public var retriesNonIdempotent: Bool

    /// A retry policy.
    public init(
        maximumAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(200),
        maximumDelay: Duration = .seconds(30),
        retryStatuses: Set<Int> = [429, 502, 503, 504],
        retriesNonIdempotent: Bool = false
    ) {
        self.maximumAttempts = maximumAttempts
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.retryStatuses = retryStatuses
        self.retriesNonIdempotent = retriesNonIdempotent
    }

    /// Sends, and sends again after a wait while the outcome is retryable and attempts remain.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let idempotent = [HTTPMethod.get, .head, .options, .put, .delete].contains(request.method)
        let mayRetry = (idempotent || retriesNonIdempotent) && request.isReplayable
        var attempt = 1
        while true {
            let wait: Duration
            do {
                let response = try await next(request)
                guard mayRetry, attempt < maximumAttempts, retryStatuses.contains(response.status.code) else {
                    return response
                }
                guard let delay = delay(after: attempt, response: response) else { return response }
                wait = delay
            } catch let error as CurlewError where error.kind == .transport || error.kind == .timeout {
                guard mayRetry, attempt < maximumAttempts else { throw error }
                wait = delay(after: attempt, response: nil) ?? maximumDelay
            }
            do {
                try await Task.sleep(for: wait)
            } catch {
                throw CurlewError(
                    .cancelled, "the request was cancelled while waiting to retry", method: request.method,
                    url: CurlewError.redacted(request.url)
                )
            }
            attempt += 1
        }
    }

    /// The wait before attempt `attempt + 1`: `Retry-After` on 429/503 if present (nil if longer than allowed),
    /// else a random time up to `baseDelay * 2^(attempt-1)`, capped at `maximumDelay`.
    public func delay(after attempt: Int, response: HTTPResponse?, now: Date = Date()) -> Duration? {
        if let response, [429, 503].contains(response.status.code),
            let header = response.headers["Retry-After"]?.trimmingCharacters(in: .whitespaces),
            let seconds = Self.retryAfter(header, now: now)
        {
            // compared as a Double first: a wait of centuries is longer than a Duration can count in milliseconds
            let limit = Double(maximumDelay.components.seconds) + Double(maximumDelay.components.attoseconds) / 1e18
            guard seconds <= limit else { return nil }
            return .milliseconds((seconds * 1000).rounded(.down))
        }
        let factor = 1 << min(max(attempt - 1, 0), 30)
        // capped before it is multiplied, and at Int64.max nanoseconds (292 years), so that neither overflows
        let uncapped = baseDelay > maximumDelay / factor ? maximumDelay : baseDelay * factor
        let ceiling = max(.zero, min(uncapped, .nanoseconds(Int64.max)))
        let nanoseconds = ceiling.components.seconds * 1_000_000_000 + ceiling.components.attoseconds / 1_000_000_000
        return .nanoseconds(Int64.random(in: 0...nanoseconds))
    }

    /// The seconds a `Retry-After` value asks for, or `nil` if it is neither a number of seconds nor an HTTP date.
    /// Seconds are RFC 9110's delta-seconds, `1*DIGIT`: no sign (`-5` is not "now", `+5` not five seconds), and
    /// any number of digits (too many for a `Double` to count make infinity, longer than any maximum).
    private static func retryAfter(_ header: String, now: Date) -> Double? {
        if !header.isEmpty, header.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return Double(header) ?? .infinity
        }
        return HTTPDate.parse(header, now: now).map { max(0, $0.timeIntervalSince(now)) }
    }
}
