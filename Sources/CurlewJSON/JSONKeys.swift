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

    /// One key: its length, its first eight bytes as a little-endian word (zero-padded), where the rest starts.
    private struct Entry: Sendable {
        var length: Int
        var prefix: UInt64
        var start: Int
    }

    /// All keys' UTF-8 bytes, one after another.
    private let storage: [UInt8]
    private let entries: [Entry]

    /// Prepares `keys` for matching; a key's position in this array is what `nextKey(in:)` returns for it.
    public init(_ keys: [String]) {
        var storage: [UInt8] = []
        var entries: [Entry] = []
        for key in keys {
            let bytes = Array(key.utf8)
            let prefix = bytes.withUnsafeBufferPointer { Self.prefix($0) }
            entries.append(Entry(length: bytes.count, prefix: prefix, start: storage.count))
            storage.append(contentsOf: bytes)
        }
        self.storage = storage
        self.entries = entries
    }

    /// How many keys there are.
    public var count: Int { entries.count }

    /// The first eight bytes of `bytes` (fewer padded with zeros) as a little-endian word.
    @inline(__always)
    private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if bytes.count >= 8 { return UnsafeRawPointer(base).loadUnaligned(as: UInt64.self).littleEndian }
        var word: UInt64 = 0
        for index in 0..<bytes.count {
            word |= UInt64(bytes[index]) << (8 * UInt64(index))
        }
        return word
    }

    /// The position of `key`, or `unknown`; tries `hint` first (the key after the one matched last).
    @inline(__always)
    func position(of key: UnsafeBufferPointer<UInt8>, hint: Int) -> Int {
        let length = key.count
        let prefix = Self.prefix(key)
        return entries.withUnsafeBufferPointer { entries in
            storage.withUnsafeBufferPointer { bytes in
                if hint < entries.count, matches(key, length, prefix, entries[hint], bytes) { return hint }
                for position in 0..<entries.count where matches(key, length, prefix, entries[position], bytes) {
                    return position
                }
                return JSONKeys.unknown
            }
        }
    }

    @inline(__always)
    private func matches(
        _ key: UnsafeBufferPointer<UInt8>,
        _ length: Int,
        _ prefix: UInt64,
        _ entry: Entry,
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard entry.length == length, entry.prefix == prefix else { return false }
        guard length > 8 else { return true }
        return ByteComparison.equal(key.baseAddress! + 8, bytes.baseAddress! + entry.start + 8, count: length - 8)
    }
}

/// Equality of short byte runs (keys), inline: a `memcmp` call costs more than comparing a few words.
enum ByteComparison {
    /// Whether the `count` bytes at `left` and `right` are equal.
    @inline(__always)
    static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index + 8 <= count {
            let a = UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
            let b = UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self)
            guard a == b else { return false }
            index += 8
        }
        while index < count {
            guard left[index] == right[index] else { return false }
            index += 1
        }
        return true
    }
}
