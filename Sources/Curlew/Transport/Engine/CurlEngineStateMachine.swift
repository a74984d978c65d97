/// The curl engine's shared state as a value: which requests wait, which must start or stop, whether it runs,
/// and who may use the multi handle.
///
/// Every cross-thread event is a `mutating` method that returns what to do; the engine runs those
/// actions (resuming continuations, waking the loop) so none of them happen inside this state's lock.
///
/// Ownership of the multi handle: the loop thread owns it, except while it is *parked* (it has no
/// transfers and sleeps on the lock's condition instead of in `curl_multi_poll`). Then one caller at a
/// time may become the *driver* and run its own transfer on the handle; the loop stays asleep until
/// the driver is done (`driver == nil`) and someone has un-parked it.
///
/// Generic over what a waiting caller is (the engine's `CurlDelivery.Continuation`) so that tests can drive it event
/// by event, synchronously, with plain markers in place of suspended tasks (`CurlEngineStateMachineTests`).
struct CurlEngineStateMachine<Continuation> {

    private var nextID: UInt64 = 0
    /// Ids whose caller was cancelled while its request was neither waiting nor driven: not submitted yet (the
    /// submission then fails as cancelled), or already answered (forgotten at ``callerDone(id:)``). Nearly always
    /// empty, so the common path pays no hashing for it.
    private var cancelledWithoutWaiter: Set<UInt64> = []
    /// Every submitted request whose caller still waits, and whether the loop resumes that caller itself rather
    /// than through a relay (``CurlDelivery``): a caller on a loop thread, this transport's (its task prefers the
    /// engine as its executor: see `CurlEngine+Executor.swift`) or another's. Relaying through such a caller would
    /// tie the others to that loop's next round, and a task resumed on this loop thread after it parked would
    /// wait for the next request to un-park it.
    private var waiting = RequestIDTable<(continuation: Continuation, isDirect: Bool)>()
    /// Jobs of tasks that prefer the engine as their executor, enqueued from other threads; the loop runs them.
    private var jobs: [UnownedJob] = []
    /// Submitted requests the loop has not started.
    private var queued: [(id: UInt64, request: CurlRequest)] = []
    /// Started requests the loop must remove from the multi handle.
    private var removals: [UInt64] = []
    /// Paused streaming transfers whose reader wants more.
    private var resumes: [UInt64] = []
    private var isStopping = false
    /// Set by the loop before it frees the multi handle; nothing may wake it after that.
    private(set) var isClosed = false
    /// The loop sleeps on the condition, owning no transfer; it may run again once this is false and no one drives.
    private(set) var isLoopParked = false
    /// The loop is in (or about to enter) `curl_multi_poll`: new work needs a `curl_multi_wakeup`. While it runs,
    /// it looks for work before it polls again, so a submission then needs no wake-up at all.
    private var isLoopPolling = false
    /// A `curl_multi_wakeup` was asked for since the loop last started polling: one is enough.
    private var isWakePending = false
    /// The request whose caller drives the multi handle right now.
    private(set) var driver: UInt64?
    /// The driver's task was cancelled: it must drop its transfer.
    private var isDriverCancelled = false
    /// When the driver must hand its transfer over (`CLOCK_MONOTONIC` nanoseconds): the parked loop wakes then
    /// and pokes it, since the driver itself polls with a long timeout (see `CurlEngine.drive(id:request:)`).
    private var driveDeadline: UInt64 = 0
    /// The parked loop has poked the driver past its deadline: once per drive is enough.
    private var isDriverPoked = false
    /// The parked loop sleeps with no deadline (no one drove when it went to sleep): a new driver must signal it.
    private var isParkedWithoutDeadline = false
    /// The drive (its number in ``drivesBegun``) whose deadline the parked loop last slept until, if it did.
    private var watchedDrive: Int?
    /// How much later the parked loop looks at a drive than its deadline, when the drive it watched before ended
    /// within its own: drives that keep finishing in time are checked every 10 ms, not every 2 (a timed wake-up
    /// of the loop costs two context switches), and a slow one among them is still handed over within 10 ms.
    static var relaxedWatchNanoseconds: UInt64 { 8_000_000 }

    /// How to get the loop (or a driver) to look at new work.
    enum Wake {
        case none
        /// `curl_multi_wakeup`: the loop, or a driver, is in (or about to enter) `curl_multi_poll`.
        case poll
        /// Signal the condition: the loop is parked.
        case condition
    }

    /// What a submission needs done.
    enum SubmitAction {
        case wake(Wake)
        case fail(Continuation, CurlewError.Kind, String)
    }

    /// Whether a caller may drive its own transfer.
    enum DriveDecision {
        /// Drive; signal the condition first if `signalsLoop` (the parked loop must learn the deadline).
        case drive(signalsLoop: Bool)
        case refuse
        case fail(CurlewError.Kind, String)
    }

    /// What the driver does between two polls.
    enum DriverStep {
        case goOn
        case handOver
        case cancelled
    }

    /// What the loop must do next.
    struct Work {
        var jobs: [UnownedJob]
        var starts: [(id: UInt64, request: CurlRequest)]
        var removals: [UInt64]
        var resumes: [UInt64]
        var stop: Bool
    }

    /// Callers between ``makeID()`` and ``callerDone(id:)``: only a lone caller drives its own transfer.
    private var activeCallers = 0

    /// A new request id, for a request about to be submitted; its caller is active until ``callerDone(id:)``.
    mutating func makeID() -> UInt64 {
        activeCallers += 1
        nextID += 1
        return nextID
    }

    /// Whether request `id` was cancelled before it could be submitted (forgets it if so).
    private mutating func wasCancelledWithoutWaiter(_ id: UInt64) -> Bool {
        !cancelledWithoutWaiter.isEmpty && cancelledWithoutWaiter.remove(id) != nil
    }

    /// A caller hands its request and continuation over; `isOnALoopThread` if it runs on a transport's loop thread.
    mutating func submit(
        id: UInt64, request: CurlRequest, continuation: Continuation, isOnALoopThread: Bool
    ) -> SubmitAction {
        if let failure = refusal(id: id, continuation: continuation) { return failure }
        waiting[id] = (continuation, isOnALoopThread)
        queued.append((id, request))
        return .wake(wake())
    }

    /// A caller on the loop thread registers its request, which it then starts itself; `nil` if it may.
    mutating func submitOnLoop(id: UInt64, continuation: Continuation) -> SubmitAction? {
        if let failure = refusal(id: id, continuation: continuation) { return failure }
        waiting[id] = (continuation, true)
        return nil
    }

    /// Why a submission cannot go ahead (cancelled before it was submitted, or the transport stops), if it cannot.
    private mutating func refusal(id: UInt64, continuation: Continuation) -> SubmitAction? {
        if wasCancelledWithoutWaiter(id) {
            return .fail(continuation, .cancelled, "the request was cancelled")
        }
        if isStopping || isClosed {
            return .fail(continuation, .cancelled, "the transport was shut down")
        }
        return nil
    }

    /// A job from another thread for the loop to run: how to wake it, or `nil` once the loop has closed (then
    /// the job must go elsewhere).
    mutating func enqueue(_ job: UnownedJob) -> Wake? {
        guard !isClosed else { return nil }
        jobs.append(job)
        return wake()
    }

    /// The caller's task was cancelled: the continuation to resume now (if it still waits), and how to wake
    /// whoever must drop the transfer.
    mutating func cancel(id: UInt64) -> (Continuation?, Wake) {
        if driver == id {
            isDriverCancelled = true
            return (nil, .poll)
        }
        guard let continuation = waiting.removeValue(forKey: id)?.continuation else {
            cancelledWithoutWaiter.insert(id)
            return (nil, .none)
        }
        if let index = queued.firstIndex(where: { $0.id == id }) {
            queued.remove(at: index)
        } else {
            removals.append(id)
        }
        return (continuation, wake())
    }

    /// A streaming reader caught up: the loop must resume its transfer.
    mutating func resume(id: UInt64) -> Wake {
        guard !isClosed else { return .none }
        resumes.append(id)
        return wake()
    }

    /// A streaming reader stopped after the head was delivered: the loop must drop the transfer.
    mutating func abandon(id: UInt64) -> Wake {
        guard !isClosed else { return .none }
        removals.append(id)
        return wake()
    }

    /// New work arrived: poke a driver (it then hands over), un-park a parked loop, or wake a polling loop once;
    /// a loop that is running picks the work up before it polls again, so it needs nothing.
    private mutating func wake() -> Wake {
        if driver != nil { return .poll }
        if isLoopParked {
            isLoopParked = false
            return .condition
        }
        guard isLoopPolling, !isWakePending else { return .none }
        isWakePending = true
        return .poll
    }

    private var hasWork: Bool {
        !queued.isEmpty || !removals.isEmpty || !resumes.isEmpty || !jobs.isEmpty || isStopping
    }

    /// The loop is about to wait in `curl_multi_poll`: it does unless work is already waiting; `true` if it may.
    mutating func beginPolling() -> Bool {
        guard !hasWork else { return false }
        isLoopPolling = true
        isWakePending = false
        return true
    }

    /// The loop has no transfers: it parks unless work is already waiting; `true` if it parked.
    mutating func park() -> Bool {
        guard !hasWork else { return false }
        isLoopParked = true
        return true
    }

    /// How many submitted requests' callers wait; tests read it.
    var waitingCount: Int { waiting.count }

    /// How many cancelled ids wait to be forgotten; tests read it (0 once every caller is done).
    var cancelledWithoutWaiterCount: Int { cancelledWithoutWaiter.count }

    /// How many requests callers have driven inline so far; tests read it.
    private(set) var drivesBegun = 0

    /// How many times the loop has gone to sleep parked (it had finished its round by then); tests wait on it.
    private(set) var parkedSleeps = 0

    /// How many times the parked loop poked a driver past its deadline; tests read it.
    private(set) var overdueDriverPokes = 0

    /// How many drivers handed their unfinished transfer to the loop; tests read it.
    private(set) var handOvers = 0

    /// How long after its deadline the last driver to hand over did so (nanoseconds); tests read it.
    private(set) var lastHandOverLateness: UInt64 = 0

    /// The loop is about to wait on the condition, parked, until `deadline` (a driver's) if there is one.
    mutating func willSleepParked(until deadline: UInt64?) {
        parkedSleeps &+= 1
        isParkedWithoutDeadline = deadline == nil
        watchedDrive = deadline == nil ? nil : drivesBegun
    }

    /// When the parked loop must wake to poke the driver, unless poked already or no one drives: its deadline,
    /// or later if the drive the loop watched before has ended within its own (see ``relaxedWatchNanoseconds``).
    var driverDeadline: UInt64? {
        guard driver != nil, !isDriverPoked else { return nil }
        guard let watched = watchedDrive, watched != drivesBegun else { return driveDeadline }
        return driveDeadline &+ Self.relaxedWatchNanoseconds
    }

    /// The parked loop woke, un-parked or past the driver's deadline: whether it must poke the driver now
    /// (`curl_multi_wakeup`, once per drive), and whether it sleeps again (still parked).
    mutating func wakeParked(isPastDeadline: Bool) -> (pokesDriver: Bool, sleepsAgain: Bool) {
        isParkedWithoutDeadline = false
        if mayLoopRun { return (false, false) }
        guard isPastDeadline, driver != nil, !isDriverPoked else { return (false, true) }
        isDriverPoked = true
        overdueDriverPokes &+= 1
        return (true, true)
    }

    /// Whether the parked loop may take the multi handle back.
    var mayLoopRun: Bool {
        !isLoopParked && driver == nil
    }

    /// The caller of request `id` has its answer (or gave up): it no longer counts against driving.
    mutating func callerDone(id: UInt64) {
        activeCallers -= 1
        if !cancelledWithoutWaiter.isEmpty { cancelledWithoutWaiter.remove(id) }
    }

    /// A caller asks to drive request `id` itself: only while the loop is parked and no other caller is active
    /// (with several in flight the loop serves them better, and driving would only add hand-overs).
    /// `deadline` is when it must hand its transfer over if it has not finished.
    mutating func beginDriving(id: UInt64, deadline: UInt64) -> DriveDecision {
        guard isLoopParked, driver == nil, activeCallers == 1, !hasWork, !isClosed else { return .refuse }
        if wasCancelledWithoutWaiter(id) {
            return .fail(.cancelled, "the request was cancelled")
        }
        driver = id
        isDriverCancelled = false
        driveDeadline = deadline
        isDriverPoked = false
        drivesBegun &+= 1
        let signalsLoop = isParkedWithoutDeadline
        isParkedWithoutDeadline = false
        return .drive(signalsLoop: signalsLoop)
    }

    /// Between polls: go on, hand the transfer to the loop (other work arrived), or drop it (cancelled).
    func driverStep() -> DriverStep {
        if isDriverCancelled { return .cancelled }
        return hasWork ? .handOver : .goOn
    }

    /// The driver is done with the multi handle; with `handOver`, its unfinished transfer goes to the loop
    /// (`now` is when, for ``lastHandOverLateness``). Returns whether to signal the loop, and a continuation to
    /// fail as cancelled (the transfer was dropped).
    mutating func endDriving(handOver: Continuation?, at now: UInt64 = 0) -> (signal: Bool, cancelled: Continuation?) {
        guard let id = driver else { return (false, nil) }
        driver = nil
        var cancelled: Continuation?
        if let continuation = handOver {
            handOvers &+= 1
            lastHandOverLateness = now &- min(now, driveDeadline)
            if isDriverCancelled {
                removals.append(id)
                cancelled = continuation
            } else {
                waiting[id] = (continuation, false)
            }
            isLoopParked = false
            return (true, cancelled)
        }
        guard hasWork else { return (false, nil) }
        isLoopParked = false
        return (true, nil)
    }

    /// The loop (back from polling, or still running) takes what was submitted and cancelled since it last looked.
    mutating func takeWork() -> Work {
        isLoopPolling = false
        let work = Work(jobs: jobs, starts: queued, removals: removals, resumes: resumes, stop: isStopping)
        // handed over whole, not emptied in place: that would copy the buffers the work now shares
        if !jobs.isEmpty { jobs = [] }
        if !queued.isEmpty { queued = [] }
        if !removals.isEmpty { removals = [] }
        if !resumes.isEmpty { resumes = [] }
        return work
    }

    /// A transfer ended: its continuation, unless the caller already gave up on it.
    mutating func complete(id: UInt64) -> Continuation? {
        waiting.removeValue(forKey: id)?.continuation
    }

    /// Several transfers ended: moves the outcomes of those whose callers still wait, with their continuations,
    /// to `direct` for callers the loop resumes itself (on a loop thread) and to `others` for the rest, both in
    /// the reverse order of `outcomes`: their users pop them from the end, so callers run in the order their
    /// transfers ended. Empties `outcomes`, keeping its storage. Moved, never copied: `reverse()` would copy
    /// every response (a retain and a release of each of its buffers), and popping from the end moves it.
    mutating func complete(
        _ outcomes: inout [(UInt64, Result<HTTPResponse, CurlewError>)],
        into others: inout [(Continuation, Result<HTTPResponse, CurlewError>)],
        direct: inout [(Continuation, Result<HTTPResponse, CurlewError>)]
    ) {
        while let (id, result) = outcomes.popLast() {
            guard let waiter = waiting.removeValue(forKey: id) else { continue }
            if waiter.isDirect {
                direct.append((waiter.continuation, consume result))
            } else {
                others.append((waiter.continuation, consume result))
            }
        }
    }

    /// The owner is gone: the loop should finish.
    mutating func stop() -> Wake {
        isStopping = true
        return wake()
    }

    /// The loop is closing: every continuation still waiting, to fail, and the jobs it will not run.
    mutating func close() -> (abandoned: [Continuation], jobs: [UnownedJob]) {
        isClosed = true
        defer {
            waiting.removeAll()
            jobs.removeAll()
        }
        queued.removeAll()
        return (waiting.values.map(\.continuation), jobs)
    }
}
