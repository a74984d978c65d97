/// One caller's wait for a ``TokenProvider``'s fetch: it ends with the fetch's outcome, or with
/// ``CurlewError/Kind/cancelled`` as soon as the caller's task is cancelled, whichever comes first.
///
/// A one-shot promise: the first outcome delivered wins, later ones are dropped, so the fetch may deliver to a
/// waiter whose caller has long gone.
final class TokenWaiter: Sendable {
    private enum State {
        /// No outcome yet; the caller's continuation once it waits.
        case waiting(CheckedContinuation<String, any Error>?)
        /// An outcome arrived before the caller waited.
        case delivered(Result<String, any Error>)
        /// The caller has its outcome.
        case done
    }

    private let state = Locked(State.waiting(nil))

    /// The outcome, or ``CurlewError/Kind/cancelled`` once the calling task is cancelled.
    func value() async throws -> String {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
                let delivered: Result<String, any Error>? = state.withLock { state in
                    guard case .delivered(let result) = state else {
                        state = .waiting(continuation)
                        return nil
                    }
                    state = .done
                    return result
                }
                if let delivered { continuation.resume(with: delivered) }
            }
        } onCancel: {
            deliver(.failure(CurlewError.cancelled("the request was cancelled while it waited for a token")))
        }
    }

    /// Whether the wait has ended (its caller was cancelled, or it has its outcome).
    var hasEnded: Bool {
        state.withLock { state in
            if case .waiting = state { return false }
            return true
        }
    }

    /// Ends the wait with `result`, unless it has ended already.
    func deliver(_ result: Result<String, any Error>) {
        let continuation: CheckedContinuation<String, any Error>? = state.withLock { state in
            guard case .waiting(let continuation) = state else { return nil }
            state = continuation == nil ? .delivered(result) : .done
            return continuation
        }
        continuation?.resume(with: result)
    }
}
