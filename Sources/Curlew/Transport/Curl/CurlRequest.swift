import Foundation

/// An ``HTTPRequest`` checked and turned into what the curl loop needs: plain strings, bytes and numbers.
///
/// Made on the caller's thread, so a bad request fails before it reaches the loop. A class, so handing it
/// from caller to loop to transfer copies one reference, not a dozen fields.
final class CurlRequest: @unchecked Sendable {  // set up by the sending task before submission, read-only after
    let method: HTTPMethod
    let url: String
    /// The request's URL, kept for ``redactedURL`` (made only when a message needs it).
    private let sourceURL: URL
    /// The URL without secrets, for errors: on a later hop of a chain Curlew follows, the chain's first URL (the one
    /// the caller asked for, as when curl follows the chain).
    var redactedURL: String { chain?.firstRedactedURL ?? CurlewError.redacted(sourceURL) }
    /// `Name: value` lines for CURLOPT_HTTPHEADER (`Name;` for an empty value, as curl wants).
    let headerLines: [String]
    let body: Data?
    let streamedBody: HTTPRequestBodyStream?
    /// Whether there is a ``streamedBody``, and whether there is neither it nor a ``body``: flags, because testing
    /// either optional for `nil` copies it (the loop asks several times per transfer).
    let hasStreamedBody: Bool
    let hasNoBody: Bool
    /// Feeds a streamed body made from a sequence (set per send by the transport).
    var uploadPump: UploadPump?
    /// Called on the loop thread as bytes move; `nil` turns curl's progress callback off.
    var progress: (@Sendable (TransferProgress) -> Void)?
    /// Where a streamed response's body goes; `nil` collects the body into the response.
    var stream: CurlBodyBuffer?
    /// Where this request stands in a chain of redirects Curlew follows; `nil` for a first request.
    var chain: RedirectChainHop?
    /// Redirects curl may still follow for a GET or HEAD; `nil` for the transport's limit. Less for a later hop of
    /// a chain Curlew follows (a redirect of another method turned it into a GET): the hops before it count.
    var redirectLimit: Int? { chain?.redirectLimit }
    /// The key of the request's origin for ``OriginGates``: `host:port` of an https URL that may be multiplexed
    /// (HTTP/2), or of one that will not be (plain http with HTTP/1.1, `/host:port`; https with HTTP/1.1 asked for)
    /// when the transport limits its connections per host; `nil` if not gated.
    let origin: String?
    /// Whether the request may go on a multiplexed connection: an https one of a transport that may ask for HTTP/2
    /// (its origin's first connection tells, see ``OriginGates``).
    let mayMultiplex: Bool
    /// Whether curl may follow this request's redirects (a GET or HEAD whose headers carry no credential and whose
    /// options set no ``RedirectHook``; see `CurlTransport+Redirects.swift`).
    let curlMayFollowRedirects: Bool
    /// Whether the URL is plain `http:` (else `https:`).
    let isPlainHTTP: Bool
    let timeoutMilliseconds: Int
    let connectTimeoutMilliseconds: Int

    /// Whether ``headerLines`` are ``defaultHeaderLines`` (the request has no headers of its own): the loop then
    /// uses one curl list for all such requests.
    let hasDefaultHeaderLines: Bool
    /// Whether ``headerLines`` carry a User-Agent (the request's own, or the transport's added to its own lines),
    /// so that curl need not format one from CURLOPT_USERAGENT for each transfer.
    let hasUserAgentLine: Bool

    /// What a request needs of its transport's configuration, worked out once per transport (a request then
    /// neither copies the whole configuration nor converts its Durations).
    struct Settings: Sendable {
        /// The total time limit in curl's milliseconds.
        let timeout: Int
        let connectTimeout: Int
        /// Whether https requests may be multiplexed (see ``origin``).
        let multiplexesHTTPS: Bool
        /// Whether https requests that are not multiplexed are gated (see ``origin``): the transport limits its
        /// connections per host.
        let gatesHTTPS: Bool
        /// Whether plain http requests are gated: the transport limits its connections per host, and asks for
        /// HTTP/1.1 there (not an upgrade or prior knowledge, which may multiplex).
        let gatesPlainHTTP: Bool
        /// Whether the configured User-Agent holds CR, LF or NUL: every request then fails, as one with such a
        /// header value would (it would otherwise end the header line early).
        let userAgentIsInvalid: Bool
        /// The transport's User-Agent as a header line, `nil` when it has none.
        let userAgentLine: String?
        /// The gate key of the transport's first origin, for the requests that go there (see ``OriginKeyMemo``).
        let originKeys = OriginKeyMemo()

        init(_ configuration: CurlTransport.Configuration) {
            timeout = configuration.timeout.curlMilliseconds
            connectTimeout = configuration.connectTimeout.curlMilliseconds
            multiplexesHTTPS = configuration.httpVersion != .http1
            gatesHTTPS = configuration.maximumConnectionsPerHost > 0
            gatesPlainHTTP =
                gatesHTTPS && (configuration.httpVersion == .http1 || configuration.httpVersion == .automatic)
            userAgentIsInvalid = CurlRequest.hasLineBreakOrNUL(configuration.userAgent)
            userAgentLine = configuration.userAgent.isEmpty ? nil : "User-Agent: \(configuration.userAgent)"
        }
    }

    /// Borrows `request` and `settings`: an initializer takes its arguments owned, so each caller copied both (a
    /// retain of each of their buffers, and a release of each at the end), about 500 instructions per request.
    init(_ request: borrowing HTTPRequest, settings: borrowing Settings) throws(CurlewError) {
        let requestMethod = request.method  // (a borrowed request cannot be captured: `||`, `invalid`)
        let requestURL = request.url
        method = requestMethod
        url = request.url.absoluteString
        sourceURL = request.url
        let (isHTTP, isHTTPS) = Self.scheme(of: url)
        isPlainHTTP = !isHTTPS
        if isHTTPS, settings.multiplexesHTTPS {
            origin = settings.originKeys.key(for: url, isHTTPS: true)
            mayMultiplex = origin != nil
        } else if isHTTPS ? settings.gatesHTTPS : settings.gatesPlainHTTP {
            origin = settings.originKeys.key(for: url, isHTTPS: isHTTPS)
            mayMultiplex = false
        } else {
            origin = nil
            mayMultiplex = false
        }
        // one look at the body: its `.data` and `.stream` each copied the whole enum, then destroyed the copy
        switch request.body {
        case .none:
            body = nil
            streamedBody = nil
        case .data(let data):
            body = data
            streamedBody = nil
        case .stream(let stream):
            body = nil
            streamedBody = stream
        }
        hasStreamedBody = streamedBody != nil
        hasNoBody = body == nil && !hasStreamedBody
        timeoutMilliseconds = request.timeout?.curlMilliseconds ?? settings.timeout
        connectTimeoutMilliseconds = min(settings.connectTimeout, timeoutMilliseconds)
        hasDefaultHeaderLines = request.headers.isEmpty
        // and whether every header may go to another origin, told in the pass over the headers below
        let hasNoRedirectHook = request.options.redirectHook == nil
        let mayFollow = (requestMethod == .get || requestMethod == .head) && hasNoRedirectHook

        func invalid(_ message: String) -> CurlewError {
            CurlewError.invalidRequest(message, method: requestMethod, url: requestURL)
        }
        guard isHTTP || isHTTPS else {
            throw invalid("the URL is not an absolute http or https URL")
        }
        guard Self.isToken(request.method.rawValue) else {
            throw invalid("the method \"\(request.method.rawValue)\" is not a valid HTTP token")
        }
        guard !settings.userAgentIsInvalid else {
            throw invalid("the transport's User-Agent contains CR, LF or NUL")
        }
        guard !request.headers.isEmpty else {
            headerLines = Self.defaultHeaderLines
            curlMayFollowRedirects = mayFollow
            hasUserAgentLine = false
            return
        }
        var lines: [String] = []
        lines.reserveCapacity(request.headers.count + 3)
        // whether the request sets these itself, else the defaults follow: told apart in the one pass over the
        // headers, each name lowercased once (three `contains` lookups would each lowercase and compare again)
        var (hasContentType, hasExpect, hasAcceptEncoding, hasUserAgent) = (false, false, false, false)
        var allKeptAcrossOrigins = true
        for (name, value) in request.headers {
            guard Self.isToken(name) else {
                throw invalid("the header name \"\(Self.escaped(name))\" is empty or has characters HTTP forbids")
            }
            guard !Self.hasLineBreakOrNUL(value) else {
                throw invalid("the value of header \"\(name)\" contains CR, LF or NUL")
            }
            let key = HTTPHeaders.key(name)
            switch key {
            case "content-type": hasContentType = true
            case "expect": hasExpect = true
            case "accept-encoding": hasAcceptEncoding = true
            case "user-agent": hasUserAgent = true
            default: break
            }
            if allKeptAcrossOrigins, !CurlTransport.isKeptAcrossOrigins(key) { allKeptAcrossOrigins = false }
            guard try Self.keepsFramingHeader(name, key: key, value, of: request, invalid: invalid) else { continue }
            lines.append(Self.headerLine(name, value))
        }
        // a GET or HEAD without a body gets neither a Content-Type nor an Expect from curl: no line to cancel them
        if !hasNoBody || (requestMethod != .get && requestMethod != .head) {
            if !hasContentType { lines.append(Self.defaultHeaderLines[0]) }
            if !hasExpect { lines.append(Self.defaultHeaderLines[1]) }
        }
        if !hasAcceptEncoding { lines.append(Self.acceptEncodingLine) }
        if !hasUserAgent, let line = settings.userAgentLine { lines.append(line) }
        hasUserAgentLine = hasUserAgent || settings.userAgentLine != nil
        headerLines = lines
        curlMayFollowRedirects = mayFollow && allKeptAcrossOrigins
    }

    /// The lines of a request without headers: no Content-Type (curl would otherwise claim
    /// application/x-www-form-urlencoded) and no `Expect: 100-continue` round trip for large bodies.
    static let defaultHeaderLines = ["Content-Type:", "Expect:"]

    /// The Accept-Encoding line of a request with headers of its own (the shared lists carry it for the others):
    /// libcurl's CURLOPT_ACCEPT_ENCODING, which added it before, is off (see ``ContentDecoder``).
    static let acceptEncodingLine = "Accept-Encoding: \(CurlGlobal.acceptEncoding)"

    /// Whether `url` starts with `http:` or with `https:`, in any case: its first bytes read once, in place where the
    /// string is contiguous (a URL's string is native), not through its generic UTF-8 view, which showed in the
    /// per-request profile, nor through a copy for `withUTF8` (a retain and a release), once per scheme.
    static func scheme(of url: String) -> (isHTTP: Bool, isHTTPS: Bool) {
        if let found = url.utf8.withContiguousStorageIfAvailable({ scheme(of: UnsafeRawBufferPointer($0)) }) {
            return found
        }
        var url = url
        return url.withUTF8 { scheme(of: UnsafeRawBufferPointer($0)) }
    }

    /// ``scheme(of:)`` of a URL's bytes.
    private static func scheme(of bytes: UnsafeRawBufferPointer) -> (isHTTP: Bool, isHTTPS: Bool) {
        guard bytes.count >= 5, bytes[..<4].equalsIgnoringASCIICase("http") else { return (false, false) }
        if bytes[4] == UInt8(ascii: ":") { return (true, false) }
        let isHTTPS = bytes.count >= 6 && bytes[4] | 0x20 == UInt8(ascii: "s") && bytes[5] == UInt8(ascii: ":")
        return (false, isHTTPS)
    }

    /// The line curl is given for a header: `Name: value`, the value trimmed of spaces and tabs, or `Name;` when
    /// nothing is left (curl drops a header given as `Name:`, and sends one given as `Name;` empty). With a
    /// `redaction`, a secret value is shown as `<redacted>`: the line as ``HTTPRequest/curlDescription`` prints it.
    static func headerLine(_ name: String, _ value: String, redaction: Redaction? = nil) -> String {
        let trimmed = Self.trimmed(value)
        let shown = redaction?.header(name, trimmed) ?? trimmed
        // concatenated, not interpolated: interpolation writes through String.write, about 400 instructions a line
        var line = name
        line.reserveCapacity(name.utf8.count + 2 + shown.utf8.count)
        line += shown.isEmpty ? ";" : ": "
        line += shown
        return line
    }

    /// `value` without leading and trailing spaces and tabs (no copy when there are none).
    private static func trimmed(_ value: String) -> String {
        guard let first = value.utf8.first, let last = value.utf8.last else { return value }
        if first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return value }
        var slice = Substring(value)
        while let character = slice.first, character == " " || character == "\t" { slice.removeFirst() }
        while let character = slice.last, character == " " || character == "\t" { slice.removeLast() }
        return String(slice)
    }

    /// Whether `text` is an RFC 9110 token (header names, methods). Over the string's contiguous bytes, like
    /// ``scheme(of:)``: every request checks its method, and every header its name.
    static func isToken(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            !bytes.isEmpty
                && bytes.allSatisfy { byte in
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                        UInt8(ascii: "0")...UInt8(ascii: "9"):
                        return true
                    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
                        UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                        UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
                        return true
                    default:
                        return false
                    }
                }
        }
    }

    /// Whether a header value holds CR, LF or NUL (which would end the header line early, or the string in C).
    private static func hasLineBreakOrNUL(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in bytes.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 } }
    }

    /// `text` with control characters shown as escapes, for messages.
    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }
            .joined()
    }
}
