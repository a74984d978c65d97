import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// ``HTTPCache``'s directory against httpbin's `/cache/{n}` (fresh for n seconds; each n its own URL and file):
/// the files stay within `diskCapacity`, least recently used out first, across instances sharing the directory.
@Suite("HTTPCache keeps its directory within diskCapacity")
struct HTTPCacheDiskTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-disk-\(UUID())")

    private func cache(diskCapacity: Int) -> HTTPCache {
        HTTPCache(
            memoryCapacity: 1 << 20, directory: directory, diskCapacity: diskCapacity, heuristicFreshness: false
        ) { Date() }
    }

    private func outcome(_ cache: HTTPCache, _ n: Int) async throws -> HTTPCache.Outcome? {
        let api = APIClient(baseURL: try TestServer.httpbin().baseURL, middlewares: [CacheMiddleware(cache)])
        return try await api.response(for: Endpoint<Void>(method: .get, path: "/cache/\(n)")).metrics?.cache
    }

    /// The cache files in the directory, by the `n` of the URL they hold.
    private func stored(_ cache: HTTPCache, among ns: ClosedRange<Int>) throws -> [Int] {
        let base = try TestServer.httpbin().baseURL.absoluteString
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        return ns.filter { n in
            guard let file = cache.file(for: "GET \(base)/cache/\(n)") else { return false }
            return names.contains(file.lastPathComponent)
        }
    }

    /// The bytes of the cache files in the directory.
    private func used() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).reduce(0) { total, name in
            let path = directory.appendingPathComponent(name).path
            return total + ((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
    }

    @Test("past the bound the least recently used file goes, a read from disk counting as a use; a restart keeps it")
    func leastRecentlyUsedOut() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // one file's size, for a bound of three and a half (each /cache/60n answer is the same length)
        let probe = cache(diskCapacity: 1 << 20)
        #expect(try await outcome(probe, 600) == .miss)
        let size = try used()
        #expect(size > 200)
        probe.removeAll()
        #expect(try used() == 0)

        let bound = size * 7 / 2
        let first = cache(diskCapacity: bound)
        for n in 600...602 { #expect(try await outcome(first, n) == .miss) }
        #expect(try stored(first, among: 600...605) == [600, 601, 602])

        // a new instance (empty memory) answers 600 from its file, which makes 601 the least recently used
        let second = cache(diskCapacity: bound)
        #expect(try await outcome(second, 600) == .hit)
        #expect(try await outcome(second, 603) == .miss)
        #expect(try stored(second, among: 600...605) == [600, 602, 603])
        #expect(try used() <= bound)
        #expect(try await outcome(second, 601) == .miss)  // its file is gone, so it is sent again
        #expect(try stored(second, among: 600...605) == [600, 601, 603])
        #expect(try used() <= bound)
    }

    @Test("a directory already past a smaller bound is brought within it by the next write, oldest files first")
    func restartWithSmallerBound() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let roomy = cache(diskCapacity: 1 << 20)
        for n in 600...603 { #expect(try await outcome(roomy, n) == .miss) }
        let size = try used() / 4
        let tight = cache(diskCapacity: size * 5 / 2)
        #expect(try await outcome(tight, 604) == .miss)
        #expect(try stored(tight, among: 600...605) == [603, 604])
        #expect(try used() <= size * 5 / 2)
    }

    @Test("a response larger than the whole bound is kept in memory, not written, and replaces the older file")
    func tooLargeForDisk() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let roomy = cache(diskCapacity: 1 << 20)
        #expect(try await outcome(roomy, 600) == .miss)
        #expect(try stored(roomy, among: 600...600) == [600])
        let small = cache(diskCapacity: 100)
        var endpoint = Endpoint<Void>(method: .get, path: "/cache/600")
        endpoint.options.cachePolicy = .reloadIgnoringCache
        let api = APIClient(baseURL: try TestServer.httpbin().baseURL, middlewares: [CacheMiddleware(small)])
        #expect(try await api.response(for: endpoint).metrics?.cache == .miss)
        #expect(try used() == 0)  // the new answer is not written, and the old file does not stand in for it
        #expect(try await outcome(small, 600) == .hit)  // from memory
    }
}
