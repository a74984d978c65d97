extension APIModel {
    /// A way the API accepts credentials (`auth` in a spec); the client gets `init(…, auth:)` and a nested
    /// `Auth` type with one factory per scheme.
    package enum AuthScheme: Sendable, Hashable {
        /// `Authorization: Bearer <token>` (also from a refreshing `TokenProvider`).
        case bearer
        /// `Authorization: Basic …`.
        case basic
        /// An API key in the header of this name.
        case apiKeyHeader(String)
        /// An API key in the query item of this name.
        case apiKeyQuery(String)
    }

    /// When to send a request again (`Curlew.RetryMiddleware`).
    package struct RetryPolicy: Sendable, Hashable {
        /// Attempts in all; 1 (or `disabled`) means no retry.
        package var attempts: Int
        /// Seconds before the second attempt (doubling after), if not the runtime's default.
        package var baseDelay: Double?
        /// Longest wait in seconds, if not the runtime's default.
        package var maxDelay: Double?
        /// Statuses worth another attempt, if not the runtime's default (429, 502, 503, 504).
        package var statuses: [Int]?
        /// Retry non-idempotent methods (POST, PATCH) too.
        package var nonIdempotent: Bool

        /// Creates a policy.
        package init(
            attempts: Int,
            baseDelay: Double? = nil,
            maxDelay: Double? = nil,
            statuses: [Int]? = nil,
            nonIdempotent: Bool = false
        ) {
            self.attempts = attempts
            self.baseDelay = baseDelay
            self.maxDelay = maxDelay
            self.statuses = statuses
            self.nonIdempotent = nonIdempotent
        }

        /// No retries.
        package static let disabled = RetryPolicy(attempts: 1)
    }
}
