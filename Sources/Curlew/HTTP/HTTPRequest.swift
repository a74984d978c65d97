import Foundation

/// One HTTP request: method, URL, headers, an optional body and an optional time limit.
///
/// ```swift
/// let request = HTTPRequest(method: .post, url: url, headers: ["Content-Type": "application/json"], body: .data(json))
/// let response = try await CurlTransport.shared.send(request)
/// ```
public struct HTTPRequest: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The absolute `http` or `https` URL, already percent-encoded.
    public var url: URL
    /// Header fields to send; the transport adds its own defaults (User-Agent, Accept-Encoding) unless set here.
    public var headers: HTTPHeaders
    /// What is sent after the head: ``Body/none``, ``Body/data(_:)``, or ``Body/stream(_:)`` for a body read from
    /// memory, files or a sequence while it is sent (uploads, multipart forms).
    public var body: Body
    /// The total time this request may take, redirects included; `nil` uses the transport's default. A streamed
    /// response gets it until its head arrives, and then as an idle limit: its body fails once no byte has come
    /// for about that long (curl averages over 5 s), so a long download or event stream runs as long as it flows.
    /// A body from a sequence counts in the total: the time its producer takes is part of it, so give a long
    /// upload (a recording sent as it is made, say) a limit to match.
    public var timeout: Duration?
    /// Per-call policy every middleware reads: operation name, accepted credentials, retry policy, secrets, and
    /// options of your own (see ``RequestOptions``). Nothing of it is sent.
    public var options: RequestOptions

    /// A request; only the URL is required.
    public init(
        method: HTTPMethod = .get,
        url: URL,
        headers: HTTPHeaders = [:],
        body: Body = .none,
        timeout: Duration? = nil,
        options: RequestOptions = RequestOptions()
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.options = options
    }

    /// A request with these bytes as its body, or none for `nil`: `HTTPRequest(method: .post, url: url, body: json)`.
    public init(
        method: HTTPMethod = .get,
        url: URL,
        headers: HTTPHeaders = [:],
        body: Data?,
        timeout: Duration? = nil,
        options: RequestOptions = RequestOptions()
    ) {
        self.init(
            method: method, url: url, headers: headers, body: body.map(Body.data) ?? .none, timeout: timeout,
            options: options)
    }

    /// A request whose body is read while it is sent.
    @available(*, deprecated, message: "use init(method:url:headers:body:timeout:options:) with body: .stream(…)")
    public init(
        method: HTTPMethod = .get,
        url: URL,
        headers: HTTPHeaders = [:],
        timeout: Duration? = nil,
        streamedBody: HTTPRequestBodyStream?,
        options: RequestOptions = RequestOptions()
    ) {
        self.init(
            method: method, url: url, headers: headers, body: streamedBody.map(Body.stream) ?? .none,
            timeout: timeout, options: options)
    }

    /// The body's stream, under its former name.
    @available(*, deprecated, message: "use body (.stream(…)); body.stream reads it")
    public var streamedBody: HTTPRequestBodyStream? {
        get { body.stream }
        set { body = newValue.map(Body.stream) ?? .none }
    }

    /// Whether the request can be sent again as it is: `false` only when its body is a stream from a sequence
    /// (see ``HTTPRequestBodyStream/isReplayable``).
    public var isReplayable: Bool { body.isReplayable }
}

extension HTTPRequest: CustomStringConvertible {
    /// The method, the URL, the headers and the body's size on one line, with credentials redacted
    /// (``Redaction/standard``): what `print(request)` shows. ``curlDescription`` is the request as a command.
    public var description: String {
        var parts = ["\(method) \(Redaction.standard.url(url))"]
        parts += headers.redactedLines
        if let size = body.sizeDescription { parts.append("body: " + size) }
        return parts.joined(separator: ", ")
    }
}
