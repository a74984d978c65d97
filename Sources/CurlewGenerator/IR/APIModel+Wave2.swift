extension APIModel {
    /// A literal default value from a spec, checked against its field's or parameter's type by the translator.
    ///
    /// The renderer turns it into a Swift expression of that type: a string of an enum type becomes
    /// `E(rawValue: "…")`, a number of a `Decimal` type `Foundation.Decimal(string: "…")!`.
    public enum DefaultValue: Sendable, Hashable {
        /// `true` or `false`.
        case bool(Bool)
        /// A JSON number, exact text (`20`, `-1.5`).
        case number(String)
        /// A JSON string.
        case string(String)
        /// `[]`, for an array type.
        case emptyArray
        /// `{}`, for a dictionary type.
        case emptyObject
    }

    /// A tagged union: a JSON object whose `discriminator` key names which model the rest of it is.
    ///
    /// Rendered as an `enum` with one case per tag holding the model (`case circle(Circle)`) and
    /// `case unknown(tag: String, value: JSONValue)` for tags this client does not know, which re-encodes as
    /// it was received.
    public struct UnionModel: Sendable, Hashable {
        /// Swift type name.
        public var name: String
        /// Documentation.
        public var doc: String?
        /// The JSON key that holds the tag (`"kind"`).
        public var discriminator: String
        /// The variants, in spec order.
        public var cases: [Case]

        /// Creates a union.
        public init(name: String, doc: String? = nil, discriminator: String, cases: [Case]) {
            self.name = name
            self.doc = doc
            self.discriminator = discriminator
            self.cases = cases
        }

        /// One variant: the tag on the wire, the Swift case name and the struct model it holds.
        public struct Case: Sendable, Hashable {
            /// Swift case name.
            public var swiftName: String
            /// The discriminator's value for this variant.
            public var tag: String
            /// The name of a struct model (`Model.name`).
            public var model: String

            /// Creates a case.
            public init(swiftName: String, tag: String, model: String) {
                self.swiftName = swiftName
                self.tag = tag
                self.model = model
            }
        }
    }

    /// A named base URL the API is served from (`production`, `staging`).
    public struct Server: Sendable, Hashable {
        /// Swift name of the static property on the client.
        public var swiftName: String
        /// Absolute http(s) URL.
        public var url: String
        /// Documentation.
        public var doc: String?

        /// Creates a server.
        public init(swiftName: String, url: String, doc: String? = nil) {
            self.swiftName = swiftName
            self.url = url
            self.doc = doc
        }
    }
}

extension APIModel {
    /// A way the API accepts credentials (`auth` in a spec); the client gets `init(…, auth:)` and a nested
    /// `Auth` type with one factory per scheme. Added in wave 2.
    public enum AuthScheme: Sendable, Hashable {
        /// `Authorization: Bearer <token>` (also from a refreshing `TokenProvider`).
        case bearer
        /// `Authorization: Basic …`.
        case basic
        /// An API key in the header of this name.
        case apiKeyHeader(String)
        /// An API key in the query item of this name.
        case apiKeyQuery(String)
    }

    /// When to send a request again (`Curlew.RetryMiddleware`). Added in wave 2.
    public struct RetryPolicy: Sendable, Hashable {
        /// Attempts in all; 1 (or `disabled`) means no retry.
        public var attempts: Int
        /// Seconds before the second attempt (doubling after), if not the runtime's default.
        public var baseDelay: Double?
        /// Longest wait in seconds, if not the runtime's default.
        public var maxDelay: Double?
        /// Statuses worth another attempt, if not the runtime's default (429, 502, 503, 504).
        public var statuses: [Int]?
        /// Retry non-idempotent methods (POST, PATCH) too.
        public var nonIdempotent: Bool

        /// Creates a policy.
        public init(
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
        public static let disabled = RetryPolicy(attempts: 1)
    }
}
