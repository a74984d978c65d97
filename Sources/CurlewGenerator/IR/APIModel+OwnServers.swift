extension APIModel {
    /// The server of some operations (OpenAPI `servers` on a path item or an operation): a property of the client,
    /// of a type of its own, whose variables the user may change at run time; the URL is built from them for each
    /// request of those operations.
    package struct OwnServer: Sendable, Hashable {
        /// The client's property (`uploadServer`).
        package var swiftName: String
        /// Its type, nested in the client (`UploadServer`).
        package var typeName: String
        /// The URL template, `{name}` for each variable (`https://{region}.uploads.example.com/v1`).
        package var url: String
        /// The template's variables, in the spec's order.
        package var variables: [ServerVariable]
        /// Documentation.
        package var doc: String?

        /// Creates a server.
        package init(swiftName: String, typeName: String, url: String, variables: [ServerVariable], doc: String? = nil)
        {
            self.swiftName = swiftName
            self.typeName = typeName
            self.url = url
            self.variables = variables
            self.doc = doc
        }
    }

    /// A variable of a server URL template: a `String` property, or an enum of `values` when the spec lists them.
    package struct ServerVariable: Sendable, Hashable {
        /// The name in the template.
        package var name: String
        /// The Swift property.
        package var swiftName: String
        /// The spec's default.
        package var defaultValue: String
        /// The values the spec allows (`enum`); empty for any string.
        package var values: [String]
        /// Documentation.
        package var doc: String?

        /// Creates a variable.
        package init(name: String, swiftName: String, defaultValue: String, values: [String] = [], doc: String? = nil) {
            self.name = name
            self.swiftName = swiftName
            self.defaultValue = defaultValue
            self.values = values
            self.doc = doc
        }
    }
}
