/// A ``RequestOptions``' options other than its operation name: immutable, shared by the options' copies, a new one
/// made for each change.
@usableFromInline final class RequestOptionSettings: Sendable {
    /// The options' values, as ``RequestOptions``' properties show them.
    struct Values: Sendable {
        var acceptedAuth: [[AuthMiddleware.Scheme]]?
        var retry: RetryPolicy?
        var redaction: Redaction?
        var cachePolicy: HTTPCache.Policy?
        var redirectHook: RedirectHook?
        var progress: (@Sendable (TransferProgress) -> Void)?
        var isStreamed = false
        /// Values of ``RequestOptionKey``s, by key type.
        var keys: [ObjectIdentifier: any Sendable] = [:]

        /// Whether no option that merging reads is set (`isStreamed` is not merged).
        var isEmpty: Bool {
            // by pattern: `== nil` on an optional of a type that is not `Equatable` copies the value first
            guard case .none = acceptedAuth, case .none = retry, case .none = redaction, case .none = cachePolicy,
                case .none = redirectHook, case .none = progress
            else { return false }
            return keys.isEmpty
        }
    }

    /// Nothing set: the settings of every ``RequestOptions`` made without options.
    @usableFromInline static let none = RequestOptionSettings(Values())

    let values: Values

    init(_ values: Values) { self.values = values }

    /// Settings with these options, or the shared ``none`` when none is given.
    @usableFromInline static func make(
        acceptedAuth: [[AuthMiddleware.Scheme]]?, retry: RetryPolicy?, redaction: Redaction?
    ) -> RequestOptionSettings {
        if case .none = acceptedAuth, case .none = retry, case .none = redaction { return none }
        return RequestOptionSettings(Values(acceptedAuth: acceptedAuth, retry: retry, redaction: redaction))
    }
}
