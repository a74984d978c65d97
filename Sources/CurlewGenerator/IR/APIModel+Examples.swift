extension APIModel {
    /// An `example`/`examples` value from the spec (OpenAPI input): a fixture for users' tests, generated into
    /// the `<API>Examples` namespace as raw JSON, a typed value and, for responses, a ready `HTTPResponse`.
    package struct Example: Sendable, Hashable {
        /// The Swift member name (`animal`, `getAnimal200`, `getAnimal200Rex`, `getAnimalId`).
        package var name: String
        /// The example as compact JSON text.
        package var json: String
        /// The type it decodes as; nil when the spec gives none (then only the JSON is generated).
        package var type: TypeRef?
        /// For a response example, the status its `HTTPResponse` carries (200 for `2XX`, 500 for an error
        /// `default`).
        package var status: Int?
        /// Where it comes from and its summary/description.
        package var doc: String?
        /// The operation whose parameter, body or response it belongs to (`GET /pets/{id}`: the endpoint's method
        /// and path template); nil for a component's example. A subset keeps it only with its operation.
        package var operation: String?

        /// Creates an example.
        package init(name: String, json: String, type: TypeRef?, status: Int? = nil, doc: String? = nil) {
            self.name = name
            self.json = json
            self.type = type
            self.status = status
            self.doc = doc
        }
    }
}
