/// The generator's intermediate representation: one API, whatever spec format it came from.
///
/// Built by the translator from a spec, validated there, and printed by the renderer. Everything is in spec
/// order, so the output is deterministic. Names here are already Swift-safe identifiers (without backticks;
/// the renderer adds them for keywords).
public struct APIModel: Sendable, Hashable {
    /// The API's name; the client type is `<name>Client`.
    public var name: String
    /// Documentation for the client type.
    public var doc: String?
    /// The default base URL of the client (`init(baseURL:)` default), if the spec gives one.
    public var baseURL: String?
    /// Headers sent with every request, in spec order.
    public var headers: [Header]
    /// How model field names map to JSON keys.
    public var keyStrategy: KeyStrategy
    /// Struct models, in spec order.
    public var models: [Model]
    /// String enums, in spec order.
    public var enums: [EnumModel]
    /// Endpoints, in spec order; one client method each.
    public var endpoints: [Endpoint]

    /// Creates a model.
    public init(
        name: String,
        doc: String? = nil,
        baseURL: String? = nil,
        headers: [Header] = [],
        keyStrategy: KeyStrategy = .exact,
        models: [Model] = [],
        enums: [EnumModel] = [],
        endpoints: [Endpoint] = []
    ) {
        self.name = name
        self.doc = doc
        self.baseURL = baseURL
        self.headers = headers
        self.keyStrategy = keyStrategy
        self.models = models
        self.enums = enums
        self.endpoints = endpoints
    }

    /// A fixed header: name and value.
    public struct Header: Sendable, Hashable {
        /// The header name as sent.
        public var name: String
        /// The header value.
        public var value: String

        /// Creates a header.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// How JSON keys are derived from field names when a field has no explicit key.
    public enum KeyStrategy: String, Sendable, Hashable {
        /// The JSON key is the field name as written in the spec.
        case exact
        /// The JSON key is the spec name in snake_case (`bornAt` → `born_at`; `content-type` stays as it is).
        case snakeCase = "snake_case"
    }

    /// A struct: `Codable, Hashable, Sendable`, with explicit `CodingKeys`.
    public struct Model: Sendable, Hashable {
        /// Swift type name.
        public var name: String
        /// Documentation.
        public var doc: String?
        /// Fields, in spec order.
        public var fields: [Field]

        /// Creates a model.
        public init(name: String, doc: String? = nil, fields: [Field]) {
            self.name = name
            self.doc = doc
            self.fields = fields
        }
    }

    /// A stored property of a model.
    public struct Field: Sendable, Hashable {
        /// Swift property name.
        public var swiftName: String
        /// The JSON key it is coded under.
        public var jsonKey: String
        /// Its type (not optional; see `optional`).
        public var type: TypeRef
        /// Whether the field may be missing or null.
        public var optional: Bool
        /// Documentation.
        public var doc: String?

        /// Creates a field.
        public init(swiftName: String, jsonKey: String, type: TypeRef, optional: Bool, doc: String? = nil) {
            self.swiftName = swiftName
            self.jsonKey = jsonKey
            self.type = type
            self.optional = optional
            self.doc = doc
        }
    }

    /// A string enum that decodes unknown values into `unknown(String)` instead of failing.
    public struct EnumModel: Sendable, Hashable {
        /// Swift type name.
        public var name: String
        /// Documentation.
        public var doc: String?
        /// Known values, in spec order.
        public var cases: [Case]

        /// Creates an enum.
        public init(name: String, doc: String? = nil, cases: [Case]) {
            self.name = name
            self.doc = doc
            self.cases = cases
        }

        /// A known value and its Swift case name.
        public struct Case: Sendable, Hashable {
            /// Swift case name.
            public var swiftName: String
            /// The JSON string.
            public var value: String

            /// Creates a case.
            public init(swiftName: String, value: String) {
                self.swiftName = swiftName
                self.value = value
            }
        }
    }
}
