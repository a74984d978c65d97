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
        precondition(pthread_cond_init(condition, nil) == 0, "pthread_cond_init failed")
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

    /// Sleeps until `isReady` holds (checked under the lock, again after each ``signal()``), then runs `body`;
    /// `beforeWaiting` runs under the lock first, if it must wait at all.
    ///
    /// Meant for one waiting thread; whoever changes the state so that `isReady` may hold calls ``signal()``.
    func withLock<Result>(
        when isReady: (State) -> Bool, beforeWaiting: (inout State) -> Void = { _ in },
        _ body: (inout State) -> Result
    ) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if !isReady(state) {
            beforeWaiting(&state)
        }
        while !isReady(state) {
            pthread_cond_wait(condition, mutex)
        }
        return body(&state)
    }

    /// Wakes the thread sleeping in ``withLock(when:_:)``, if any (with or without holding the lock).
    func signal() {
        pthread_cond_signal(condition)
    }
}
