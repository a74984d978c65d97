import Curlew
import Foundation

/// `curlew-bench http --cache` (and a table of the full `http` run): what an ``HTTPCache`` lookup costs beside the
/// plain path, all through one ``APIClient`` on the same nginx: a plain small GET with no cache in the chain, a
/// fresh hit (`/cache/fresh`, max-age=60: nothing sent), a miss on a response the cache will not keep (`/small`,
/// no validator: a lookup and the request), and a revalidation (`/cache/no-cache`: a 304 each time).
enum HTTPBenchCache {
    static func table(plain: String, transport: CurlTransport, scale: Int) async throws -> HTTPBenchTable {
        var table = HTTPBenchTable(title: "HTTP cache: small GET through APIClient, sequential (HTTP/1.1)")
        let base = URL(string: plain)!
        let count = 5000 / scale
        let noCache = APIClient(baseURL: base, transport: transport)
        let cached = APIClient(
            baseURL: base, transport: transport, middlewares: [CacheMiddleware(HTTPCache(memoryCapacity: 1 << 20))])
        table.add("no cache in the chain", try await measureAsync(count) { try await send(noCache, "/small", $0) })
        table.add("cache, miss (not storable)", try await measureAsync(count) { try await send(cached, "/small", $0) })
        table.add(
            "cache, revalidated (304)", try await measureAsync(count) { try await send(cached, "/cache/no-cache", $0) })
        table.add("cache, fresh hit", try await measureAsync(count * 10) { try await send(cached, "/cache/fresh", $0) })
        return table
    }

    private static func send(_ client: APIClient, _ path: String, _ count: Int) async throws -> (Int, Int64) {
        let endpoint = Endpoint<Void>(method: .get, path: path)
        var ok = 0
        var bytes: Int64 = 0
        for _ in 0..<count {
            let response = try await client.response(for: endpoint)
            if response.status == .ok { ok += 1 }
            bytes += Int64(response.body.count)
        }
        return (ok, bytes)
    }
}
