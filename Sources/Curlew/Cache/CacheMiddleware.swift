import Foundation

/// Puts an ``HTTPCache`` in a client's chain: GET responses are stored and reused by the cache's rules and each
/// call's ``RequestOptions/cachePolicy``.
///
/// ```swift
/// var api = APIClient(baseURL: url)
/// api.middlewares.append(CacheMiddleware(HTTPCache()))   // 8 MiB in memory
/// ```
///
/// Place it after a ``MetricsMiddleware`` for the metrics to include hits (``TransferMetrics/cache`` says hit, miss
/// or revalidated), and after a ``RetryMiddleware`` so a retry asks the cache again. Streamed calls
/// (``APIClient/stream(_:)``, downloads) pass through it untouched, and so do requests that carry their own
/// conditions (`If-None-Match`, `If-Modified-Since`, `Range`, …): their caller handles the answer.
public struct CacheMiddleware: Middleware {
    /// The cache.
    public let cache: HTTPCache

    /// A middleware that uses `cache`.
    public init(_ cache: HTTPCache) {
        self.cache = cache
    }

    private static let unsafeMethods: Set<HTTPMethod> = [.post, .put, .patch, .delete]
    private static let conditionalHeaders = ["If-None-Match", "If-Modified-Since", "If-Match", "If-Range", "Range"]
    /// Statuses a cache may store without explicit freshness (RFC 9110 §15.1), the ones worth keeping here.
    private static let storableStatuses: Set<Int> = [200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]

    /// Answers from the cache, revalidates, or sends and stores, by the policy.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let key = HTTPCache.key(request)
        if Self.unsafeMethods.contains(request.method) {
            let response = try await next(request)
            // RFC 9111 §4.4: a successful unsafe request invalidates what is stored for its URL
            if response.status.code < 400 { cache.remove("GET " + request.url.absoluteString) }
            return response
        }
        guard request.method == .get, !request.options.isStreamed,
            !Self.conditionalHeaders.contains(where: request.headers.contains)
        else { return try await next(request) }
        let asked = CacheControl(request.headers)
        let policy = request.options.cachePolicy ?? .useProtocol
        let now = cache.now()
        let stored =
            asked.noStore || policy == .reloadIgnoringCache
            ? nil
            : cache.lookup(key).flatMap {
                $0.matches(request, key: key) ? $0 : nil
            }
        if let stored {
            let control = stored.control
            let fresh = stored.isFresh(at: now, heuristic: cache.heuristicFreshness)
            let mustCheck = control.noCache || (control.mustRevalidate && !fresh)
            let usable: Bool
            switch policy {
            case .useProtocol: usable = fresh && !control.noCache && !asked.noCache && asked.maxAge != 0
            case .returnCachedElseLoad, .cachedOnly: usable = !mustCheck || (fresh && !control.noCache)
            case .reloadIgnoringCache: usable = false
            }
            if usable { return stored.response(at: now, outcome: .hit, metrics: nil) }
        }
        if policy == .cachedOnly {
            throw CurlewError.notCached(
                stored == nil
                    ? "the cache policy is cachedOnly and no response is stored"
                    : "the cache policy is cachedOnly and the stored response must be revalidated first",
                method: request.method, url: request.url
            )
        }
        if let stored, !stored.validators.isEmpty {
            var conditional = request
            for (name, value) in stored.validators { conditional.headers[name] = value }
            let response = try await next(conditional)
            if response.status.code == 304 {
                let refreshed = stored.refreshed(by: response, requestTime: now, responseTime: cache.now())
                if !CacheControl(response.headers).noStore { cache.store(refreshed) } else { cache.remove(key) }
                return refreshed.response(at: cache.now(), outcome: .revalidated, metrics: response.metrics)
            }
            return store(response, for: request, key: key, requestTime: now)
        }
        return store(try await next(request), for: request, key: key, requestTime: now)
    }

    /// Stores `response` when RFC 9111 §3 allows it and it can be reused, and returns it marked as a miss.
    private func store(_ response: HTTPResponse, for request: HTTPRequest, key: String, requestTime: Date)
        -> HTTPResponse
    {
        var marked = response
        var metrics = response.metrics ?? TransferMetrics()
        metrics.cache = .miss
        marked.metrics = metrics
        let control = CacheControl(response.headers)
        let vary = CachedResponse.varyNames(response.headers)
        let reusable =
            control.maxAge != nil || response.headers.contains("Expires") || response.headers.contains("ETag")
            || response.headers.contains("Last-Modified")
        guard Self.storableStatuses.contains(response.status.code), !control.noStore,
            !CacheControl(request.headers).noStore, !vary.contains("*"), reusable
        else {
            if response.status.isSuccess { cache.remove(key) }  // what was stored is outdated now
            return marked
        }
        var varying: [String: String?] = [:]
        for name in vary { varying[name] = CachedResponse.normalized(request.headers, name) }
        cache.store(
            CachedResponse(
                key: key, status: response.status, headers: response.headers, body: response.body,
                varying: varying, requestTime: requestTime, responseTime: cache.now()))
        return marked
    }
}
