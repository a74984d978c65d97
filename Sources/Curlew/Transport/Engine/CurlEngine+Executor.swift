#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The loop thread as a task executor: tasks that prefer it run between the loop's rounds, on the thread that
/// owns the multi handle, so their requests start and resume with no thread hand-off and no lock on the way.
///
/// Jobs enqueued on the loop thread itself (a request's caller resumed, a child task started) go to
/// ``CurlLoopJobs`` with no lock; jobs from other threads go through ``CurlEngineStateMachine`` and wake the loop.
/// Once the loop has closed, jobs go to the global concurrent executor, so a task that still prefers a
/// released transport's executor runs on.
extension CurlEngine: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if isOnLoopThread {
            localJobs.append(job)
            return
        }
        // The runtime lends `self` unretained, and once the job is queued the loop may run its task to the end and
        // drop the engine's last reference: keep it alive until the wake-up below has been sent.
        let retained = Unmanaged.passRetained(self)
        defer { retained.release() }
        guard let wake = state.withLock({ $0.enqueue(job) }) else {
            globalConcurrentExecutor.enqueue(job)
            return
        }
        self.wake(wake)
    }

    /// Whether the caller runs on this engine's loop thread (in one of its jobs, or in a curl callback).
    var isOnLoopThread: Bool {
        loopThread.load(ordering: .relaxed) == UInt(pthread_self())
    }

    /// Whether a request may be started right here with ``submitOnLoop(id:request:continuation:)``: on the loop
    /// thread between rounds, not inside one of curl's callbacks (curl refuses a transfer added from within them).
    var mayStartInPlace: Bool {
        isOnLoopThread && !loop.isInCurl
    }

    /// The thread-specific key that marks the loop threads of every transport (see ``isOnALoopThread``), made
    /// once per process. Each engine keeps a copy (`loopThreadKey`): a lazily made global like this one costs a
    /// `swift_once` call at every read, which showed in the per-request profile.
    static let sharedLoopThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "pthread_key_create failed")
        return key
    }()

    /// Whether the caller runs on the loop thread of any transport: a task there must not drive another
    /// transport's request inline, which would hold up every transfer of its own transport meanwhile.
    var isOnALoopThread: Bool {
        pthread_getspecific(loopThreadKey) != nil
    }

    /// Marks the calling thread as a loop thread, for ``isOnALoopThread``.
    func markLoopThread() {
        pthread_setspecific(loopThreadKey, UnsafeRawPointer(bitPattern: 1))
    }

    /// Runs `jobs` on the loop thread, each as the executor its task prefers.
    func run(_ jobs: [UnownedJob]) {
        let executor = asUnownedTaskExecutor()
        for job in jobs {
            job.runSynchronously(on: executor)
        }
    }

    /// Runs the jobs enqueued on the loop thread so far (not those they enqueue: those run after the next round).
    func runLocalJobs() {
        localJobs.drain { run($0) }
    }

    /// The loop has closed: jobs it will never run go to the global concurrent executor.
    func forward(_ jobs: [UnownedJob]) {
        for job in jobs {
            globalConcurrentExecutor.enqueue(job)
        }
    }
}

/// Jobs enqueued on the loop thread by the loop thread, for it to run after its current round.
///
/// Only the loop thread touches it, so it needs no lock (and, like ``CurlLoop``, is not `Sendable`: the engine
/// holds it and reaches it only from the loop thread).
final class CurlLoopJobs {
    @exclusivity(unchecked) private var jobs: [UnownedJob] = []
    /// The last batch's buffer, kept for the next (no allocation per round).
    @exclusivity(unchecked) private var spare: [UnownedJob] = []

    /// Whether no job waits.
    var isEmpty: Bool { jobs.isEmpty }

    /// Adds a job for the loop to run.
    func append(_ job: UnownedJob) {
        jobs.append(job)
    }

    /// Hands the waiting jobs to `body` and empties the list; jobs added meanwhile wait for the next call.
    func drain(_ body: ([UnownedJob]) -> Void) {
        guard !jobs.isEmpty else { return }
        swap(&jobs, &spare)
        body(spare)
        spare.removeAll(keepingCapacity: true)
    }

    /// Takes every waiting job (the loop is closing).
    func takeAll() -> [UnownedJob] {
        defer { jobs = [] }
        return jobs
    }
}
