extension APIModel {
    /// A literal default value from a spec, checked against its field's or parameter's type by the translator.
    ///
    /// The renderer turns it into a Swift expression of that type: a string of an enum type becomes
    /// `E(rawValue: "…")`, a number of a `Decimal` type `Foundation.Decimal(string: "…")!`.
    package enum DefaultValue: Sendable, Hashable {
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
    package struct UnionModel: Sendable, Hashable {
        /// Swift type name.
        package var name: String
        /// Documentation.
        package var doc: String?
        /// The JSON key that holds the tag (`"kind"`).
        package var discriminator: String
        /// The variants, in spec order.
        package var cases: [Case]

        /// Creates a union.
        package init(name: String, doc: String? = nil, discriminator: String, cases: [Case]) {
            self.name = name
            self.doc = doc
            self.discriminator = discriminator
            self.cases = cases
        }

        /// One variant: the tag on the wire, the Swift case name and the struct model it holds.
        package struct Case: Sendable, Hashable {
            /// Swift case name.
            package var swiftName: String
            /// The discriminator's value for this variant: the canonical one, written when encoding.
            package var tag: String
            /// The name of a struct model (`Model.name`).
            package var model: String
            /// Further tags that also decode to this variant (an OpenAPI `mapping` with several keys for one
            /// schema), in spec order; encoding writes `tag`.
            package var aliases: [String]

            /// Creates a case.
            package init(swiftName: String, tag: String, model: String, aliases: [String] = []) {
                self.swiftName = swiftName
                self.tag = tag
                self.model = model
                self.aliases = aliases
            }
        }
    }

    /// A named base URL the API is served from (`production`, `staging`).
    package struct Server: Sendable, Hashable {
        /// Swift name of the static property on the client.
        package var swiftName: String
        /// Absolute http(s) URL.
        package var url: String
        /// Documentation.
        package var doc: String?

        /// Creates a server.
        package init(swiftName: String, url: String, doc: String? = nil) {
            self.swiftName = swiftName
            self.url = url
            self.doc = doc
        }
    }
}
