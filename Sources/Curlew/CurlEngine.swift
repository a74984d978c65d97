import CCurl
import Foundation
import Synchronization

/// The bridge between callers on any thread and the one thread that drives curl's multi handle.
///
/// Callers submit and cancel through ``CurlEngineState`` under a mutex and wake the loop with
/// `curl_multi_wakeup`; the loop thread (``CurlLoop``) owns every curl handle. The thread holds the
/// engine until it stops, and ``CurlTransport``'s `deinit` asks it to stop, so the transport itself is
/// never kept alive by its thread.
final class CurlEngine: @unchecked Sendable {  // handles used by the loop thread only; others just wake it
    private let state = Locked(CurlEngineState())
    private let multi: UnsafeMutableRawPointer
    private let configuration: CurlTransport.Configuration
    /// New connections opened so far (CURLINFO_NUM_CONNECTS summed over finished transfers).
    let connectionsOpened = Atomic<Int>(0)

    init(configuration: CurlTransport.Configuration) {
        precondition(CurlGlobal.isInitialized, "curl_global_init failed")
        guard let multi = curl_multi_init() else { fatalError("curl_multi_init failed: out of memory") }
        self.multi = multi
        self.configuration = configuration
        let thread = Thread { [self] in run() }
        thread.name = "Curlew curl loop"
        thread.start()
    }

    /// The multi handle lives as long as the engine, so a wake-up (made outside the lock) never finds it freed;
    /// the loop has removed and freed every easy handle by then.
    deinit {
        curl_multi_cleanup(multi)
    }

    /// A fresh id for the next ``submit(id:request:continuation:)``, so cancellation can name the request.
    func makeID() -> UInt64 {
        state.withLock { $0.makeID() }
    }

    /// Queues a request for the loop; the continuation is resumed exactly once with the outcome.
    func submit(id: UInt64, request: CurlRequest, continuation: CurlEngineState.Continuation) {
        let action = state.withLock { state in
            state.submit(id: id, request: request, continuation: continuation)
        }
        if case .wakeLoop = action { curl_multi_wakeup(multi) }
        if case .fail(let continuation, let kind, let message) = action {
            continuation.resume(throwing: CurlewError(kind, message, method: request.method, url: request.redactedURL))
        }
    }

    /// Gives up on a request at once: its caller gets `.cancelled` and the loop drops the transfer.
    func cancel(id: UInt64, method: HTTPMethod, url: String) {
        let continuation = state.withLock { state in state.cancel(id: id) }
        if continuation != nil { curl_multi_wakeup(multi) }
        continuation?.resume(throwing: CurlewError(.cancelled, "the request was cancelled", method: method, url: url))
    }

    /// Resumes a paused streaming transfer (its reader caught up).
    func resume(id: UInt64) {
        if state.withLock({ $0.resume(id: id) }) { curl_multi_wakeup(multi) }
    }

    /// Drops a streaming transfer whose reader stopped reading.
    func abandon(id: UInt64) {
        if state.withLock({ $0.abandon(id: id) }) { curl_multi_wakeup(multi) }
    }

    /// Asks the loop to finish: it fails anything still waiting and frees every curl handle.
    func stop() {
        state.withLock { $0.stop() }
        curl_multi_wakeup(multi)
    }

    /// The loop thread's body.
    private func run() {
        let loop = CurlLoop(multi: multi, configuration: configuration)
        while true {
            let work = state.withLock { $0.takeWork() }
            for id in work.removals {
                loop.abort(id)
            }
            if work.stop { break }
            for id in work.resumes {
                loop.resume(id)
            }
            for (id, request) in work.starts {
                if let error = loop.start(id: id, request: request) {
                    state.withLock { $0.complete(id: id) }?.resume(throwing: error)
                }
            }
            for (id, result, connections) in loop.perform() {
                connectionsOpened.add(connections, ordering: .relaxed)
                state.withLock { $0.complete(id: id) }?.resume(with: result)
            }
            loop.wait()
        }
        let abandoned = state.withLock { $0.close() }
        loop.close()
        for continuation in abandoned {
            continuation.resume(throwing: CurlewError(.cancelled, "the transport was shut down"))
        }
    }
}
