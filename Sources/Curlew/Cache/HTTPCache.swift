import Foundation

/// A private HTTP cache (RFC 9111): responses to GET kept in memory up to a size bound, and optionally on disk up
/// to another, reused while fresh and revalidated with their `ETag` or `Last-Modified` once stale.
///
/// It is off until you add it: one ``CacheMiddleware`` in a client's middlewares turns it on for that client.
///
/// ```swift
/// let cache = HTTPCache(memoryCapacity: 16 << 20, directory: cachesFolder.appendingPathComponent("api"))
/// let api = APIClient(baseURL: url, middlewares: [CacheMiddleware(cache)])
/// ```
///
/// What it follows: `Cache-Control` `max-age`, `no-store`, `no-cache`, `must-revalidate` and `private` (it is a
/// private cache, so private responses are stored), `Expires`, `Age` and `Date`, and `Vary` (a response is reused
/// only for a request with the same values of the header fields it names; `Vary: *` is never stored). Heuristic
/// freshness (a tenth of the time since `Last-Modified`) is off unless ``heuristicFreshness`` is set, so a
/// response without `max-age` or `Expires` is revalidated before each reuse. A `304 Not Modified` refreshes the
/// stored response, and the caller gets it whole, as a `200`. A successful POST, PUT, PATCH or DELETE removes the
/// stored response for its URL. ``Policy`` changes this per call.
public final class HTTPCache: Sendable {
    /// How a call uses the cache (``RequestOptions/cachePolicy``).
    public enum Policy: Hashable, Sendable {
        /// RFC 9111: a fresh stored response is reused, a stale one revalidated, anything else loaded. The default.
        case useProtocol
        /// Always load; the new response is still stored for later calls.
        case reloadIgnoringCache
        /// Reuse a stored response however old, unless it says `no-cache` or `must-revalidate` (it is then
        /// revalidated); load when none is stored.
        case returnCachedElseLoad
        /// Reuse a stored response however old (not one that is stale and says `no-cache` or
        /// `must-revalidate`); never load: with none, the call fails with ``CurlewError/Kind/notCached``.
        case cachedOnly
    }

    /// What the cache did for one call, as ``TransferMetrics/cache`` reports it.
    public enum Outcome: String, Hashable, Sendable {
        /// Answered from the cache; nothing was sent.
        case hit
        /// Sent to the server: nothing usable was stored, or the policy said to load.
        case miss
        /// A stored response was revalidated: the server answered `304 Not Modified` and the stored body was used.
        case revalidated
    }

    /// The most bytes (bodies and headers) held in memory; the least recently used responses go first.
    public let memoryCapacity: Int
    /// The directory responses are also written to (and read from after a restart), or `nil` for memory only.
    public let directory: URL?
    /// The most bytes the directory's files hold; a write past it removes the least recently used files first, and
    /// a response larger than the whole bound is not written. The bound is kept per process (see ``init(memoryCapacity:directory:diskCapacity:heuristicFreshness:)``).
    public let diskCapacity: Int
    /// Whether a response with neither `max-age` nor `Expires` but a `Last-Modified` is fresh for a tenth of its
    /// age (RFC 9111 §4.2.2); `false` by default.
    public let heuristicFreshness: Bool
    /// The clock, for tests.
    let now: @Sendable () -> Date
    private let memory: Locked<MemoryStore>
    /// The directory's files, indexed on first use (`nil` before, and after ``removeAll()``).
    let disk: Locked<DiskIndex?>

    /// A cache holding up to `memoryCapacity` bytes in memory and, with a `directory` (made if missing), every
    /// stored response on disk too, up to `diskCapacity` bytes of files.
    ///
    /// The disk bound counts the files this process has seen: those in the directory when the cache first uses it,
    /// and those it writes. Two processes sharing one directory may together go past it until the next start.
    public convenience init(
        memoryCapacity: Int = 8 << 20, directory: URL? = nil, diskCapacity: Int = 64 << 20,
        heuristicFreshness: Bool = false
    ) {
        self.init(
            memoryCapacity: memoryCapacity, directory: directory, diskCapacity: diskCapacity,
            heuristicFreshness: heuristicFreshness
        ) { Date() }
    }

    init(
        memoryCapacity: Int, directory: URL?, diskCapacity: Int = 64 << 20, heuristicFreshness: Bool,
        now: @escaping @Sendable () -> Date
    ) {
        self.memoryCapacity = max(0, memoryCapacity)
        self.directory = directory
        self.diskCapacity = max(0, diskCapacity)
        disk = Locked(nil)
        self.heuristicFreshness = heuristicFreshness
        self.now = now
        memory = Locked(MemoryStore())
        if let directory { try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
    }

    /// Bytes held in memory now.
    public var memoryUsage: Int { memory.withLock { $0.cost } }

    /// Forgets every stored response, in memory and on disk.
    public func removeAll() {
        memory.withLock { $0 = MemoryStore() }
        guard let directory else { return }
        disk.withLock { $0 = nil }
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == Self.fileExtension {
            try? FileManager.default.removeItem(at: file)
        }
    }

    /// The key of a request: its method and URL.
    static func key(_ request: HTTPRequest) -> String {
        request.method.rawValue + " " + request.url.absoluteString
    }

    /// The stored response for `key`, from memory or else from disk (then kept in memory too).
    func lookup(_ key: String) -> CachedResponse? {
        if let found = memory.withLock({ $0.get(key) }) { return found }
        guard let found = readFile(key) else { return nil }
        memory.withLock { $0.put(found, capacity: memoryCapacity) }
        return found
    }

    /// Stores `response` (in memory within the bound, and on disk when there is a directory).
    func store(_ response: CachedResponse) {
        memory.withLock { $0.put(response, capacity: memoryCapacity) }
        writeFile(response)
    }

    /// Forgets the response stored for `key`.
    func remove(_ key: String) {
        memory.withLock { $0.remove(key) }
        if let file = file(for: key) { removeFile(file) }
    }
}
