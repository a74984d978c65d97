import Foundation

/// Redirects of methods other than GET and HEAD, and of any request with a header that may carry a credential,
/// followed here rather than by curl.
///
/// libcurl 7.88 keeps a method set with CURLOPT_CUSTOMREQUEST (PUT, PATCH, DELETE, …) across every
/// redirect, even a 303, while it drops the body. Users expect what browsers and URLSession do:
/// a 303 turns every method but HEAD into a GET without body; a 301 or 302 turns only POST into a
/// GET; a 307 or 308 keeps the method and the body. So curl follows GET and HEAD itself, and for the
/// other methods the transport sends the next request here, under the same rules as curl's: the
/// redirect limit, http and https only, Authorization and Cookie dropped when the origin changes, and
/// the request's total timeout covering every hop.
///
/// Credentials: libcurl 7.88 drops only Authorization and Cookie when a redirect it follows changes the origin;
/// an API key in `X-API-Key`, in a header an ``AuthMiddleware`` names, or `Proxy-Authorization` went on to the
/// new host. So curl follows only requests whose headers are all in ``headersKeptAcrossOrigins``; the others are
/// followed here, and a hop to another origin (scheme, host or port) keeps only those headers. Nor does it take
/// a user name and password from the `Location` (`http://user:pw@other/`), which would become an Authorization
/// header that the server chose for another origin; curl, too, uses them only on the same origin.
///
/// A 3xx without a `Location`, or with an empty one (or only spaces), is the answer, on either follower: curl's own
/// returns it so (`curl -L` prints such a 3xx, with no redirect counted).
///
/// A body from a sequence (``HTTPRequestBodyStream/isReplayable`` is `false`) cannot be sent again: a redirect
/// that keeps the method and body (307, 308, or 301/302 of a method other than POST) is then an error, rather than
/// the next request going out with the sequence's chunks already spent (an empty body, or a Content-Length that
/// nothing follows until the time limit).
extension CurlTransport {
    /// Header fields that describe a body, dropped with it when a redirect turns the request into a GET.
    private static let bodyHeaders = [
        "Content-Type", "Content-Encoding", "Content-Language", "Content-Location", "Content-Length",
    ]

    /// The request headers that go on to another origin: none of them carries a credential. Lowercase; a list
    /// rather than a set: most are small strings, compared as two words, cheaper than hashing the name.
    static let headersKeptAcrossOrigins = [
        "accept", "accept-charset", "accept-encoding", "accept-language", "cache-control", "content-encoding",
        "content-language", "content-type", "expect", "if-match", "if-modified-since", "if-none-match", "if-range",
        "if-unmodified-since", "pragma", "range", "user-agent",
    ]

    /// Whether curl may follow this GET or HEAD's redirects itself: every header it has may go to another origin.
    static func curlMayFollow(_ headers: HTTPHeaders) -> Bool {
        headers.isEmpty || headers.allSatisfy { isKeptAcrossOrigins(HTTPHeaders.key($0.name)) }
    }

    /// Whether a header of this lowercased name goes on to another origin (``headersKeptAcrossOrigins``).
    static func isKeptAcrossOrigins(_ key: String) -> Bool {
        headersKeptAcrossOrigins.contains(key)
    }

    /// Sends `request` with `sendOnce` and follows redirects of non-GET/HEAD methods by the rules above, and every
    /// redirect when the request's options set a ``RedirectHook`` (which then decides each hop).
    /// `sendOnce` gets where each request stands in the chain: `nil` for the first request (curl may follow the
    /// transport's limit of redirects), then the hops already made and the limit less them. `head` is a
    /// response's status and headers (and its body, when it has been read), for the hook.
    ///
    /// An error on a later hop carries the URL the caller asked for, and its message says where the chain had
    /// gone: " (after 2 redirects, at http://host:port)", as when curl follows the chain.
    func followingRedirects<Response>(
        _ request: HTTPRequest, head: (Response) -> HTTPResponse,
        _ sendOnce: (HTTPRequest, RedirectChainHop?) async throws -> Response
    ) async throws -> (Response, hops: Int) {
        let first = request
        let firstURL = CurlewError.redacted(first.url)
        var request = request
        var hops = 0
        let deadline = ContinuousClock.now + (request.timeout ?? configuration.timeout)
        let hook = request.options.redirectHook
        /// `error` as one on the current hop: the first URL, and where the chain had gone.
        func placed(_ error: CurlewError) -> CurlewError {
            guard hops > 0 else { return error }
            var error = error
            error.url = firstURL
            error.message += RedirectChainHop.note(redirects: hops, at: request.url)
            return error
        }
        while true {
            let response: Response
            do {
                let place =
                    hops == 0
                    ? nil
                    : RedirectChainHop(
                        redirectsBefore: hops, redirectLimit: configuration.maximumRedirects - hops,
                        firstRedactedURL: firstURL,
                        timeoutMilliseconds: (first.timeout ?? configuration.timeout).curlMilliseconds)
                response = try await sendOnce(request, place)
            } catch var error as CurlewError where hops > 0 {
                // curl counted only the hops it made: name the limit the caller set
                let curlsWords = /^Maximum \(\d+\) redirects followed/
                if error.curlCode == .tooManyRedirects, let match = error.message.prefixMatch(of: curlsWords) {
                    error.message.replaceSubrange(
                        match.range, with: "Maximum (\(configuration.maximumRedirects)) redirects followed")
                }
                // a hop's transfer names the first URL and where it was itself (curl may have followed more)
                throw error.url == firstURL ? error : placed(error)
            }
            let answer = head(response)
            do {
                guard var next = try nextRequest(after: answer.status, answer.headers, of: request, hops: hops)
                else { return (response, hops) }
                var sendsItsOwn = false  // a request the hook made, with a body of its choosing
                if let hook {
                    // the hop's requests leave the hook out: a hook that keeps the hops it sees would otherwise
                    // hold itself through their options (a reference cycle); `checked` puts it back on a changed
                    // request
                    var shown = (request: request, next: next)
                    shown.request.options.redirectHook = nil
                    shown.next.options.redirectHook = nil
                    let hop = RedirectHop(
                        response: answer, request: shown.request, next: shown.next, number: hops + 1)
                    switch try await hook.decide(hop) {
                    case .follow: break
                    case .stop: return (response, hops)
                    case .send(let changed):
                        next = try checked(changed, after: request)
                        sendsItsOwn = true
                    }
                }
                guard sendsItsOwn || next.isReplayable else {
                    throw CurlewError.invalidRequest(
                        "the server redirected (HTTP \(answer.status.code)) to \(CurlewError.redacted(next.url)) with"
                            + " the method and body kept, but the request body comes from a sequence and cannot be"
                            + " sent again",
                        method: request.method, redactedURL: CurlewError.redacted(request.url), response: answer)
                }
                let remaining = deadline - ContinuousClock.now
                guard remaining > .zero else {
                    let total = (first.timeout ?? configuration.timeout).curlMilliseconds
                    throw CurlewError.timedOut(
                        "timed out after \(total) ms", method: request.method, url: request.url)
                }
                next.timeout = remaining
                request = next
            } catch let error as CurlewError {
                throw placed(error)
            }
            hops += 1
        }
    }

    /// A request a ``RedirectHook`` chose to send after `request`, held to the rules every hop follows: http or
    /// https only, and only the allowlisted headers when it goes to another origin.
    private func checked(_ changed: HTTPRequest, after request: HTTPRequest) throws(CurlewError) -> HTTPRequest {
        guard let scheme = changed.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw CurlewError.transport(
                "the redirect hook chose a scheme other than http or https", curlCode: .unsupportedProtocol,
                method: request.method, url: request.url
            )
        }
        var next = changed
        next.options = request.options  // the hook decides the next hops too
        if !Self.sameOrigin(request.url, next.url) { Self.dropCredentials(of: &next) }
        return next
    }

    /// The request a redirect answer leads to, `nil` if there is none to follow here; throws past the limit
    /// or for a location that is not http or https.
    func nextRequest(after status: HTTPStatus, _ headers: HTTPHeaders, of request: HTTPRequest, hops: Int)
        throws(CurlewError) -> HTTPRequest?
    {
        let isGetOrHead = request.method == .get || request.method == .head
        let curlFollowed = isGetOrHead && Self.curlMayFollow(request.headers) && request.options.redirectHook == nil
        guard !curlFollowed, configuration.maximumRedirects > 0,
            [301, 302, 303, 307, 308].contains(status.code),
            let location = headers["Location"]?.trimmingCharacters(in: .whitespaces), !location.isEmpty
        else { return nil }  // no Location, or an empty one: the 3xx is the answer, as curl's own follower has it
        func failure(_ message: String, curlCode: CurlCode) -> CurlewError {
            CurlewError.transport(message, curlCode: curlCode, method: request.method, url: request.url)
        }
        guard hops < configuration.maximumRedirects else {
            throw failure(
                "Maximum (\(configuration.maximumRedirects)) redirects followed", curlCode: .tooManyRedirects)
        }
        guard let target = URL(string: location, relativeTo: request.url)?.absoluteURL else {
            throw failure("the redirect location is not a valid URL", curlCode: .urlMalformed)
        }
        guard let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw failure("the server redirected to a scheme other than http or https", curlCode: .unsupportedProtocol)
        }
        var next = request
        next.url = target
        if (status.code == 303 && request.method != .head)
            || (status.code != 307 && status.code != 308 && request.method == .post)
        {
            next.method = .get
            next.body = .none
            for name in Self.bodyHeaders { next.headers[name] = nil }
        }
        if !Self.sameOrigin(request.url, target) { Self.dropCredentials(of: &next) }
        return next
    }

    /// Leaves `request` only what may go to another origin: the headers in ``headersKeptAcrossOrigins``, and its
    /// URL without a user name or password.
    private static func dropCredentials(of request: inout HTTPRequest) {
        request.headers = HTTPHeaders(
            request.headers.filter { isKeptAcrossOrigins(HTTPHeaders.key($0.name)) }.map {
                ($0.name, $0.value)
            })
        if request.url.user != nil || request.url.password != nil,
            var parts = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        {
            parts.user = nil
            parts.password = nil
            if let url = parts.url { request.url = url }
        }
    }

    private static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
        func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
        return first.scheme?.lowercased() == second.scheme?.lowercased()
            && first.host?.lowercased()
                == second.host?.lowercased()
            && port(first) == port(second)
    }
}
