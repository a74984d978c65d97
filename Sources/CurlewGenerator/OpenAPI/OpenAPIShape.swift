/// The JSON kind each keyword of an OpenAPI object must have, for the objects the translator reads.
///
/// A keyword of another kind (`parameters: {…}`, `required: name`, `type: 7`) is reported once at its JSON
/// pointer and left out of the object the translator sees (see `OpenAPIDocuments.checked(_:as:)`), so the
/// warning's "ignored" is exactly what happens. Only keywords the translator reads are listed; the others, and
/// extensions other than curlew's own, are not checked.
enum OpenAPIShape: Sendable {
    case document, info, server, components, pathItem, operation, parameter, requestBody, response, header
    case schema, discriminator, securityScheme

    /// The kind a keyword's value must have.
    indirect enum Kind: Sendable {
        case string, bool, number, object, array
        /// An object or a boolean (`additionalProperties`, `items`).
        case schema
        /// Either kind (`type`: a name, or in 3.1 a list of names).
        case either(Kind, Kind)
        /// An array whose entries have this kind (an entry of another kind is left out).
        case arrayOf(Kind)
        /// An object whose values have this kind (`x-` keys are extensions and not checked).
        case mapOf(Kind)
        /// An object whose keywords are checked as `OpenAPIShape`.
        case shaped(OpenAPIShape)

        /// What the message says was expected: "an array", "a string or an array".
        var description: String {
            switch self {
            case .string: "a string"
            case .bool: "true or false"
            case .number: "a number"
            case .object, .mapOf, .shaped: "an object"
            case .array, .arrayOf: "an array"
            case .schema: "a schema (an object or a boolean)"
            case .either(let first, let second): "\(first.description) or \(second.description)"
            }
        }

        /// Whether `value` has this kind (its entries or members are checked separately).
        func accepts(_ value: SpecNode.Value) -> Bool {
            switch (self, value) {
            case (.string, .string), (.bool, .bool), (.number, .number), (.array, .array), (.arrayOf, .array),
                (.object, .object), (.mapOf, .object), (.shaped, .object), (.schema, .object), (.schema, .bool):
                true
            case (.either(let first, let second), _): first.accepts(value) || second.accepts(value)
            default: false
            }
        }
    }

    /// The keywords of this object that the translator reads, with their kinds.
    var keywords: [String: Kind] {
        switch self {
        case .document: Self.documentKeywords
        case .info: Self.infoKeywords
        case .server: Self.serverKeywords
        case .components: Self.componentsKeywords
        case .pathItem: Self.pathItemKeywords
        case .operation: Self.operationKeywords
        case .parameter: Self.parameterKeywords
        case .requestBody: Self.requestBodyKeywords
        case .response: Self.responseKeywords
        case .header: Self.headerKeywords
        case .schema: Self.schemaKeywords
        case .discriminator: Self.discriminatorKeywords
        case .securityScheme: Self.securitySchemeKeywords
        }
    }

    // Tables made once: `keywords` is asked for every object the translator reads.
    private static let infoKeywords: [String: Kind] = [
        "title": .string, "description": .string, "version": .either(.string, .number),
    ]
    private static let serverKeywords: [String: Kind] = [
        "url": .string, "description": .string, "variables": .mapOf(.object),
    ]
    private static let componentsKeywords: [String: Kind] = ["schemas": .object, "securitySchemes": .mapOf(.object)]
    private static let requestBodyKeywords: [String: Kind] = [
        "content": .mapOf(.object), "required": .bool, "description": .string,
    ]
    private static let responseKeywords: [String: Kind] = [
        "content": .mapOf(.object), "headers": .mapOf(.object), "description": .string,
    ]
    private static let headerKeywords: [String: Kind] = [
        "description": .string, "deprecated": .bool, "content": .mapOf(.object),
    ]
    private static let discriminatorKeywords: [String: Kind] = ["propertyName": .string, "mapping": .mapOf(.string)]
    private static let securitySchemeKeywords: [String: Kind] = [
        "type": .string, "scheme": .string, "name": .string, "in": .string,
    ]

    private static let documentKeywords: [String: Kind] = [
        "info": .shaped(.info), "servers": .arrayOf(.shaped(.server)), "paths": .mapOf(.object),
        "components": .shaped(.components), "security": .arrayOf(.object), "webhooks": .object,
        "x-webhooks": .object,
    ]

    private static let pathItemKeywords: [String: Kind] = Dictionary(
        uniqueKeysWithValues: OpenAPITranslator.methods.map { ($0, Kind.object) } + [("parameters", .array)])

    private static let operationKeywords: [String: Kind] = [
        "operationId": .string, "summary": .string, "description": .string, "tags": .arrayOf(.string),
        "deprecated": .bool, "parameters": .array, "requestBody": .object, "responses": .mapOf(.object),
        "security": .arrayOf(.object), "callbacks": .object, "links": .object, "x-curlew-timeout": .number,
        "x-curlew-stream": .bool,
    ]

    private static let parameterKeywords: [String: Kind] = [
        "name": .string, "in": .string, "description": .string, "style": .string, "required": .bool,
        "deprecated": .bool, "explode": .bool, "content": .mapOf(.object),
    ]

    private static let schemaKeywords: [String: Kind] = [
        "type": .either(.string, .arrayOf(.string)), "format": .string, "title": .string,
        "description": .string, "nullable": .bool, "deprecated": .bool, "readOnly": .bool,
        "writeOnly": .bool, "allOf": .array, "oneOf": .array, "anyOf": .array, "enum": .array,
        "required": .arrayOf(.string), "properties": .object, "additionalProperties": .schema,
        "items": .schema, "discriminator": .shaped(.discriminator), "x-enum-varnames": .arrayOf(.string),
        "x-curlew-name": .string, "contentEncoding": .string,
    ]

    /// What a value of this shape is called in messages ("a parameter").
    var noun: String {
        switch self {
        case .document: "the document"
        case .info: "'info'"
        case .server: "a server"
        case .components: "'components'"
        case .pathItem: "a path item"
        case .operation: "an operation"
        case .parameter: "a parameter"
        case .requestBody: "a request body"
        case .response: "a response"
        case .header: "a header"
        case .schema: "a schema"
        case .discriminator: "a discriminator"
        case .securityScheme: "a security scheme"
        }
    }
}
