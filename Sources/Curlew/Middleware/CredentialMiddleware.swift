/// A middleware that adds credentials of one scheme, such as ``AuthMiddleware``; yours can be one too.
///
/// ``APIClient`` reads what its credential middlewares answer before a call's first middleware runs: it narrows
/// the call's ``RequestOptions/acceptedAuth`` to the alternative they meet whole, and adds their ``secrets`` to
/// ``RequestOptions/redaction``. The middleware itself adds its credentials only when
/// `request.options.accepts(scheme)`.
public protocol CredentialMiddleware: Middleware {
    /// The scheme of the credentials it adds, as a call's ``RequestOptions/acceptedAuth`` names it.
    var scheme: AuthMiddleware.Scheme { get }
    /// The header or query names its credentials travel under that ``Redaction/standard`` lacks, or `nil`.
    var secrets: Redaction? { get }
}

extension CredentialMiddleware {
    /// None beyond the standard names.
    public var secrets: Redaction? { nil }
}

extension APIClient {
    /// The schemes and secret names of a client's ``CredentialMiddleware``s.
    struct Credentials: Sendable {
        /// The schemes the client can answer, in middleware order.
        let schemes: [AuthMiddleware.Scheme]
        /// Their names beyond the standard ones, or `nil`.
        let secrets: Redaction?

        init(_ middlewares: [any Middleware]) {
            let credentials = middlewares.compactMap { $0 as? any CredentialMiddleware }
            schemes = credentials.map(\.scheme)
            secrets = credentials.lazy.compactMap(\.secrets).reduce(nil) { $0?.union($1) ?? $1 }
        }

        /// Whether `settle` would change `options`: there are secret names to add, or alternatives to narrow.
        func settles(_ options: RequestOptions) -> Bool {
            secrets != nil || (options.acceptedAuth?.count ?? 0) > 1
        }

        /// Adds the secret names to `options` and narrows several accepted alternatives to one: the first that
        /// these credentials meet whole; else none, if an empty alternative (no credentials) is listed; else every
        /// scheme named, so the server can say what is missing.
        func settle(_ options: inout RequestOptions) {
            if let secrets { options.addSecrets(secrets) }
            guard let alternatives = options.acceptedAuth, alternatives.count > 1 else { return }
            if let met = alternatives.first(where: { !$0.isEmpty && $0.allSatisfy(schemes.contains) }) {
                options.acceptedAuth = [met]
            } else if alternatives.contains(where: \.isEmpty) {
                options.acceptedAuth = []
            } else {
                options.acceptedAuth = [alternatives.flatMap { $0 }]
            }
        }
    }
}
