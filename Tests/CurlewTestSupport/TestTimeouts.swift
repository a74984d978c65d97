/// Time limits for test requests that need the cooperative pool while curl's clock runs.
public enum TestTimeouts {
    /// The time limit of a request whose body comes from an `AsyncSequence`.
    ///
    /// Its producer task runs on the cooperative pool while curl counts the transfer's time. Under a sanitizer,
    /// with the whole suite in parallel, the pool's two threads stay saturated for 30-45 s, and the producer's few
    /// turns on them took longer than the default 30 s (fresh-clone CI, `make tsan`, 2026-12-03: "timed out after
    /// 30000 ms" on two such uploads, tests taking 40-48 s in the runs that passed). These tests are about the
    /// bytes sent; the time limits have their own tests.
    public static let streamedBody: Duration = .seconds(120)
}
