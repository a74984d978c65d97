/// The curl engine's shared state as a value: which requests wait, which must start or stop, whether it runs.
///
/// Every cross-thread event is a `mutating` method that returns what to do; the engine runs those
/// actions (resuming continuations, waking the loop) so none of them happen inside this state's lock.
struct CurlEngineState {
    typealias Continuation = CheckedContinuation<HTTPResponse, any Error>

    private var nextID: UInt64 = 0
    /// Ids handed out whose request is not submitted yet; `true` once cancelled in that window.
    private var unsubmitted: [UInt64: Bool] = [:]
    /// Every submitted request whose caller still waits.
    private var waiting: [UInt64: Continuation] = [:]
    /// Submitted requests the loop has not started.
    private var queued: [(id: UInt64, request: CurlRequest)] = []
    /// Started requests the loop must remove from the multi handle.
    private var removals: [UInt64] = []
    /// Paused streaming transfers whose reader wants more.
    private var resumes: [UInt64] = []
    private var isStopping = false
    /// Set by the loop before it frees the multi handle; nothing may wake it after that.
    private(set) var isClosed = false

    /// What a submission needs done.
    enum SubmitAction {
        case wakeLoop
        case fail(Continuation, CurlewError.Kind, String)
    }

    /// What the loop must do next.
    struct Work {
        var starts: [(id: UInt64, request: CurlRequest)]
        var removals: [UInt64]
        var resumes: [UInt64]
        var stop: Bool
    }

    /// A new request id, for a request about to be submitted.
    mutating func makeID() -> UInt64 {
        nextID += 1
        unsubmitted[nextID] = false
        return nextID
    }

    /// A caller hands its request and continuation over.
    mutating func submit(id: UInt64, request: CurlRequest, continuation: Continuation) -> SubmitAction {
        let cancelled = unsubmitted.removeValue(forKey: id) ?? false
        if cancelled {
            return .fail(continuation, .cancelled, "the request was cancelled")
        }
        if isStopping || isClosed {
            return .fail(continuation, .cancelled, "the transport was shut down")
        }
        waiting[id] = continuation
        queued.append((id, request))
        return .wakeLoop
    }

    /// The caller's task was cancelled: the continuation to resume now (if it still waits); the loop must be woken.
    mutating func cancel(id: UInt64) -> Continuation? {
        if unsubmitted[id] != nil {
            unsubmitted[id] = true
            return nil
        }
        guard let continuation = waiting.removeValue(forKey: id) else { return nil }
        if let index = queued.firstIndex(where: { $0.id == id }) {
            queued.remove(at: index)
        } else {
            removals.append(id)
        }
        return continuation
    }

    /// A streaming reader caught up: the loop must resume its transfer; `true` if the loop must be woken.
    mutating func resume(id: UInt64) -> Bool {
        guard !isClosed else { return false }
        resumes.append(id)
        return true
    }

    /// A streaming reader stopped after the head was delivered: the loop must drop the transfer.
    mutating func abandon(id: UInt64) -> Bool {
        guard !isClosed else { return false }
        removals.append(id)
        return true
    }

    /// The loop takes what was submitted and cancelled since it last looked.
    mutating func takeWork() -> Work {
        defer {
            queued.removeAll(keepingCapacity: true)
            removals.removeAll(keepingCapacity: true)
            resumes.removeAll(keepingCapacity: true)
        }
        return Work(starts: queued, removals: removals, resumes: resumes, stop: isStopping)
    }

    /// A transfer ended: its continuation, unless the caller already gave up on it.
    mutating func complete(id: UInt64) -> Continuation? {
        waiting.removeValue(forKey: id)
    }

    /// The owner is gone: the loop should finish.
    mutating func stop() {
        isStopping = true
    }

    /// The loop is closing: every continuation still waiting, to fail.
    mutating func close() -> [Continuation] {
        isClosed = true
        defer { waiting.removeAll() }
        queued.removeAll()
        return Array(waiting.values)
    }
}
