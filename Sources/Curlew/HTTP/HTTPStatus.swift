/// An HTTP response status code, such as `200` or `404`.
///
/// An open set: any integer is a status (`let status: HTTPStatus = 418`, `HTTPStatus(code)`); the common ones are
/// static constants, and ``reasonPhrase`` names the registered ones. Its number is ``code``, its one name.
public struct HTTPStatus: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The three-digit code.
    public var code: Int

    /// A status with this code.
    public init(_ code: Int) {
        self.code = code
    }

    /// A status from an integer literal, such as `404`.
    public init(integerLiteral value: Int) {
        self.code = value
    }

    /// Whether the code is in `200..<300`.
    public var isSuccess: Bool { (200..<300).contains(code) }

    /// The registered reason phrase, such as `"Not Found"`, or `""` for an unregistered code.
    public var reasonPhrase: String { Self.reasonPhrases[code] ?? "" }

    /// The code and its reason phrase, such as `"404 Not Found"`.
    public var description: String {
        reasonPhrase.isEmpty ? String(code) : "\(code) \(reasonPhrase)"
    }

    /// The code, under its former name.
    @available(*, deprecated, renamed: "code")
    public var rawValue: Int { code }

    /// A status with this code, under the former label.
    @available(*, deprecated, renamed: "init(_:)")
    public init(rawValue: Int) {
        self.code = rawValue
    }

    /// 200 OK.
    public static let ok: HTTPStatus = 200
    /// 201 Created.
    public static let created: HTTPStatus = 201
    /// 202 Accepted.
    public static let accepted: HTTPStatus = 202
    /// 204 No Content.
    public static let noContent: HTTPStatus = 204
    /// 301 Moved Permanently.
    public static let movedPermanently: HTTPStatus = 301
    /// 302 Found.
    public static let found: HTTPStatus = 302
    /// 304 Not Modified.
    public static let notModified: HTTPStatus = 304
    /// 400 Bad Request.
    public static let badRequest: HTTPStatus = 400
    /// 401 Unauthorized.
    public static let unauthorized: HTTPStatus = 401
    /// 403 Forbidden.
    public static let forbidden: HTTPStatus = 403
    /// 404 Not Found.
    public static let notFound: HTTPStatus = 404
    /// 409 Conflict.
    public static let conflict: HTTPStatus = 409
    /// 422 Unprocessable Content.
    public static let unprocessableContent: HTTPStatus = 422
    /// 429 Too Many Requests.
    public static let tooManyRequests: HTTPStatus = 429
    /// 500 Internal Server Error.
    public static let internalServerError: HTTPStatus = 500
    /// 502 Bad Gateway.
    public static let badGateway: HTTPStatus = 502
    /// 503 Service Unavailable.
    public static let serviceUnavailable: HTTPStatus = 503
    /// 504 Gateway Timeout.
    public static let gatewayTimeout: HTTPStatus = 504

    private static let reasonPhrases: [Int: String] = [
        100: "Continue", 101: "Switching Protocols", 103: "Early Hints",
        200: "OK", 201: "Created", 202: "Accepted", 203: "Non-Authoritative Information", 204: "No Content",
        205: "Reset Content", 206: "Partial Content",
        300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified",
        307: "Temporary Redirect", 308: "Permanent Redirect",
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 407: "Proxy Authentication Required",
        408: "Request Timeout", 409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed",
        413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type", 416: "Range Not Satisfiable",
        417: "Expectation Failed", 418: "I'm a teapot", 421: "Misdirected Request", 422: "Unprocessable Content",
        423: "Locked", 424: "Failed Dependency", 425: "Too Early", 426: "Upgrade Required",
        428: "Precondition Required", 429: "Too Many Requests", 431: "Request Header Fields Too Large",
        451: "Unavailable For Legal Reasons",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout", 505: "HTTP Version Not Supported", 507: "Insufficient Storage",
        511: "Network Authentication Required",
    ]
}
