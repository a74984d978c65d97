/// A 128-bit Bloom filter of object keys, one bit per key from its length and first and last bytes: keys whose
/// marks do not meet are different keys, without comparing them.
///
/// The decoder's key lookup notes the keys it passes, so that a key found after its cursor is known to be the first
/// of its name (when no earlier key has its mark) without reading the earlier keys again.
struct KeyMarks {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// No keys.
    init() {}

    /// The mark of a key of `count` bytes from `first` to `last`.
    @inline(__always)
    init(count: Int, first: UInt8, last: UInt8) {
        let key = UInt64(truncatingIfNeeded: count) << 16 | UInt64(first) << 8 | UInt64(last)
        let bit = (key &* 0x9E37_79B9_7F4A_7C15) >> 57
        if bit < 64 {
            low = 1 << bit
        } else {
            high = 1 << (bit - 64)
        }
    }

    /// Whether some key is marked in both.
    @inline(__always)
    func intersects(_ other: KeyMarks) -> Bool {
        low & other.low != 0 || high & other.high != 0
    }

    /// The keys of both.
    @inline(__always)
    static func | (left: KeyMarks, right: KeyMarks) -> KeyMarks {
        var union = left
        union |= right
        return union
    }

    /// Adds the keys of `right`.
    @inline(__always)
    static func |= (left: inout KeyMarks, right: KeyMarks) {
        left.low |= right.low
        left.high |= right.high
    }
}
