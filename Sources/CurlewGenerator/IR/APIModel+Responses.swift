extension APIModel {
    /// How a success response body becomes the method's result.
    package enum ResponseFormat: Sendable, Hashable {
        /// JSON, decoded as the endpoint's `returns` type.
        case json
        /// Text (`text/plain`, `text/csv`, …): the body as a UTF-8 `Swift.String`.
        case text
        /// Bytes (`application/octet-stream`, `image/*`, …): the body as received, a `Foundation.Data`.
        case data
    }

    /// A typed error body for a status class (`4XX`) or for every other status (`default`). An exact status
    /// (`ErrorBody`) wins over its class, a class over `default`.
    package struct ErrorRange: Sendable, Hashable {
        /// The first digit of the statuses (4 for `4XX`); nil for `default`.
        package var statusClass: Int?
        /// The body's type.
        package var type: TypeRef

        /// Creates a class (`4XX`) or, with `statusClass` nil, the `default` error body.
        package init(statusClass: Int?, type: TypeRef) {
            self.statusClass = statusClass
            self.type = type
        }
    }

    /// A header of the success response, read into a typed, optional property.
    package struct ResponseHeader: Sendable, Hashable {
        /// Swift property name.
        package var swiftName: String
        /// The header's name on the wire (case-insensitive).
        package var wireName: String
        /// Its scalar type (or an array of scalars, comma-separated on the wire).
        package var type: TypeRef
        /// Documentation.
        package var doc: String?

        /// Creates a response header.
        package init(swiftName: String, wireName: String, type: TypeRef, doc: String? = nil) {
            self.swiftName = swiftName
            self.wireName = wireName
            self.type = type
            self.doc = doc
        }
    }

    /// The whole success answer of an endpoint with response headers: the client also gets
    /// `<name>Output(…)`, returning this type's value (status, typed headers, body).
    package struct ResponseOutput: Sendable, Hashable {
        /// The generated struct's name (`GetPetOutput`).
        package var typeName: String
        /// The declared headers, in spec order.
        package var headers: [ResponseHeader]

        /// Creates an output description.
        package init(typeName: String, headers: [ResponseHeader]) {
            self.typeName = typeName
            self.headers = headers
        }
    }
}
