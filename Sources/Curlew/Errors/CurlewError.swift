import CurlewJSON
import Foundation

/// Every error Curlew's runtime throws: what kind it is, a sentence, and the request and response facts.
///
/// Switch on ``kind`` (new kinds may be added later); print the error, or read its `localizedDescription`, for a
/// one-line account that names the operation, the method, the URL (without credentials), the status and curl's
/// own text. A status error's facts, none of them optional, are in ``httpStatusError``.
///
/// ```swift
/// do { let pet = try await client.getPet(id: 7) }
/// catch let error as CurlewError {
///     guard let failure = error.httpStatusError, failure.status == .notFound else { throw error }
///     print(failure.errorBody(as: Problem.self)?.message ?? "no such pet")
/// }
/// ```
///
/// Curlew makes these with the factories (``httpStatus(_:of:errorBody:)``, ``decoding(_:response:of:)``,
/// ``transport(_:curlCode:method:url:)``, ``timedOut(_:curlCode:method:url:)``, ``cancelled(_:method:url:)``,
/// ``invalidRequest(_:method:url:)``); test doubles may too.
public struct CurlewError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, broadly: the transport, the server's status, decoding, a timeout, cancellation.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case transport, httpStatus, decoding, timeout, cancelled, invalidRequest, notCached
        }
        private let base: Base

        private init(_ base: Base) {
            self.base = base
        }

        /// No response: the connection failed, TLS failed, too many redirects, the body was too large.
        public static let transport = Kind(.transport)
        /// The server answered with a status outside `200..<300`.
        public static let httpStatus = Kind(.httpStatus)
        /// The response body is not what the endpoint expects.
        public static let decoding = Kind(.decoding)
        /// The request took longer than its time limit.
        public static let timeout = Kind(.timeout)
        /// The task that sent the request was cancelled.
        public static let cancelled = Kind(.cancelled)
        /// The request cannot be sent as it is (a bad header, URL or body).
        public static let invalidRequest = Kind(.invalidRequest)
        /// The call's cache policy is ``HTTPCache/Policy/cachedOnly`` and the cache holds no usable response.
        public static let notCached = Kind(.notCached)

        /// The kind's name, such as `httpStatus`.
        public var description: String { base.rawValue }
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// One sentence saying what went wrong.
    public var message: String
    /// The operation of the generated method whose call failed (`getPet`), from the call's
    /// ``RequestOptions/operationName``; `nil` for a call that names none.
    public var operationName: String?
    /// The request's method, when known.
    public var method: HTTPMethod?
    /// The request's URL without credentials (no `user:password@`), when known.
    public var url: String?
    /// The response status, for ``Kind/httpStatus`` and ``Kind/decoding``; ``httpStatusError`` has it
    /// non-optional.
    public var status: HTTPStatus?
    /// The response headers, when a response arrived.
    public var responseHeaders: HTTPHeaders?
    /// The response body, when a response arrived.
    public var responseBody: Data?
    /// libcurl's result code, for ``Kind/transport`` and ``Kind/timeout`` (and an unreadable request body).
    public var curlCode: CurlCode?
    /// What the JSON decoder reported, for ``Kind/decoding``: message, position and coding path.
    public var jsonError: JSONError?
    /// The typed error body the endpoint decoded from a non-2xx response, if it declares one.
    public var errorBody: (any Sendable)?

    /// The one place that fills in the fields; the factories call it.
    init(
        kind: Kind,
        message: String,
        method: HTTPMethod? = nil,
        redactedURL url: String? = nil,
        response: HTTPResponse? = nil,
        curlCode: CurlCode? = nil,
        jsonError: JSONError? = nil,
        errorBody: (any Sendable)? = nil
    ) {
        self.kind = kind
        self.message = message
        self.method = method
        self.url = url
        self.status = response?.status
        self.responseHeaders = response?.headers
        self.responseBody = response?.body
        self.curlCode = curlCode
        self.jsonError = jsonError
        self.errorBody = errorBody
    }

    /// An error from its parts.
    @available(
        *, deprecated,
        message: "use a factory: .httpStatus, .decoding, .transport, .timedOut, .cancelled, .invalidRequest"
    )
    public init(
        _ kind: Kind,
        _ message: String,
        method: HTTPMethod? = nil,
        url: String? = nil,
        status: HTTPStatus? = nil,
        responseHeaders: HTTPHeaders? = nil,
        responseBody: Data? = nil,
        curlCode: Int? = nil,
        jsonError: JSONError? = nil,
        errorBody: (any Sendable)? = nil
    ) {
        self.init(
            kind: kind, message: message, method: method, redactedURL: url,
            curlCode: curlCode.map { CurlCode(rawValue: Int32(truncatingIfNeeded: $0)) }, jsonError: jsonError,
            errorBody: errorBody)
        self.status = status
        self.responseHeaders = responseHeaders
        self.responseBody = responseBody
    }

    /// The decoded error body as `T`, or `nil` if there is none or it has another type.
    public func errorBody<T>(as type: T.Type) -> T? {
        errorBody as? T
    }

    /// One line: the operation, the failure, the request (method and redacted URL), the status, and curl's text or
    /// a body excerpt.
    public var description: String {
        let prefix = operationName.map { "\($0): " } ?? ""
        let request = [method?.rawValue, url].compactMap { $0 }.joined(separator: " ")
        var line: String
        switch kind {
        case .httpStatus:
            line = "HTTP \(status?.description ?? "?")"
            if !request.isEmpty { line += " for \(request)" }
            if let excerpt = responseBody.flatMap(Self.excerpt), !excerpt.isEmpty { line += ": \(excerpt)" }
        case .decoding:
            line = "cannot decode the response"
            if !request.isEmpty { line += " of \(request)" }
            if let status { line += " (HTTP \(status.code))" }
            line += ": " + (jsonError?.description ?? message)
        default:
            line = message
            if !request.isEmpty { line += ": \(request)" }
            if let curlCode { line += " (curl error \(curlCode.rawValue))" }
        }
        return prefix + line
    }

    /// This error with the name of the operation whose call threw it, unless it has one already.
    func named(_ operationName: String?) -> CurlewError {
        guard self.operationName == nil, let operationName else { return self }
        var error = self
        error.operationName = operationName
        return error
    }

    /// `url` as text without its user and password, and with the values of secret query items
    /// (``Redaction/standard``: `api_key`, `token`, `access_token`, …) replaced by `<redacted>`.
    static func redacted(_ url: URL) -> String {
        Redaction.standard.url(url)
    }

    /// This error with its URL's secret query values (by `redaction`'s names) replaced too.
    func redacting(_ redaction: Redaction) -> CurlewError {
        guard let url = url.flatMap(URL.init(string:)) else { return self }
        var error = self
        error.url = redaction.url(url)
        return error
    }

    /// The first bytes of a body as one printable line (what could break or disguise it replaced by spaces), or
    /// `nil` if empty.
    static func excerpt(_ body: Data) -> String? {
        let limit = 200
        var bytes = Array(body.prefix(limit))
        if body.count > limit { bytes.removeLast(unfinishedScalarLength(bytes)) }
        let text = String(decoding: bytes, as: UTF8.self)
        let printable = String(
            text.unicodeScalars.map { $0.disturbsTheLine ? " " : Character($0) }
        )
        let collapsed = printable.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard !collapsed.isEmpty else { return nil }
        return body.count > limit ? "`\(collapsed)…`" : "`\(collapsed)`"
    }

    /// How many bytes at the end of `bytes` begin a UTF-8 sequence that they do not finish (0 to 3): what a cut
    /// in the middle of a character leaves, which would decode as U+FFFD.
    private static func unfinishedScalarLength(_ bytes: [UInt8]) -> Int {
        var continuations = 0
        while continuations < min(3, bytes.count), bytes[bytes.count - 1 - continuations] & 0xC0 == 0x80 {
            continuations += 1
        }
        guard continuations < bytes.count else { return 0 }
        let lead = bytes[bytes.count - 1 - continuations]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return length > continuations + 1 ? continuations + 1 : 0
    }
}

extension Unicode.Scalar {
    /// Whether the scalar could break a line of a log or a terminal, act on the terminal or disguise what is shown:
    /// a control character (CR, LF, tab, ESC, the C1 controls), a format character (bidi overrides and isolates,
    /// invisible marks) or a line or paragraph separator (U+2028, U+2029). The one rule for what is printed:
    /// ``CurlewError``'s body excerpt blanks such scalars, `shellQuoted` escapes them.
    var disturbsTheLine: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
