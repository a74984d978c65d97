import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// `TokenProvider`: one fetch shared by its waiters, and callers that give up on it.
@Suite("TokenProvider")
struct TokenProviderTests {
    @Test("a caller cancelled while the token is fetched throws .cancelled at once and sends nothing")
    func cancelledWhileFetching() async throws {
        // GIVEN a provider whose first fetch takes 3 s, and a client that sends with its tokens
        let fetches = Locked(0)
        let provider = TokenProvider { _ in
            fetches.withLock { $0 += 1 }
            try? await Task.sleep(for: .seconds(3))
            return "t"
        }
        let transport = MockTransport(status: .ok)
        let client = APIClient(
            baseURL: URL(string: "http://127.0.0.1:9/")!, transport: transport,
            middlewares: [AuthMiddleware(.tokens(provider))])
        // WHEN one caller waits for the token and another, sending, is cancelled while the fetch runs
        let other = Task { try await provider.token() }
        let sending = Task { try await client.send(Endpoint<Void>(method: .get, path: "/anything")) }
        try await Task.sleep(for: .milliseconds(100))
        let cancelledAt = ContinuousClock.now
        sending.cancel()
        let outcome = await sending.result
        let waited = ContinuousClock.now - cancelledAt
        // THEN the cancelled caller ends at once (not when the fetch does) with .cancelled, and sent nothing
        #expect(throws: CurlewError.self) { try outcome.get() }
        #expect((outcome.error as? CurlewError)?.kind == .cancelled)
        #expect(waited < .seconds(2))
        #expect(transport.requests.isEmpty)
        // THEN the shared fetch went on: the other caller gets its token, and later callers get it without a fetch
        #expect(try await other.value == "t")
        #expect(try await provider.token() == "t")
        #expect(fetches.withLock { $0 } == 1)
        #expect(transport.requests.isEmpty)
    }

    @Test("a caller already cancelled before it asks for a token that is being fetched throws .cancelled")
    func alreadyCancelled() async throws {
        let provider = TokenProvider { _ in
            try? await Task.sleep(for: .seconds(3))
            return "t"
        }
        let first = Task { try await provider.token() }
        try await Task.sleep(for: .milliseconds(50))
        let start = ContinuousClock.now
        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await provider.token()
        }
        let error = await #expect(throws: CurlewError.self) { try await late.value }
        #expect(error?.kind == .cancelled)
        #expect(ContinuousClock.now - start < .seconds(2))
        first.cancel()
    }

    @Test("a failed fetch fails its waiters; the next call fetches again")
    func failedFetch() async throws {
        struct Refused: Error {}
        let attempts = Locked(0)
        let provider = TokenProvider { _ in
            let attempt = attempts.withLock {
                $0 += 1
                return $0
            }
            try await Task.sleep(for: .milliseconds(50))
            if attempt == 1 { throw Refused() }
            return "second"
        }
        async let first = try? provider.token()
        async let second = try? provider.token()
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
