/// What decides, hop by hop, whether a redirect is followed: set one per call
/// (``RequestOptions/redirectHook``) or for every call of a client (``APIClient/options``).
///
/// For each 3xx answer with a `Location`, the hook sees the answer and the request that would follow it (the
/// method, body and credential rules already applied: a 303 makes a GET, a hop to another origin keeps only
/// the headers in the cross-origin allowlist), and chooses: follow it, stop and return the 3xx as the response,
/// or send a changed request instead. A changed request is held to the same rules: http or https only, the
/// transport's redirect limit, and when it goes to another origin than the request before it, only the
/// allowlisted headers go with it (an `Authorization` added by the hook for another host is dropped).
///
/// ```swift
/// endpoint.options.redirectHook = RedirectHook { hop in
///     guard hop.next.url.host == "api.example.com" else { return .stop }   // stay on our host
///     var next = hop.next
///     next.headers["X-Hop"] = String(hop.number)
///     return .send(next)
/// }
/// ```
///
/// With a hook, every redirect of the call is followed by Curlew rather than by curl, so the hook sees each one.
/// ``CurlTransport`` honours it (``MockTransport`` does not follow redirects at all).
public struct RedirectHook: Sendable {
    /// The decision for one hop.
    public let decide: @Sendable (RedirectHop) async throws -> RedirectDecision

    /// A hook that decides with `decide`; an error it throws ends the call with that error.
    public init(_ decide: @escaping @Sendable (RedirectHop) async throws -> RedirectDecision) {
        self.decide = decide
    }

    /// Follows no redirect: every call returns its first answer, 3xx or not.
    public static let never = RedirectHook { _ in .stop }
}

/// One redirect, as a ``RedirectHook`` sees it. Its requests' options leave the hook itself out (so a hook may keep
/// the hops it sees without holding itself); a request the hook sends in ``RedirectDecision/send(_:)`` gets it back.
public struct RedirectHop: Sendable {
    /// The 3xx answer (for a streamed call, its head only: the body is empty).
    public var response: HTTPResponse
    /// The request that got this answer.
    public var request: HTTPRequest
    /// The request Curlew would send next, the redirect rules applied.
    public var next: HTTPRequest
    /// 1 for the first redirect of a call, 2 for the second, …
    public var number: Int

    /// A hop, for instance for a test of your hook.
    public init(response: HTTPResponse, request: HTTPRequest, next: HTTPRequest, number: Int) {
        self.response = response
        self.request = request
        self.next = next
        self.number = number
    }
}

/// What a ``RedirectHook`` chose for one hop.
public enum RedirectDecision: Sendable {
    /// Send ``RedirectHop/next`` as it is.
    case follow
    /// Follow no further: the 3xx answer is the call's response (``APIClient/send(_:)`` then throws
    /// ``CurlewError/Kind/httpStatus`` for it, as for any non-2xx status; ``APIClient/response(for:)`` returns it).
    case stop
    /// Send this request instead (held to the redirect rules; see ``RedirectHook``). It is sent as it is: a body
    /// from a sequence, whose chunks are spent, must be a new one (``RedirectHop/next`` keeps the spent one, and
    /// ``follow`` with it is an error).
    case send(HTTPRequest)
}
