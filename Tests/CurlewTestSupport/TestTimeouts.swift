/// Time limits for test requests under the load of the whole suite.
public enum TestTimeouts {
    /// The time limit of a request whose test is about its answer (bytes, hops, order), not its time; the time
    /// limits have tests of their own.
    ///
    /// Under a sanitizer, with the whole suite in parallel, the default 30 s was too short twice in fresh-clone CI
    /// (2026-12-03): httpbin, one Python process, took ~26 s for two redirect hops; and the producer task of a body
    /// from an `AsyncSequence`, on a cooperative pool kept saturated for 30-45 s, took longer than 30 s for its few
    /// turns while curl's clock ran ("timed out after 30000 ms"; such tests took 40-48 s in the runs that passed).
    public static let patient: Duration = .seconds(120)
}
