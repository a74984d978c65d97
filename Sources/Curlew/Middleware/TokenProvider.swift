/// Hands out an access token and fetches a new one when the server rejects the current one.
///
/// The fetch closure runs once for the first request, then once per rejected token: when many
/// requests get a 401 for the same token at the same time, one refresh runs and all of them wait
/// for it and resend with its result.
///
/// ```swift
/// let tokens = TokenProvider { reason in try await authServer.fetchToken() }
/// let api = APIClient(baseURL: url, middlewares: [AuthMiddleware(.tokens(tokens))])
/// ```
public final class TokenProvider: Sendable {
    /// Why a token is being fetched.
    public enum Reason: Sendable, Hashable {
        /// No token yet.
        case initial
        /// The server answered 401 to this token.
        case rejected(String)
    }

    private struct State {
        var token: String?
        /// Whether a fetch runs; it stores its token here itself, whether or not anyone still waits for it.
        var isFetching = false
        /// The callers waiting for the running fetch (a cancelled one is resumed at once and skipped later).
        var waiters: [TokenWaiter] = []
    }

    private let fetch: @Sendable (Reason) async throws -> String
    private let state = Locked(State())

    /// A provider that gets tokens from `fetch`; start with `initialToken` if you have one.
    public init(initialToken: String? = nil, fetch: @escaping @Sendable (Reason) async throws -> String) {
        self.fetch = fetch
        state.withLock { $0.token = initialToken }
    }

    /// How many callers wait for the fetch under way (for tests).
    var waiterCount: Int {
        state.withLock { $0.waiters.count }
    }

    /// The current token, fetching the first one if needed.
    ///
    /// Cancelling the calling task while it waits for a fetch throws ``CurlewError/Kind/cancelled`` at once; the
    /// fetch goes on for the other callers.
    public func token() async throws -> String {
        try await obtain(replacing: nil)
    }

    /// A token other than `rejected`: a refresh already done by another request, or a new one (fetched once).
    ///
    /// Cancellation works as for ``token()``.
    public func refresh(after rejected: String) async throws -> String {
        try await obtain(replacing: rejected)
    }

    private func obtain(replacing rejected: String?) async throws -> String {
        enum Step {
            case token(String)
            case wait(TokenWaiter, fetching: Reason?)
        }
        let step: Step = state.withLock { state in
            if !state.isFetching, let token = state.token, token != rejected { return .token(token) }
            let waiter = TokenWaiter()
            state.waiters.removeAll { $0.hasEnded }  // cancelled callers of a fetch that hangs do not pile up
            state.waiters.append(waiter)
            if state.isFetching { return .wait(waiter, fetching: nil) }
            state.isFetching = true
            return .wait(waiter, fetching: rejected.map { .rejected($0) } ?? .initial)
        }
        switch step {
        case .token(let token):
            return token
        case .wait(let waiter, let reason):
            if let reason { startFetch(reason) }
            return try await waiter.value()
        }
    }

    /// Runs `fetch` in a task of its own (no caller's cancellation stops it), keeps its token, and hands the
    /// outcome to every caller still waiting.
    private func startFetch(_ reason: Reason) {
        let fetch = fetch
        let state = state
        Task {
            let result: Result<String, any Error>
            do {
                result = .success(try await fetch(reason))
            } catch {
                result = .failure(error)
            }
            let waiters = state.withLock { state in
                if case .success(let token) = result { state.token = token }
                state.isFetching = false
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in waiters {
                waiter.deliver(result)
            }
        }
    }
}
