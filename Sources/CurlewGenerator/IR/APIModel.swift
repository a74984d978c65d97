/// The generator's intermediate representation: one API, whatever spec format it came from.
///
/// Built by the translator from a spec, validated there, and printed by the renderer. Everything is in spec
/// order, so the output is deterministic. Names here are already Swift-safe identifiers (without backticks;
/// the renderer adds them for keywords).
package struct APIModel: Sendable, Hashable {
    /// The API's name; the client type is `<name>Client`.
    package var name: String
    /// Documentation for the client type.
    package var doc: String?
    /// The default base URL of the client (`init(baseURL:)` default), if the spec gives one.
    package var baseURL: String?
    /// Headers sent with every request, in spec order.
    package var headers: [Header]
    /// How model field names map to JSON keys.
    package var keyStrategy: KeyStrategy
    /// Struct models, in spec order.
    package var models: [Model]
    /// String and integer enums, in spec order.
    package var enums: [EnumModel]
    /// Tagged unions, in spec order; rendered after the enums.
    package var unions: [UnionModel]
    /// Unions without a discriminator, told apart by the JSON value, in spec order; rendered after the unions.
    package var valueUnions: [ValueUnionModel] = []
    /// Other names of declared types (an OpenAPI component that is only a `$ref` to a schema another component
    /// already names), in spec order; rendered after the unions.
    package var typeAliases: [TypeAlias] = []
    /// Named alternative base URLs, in spec order: `static let <name>: URL` on the client.
    /// The default base URL stays `baseURL`.
    package var servers: [Server]
    /// The servers of path items and operations, each a property of the client (`Endpoint.ownServer`).
    package var ownServers: [OwnServer] = []
    /// Endpoints, in spec order; one client method each.
    package var endpoints: [Endpoint]
    /// The ways the API accepts credentials (empty: no `auth:` argument).
    package var auth: [AuthScheme] = []
    /// The API's retry policy for every call, if any.
    package var retry: RetryPolicy?
    /// Examples from the spec, for users' tests (OpenAPI input), in document order.
    package var examples: [Example] = []
    /// The enum the API's types are declared in (`Petstore` → `Petstore.Pet`), so two specs in one module may
    /// both declare `Pet`; nil declares them at the top level. The client and `<name>Examples` stay top-level.
    package var namespace: String?
    /// The user's own types that a config file's `typeOverrides` put in place of a schema or a format (spelled
    /// as written, `Foundation.Decimal`): `TypeRef.named` of one of them is printed as it is and read through its
    /// `Decodable` conformance.
    package var externalTypes: Set<String> = []
    /// Component schemas that declare no type of their own (scalars, arrays, nullable wrappers, `$ref`s to
    /// another component) but are kept by name where they are used, because a config file's `typeOverrides.schemas`
    /// names them: generated name → the type they stand for. `TypeRef.named` of one is replaced by the user's type
    /// (or, where an override cannot reach, by this type) before rendering; empty after `Generator.configure`.
    package var pinnedSchemas: [String: TypeRef] = [:]
    /// The type name each OpenAPI component schema was given, by its name in the spec, where they differ (`Error` →
    /// `ErrorModel`, `Date` → `DateModel`, `money_amount` → `MoneyAmount`), so a config may name it either way.
    package var componentTypeNames: [String: String] = [:]
    /// How to translate the spec again with some schemas pinned (see `Retranslation`); nil for native specs.
    package var retranslation: Retranslation?

    /// Creates a model.
    package init(
        name: String,
        doc: String? = nil,
        baseURL: String? = nil,
        headers: [Header] = [],
        keyStrategy: KeyStrategy = .exact,
        models: [Model] = [],
        enums: [EnumModel] = [],
        unions: [UnionModel] = [],
        servers: [Server] = [],
        endpoints: [Endpoint] = []
    ) {
        self.name = name
        self.doc = doc
        self.baseURL = baseURL
        self.headers = headers
        self.keyStrategy = keyStrategy
        self.models = models
        self.enums = enums
        self.unions = unions
        self.servers = servers
        self.endpoints = endpoints
    }

    /// A fixed header: name and value.
    package struct Header: Sendable, Hashable {
        /// The header name as sent.
        package var name: String
        /// The header value.
        package var value: String

        /// Creates a header.
        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// How JSON keys are derived from field names when a field has no explicit key.
    package enum KeyStrategy: String, Sendable, Hashable {
        /// The JSON key is the field name as written in the spec.
        case exact
        /// The JSON key is the spec name in snake_case (`bornAt` → `born_at`; `content-type` stays as it is).
        case snakeCase = "snake_case"
    }

    /// A struct: `Codable, Hashable, Sendable`, with explicit coding code.
    package struct Model: Sendable, Hashable {
        /// Swift type name.
        package var name: String
        /// Documentation.
        package var doc: String?
        /// Fields, in spec order; the fields of included models come first (already copied in: the renderer
        /// does not look at `includes`).
        package var fields: [Field]
        /// Models whose fields this one includes, in spec order (for documentation).
        package var includes: [String]
        /// The Swift name of a stored property that keeps the members not declared as fields and writes them back
        /// when encoding (OpenAPI `additionalProperties` next to `properties`): a `JSONObject`, in document order,
        /// or `[String: T]` with `additionalPropertiesType`; nil: such members are skipped.
        package var additionalProperties: String?
        /// With `additionalProperties`: the type of every undeclared member when the schema gives one (the property
        /// is then `[String: T]`, encoded in key order); nil keeps any JSON, in document order.
        package var additionalPropertiesType: TypeRef?

        /// Creates a model.
        package init(name: String, doc: String? = nil, fields: [Field], includes: [String] = []) {
            self.name = name
            self.doc = doc
            self.fields = fields
            self.includes = includes
        }
    }

    /// A stored property of a model.
    package struct Field: Sendable, Hashable {
        /// Swift property name.
        package var swiftName: String
        /// The JSON key it is coded under.
        package var jsonKey: String
        /// Its type (not optional; see `optional`).
        package var type: TypeRef
        /// Whether the Swift property is optional: the key may be missing or the value null (unless
        /// `requiredKey`), and `nil` is left out when encoding.
        package var optional: Bool
        /// Documentation.
        package var doc: String?
        /// Only for an `optional` field: the key must be present, its value may be `null` ("nullable" in OpenAPI
        /// terms, required and nullable); `nil` encodes as an explicit `null`.
        package var requiredKey: Bool
        /// The value used when the key is missing or null; then the property is not optional.
        package var defaultValue: DefaultValue?
        /// Deprecation: nil when current; otherwise the message (empty for none). The property is then
        /// `@available(*, deprecated)`.
        package var deprecated: String?

        /// Creates a field.
        package init(
            swiftName: String,
            jsonKey: String,
            type: TypeRef,
            optional: Bool,
            doc: String? = nil,
            requiredKey: Bool = false,
            defaultValue: DefaultValue? = nil,
            deprecated: String? = nil
        ) {
            self.swiftName = swiftName
            self.jsonKey = jsonKey
            self.type = type
            self.optional = optional
            self.doc = doc
            self.requiredKey = requiredKey
            self.defaultValue = defaultValue
            self.deprecated = deprecated
        }
    }

    /// A string or integer enum that decodes unknown values into `unknown(…)` instead of failing.
    package struct EnumModel: Sendable, Hashable {
        /// Swift type name.
        package var name: String
        /// Documentation.
        package var doc: String?
        /// Known values, in spec order.
        package var cases: [Case]
        /// The JSON type of the values: strings (the default) or integers.
        package var rawType: RawType

        /// Creates an enum.
        package init(name: String, doc: String? = nil, cases: [Case], rawType: RawType = .string) {
            self.name = name
            self.doc = doc
            self.cases = cases
            self.rawType = rawType
        }

        /// What the values are on the wire.
        package enum RawType: Sendable, Hashable {
            /// JSON strings; `unknown(Swift.String)`.
            case string
            /// JSON integers (within `Int`); `unknown(Swift.Int)`. `Case.value` holds the decimal text.
            case int
        }

        /// A known value and its Swift case name.
        package struct Case: Sendable, Hashable {
            /// Swift case name.
            package var swiftName: String
            /// The JSON string, or for an integer enum the integer's decimal text (`"-3"`).
            package var value: String

            /// Creates a case.
            package init(swiftName: String, value: String) {
                self.swiftName = swiftName
                self.value = value
            }
        }
    }
}
