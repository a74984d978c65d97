import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// The decoded body of nginx's `/cache/…` file.
private struct Cacheable: Decodable, Equatable, Sendable {
    let name: String
    let ok: Bool
}

/// Counts the requests that get past the cache (it sits between the cache and the transport), and what they
/// carried.
private final class Sent: Middleware, @unchecked Sendable {  // `requests` is only touched under `lock`
    private let lock = NSLock()
    private var requests: [HTTPRequest] = []

    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        lock.withLock { requests.append(request) }
        return try await next(request)
    }

    var count: Int { lock.withLock { requests.count } }
    var last: HTTPRequest? { lock.withLock { requests.last } }
}

/// A clock a test moves by hand.
private final class TestClock: @unchecked Sendable {  // `date` is only touched under `lock`
    private let lock = NSLock()
    private var date = Date()
    var now: Date { lock.withLock { date } }
    func advance(_ seconds: TimeInterval) { lock.withLock { date += seconds } }
}

/// The real time until ``stop()``, then that moment: a cache read "right after" a response, however slowly the test
/// itself goes on.
private final class StoppingClock: @unchecked Sendable {  // `stoppedAt` is only touched under `lock`
    private let lock = NSLock()
    private var stoppedAt: Date?
    var now: Date { lock.withLock { stoppedAt ?? Date() } }
    func stop() { lock.withLock { stoppedAt = stoppedAt ?? Date() } }
}

/// Stops a clock when a conditional request (a revalidation) leaves for the server; it sits between the cache and
/// the transport. The cache then reads the 304 as arriving the moment the request left: however long the round trip
/// takes on a loaded machine, it adds no age to the refreshed response.
private struct StopsClockOnRevalidation: Middleware {
    let clock: StoppingClock

    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        if request.headers["If-None-Match"] != nil || request.headers["If-Modified-Since"] != nil { clock.stop() }
        return try await next(request)
    }
}

/// RFC 9111 private cache behind ``CacheMiddleware``, against nginx (static file: ETag, Last-Modified, 304s) and
/// httpbin (`/cache`, `/cache/{n}`, `/etag/{etag}`, `/response-headers`).
@Suite("HTTPCache stores, reuses and revalidates by RFC 9111")
struct HTTPCacheTests {
    private let clock = TestClock()
    private let sent = Sent()

    private func client(_ base: URL, cache: HTTPCache? = nil) -> (APIClient, HTTPCache) {
        let clock = clock
        let cache = cache ?? HTTPCache(memoryCapacity: 1 << 20, directory: nil, heuristicFreshness: false) { clock.now }
        return (APIClient(baseURL: base, middlewares: [CacheMiddleware(cache), sent]), cache)
    }

    private func nginx() throws -> URL { try #require(try TestServer.nginx().plainURL) }

    private func outcome(_ api: APIClient, _ path: String, options: RequestOptions = .init()) async throws
        -> HTTPCache.Outcome?
    {
        var endpoint = Endpoint<Cacheable>.get(path)
        endpoint.options = options
        return try await api.response(for: endpoint).metrics?.cache
    }

    @Test("a fresh response (max-age) is answered from memory, typed, with nothing sent")
    func freshHit() async throws {
        let (api, _) = client(try nginx())
        let first: Cacheable = try await api.send(.get("/cache/fresh"))
        let second: Cacheable = try await api.send(.get("/cache/fresh"))
        #expect(first == Cacheable(name: "curlew", ok: true))
        #expect(second == first)
        #expect(sent.count == 1)
        #expect(try await outcome(api, "/cache/fresh") == .hit)
        let hit = try await api.response(for: Endpoint<Cacheable>.get("/cache/fresh"))
        #expect(hit.headers["Age"] == "0")
        #expect(sent.count == 1)
    }

    @Test("once stale, it is revalidated with If-None-Match; the 304 gives the full typed value")
    func staleRevalidates() async throws {
        // the real clock (a 304's Date must agree with the cache's clock for the refreshed response to be fresh),
        // stopped when the revalidation leaves: the 304 then arrives, and the next call comes, at that moment however
        // slow the machine. The refreshed response's age is then under 1 s (the 304's Date has whole seconds and is
        // no earlier than that moment's second) and no round trip adds to it: with max-age=4 that leaves 3 s for the
        // cache's own steps (a loaded machine once took over 3 s for the round trip, when it counted). A cache that
        // does not refresh the stored response on the 304 keeps it over 5 s old, stale, and sends a third request
        let clock = StoppingClock()
        let cache = HTTPCache(memoryCapacity: 1 << 20, directory: nil, heuristicFreshness: false) { clock.now }
        let api = APIClient(
            baseURL: try nginx(), middlewares: [CacheMiddleware(cache), sent, StopsClockOnRevalidation(clock: clock)])
        #expect(try await outcome(api, "/cache/short") == .miss)
        try await Task.sleep(for: .milliseconds(5100))  // max-age=4; Date has whole seconds (up to 1 s of age)
        let response = try await api.response(for: Endpoint<Cacheable>.get("/cache/short"))
        #expect(response.metrics?.cache == .revalidated)
        #expect(response.status == .ok)
        #expect(try JSONDecoder().decode(Cacheable.self, from: response.body) == Cacheable(name: "curlew", ok: true))
        let typed: Cacheable = try await api.send(.get("/cache/short"))  // fresh again: the 304 refreshed it
        #expect(typed.ok)
        #expect(sent.count == 2)
        #expect(sent.last?.headers["If-None-Match"] != nil)
        #expect(sent.last?.headers["If-Modified-Since"] != nil)
    }

    @Test("no-cache is stored but revalidated before every use")
    func noCache() async throws {
        let (api, _) = client(try nginx())
        #expect(try await outcome(api, "/cache/no-cache") == .miss)
        #expect(try await outcome(api, "/cache/no-cache") == .revalidated)
        let value: Cacheable = try await api.send(.get("/cache/no-cache"))
        #expect(value.name == "curlew")
        #expect(sent.count == 3)
    }

    @Test("heuristic freshness is off by default, and on when asked (a tenth of the time since Last-Modified)")
    func heuristic() async throws {
        let (api, _) = client(try nginx())
        #expect(try await outcome(api, "/cache/plain") == .miss)
        #expect(try await outcome(api, "/cache/plain") == .revalidated)
        let clock = clock
        let heuristic = HTTPCache(memoryCapacity: 1 << 20, directory: nil, heuristicFreshness: true) { clock.now }
        let (withHeuristic, _) = client(try nginx(), cache: heuristic)
        #expect(try await outcome(withHeuristic, "/cache/plain") == .miss)
        #expect(try await outcome(withHeuristic, "/cache/plain") == .hit)  // ten days old: fresh for a day
    }

    @Test("Vary: a request with another Accept-Language is not answered with the stored variant")
    func vary() async throws {
        let (api, _) = client(try nginx())
        var english = Endpoint<Cacheable>.get("/cache/vary")
        english.headers["Accept-Language"] = "en"
        var french = english
        french.headers["Accept-Language"] = "fr"
        #expect(try await api.response(for: english).metrics?.cache == .miss)
        #expect(try await api.response(for: english).metrics?.cache == .hit)
        #expect(try await api.response(for: french).metrics?.cache != .hit)
        #expect(sent.count == 2)
    }

    @Test("httpbin /cache/{n} is fresh for n seconds; /cache and /etag/{etag} revalidate to 304")
    func httpbin() async throws {
        let (api, _) = client(try TestServer.httpbin().baseURL)
        func outcome(_ path: String) async throws -> HTTPCache.Outcome? {
            try await api.response(for: Endpoint<Void>(method: .get, path: path)).metrics?.cache
        }
        #expect(try await outcome("/cache/30") == .miss)
        #expect(try await outcome("/cache/30") == .hit)
        clock.advance(31)
        #expect(try await outcome("/cache/30") == .miss)  // stale, and no validator to revalidate with
        #expect(try await outcome("/cache") == .miss)
        #expect(try await outcome("/cache") == .revalidated)
        #expect(try await outcome("/etag/abc") == .miss)
        let revalidated = try await api.response(for: Endpoint<Void>(method: .get, path: "/etag/abc"))
        #expect(revalidated.metrics?.cache == .revalidated)
        #expect(sent.last?.headers["If-None-Match"] == "abc")
        #expect(revalidated.status == .ok)
        #expect(try Echo(revalidated).strings("headers")["Host"] != nil)  // the stored body, whole
    }

    @Test("Age counts against max-age; an Expires in the past is stale; no-store is never stored")
    func ageExpiresNoStore() async throws {
        let (api, _) = client(try TestServer.httpbin().baseURL)
        func outcome(_ query: String) async throws -> HTTPCache.Outcome? {
            try await api.response(for: Endpoint<Void>(method: .get, path: "/response-headers?" + query))
                .metrics?.cache
        }
        let aged = "Cache-Control=max-age%3D60&Age=50"
        #expect(try await outcome(aged) == .miss)
        #expect(try await outcome(aged) == .hit)
        clock.advance(11)
        #expect(try await outcome(aged) == .miss)  // 50 + 11 > 60
        let expired = "Expires=Thu,%2001%20Jan%201998%2000:00:00%20GMT"
        #expect(try await outcome(expired) == .miss)
        #expect(try await outcome(expired) == .miss)
        let noStore = "Cache-Control=no-store,%20max-age%3D60"
        #expect(try await outcome(noStore) == .miss)
        #expect(try await outcome(noStore) == .miss)
        let mustRevalidate = "Cache-Control=max-age%3D0,%20must-revalidate&Last-Modified=x"
        #expect(try await outcome(mustRevalidate) == .miss)
        // stale and must-revalidate: even returnCachedElseLoad asks the server
        var elseLoad = Endpoint<Void>(method: .get, path: "/response-headers?" + mustRevalidate)
        elseLoad.options.cachePolicy = .returnCachedElseLoad
        let count = sent.count
        _ = try await api.response(for: elseLoad)
        #expect(sent.count == count + 1)
    }

    @Test("policies: reload ignoring the cache, return cached else load, cached only")
    func policies() async throws {
        let (api, _) = client(try nginx())
        var options = RequestOptions()
        options.cachePolicy = .cachedOnly
        let error = await #expect(throws: CurlewError.self) { try await outcome(api, "/cache/fresh", options: options) }
        #expect(error?.kind == .notCached)
        #expect(sent.count == 0)
        #expect(try await outcome(api, "/cache/fresh") == .miss)
        options.cachePolicy = .reloadIgnoringCache
        #expect(try await outcome(api, "/cache/fresh", options: options) == .miss)
        #expect(sent.count == 2)
        clock.advance(3600)
        options.cachePolicy = .returnCachedElseLoad
        #expect(try await outcome(api, "/cache/fresh", options: options) == .hit)  // stale, used anyway
        options.cachePolicy = .cachedOnly
        #expect(try await outcome(api, "/cache/fresh", options: options) == .hit)
        #expect(sent.count == 2)
        // a client-wide policy applies to every call that sets none
        var offline = api
        offline.options.cachePolicy = .cachedOnly
        let missing = await #expect(throws: CurlewError.self) { try await outcome(offline, "/cache/no-cache") }
        #expect(missing?.kind == .notCached)
        #expect(sent.count == 2)
    }

    @Test("a successful POST to a URL removes what is stored for it")
    func invalidation() async throws {
        let (api, cache) = client(try TestServer.httpbin().baseURL)
        let path = "/response-headers?Cache-Control=max-age%3D60"
        _ = try await api.response(for: Endpoint<Void>(method: .get, path: path))
        #expect(try await api.response(for: Endpoint<Void>(method: .get, path: path)).metrics?.cache == .hit)
        _ = try await api.response(for: Endpoint<Void>(method: .post, path: path))
        #expect(try await api.response(for: Endpoint<Void>(method: .get, path: path)).metrics?.cache == .miss)
        #expect(cache.memoryUsage > 0)
    }

    @Test("memory stays within its bound, least recently used out first; the disk keeps them across instances")
    func boundsAndDisk() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = clock
        let small = HTTPCache(memoryCapacity: 400, directory: nil, heuristicFreshness: false) { clock.now }
        let (api, cache) = client(try nginx(), cache: small)
        #expect(try await outcome(api, "/cache/fresh") == .miss)
        #expect(cache.memoryUsage > 0 && cache.memoryUsage <= 400)
        #expect(try await outcome(api, "/cache/no-cache") == .miss)  // evicts /cache/fresh
        #expect(cache.memoryUsage <= 400)
        #expect(try await outcome(api, "/cache/fresh") == .miss)

        let disk = HTTPCache(memoryCapacity: 1 << 20, directory: directory, heuristicFreshness: false) { clock.now }
        let (first, _) = client(try nginx(), cache: disk)
        #expect(try await outcome(first, "/cache/fresh") == .miss)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        let reopened = HTTPCache(memoryCapacity: 1 << 20, directory: directory, heuristicFreshness: false) { clock.now }
        let (second, _) = client(try nginx(), cache: reopened)
        let value: Cacheable = try await second.send(.get("/cache/fresh"))
        #expect(value.ok)
        #expect(try await outcome(second, "/cache/fresh") == .hit)
        reopened.removeAll()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("streamed calls pass through: a stream's bodiless head is never stored")
    func streamsPassThrough() async throws {
        let (api, cache) = client(try nginx())
        // the body is an object, not an array: the stream fails after the head went through the middlewares
        await #expect(throws: CurlewError.self) {
            for try await _ in api.stream(Endpoint<[Cacheable]>(method: .get, path: "/cache/fresh")) {}
        }
        #expect(cache.memoryUsage == 0)
        #expect(try await outcome(api, "/cache/fresh") == .miss)
    }
}
