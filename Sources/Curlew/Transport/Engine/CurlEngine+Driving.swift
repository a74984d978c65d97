import CCurl
import Foundation

extension CurlEngine {
    /// What became of a request its caller tried to drive inline.
    enum DriveOutcome {
        /// The loop was busy: submit the request as usual.
        case notDriven
        /// Done on the caller's thread (or it failed to start, or was cancelled).
        case finished(Result<HTTPResponse, CurlewError>)
        /// Started but not finished in time (or others are waiting): pass it on with ``handOver(id:request:continuation:)``.
        case mustHandOver
    }

    /// How long a caller may drive its transfer before handing it to the loop thread: short, so a
    /// cooperative-pool thread is never held long. The parked loop enforces it (see `sleepParked()`): the driver
    /// polls with curl's own long timeout, since a poll that must end within the budget arms a near timer on
    /// every request, which cost about 8 % of the CPU per small request with client and server on separate cores.
    static let driveBudgetNanoseconds: UInt64 = 2_000_000

    /// Runs request `id` on the caller's thread while the loop is parked: no thread hand-off at all when
    /// the answer comes back within the budget, the common case for small requests on a kept-alive
    /// connection. The caller owns the multi handle from `beginDriving` until `endDriving`; any other
    /// request, a stop, or the budget running out (the parked loop pokes it then) makes it hand its transfer over.
    func drive(id: UInt64, request: CurlRequest) -> DriveOutcome {
        let deadline = MonotonicClock.nanoseconds() + Self.driveBudgetNanoseconds
        switch state.withLock({ $0.beginDriving(id: id, deadline: deadline) }) {
        case .refuse:
            return .notDriven
        case .fail(let kind, let message):
            return .finished(
                .failure(
                    .transfer(kind, message, curlCode: nil, method: request.method, redactedURL: request.redactedURL)))
        case .drive(let signalsLoop):
            if signalsLoop { state.signal() }
        }
        if let error = loop.start(id: id, request: request) {
            endDriving()
            return .finished(.failure(error))
        }
        var outcome: Result<HTTPResponse, CurlewError>?
        while true {
            loop.perform { finished, result, connections in
                if connections > 0 { connectionsOpened.add(connections, ordering: .relaxed) }
                if finished == id { outcome = consume result }
            }
            if let outcome = outcome.take() {  // moved out, not copied: a copy retains each buffer of the response
                endDriving()
                return .finished(outcome)
            }
            switch state.withLock({ $0.driverStep() }) {
            case .goOn: break
            case .handOver: return .mustHandOver
            case .cancelled:
                loop.abort(id)
                endDriving()
                return .finished(
                    .failure(
                        CurlewError.cancelled(method: request.method, redactedURL: request.redactedURL)
                    )
                )
            }
            guard MonotonicClock.nanoseconds() < deadline else { return .mustHandOver }
            loop.wait()  // until a socket is ready, curl's next timeout, or a poke (new work, a stop, the deadline)
        }
    }

    /// How often a caller that drives request after request inline yields its pool thread: a time slice, like the
    /// kernel's. Each yield wakes another pool thread, which often takes the task to another core: with client and
    /// server unpinned on two cores, a yield cost about three context switches and three futex calls, and once per
    /// 2 ms that was 4-5 % of the CPU per sequential request.
    static let driverYieldIntervalNanoseconds: UInt64 = 10_000_000

    /// Whether a caller that just drove its request inline should yield its pool thread before going on: once
    /// per ``driverYieldIntervalNanoseconds``. A lone caller sending request after request inline never suspends,
    /// so the tasks queued behind it on the cooperative pool (the rest of a burst, say) would wait for its whole
    /// loop; yielding after every request instead costs a pool thread wake-up per request.
    func yieldsAfterDriving() -> Bool {
        let now = MonotonicClock.nanoseconds()
        let last = lastDriverYield.load(ordering: .relaxed)
        guard now &- last >= Self.driverYieldIntervalNanoseconds else { return false }
        lastDriverYield.store(now, ordering: .relaxed)
        return true
    }

    /// The driver passes its unfinished transfer to the loop thread, which resumes `continuation` with the outcome.
    func handOver(id: UInt64, request: CurlRequest, continuation: CurlDelivery.Continuation) {
        let now = MonotonicClock.nanoseconds()
        let (signal, cancelled) = state.withLock { $0.endDriving(handOver: continuation, at: now) }
        if signal { state.signal() }
        cancelled?.resume(
            failing: CurlewError.cancelled(method: request.method, redactedURL: request.redactedURL)
        )
    }

    /// The driver is done with the multi handle; the loop runs again if work arrived meanwhile.
    private func endDriving() {
        if state.withLock({ $0.endDriving(handOver: nil) }).signal { state.signal() }
    }
}
