import Foundation

/// One HTTP request: method, URL, headers, an optional body and an optional time limit.
///
/// ```swift
/// let request = HTTPRequest(method: .post, url: url, headers: ["Content-Type": "application/json"], body: json)
/// let response = try await CurlTransport.shared.send(request)
/// ```
public struct HTTPRequest: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The absolute `http` or `https` URL, already percent-encoded.
    public var url: URL
    /// Header fields to send; the transport adds its own defaults (User-Agent, Accept-Encoding) unless set here.
    public var headers: HTTPHeaders
    /// The body bytes, or `nil` for none.
    public var body: Data?
    /// A body read from memory and files while it is sent (uploads, multipart forms); use it or ``body``.
    public var streamedBody: HTTPStreamedBody?
    /// The total time this request may take, redirects included; `nil` uses the transport's default. A streamed
    /// response gets it until its head arrives, and then as an idle limit: its body fails once no byte has come
    /// for about that long (curl averages over 5 s), so a long download or event stream runs as long as it flows.
    public var timeout: Duration?
    /// Per-call policy every middleware reads: operation name, accepted credentials, retry policy, secrets, and
    /// options of your own (see ``RequestOptions``). Nothing of it is sent.
    public var options: RequestOptions

    /// A request; only the URL is required.
    public init(
        method: HTTPMethod = .get,
        url: URL,
        headers: HTTPHeaders = [:],
        body: Data? = nil,
        timeout: Duration? = nil,
        streamedBody: HTTPStreamedBody? = nil,
        options: RequestOptions = RequestOptions()
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.streamedBody = streamedBody
        self.options = options
    }

    /// Whether the request can be sent again as it is: `false` only when its ``streamedBody`` comes from a
    /// sequence (see ``HTTPStreamedBody/isReplayable``).
    public var isReplayable: Bool { streamedBody?.isReplayable ?? true }
}

extension HTTPRequest: CustomStringConvertible {
    /// The method, the URL, the headers and the body's size on one line, with credentials redacted
    /// (``Redaction/standard``): what `print(request)` shows. ``curlDescription`` is the request as a command.
    public var description: String {
        var parts = ["\(method) \(Redaction.standard.url(url))"]
        parts += headers.redactedLines
        if let body {
            parts.append("body: \(body.count) bytes")
        } else if let streamedBody {
            parts.append("body: streamed, " + streamedBody.sizeDescription)
        }
        return parts.joined(separator: ", ")
    }
}
