import Foundation

/// Sends a request again when it failed in a way that may pass: its ``policy`` (exponential backoff with full
/// jitter), or the call's own ``RequestOptions/retry`` when the call sets one.
///
/// Retries transport errors and timeouts (not cancellation or invalid requests) and the statuses in
/// ``RetryPolicy/retryStatuses`` (429, 502, 503, 504 by default), at most ``RetryPolicy/maximumAttempts`` times in
/// all. Only idempotent methods (GET, HEAD, OPTIONS, PUT, DELETE) are retried unless
/// ``RetryPolicy/retriesNonIdempotent``, and never a request whose body cannot be sent again (one from a sequence,
/// see ``HTTPRequest/isReplayable``): its first outcome, response or error, is handed back.
/// A `Retry-After` header (seconds, or an HTTP date in any of RFC 9110's three forms) on 429 and 503 sets
/// the wait instead of the backoff; if it asks for more than the maximum delay, the response is returned as it is.
///
/// ```swift
/// let api = APIClient(baseURL: url, middlewares: [RetryMiddleware(maximumAttempts: 4)])
/// ```
public struct RetryMiddleware: Middleware {
    /// The policy for calls that set none of their own.
    public var policy: RetryPolicy

    /// A middleware applying `policy` to calls that set none of their own.
    public init(_ policy: RetryPolicy) {
        self.policy = policy
    }

    /// A middleware applying this policy to calls that set none of their own (see ``RetryPolicy``).
    public init(
        maximumAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(200),
        maximumDelay: Duration = .seconds(30),
        retryStatuses: Set<Int> = [429, 502, 503, 504],
        retriesNonIdempotent: Bool = false
    ) {
        policy = RetryPolicy(
            maximumAttempts: maximumAttempts, baseDelay: baseDelay, maximumDelay: maximumDelay,
            retryStatuses: retryStatuses, retriesNonIdempotent: retriesNonIdempotent)
    }

    /// Attempts in all, the first one included (``policy``'s).
    public var maximumAttempts: Int {
        get { policy.maximumAttempts }
        set { policy.maximumAttempts = newValue }
    }
    /// The backoff before the second attempt; it doubles for each one after (``policy``'s).
    public var baseDelay: Duration {
        get { policy.baseDelay }
        set { policy.baseDelay = newValue }
    }
    /// The longest wait between attempts (``policy``'s).
    public var maximumDelay: Duration {
        get { policy.maximumDelay }
        set { policy.maximumDelay = newValue }
    }
    /// Statuses worth another attempt (``policy``'s).
    public var retryStatuses: Set<Int> {
        get { policy.retryStatuses }
        set { policy.retryStatuses = newValue }
    }
    /// Retry POST and PATCH too (``policy``'s).
    public var retriesNonIdempotent: Bool {
        get { policy.retriesNonIdempotent }
        set { policy.retriesNonIdempotent = newValue }
    }

    /// Sends, and sends again after a wait while the outcome is retryable and attempts remain, by the call's own
    /// policy if it sets one, else by ``policy``.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let policy = request.options.retry ?? policy
        let idempotent = [HTTPMethod.get, .head, .options, .put, .delete].contains(request.method)
        let mayRetry = (idempotent || policy.retriesNonIdempotent) && request.isReplayable
        var attempt = 1
        while true {
            let wait: Duration
            do {
                let response = try await next(request)
                guard mayRetry, attempt < policy.maximumAttempts, policy.retryStatuses.contains(response.status.code)
                else {
                    return response
                }
                guard let delay = policy.delay(after: attempt, response: response) else { return response }
                wait = delay
            } catch let error as CurlewError where error.kind == .transport || error.kind == .timeout {
                guard mayRetry, attempt < policy.maximumAttempts else { throw error }
                wait = policy.delay(after: attempt, response: nil) ?? policy.maximumDelay
            }
            do {
                try await Task.sleep(for: wait)
            } catch {
                throw CurlewError.cancelled(
                    "the request was cancelled while waiting to retry", method: request.method, url: request.url)
            }
            attempt += 1
        }
    }

    /// ``policy``'s wait before attempt `attempt + 1` (see ``RetryPolicy/delay(after:response:now:)``).
    public func delay(after attempt: Int, response: HTTPResponse?, now: Date = Date()) -> Duration? {
        policy.delay(after: attempt, response: response, now: now)
    }
}
