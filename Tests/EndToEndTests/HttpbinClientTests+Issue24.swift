import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// The issue-24 features reached from a generated client: through its `api` (options every call starts from,
/// middlewares) and ``Blocking``.
@Suite("Generated HttpbinClient: cache policy, redirect hook, progress and blocking calls")
struct HttpbinClientIssue24Tests {
    @Test("a client-wide cachedOnly policy and a cache middleware apply to generated methods")
    func cachePolicy() async throws {
        var client = HttpbinClient(baseURL: try TestServer.httpbin().baseURL)
        client.api.middlewares.append(CacheMiddleware(HTTPCache()))
        client.api.options.cachePolicy = .cachedOnly
        let error = await #expect(throws: CurlewError.self) { _ = try await client.getQuery(name: "x") }
        #expect(error?.kind == .notCached)
    }

    @Test("a client-wide redirect hook sees a generated method's redirect and can rewrite it")
    func redirectHook() async throws {
        var client = HttpbinClient(baseURL: try TestServer.httpbin().baseURL.appendingPathComponent("redirect-to"))
        client.api.options.redirectHook = RedirectHook { hop in .send(hop.next) }
        // `/redirect-to/get` is not a redirect: the hook is not called, the 404 comes back as an error
        await #expect(throws: CurlewError.self) { _ = try await client.getQuery(name: "x") }
        var plain = HttpbinClient(baseURL: try TestServer.httpbin().baseURL)
        plain.api.options.redirectHook = .never
        let echo = try await plain.getQuery(name: "y")  // no redirect on the way: the hook changes nothing
        #expect(echo.args["name"] == .string("y"))
    }

    @Test("progress from a generated method's upload, and a generated method called blocking from a thread")
    func progressAndBlocking() async throws {
        let base = try TestServer.httpbin().baseURL
        let sent = Locked()
        var client = HttpbinClient(baseURL: base)
        client.api.options.progress = { sent.set($0.bytesSent) }
        let pet = Pet(
            id: 1, name: String(repeating: "x", count: 50_000), tag: nil, status: .sold, bornAt: nil, attributes: [:])
        _ = try await client.postAnything(body: pet)
        #expect(sent.value > 50_000)
        let blocking = HttpbinClient(baseURL: base)
        let name = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result { try Blocking.run { try await blocking.getQuery(name: "sync").args["name"] } })
            }.start()
        }
        #expect(name == .string("sync"))
    }
}

/// The last value a progress handler saw.
private final class Locked: @unchecked Sendable {  // `stored` is only touched under `lock`
    private let lock = NSLock()
    private var stored: Int64 = 0
    func set(_ value: Int64) { lock.withLock { stored = max(stored, value) } }
    var value: Int64 { lock.withLock { stored } }
}
