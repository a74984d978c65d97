import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// `TokenProvider`: one fetch shared by its waiters, and callers that give up on it.
@Suite("TokenProvider")
struct TokenProviderTests {
    /// A fetch that runs until the test releases it (or 30 s pass), and says whether it has ended.
    final class HeldFetch: Sendable {
        let released = Locked(false)
        let ended = Locked(false)
        let count = Locked(0)

        func fetch() async -> String {
            count.withLock { $0 += 1 }
            for _ in 0..<3000 where !released.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(10)) }
            ended.withLock { $0 = true }
            return "t"
        }
    }

    @Test("a caller cancelled while the token is fetched throws .cancelled at once and sends nothing")
    func cancelledWhileFetching() async throws {
        // GIVEN a provider whose first fetch runs until released, and a client that sends with its tokens
        let fetch = HeldFetch()
        let provider = TokenProvider { _ in await fetch.fetch() }
        let transport = MockTransport(status: .ok)
        let client = APIClient(
            baseURL: URL(string: "http://127.0.0.1:9/")!, transport: transport,
            middlewares: [AuthMiddleware(.tokens(provider))])
        // WHEN one caller waits for the token and another, sending, is cancelled while the fetch runs
        let other = Task { try await provider.token() }
        let sending = Task { try await client.send(Endpoint<Void>(method: .get, path: "/anything")) }
        for _ in 0..<1000 where fetch.count.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(5)) }
        sending.cancel()
        let outcome = await sending.result
        // THEN the cancelled caller ends while the fetch still runs, with .cancelled, and sent nothing
        #expect(!fetch.ended.withLock { $0 })
        #expect(throws: CurlewError.self) { try outcome.get() }
        #expect((outcome.error as? CurlewError)?.kind == .cancelled)
        #expect(transport.requests.isEmpty)
        // THEN the shared fetch goes on: the other caller gets its token, and later callers get it without a fetch
        fetch.released.withLock { $0 = true }
        #expect(try await other.value == "t")
        #expect(try await provider.token() == "t")
        #expect(fetch.count.withLock { $0 } == 1)
        #expect(transport.requests.isEmpty)
    }

    @Test("a caller already cancelled before it asks for a token that is being fetched throws .cancelled")
    func alreadyCancelled() async throws {
        let fetch = HeldFetch()
        let provider = TokenProvider { _ in await fetch.fetch() }
        let first = Task { try await provider.token() }
        for _ in 0..<1000 where fetch.count.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(5)) }
        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await provider.token()
        }
        let error = await #expect(throws: CurlewError.self) { try await late.value }
        #expect(error?.kind == .cancelled)
        #expect(!fetch.ended.withLock { $0 })
        fetch.released.withLock { $0 = true }
        #expect(try await first.value == "t")
    }

    @Test("a failed fetch fails its waiters; the next call fetches again")
    func failedFetch() async throws {
        struct Refused: Error {}
        let attempts = Locked(0)
        let fetch = HeldFetch()
        let provider = TokenProvider { _ in
            let attempt = attempts.withLock {
                $0 += 1
                return $0
            }
            guard attempt == 1 else { return "second" }
            _ = await fetch.fetch()
            throw Refused()
        }
        // GIVEN two callers waiting for the first fetch
        async let first = try? provider.token()
        async let second = try? provider.token()
        for _ in 0..<1000 where provider.waiterCount < 2 { try await Task.sleep(for: .milliseconds(5)) }
        // WHEN it fails
        fetch.released.withLock { $0 = true }
        let outcomes = await [first, second]
        #expect(outcomes == [nil, nil])
        #expect(try await provider.token() == "second")
        #expect(attempts.withLock { $0 } == 2)
    }
}

extension Result {
    /// The error, if this is a failure.
    fileprivate var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
