import Foundation

/// When to send a request again, and how long to wait: what a ``RetryMiddleware`` applies, and what a call may set
/// for itself in ``RequestOptions/retry``.
///
/// Retries transport errors and timeouts (not cancellation or invalid requests) and the statuses in
/// ``retryStatuses``, at most ``maximumAttempts`` times in all, with exponential backoff and full jitter. Only
/// idempotent methods (GET, HEAD, OPTIONS, PUT, DELETE) unless ``retriesNonIdempotent``.
public struct RetryPolicy: Sendable, Hashable {
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

    /// A retry policy; the defaults make 3 attempts, 200 ms doubling up to 30 s, on 429, 502, 503 and 504.
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

    /// One attempt: no retry.
    public static let never = RetryPolicy(maximumAttempts: 1)

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
