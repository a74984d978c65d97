extension APIModel {
    /// The server of some operations (OpenAPI `servers` on a path item or an operation): a property of the client,
    /// of a type of its own, whose variables the user may change at run time; the URL is built from them for each
    /// request of those operations.
    public struct OwnServer: Sendable, Hashable {
        /// The client's property (`uploadServer`).
        public var swiftName: String
        /// Its type, nested in the client (`UploadServer`).
        public var typeName: String
        /// The URL template, `{name}` for each variable (`https://{region}.uploads.example.com/v1`).
        public var url: String
        /// The template's variables, in the spec's order.
        public var variables: [ServerVariable]
        /// Documentation.
        public var doc: String?

        /// Creates a server.
        public init(swiftName: String, typeName: String, url: String, variables: [ServerVariable], doc: String? = nil) {
            self.swiftName = swiftName
            self.typeName = typeName
            self.url = url
            self.variables = variables
            self.doc = doc
        }
    }

    /// A variable of a server URL template: a `String` property, or an enum of `values` when the spec lists them.
    public struct ServerVariable: Sendable, Hashable {
        /// The name in the template.
        public var name: String
        /// The Swift property.
        public var swiftName: String
        /// The spec's default.
        public var defaultValue: String
        /// The values the spec allows (`enum`); empty for any string.
        public var values: [String]
        /// Documentation.
        public var doc: String?

        /// Creates a variable.
        public init(name: String, swiftName: String, defaultValue: String, values: [String] = [], doc: String? = nil) {
            self.name = name
            self.swiftName = swiftName
            self.defaultValue = defaultValue
            self.values = values
            self.doc = doc
        }
    }
}
