import CCurl
import Foundation
import Synchronization

/// The engine's state machine, with the callers it resumes.
typealias EngineState = CurlEngineStateMachine<CurlDelivery.Continuation>

/// The bridge between callers on any thread and the one thread that drives curl's multi handle.
///
/// Callers submit and cancel through ``CurlEngineStateMachine`` under a mutex and wake the loop; the loop
/// thread owns every curl handle, except that while it has no transfer it parks on the lock's
/// condition and lets one caller at a time drive its own request inline for a short time (see
/// `drive(id:request:)`), which saves two thread hand-offs per request. The thread holds the engine
/// until it stops, and ``CurlTransport``'s `deinit` asks it to stop, so the transport itself is never
/// kept alive by its thread.
final class CurlEngine: @unchecked Sendable {  // curl handles used only by their owner (see EngineState)
    let state = Locked(EngineState())
    let multi: UnsafeMutableRawPointer
    /// The transfers on `multi`: used by whoever owns the multi handle (the loop thread, or a driving caller).
    let loop: CurlLoop
    /// New connections opened so far (CURLINFO_NUM_CONNECTS summed over finished transfers).
    let connectionsOpened = Atomic<Int>(0)
    /// When a caller that drove its request inline last yielded its thread (see `yieldsAfterDriving()`).
    let lastDriverYield = Atomic<UInt64>(0)
    /// The loop thread's `pthread_self()` while it runs, else 0 (see `CurlEngine+Executor.swift`).
    let loopThread = Atomic<UInt>(0)
    /// Jobs the loop thread enqueued on itself, for its next round.
    let localJobs = CurlLoopJobs()
    /// ``sharedLoopThreadKey``, read once (see `CurlEngine+Executor.swift`).
    let loopThreadKey = CurlEngine.sharedLoopThreadKey

    init(configuration: CurlTransport.Configuration) {
        precondition(CurlGlobal.isInitialized, "curl_global_init failed")
        guard let multi = curl_multi_init() else { fatalError("curl_multi_init failed: out of memory") }
        self.multi = multi
        loop = CurlLoop(multi: multi, configuration: configuration)
        let thread = Thread { [self] in run() }
        thread.name = Self.threadName
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

    /// The caller of a request made with ``makeID()`` has its outcome (a streamed body may still be coming).
    func callerDone(id: UInt64) {
        state.withLock { $0.callerDone(id: id) }
    }

    /// Queues a request for the loop; the continuation is resumed exactly once with the outcome. A caller on a
    /// loop thread (another transport's, or this one's inside a curl callback) says so: the loop then resumes it
    /// directly, never relayed through it.
    func submit(
        id: UInt64, request: CurlRequest, continuation: CurlDelivery.Continuation, isOnALoopThread: Bool
    ) {
        let action = state.withLock { state in
            state.submit(id: id, request: request, continuation: continuation, isOnALoopThread: isOnALoopThread)
        }
        switch action {
        case .wake(let wake):
            self.wake(wake)
        case .fail(let continuation, let kind, let message):
            continuation.resume(
                failing: .transfer(
                    kind, message, curlCode: nil, method: request.method, redactedURL: request.redactedURL))
        }
    }

    /// Starts a request from the loop thread itself (its task prefers the engine as executor): no queue and no
    /// wake-up, the loop picks the transfer up in its current round.
    func submitOnLoop(id: UInt64, request: CurlRequest, continuation: CurlDelivery.Continuation) {
        if case .fail(let continuation, let kind, let message) = state.withLock({
            $0.submitOnLoop(id: id, continuation: continuation)
        }) {
            continuation.resume(
                failing: .transfer(
                    kind, message, curlCode: nil, method: request.method, redactedURL: request.redactedURL))
            return
        }
        if let error = loop.start(id: id, request: request) {
            state.withLock { $0.complete(id: id) }?.resume(failing: error)
        }
    }

    /// Gives up on a request at once: its caller gets `.cancelled` and the loop (or its driver) drops the transfer.
    func cancel(id: UInt64, method: HTTPMethod, url: String) {
        let (continuation, wake) = state.withLock { state in state.cancel(id: id) }
        self.wake(wake)
        continuation?.resume(failing: CurlewError.cancelled(method: method, redactedURL: url))
    }

    /// Resumes a paused streaming transfer (its reader caught up).
    func resume(id: UInt64) {
        wake(state.withLock { $0.resume(id: id) })
    }

    /// Drops a streaming transfer whose reader stopped reading.
    func abandon(id: UInt64) {
        wake(state.withLock { $0.abandon(id: id) })
    }

    /// Asks the loop to finish: it fails anything still waiting and frees every curl handle.
    func stop() {
        wake(state.withLock { $0.stop() })
    }

    func wake(_ wake: EngineState.Wake) {
        switch wake {
        case .none: break
        case .poll: curl_multi_wakeup(multi)
        case .condition: state.signal()
        }
    }

    /// A caller to resume with its outcome, outside the state's lock.
    private typealias Resumption = (CurlDelivery.Continuation, Result<HTTPResponse, CurlewError>)

    /// The loop thread's name: at most 15 bytes, the most Linux keeps.
    private static let threadName = "Curlew loop"

    /// Names the calling thread for `ps -L`, `top -H` and debuggers (Foundation's `Thread.name` does not reach
    /// the kernel on Linux). Linux keeps at most 15 bytes of a name and rejects a longer one.
    private static func nameCurrentThread(_ name: String) {
        #if os(Linux)
            let fd = open("/proc/thread-self/comm", O_WRONLY)
            guard fd >= 0 else { return }
            var name = name
            name.withUTF8 { _ = write(fd, $0.baseAddress, min($0.count, 15)) }
            close(fd)
        #endif
    }

    /// An ended transfer (or a streaming one's head): its request id, outcome and connections opened.
    private typealias Outcome = (UInt64, Result<HTTPResponse, CurlewError>)

    /// The loop thread's body: rounds of work, each followed by a sleep, until the transport stops.
    private func run() {
        Self.nameCurrentThread(Self.threadName)
        loopThread.store(UInt(pthread_self()), ordering: .relaxed)
        markLoopThread()
        var resumptions: [Resumption] = []
        var directResumptions: [Resumption] = []
        var finished: [Outcome] = []
        while let isParked = runRound(reusing: &resumptions, &directResumptions, &finished) {
            sleep(isParked: isParked)
        }
        let (abandoned, jobs) = state.withLock { $0.close() }
        loop.close()
        loopThread.store(0, ordering: .relaxed)  // from here on, jobs go to the global executor
        forward(localJobs.takeAll() + jobs)
        for continuation in abandoned {
            continuation.resume(failing: CurlewError.cancelled("the transport was shut down"))
        }
    }

    /// One round: takes new work, lets curl progress, resumes the callers whose transfers ended; `nil` to stop,
    /// else whether the loop parked (with the last transfers' callers, before resuming them).
    ///
    /// A function of its own so that nothing of the round outlives it: Swift may keep a local (the work with its
    /// requests, the outcomes with their response bodies) alive to the end of its scope, and the loop then sleeps,
    /// parked maybe for the rest of the process. `resumptions` and `finished` come back empty, only their capacity
    /// kept (no allocation per round).
    private func runRound(
        reusing resumptions: inout [Resumption], _ directResumptions: inout [Resumption], _ finished: inout [Outcome]
    ) -> Bool? {
        runLocalJobs()
        let work = state.withLock { $0.takeWork() }
        if !work.jobs.isEmpty { run(work.jobs) }
        for id in work.removals {
            loop.abort(id)
        }
        if work.stop { return nil }
        for id in work.resumes {
            loop.resume(id)
        }
        for (id, request) in work.starts {
            if let error = loop.start(id: id, request: request) {
                state.withLock { $0.complete(id: id) }?.resume(failing: error)
            }
        }
        var connections = 0
        loop.perform { id, result, opened in
            finished.append((id, consume result))
            connections += opened
        }
        guard !finished.isEmpty else { return false }
        let isIdle = loop.isIdle
        let isParked = state.withLock { state in  // one lock for the whole batch, the resumptions outside it
            state.complete(&finished, into: &resumptions, direct: &directResumptions)
            // Parked before the callers run again: a lone caller's next request then runs inline. Parked
            // after, the loop would find that request queued, take it, and so every next one. Never parked
            // with jobs of its own to run (a caller resumed directly may be a task on this loop): parked, it
            // may not touch the multi handle their requests need, and nothing would wake it for them.
            return isIdle && directResumptions.isEmpty && localJobs.isEmpty && state.park()
        }
        if connections > 0 { connectionsOpened.add(connections, ordering: .relaxed) }
        while let (continuation, result) = directResumptions.popLast() {  // a task here enqueues its job here
            continuation.resume(returning: CurlDelivery(result: consume result))
        }
        CurlDelivery.resume(&resumptions)  // no curl call from here on once parked: a caller may drive
        return isParked
    }

    /// Parked until un-parked; while a caller drives, it wakes at the driver's deadline (or later: see
    /// `CurlEngineStateMachine.relaxedWatchNanoseconds`) and pokes it (`curl_multi_wakeup`), and the driver then hands its
    /// transfer over. Parked with no one driving, it sleeps with no deadline, and the next driver signals it.
    private func sleepParked() {
        while true {
            let (pokesDriver, sleepsAgain) = state.withLock(
                when: { $0.mayLoopRun }, until: { $0.driverDeadline },
                beforeWaiting: { state, deadline in state.willSleepParked(until: deadline) },
                { state, isPastDeadline in state.wakeParked(isPastDeadline: isPastDeadline) }
            )
            if pokesDriver { curl_multi_wakeup(multi) }
            if !sleepsAgain { return }
        }
    }

    /// Sleeps: parked (already, or now if there is no transfer and no work) until un-parked, callers may drive
    /// their own transfers meanwhile; else in curl until a socket is ready, its timeout, or the one wake-up new
    /// work sends, unless work is already waiting.
    private func sleep(isParked: Bool) {
        if !isParked, !localJobs.isEmpty { return }  // its own jobs first (never pending once parked)
        if isParked || (loop.isIdle && state.withLock({ $0.park() })) {
            sleepParked()
        } else if state.withLock({ $0.beginPolling() }) {
            loop.wait()
        }
    }
}
