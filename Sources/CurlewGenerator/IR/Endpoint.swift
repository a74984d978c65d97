extension APIModel {
    /// One operation: a client method that sends one request.
    package struct Endpoint: Sendable, Hashable {
        /// Swift method name.
        package var name: String
        /// HTTP method, upper case (`GET`).
        package var method: String
        /// The path split into literal text and parameter references.
        package var path: [PathPart]
        /// Path parameters, in spec order.
        package var pathParams: [Parameter]
        /// Query parameters, in spec order.
        package var queryParams: [Parameter]
        /// Header parameters, in spec order.
        package var headerParams: [Parameter]
        /// Cookie parameters, in spec order: sent together in one `Cookie` header, `name=value; …`, each value
        /// percent-encoded like a path segment (OpenAPI input).
        package var cookieParams: [Parameter] = []
        /// The JSON request body type, if any (argument `body`). An optional type (`T?`) with `bodyOptional` false
        /// is a required body that may be `null` (OpenAPI `nullable`): the argument `body: T?` has no default, and nil
        /// is sent as the JSON `null`.
        package var body: TypeRef?
        /// Whether the `body` argument (JSON or raw) may be nil: `body: T? = nil`, and a nil body sends no body
        /// and no Content-Type (OpenAPI's `requestBody` without `required: true`; a native `"body": "T?"`).
        package var bodyOptional: Bool = false
        /// The decoded response type; `nil` means `Void` (the body is ignored).
        package var returns: TypeRef?
        /// Typed error bodies by HTTP status code, ascending.
        package var errors: [ErrorBody]
        /// Typed error bodies by status class (`4XX`), ascending, then `default` (at most one, last).
        package var errorRanges: [ErrorRange] = []
        /// Success statuses the spec declares without a body (`204` next to a `200` with one): answered with
        /// one of these, a JSON endpoint returns nil (`returns` is then optional), ascending.
        package var bodilessStatuses: [Int] = []
        /// When not empty, the only success statuses that carry the body, ascending: the spec declares a `2XX`
        /// without a body next to them, so any other 2xx status answers nil (`returns` is then optional) and
        /// `bodilessStatuses` is empty.
        package var bodiedStatuses: [Int] = []
        /// How the success body is read: `.text` and `.data` return `returns` (String, Data) undecoded.
        package var responseFormat: ResponseFormat = .json
        /// Several success statuses with different bodies: `returns` is `.named(successCases.typeName)`, an enum
        /// with a case per status; nil when every success answers one type (`returns` is that type).
        package var successCases: SuccessCases?
        /// The success response's declared headers; nil when it declares none.
        package var output: ResponseOutput?
        /// Documentation.
        package var doc: String?
        /// This endpoint's time limit in seconds, overriding the client's.
        package var timeout: Double?
        /// Deprecation: nil when current; otherwise the message (empty for none). The method is then
        /// `@available(*, deprecated)`.
        package var deprecated: String?
        /// `application/x-www-form-urlencoded` fields, sent as the body. At most one of
        /// `body`, `formFields`, `multipartFields` and `rawContentType` is used.
        package var formFields: [Parameter] = []
        /// `multipart/form-data` fields, sent as the body; `Parameter.isFile` marks files.
        package var multipartFields: [Parameter] = []
        /// A raw body: the argument `body: Foundation.Data` sent with this Content-Type.
        package var rawContentType: String?
        /// Also generate `<name>Stream(…)`, yielding the elements of the array response as they arrive
        /// (`returns` is then an array).
        package var stream: Bool = false
        /// The endpoint answers `text/event-stream`: its method returns the events, their data decoded as
        /// `returns` (which is `events.data`); nil for any other endpoint.
        package var events: EventStream?
        /// How the answers lead from page to page: then `<name>Items(…)` yields the items of every page.
        package var pagination: Pagination?
        /// The name of the `…Response` variant returning the body with the answer's status, headers and timings
        /// (`getPetResponse`); nil when that name is another method's, and the variant is not generated.
        package var responseVariant: String?
        /// Whether the API's auth applies to this endpoint (false: sent without credentials).
        package var usesAuth: Bool = true
        /// The credentials this endpoint accepts (OpenAPI `security`): alternatives, each a set of schemes sent
        /// together (an empty one: no credentials at all). Credentials of schemes it names nowhere are not sent to
        /// it. nil: every scheme of the API.
        package var authRequirements: [[AuthScheme]]?
        /// The `swiftName` of the `APIModel.OwnServer` this endpoint's requests go to (its operation's or path
        /// item's `servers`); nil: the client's base URL.
        package var ownServer: String?
        /// This endpoint's retry policy, replacing the API's: nil keeps the API's, `.disabled` turns it off.
        package var retry: RetryPolicy?
        /// The spec's `operationId` (OpenAPI) or endpoint key (native spec), for a config file's `filter`.
        package var operationID: String?
        /// The path as the spec writes it (`/pets/{petId}`), for a config file's `filter`.
        package var pathTemplate = ""
        /// The operation's `tags` (OpenAPI), for a config file's `filter`.
        package var tags: [String] = []

        /// Creates an endpoint.
        package init(
            name: String,
            method: String,
            path: [PathPart],
            pathParams: [Parameter] = [],
            queryParams: [Parameter] = [],
            headerParams: [Parameter] = [],
            body: TypeRef? = nil,
            returns: TypeRef? = nil,
            errors: [ErrorBody] = [],
            doc: String? = nil,
            timeout: Double? = nil
        ) {
            self.name = name
            self.method = method
            self.path = path
            self.pathParams = pathParams
            self.queryParams = queryParams
            self.headerParams = headerParams
            self.body = body
            self.returns = returns
            self.errors = errors
            self.doc = doc
            self.timeout = timeout
        }
    }

    /// The events of a `text/event-stream` answer.
    package struct EventStream: Sendable, Hashable {
        /// Each event's data: a JSON type, or `String` for the text as it is.
        package var data: TypeRef
        /// Data that ends the stream (`[DONE]`), not yielded; nil: the stream ends with the body.
        package var terminator: String?

        /// Creates an event stream.
        package init(data: TypeRef, terminator: String? = nil) {
            self.data = data
            self.terminator = terminator
        }
    }

    /// A piece of a path template: literal text, or a path parameter by its wire name.
    package enum PathPart: Sendable, Hashable {
        /// Literal, already URL-safe text.
        case literal(String)
        /// `{name}`: the parameter whose `wireName` is `name`.
        case parameter(String)
    }

    /// A path, query or header parameter.
    package struct Parameter: Sendable, Hashable {
        /// Swift argument label.
        package var swiftName: String
        /// The name on the wire: path placeholder, query item name or header name.
        package var wireName: String
        /// Its type (not optional; see `optional`).
        package var type: TypeRef
        /// Whether the argument may be nil (then it defaults to nil and is left out).
        package var optional: Bool
        /// Documentation.
        package var doc: String?
        /// The argument's default value (query and header parameters). With a default the
        /// argument is not optional and the value is always sent.
        package var defaultValue: DefaultValue?
        /// A multipart file part: the argument is a `Curlew.UploadFile` (a file on disk, read while the request
        /// is sent, or bytes; with its name and type); `type` is `.builtin(.url)` as a placeholder.
        package var isFile: Bool = false
        /// For a query array: nil sends one item per element (`form`, exploded: `tags=a&tags=b`); a separator
        /// joins the elements into one value (`,` for `form` not exploded, ` ` for `spaceDelimited`, `|` for
        /// `pipeDelimited`).
        package var arraySeparator: String?
        /// For a query object (a model of scalar fields, or a dictionary of scalars): one item per property,
        /// named `name[key]` (`deepObject`) or `key` (`form`, exploded); nil for any other parameter.
        package var objectStyle: ObjectQueryStyle?
        /// For an array of scalars in the path, a header or a cookie, or an object of scalars there or in a query
        /// not exploded: how the items become one text (OpenAPI's `simple`, `label`, `matrix` and `form`
        /// styles); nil for any other parameter.
        package var joinedStyle: JoinedStyle?
        /// An OpenAPI parameter with JSON `content` (`application/json`) instead of a `schema`: the value is sent
        /// as its JSON text, encoded like any value in its place; no style applies.
        package var jsonContent: Bool = false
        /// A structured value no other property covers (an object with nested or union members, an array of
        /// non-scalars, a union, free-form JSON, a `deepObject` array) sent through `Curlew.FormEncoding`: in a
        /// query or form body as the pairs of this style; in a path, header or cookie as one text joined with
        /// `.joined`'s separator. nil for any other parameter.
        package var pairStyle: PairStyle?
        /// For a multipart field that is not a file: the part's Content-Type from the media type's `encoding`
        /// (nil: a text part without one, `application/json` for JSON parts).
        package var partContentType: String?

        /// Creates a parameter.
        package init(
            swiftName: String,
            wireName: String,
            type: TypeRef,
            optional: Bool,
            doc: String? = nil,
            defaultValue: DefaultValue? = nil
        ) {
            self.swiftName = swiftName
            self.wireName = wireName
            self.type = type
            self.optional = optional
            self.doc = doc
            self.defaultValue = defaultValue
        }
    }

    /// How a query object's properties become query items.
    package enum ObjectQueryStyle: Sendable, Hashable {
        /// `filter[name]=x&filter[age]=3`.
        case deepObject
        /// `name=x&age=3` (`style: form, explode: true`, OpenAPI's default for query objects).
        case form
    }

    /// How a structured value becomes query or form pairs (`Curlew.FormEncoding.Style`).
    package enum PairStyle: Sendable, Hashable {
        /// `a[b][c]=v`, `tags[]=x`, `items[0][price]=x`.
        case deepObject
        /// An array repeats the name, an object's members go under their own names.
        case formExploded
        /// One value, items joined with the separator.
        case joined(String)
        /// A string as it is, anything else its JSON text; an array one pair per item.
        case jsonText
    }

    /// How the items of an array become one text (RFC 6570 as OpenAPI's style values define it):
    /// `prefix + items.joined(separator: separator)`, each item percent-encoded when `encoded`. An object's
    /// items are its properties, `key + keySeparator + value`.
    package struct JoinedStyle: Sendable, Hashable {
        /// Text before the first item: `.` for `label`, `;name=` for `matrix`, empty otherwise.
        package var prefix: String
        /// Text between items: `,` (`simple`, `form`, `matrix`), `.` (`label`), `;name=` (`matrix`, exploded).
        package var separator: String
        /// Whether each item is percent-encoded (path and cookie values; header values are sent as they are).
        package var encoded: Bool
        /// For an object: text between a property's name and its value (`=` exploded, else as `separator`).
        package var keySeparator: String

        /// Creates a style.
        package init(prefix: String, separator: String, encoded: Bool, keySeparator: String = ",") {
            self.prefix = prefix
            self.separator = separator
            self.encoded = encoded
            self.keySeparator = keySeparator
        }
    }

    /// A typed error body: for this status, decode this type into `CurlewError.errorBody`.
    package struct ErrorBody: Sendable, Hashable {
        /// HTTP status code.
        package var status: Int
        /// The body's type.
        package var type: TypeRef

        /// Creates an error body.
        package init(status: Int, type: TypeRef) {
            self.status = status
            self.type = type
        }
    }
}
