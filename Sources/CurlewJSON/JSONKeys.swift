#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The member names a `JSONDecodable` model reads, prepared once for fast matching by `JSONReader.nextKey(in:)`.
///
/// Keep one in a `static let` per model; positions follow the order given here. Keys are matched byte for byte
/// against the document's (unescaped) keys, as written in the JSON: no key strategy applies.
///
/// ```swift
/// static let keys = JSONKeys(["id", "screen_name", "created_at"])
/// ```
public struct JSONKeys: Sendable {
    /// What `nextKey(in:)` returns for a key that is not in the set.
    public static let unknown = -1

    /// All keys' UTF-8 bytes, one after another.
    private let storage: [UInt8]
    /// Where each key starts in `storage`, plus the end.
    private let starts: [Int]

    /// Prepares `keys` for matching; a key's position in this array is what `nextKey(in:)` returns for it.
    public init(_ keys: [String]) {
        var storage: [UInt8] = []
        var starts = [0]
        for key in keys {
            storage.append(contentsOf: key.utf8)
            starts.append(storage.count)
        }
        self.storage = storage
        self.starts = starts
    }

    /// How many keys there are.
    public var count: Int { starts.count - 1 }

    /// The position of `key`, or `unknown`; tries `hint` first (the key after the one matched last).
    @inline(__always)
    func position(of key: UnsafeBufferPointer<UInt8>, hint: Int) -> Int {
        let count = starts.count - 1
        return storage.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                if hint < count, matches(key, bytes, starts[hint], starts[hint + 1]) { return hint }
                for position in 0..<count where matches(key, bytes, starts[position], starts[position + 1]) {
                    return position
                }
                return JSONKeys.unknown
            }
        }
    }

    @inline(__always)
    private func matches(
        _ key: UnsafeBufferPointer<UInt8>,
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ start: Int,
        _ end: Int
    ) -> Bool {
        guard end - start == key.count else { return false }
        guard key.count > 0 else { return true }
        return memcmp(key.baseAddress!, bytes.baseAddress! + start, key.count) == 0
    }
}
