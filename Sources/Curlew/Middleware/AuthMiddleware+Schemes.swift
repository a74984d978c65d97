extension AuthMiddleware {
    /// A kind of credentials an operation may accept, as an OpenAPI security scheme names it.
    public enum Scheme: Sendable, Hashable {
        /// `Authorization: Bearer`: ``Credentials/bearer(_:)`` and ``Credentials/tokens(_:)``.
        case bearer
        /// `Authorization: Basic`.
        case basic
        /// An API key in the header of this name.
        case apiKeyHeader(String)
        /// An API key in the query item of this name.
        case apiKeyQuery(String)
    }

    /// Whether these credentials are of `scheme`.
    public func answers(_ scheme: Scheme) -> Bool {
        self.scheme == scheme
    }
}
