/// SplitMix64: a small, fast, seeded random number generator for tests, so a randomised test checks the same
/// values on every run and a failure reproduces from its seed.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let bits = random.next()
/// let index = random.below(10)             // 0..<10
/// let pick = names.randomElement(using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The whole state; it starts as the seed and advances by a fixed odd constant per value.
    public var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (modulo bias, fine for tests); 0 when `bound` is 0 or less.
    public mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }
}
