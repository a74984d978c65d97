#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The monotonic clock (`CLOCK_MONOTONIC`) in nanoseconds, as the engine's deadlines and ``Locked``'s timed waits
/// count them.
///
/// `clock_gettime` straight from the vDSO, where `DispatchTime.now()` spends as long again converting (it runs
/// two or three times per inline request).
enum MonotonicClock {
    /// Now, in nanoseconds since an arbitrary fixed point.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
