import Foundation

/// The request for the next page, for each common way an API paginates; what generated `…Items` methods pass to
/// ``PageSequence``. Each returns `nil` when there is no next page.
///
/// ```swift
/// let customers = PageSequence(client: api, first: Endpoint<CustomerList>.get("/customers")) { response, page, _ in
///     let next = Pagination.afterLastItem(
///         response.body.hasMore, id: response.body.data.last?.id, parameter: "starting_after", of: page)
///     return (response.body.data, next)
/// }
/// ```
public enum Pagination {
    /// `endpoint` with the query item `name` set to `value` (replacing any of that name).
    public static func setting<Page>(_ name: String, to value: String, of endpoint: Endpoint<Page>) -> Endpoint<Page> {
        var copy = endpoint
        copy.query.removeAll { $0.name == name }
        copy.query.append(URLQueryItem(name: name, value: value))
        return copy
    }

    /// A cursor the answer carries (`next_cursor`), sent back as `parameter`; nil or empty: the last page.
    public static func cursor<Page>(_ cursor: String?, parameter: String, of endpoint: Endpoint<Page>)
        -> Endpoint<Page>?
    {
        guard let cursor, !cursor.isEmpty else { return nil }
        return setting(parameter, to: cursor, of: endpoint)
    }

    /// `has_more` with the last item's id sent as `parameter` (`starting_after`); no more, or no item: the last page.
    public static func afterLastItem<Page>(
        _ hasMore: Bool?, id: String?, parameter: String, of endpoint: Endpoint<Page>
    ) -> Endpoint<Page>? {
        guard hasMore == true, let id else { return nil }
        return setting(parameter, to: id, of: endpoint)
    }

    /// An offset moved on by the items received (`offset=0`, `3`, `6`…); an empty page, or one shorter than
    /// `pageSize` when it is known, is the last.
    public static func offset<Page>(
        parameter: String, received: Int, pageSize: Int?, of endpoint: Endpoint<Page>
    ) -> Endpoint<Page>? {
        guard received > 0, received >= (pageSize ?? 1) else { return nil }
        let current = endpoint.query.last { $0.name == parameter }?.value.flatMap { Int($0) } ?? 0
        return setting(parameter, to: String(current + received), of: endpoint)
    }

    /// A page number moved on by one (`page=1`, `2`…; `first` when the request had none); an empty page, or one
    /// shorter than `pageSize` when it is known, is the last.
    public static func pageNumber<Page>(
        parameter: String, received: Int, pageSize: Int?, first: Int = 1, of endpoint: Endpoint<Page>
    ) -> Endpoint<Page>? {
        guard received > 0, received >= (pageSize ?? 1) else { return nil }
        let current = endpoint.query.last { $0.name == parameter }?.value.flatMap { Int($0) } ?? first
        return setting(parameter, to: String(current + 1), of: endpoint)
    }

    /// The URL of `Link: <…>; rel="next"` (RFC 8288), followed as ``following(_:from:client:)`` does.
    public static func link<Page>(_ headers: HTTPHeaders, from endpoint: Endpoint<Page>, client: APIClient) throws
        -> Endpoint<Page>?
    {
        let next = headers.values(for: "Link").lazy.compactMap { LinkHeader.target(of: $0, rel: "next") }.first
        return try following(next, from: endpoint, client: client)
    }

    /// The next page at `url` (from a `next` field or a `Link` header; relative to the page's own URL): the same
    /// endpoint with that path and query. A URL outside the client's base URL (another origin, or not under its
    /// path) is refused with ``CurlewError/Kind/invalidRequest``, so the client's credentials never go elsewhere.
    public static func following<Page>(_ url: String?, from endpoint: Endpoint<Page>, client: APIClient) throws
        -> Endpoint<Page>?
    {
        guard let url, !url.isEmpty else { return nil }
        let current = try client.request(for: endpoint).url
        let base = client.baseURL
        guard let target = URL(string: url, relativeTo: current)?.absoluteURL,
            let components = URLComponents(url: target, resolvingAgainstBaseURL: false),
            target.scheme?.lowercased() == base.scheme?.lowercased(),
            target.host?.lowercased() == base.host?.lowercased(), target.port == base.port
        else {
            throw CurlewError.invalidRequest(
                "the next page's URL \(url) is not on the API's origin \(base.absoluteString)",
                method: endpoint.method, url: current)
        }
        let basePath = base.path.hasSuffix("/") ? String(base.path.dropLast()) : base.path
        let path = components.percentEncodedPath
        guard path.hasPrefix(basePath + "/") || path == basePath else {
            throw CurlewError.invalidRequest(
                "the next page's URL \(url) is not under the API's base URL \(base.absoluteString)",
                method: endpoint.method, url: current)
        }
        var copy = endpoint
        copy.path = String(path.dropFirst(basePath.count))
        // the base URL's own query items come back with the page's; the client adds them again
        let baseItems = URLComponents(url: base, resolvingAgainstBaseURL: false)?.queryItems ?? []
        copy.query = (components.queryItems ?? []).filter { !baseItems.contains($0) }
        return copy
    }
}
