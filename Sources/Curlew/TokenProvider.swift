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
        var fetching: Task<String, any Error>?
    }

    private let fetch: @Sendable (Reason) async throws -> String
    private let state = Locked(State())

    /// A provider that gets tokens from `fetch`; start with `initialToken` if you have one.
    public init(initialToken: String? = nil, fetch: @escaping @Sendable (Reason) async throws -> String) {
        self.fetch = fetch
        state.withLock { $0.token = initialToken }
    }

    /// The current token, fetching the first one if needed.
    public func token() async throws -> String {
        try await obtain(replacing: nil)
    }

    /// A token other than `rejected`: a refresh already done by another request, or a new one (fetched once).
    public func refresh(after rejected: String) async throws -> String {
        try await obtain(replacing: rejected)
    }

    private func obtain(replacing rejected: String?) async throws -> String {
        let current: Result<String, Never>? = state.withLock { state in
            if state.fetching == nil, let token = state.token, token != rejected { return .success(token) }
            return nil
        }
        if case .success(let token)? = current { return token }
        let task: Task<String, any Error> = state.withLock { state in
            if let fetching = state.fetching { return fetching }
            if let token = state.token, token != rejected { return Task { token } }  // refreshed meanwhile
            let reason: Reason = rejected.map { .rejected($0) } ?? .initial
            let fetch = fetch
            let fetching = Task { try await fetch(reason) }
            state.fetching = fetching
            return fetching
        }
        do {
            let token = try await task.value
            state.withLock { state in
                if state.fetching == task {
                    state.token = token
                    state.fetching = nil
                }
            }
            return token
        } catch {
            state.withLock { state in
                if state.fetching == task { state.fetching = nil }
            }
            throw error
        }
    }
}
