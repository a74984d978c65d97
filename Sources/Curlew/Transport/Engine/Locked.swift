#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Mutable state shared between threads, reached only through ``withLock(_:)``.
///
/// A `pthread_mutex_t` rather than the standard library's `Mutex`: ThreadSanitizer understands
/// pthread locks, while `Synchronization.Mutex` on Linux makes it report races on every guarded
/// access (checked with Swift 6.3.1), which would leave `make tsan` blind to real races.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
final class Locked<State>: @unchecked Sendable {  // every access to `state` holds `mutex`
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    /// Unchecked exclusivity: every access holds `mutex` (and `withLock` inside `withLock` would deadlock first),
    /// so the runtime's dynamic check on each of the few lock calls per request adds nothing.
    @exclusivity(unchecked) private var state: State

    /// Guards `initial` from now on.
    init(_ initial: State) {
        state = initial
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        defer { pthread_condattr_destroy(&attributes) }
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)  // deadlines of timed waits, immune to clock changes
        precondition(pthread_cond_init(condition, &attributes) == 0, "pthread_cond_init failed")
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state; keep it short and never call out to user code in it.
    func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Sleeps until `isReady` holds (checked under the lock, again after each ``signal()``), then runs `body` with
    /// `false`; while `deadline` names a time (``MonotonicClock`` nanoseconds), it sleeps no longer, and once that
    /// time has passed it runs `body` with `true` instead. `beforeWaiting` runs under the lock before each sleep,
    /// with that sleep's deadline.
    ///
    /// Meant for one waiting thread; whoever changes the state so that `isReady` may hold, or so that `deadline`
    /// comes sooner, calls ``signal()``.
    func withLock<Result>(
        when isReady: (State) -> Bool, until deadline: (State) -> UInt64?,
        beforeWaiting: (inout State, _ deadline: UInt64?) -> Void,
        _ body: (inout State, _ isPastDeadline: Bool) -> Result
    ) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var isPastDeadline = false
        while !isReady(state) {
            let deadline = deadline(state)
            if let deadline, MonotonicClock.nanoseconds() >= deadline {
                isPastDeadline = true
                break
            }
            beforeWaiting(&state, deadline)
            if let deadline {
                var until = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
                pthread_cond_timedwait(condition, mutex, &until)
            } else {
                pthread_cond_wait(condition, mutex)
            }
        }
        return body(&state, isPastDeadline)
    }

    /// Wakes the thread sleeping in ``withLock(when:until:beforeWaiting:_:)``, if any (with or without holding the lock).
    func signal() {
        pthread_cond_signal(condition)
    }
}
