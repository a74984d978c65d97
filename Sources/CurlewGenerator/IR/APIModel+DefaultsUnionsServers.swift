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
            /// The discriminator's value for this variant: the canonical one, written when encoding.
            public var tag: String
            /// The name of a struct model (`Model.name`).
            public var model: String
            /// Further tags that also decode to this variant (an OpenAPI `mapping` with several keys for one
            /// schema), in spec order; encoding writes `tag`.
            public var aliases: [String]

            /// Creates a case.
            public init(swiftName: String, tag: String, model: String, aliases: [String] = []) {
                self.swiftName = swiftName
                self.tag = tag
                self.model = model
                self.aliases = aliases
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
