import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// The threads (`pthread_self()`) a transfer's progress handler ran on.
private final class Threads: @unchecked Sendable {  // `ids` is only touched under `lock`
    private let lock = NSLock()
    private var ids: Set<UInt> = []
    func add() { lock.withLock { _ = ids.insert(Self.current) } }
    var all: Set<UInt> { lock.withLock { ids } }
    static var current: UInt { UInt(pthread_self()) }
}

/// ``Blocking``: synchronous calls from a plain thread run the transfer on that thread; from a task they refuse.
@Suite("Blocking calls run on the calling thread and refuse inside tasks")
struct BlockingCallTests {
    /// Runs `body` on a new plain `Thread` and waits for it (from the test's task, without blocking a
    /// pool thread: the wait is a continuation).
    private func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    @Test("from a plain thread: an APIClient call and a redirected POST, transferred on that thread")
    func plainThread() async throws {
        let base = try TestServer.httpbin().baseURL
        let threads = Threads()
        let (echo, status, caller) = try await onThread {
            var api = APIClient(baseURL: base)
            api.options.progress = { _ in threads.add() }  // curl calls it from inside the transfer
            let echo: [String: JSONValue] = try api.sendBlocking(.get("/get?x=1"))
            // a 307 of a POST, followed by Curlew's own redirect code, still on this thread
            let post = Endpoint<Void>(
                method: .post, path: "/redirect-to?status_code=307&url=%2Fpost",
                body: .data(Data("hi".utf8), contentType: "text/plain"))
            let client = api
            let status = try Blocking.run { try await client.response(for: post).status }
            return (echo, status, Threads.current)
        }
        #expect(echo["args"]?["x"] == "1")
        #expect(status == .ok)
        #expect(threads.all == [caller])
    }

    @Test("errors come back as thrown errors")
    func errors() async throws {
        let base = try TestServer.httpbin().baseURL
        let kind = try await onThread { () -> CurlewError.Kind? in
            do {
                try APIClient(baseURL: base).sendBlocking(Endpoint<Void>(method: .get, path: "/status/418"))
                return nil
            } catch let error as CurlewError {
                return error.kind
            }
        }
        #expect(kind == .httpStatus)
    }

    @Test("from a task it throws at once instead of blocking a pool thread")
    func refusesInTask() async throws {
        let api = APIClient(baseURL: try TestServer.httpbin().baseURL)
        let error = #expect(throws: CurlewError.self) {
            try api.sendBlocking(Endpoint<Void>(method: .get, path: "/get"))
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("Swift concurrency task") == true)
        let detached = await Task.detached {
            Result { try Blocking.run { 1 } }
        }.value
        #expect(throws: CurlewError.self) { try detached.get() }
    }
}
