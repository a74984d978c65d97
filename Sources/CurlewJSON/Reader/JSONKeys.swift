#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The member names a `JSONDecodable` model reads, prepared once for fast matching by `JSONReader.nextKey(in:)`.
///
/// A hook for generated code (`@_spi(Generated) import CurlewJSON`), not a supported API: hand-written readers
/// match keys with `JSONReader.nextKey()`.
///
/// Keep one in a `static let` per model; positions follow the order given here. Keys are matched byte for byte
/// against the document's (unescaped) keys, as written in the JSON: no key strategy applies.
///
/// ```swift
/// static let keys = JSONKeys(["id", "screen_name", "created_at"])
/// ```
@_spi(Generated) public struct JSONKeys: Sendable {
    /// What `nextKey(in:)` returns for a key that is not in the set.
    public static let unknown = -1

    /// One key: its length, its first and last eight bytes as little-endian words (zero-padded when shorter),
    /// where its bytes start in `storage`.
    private struct Entry: Sendable {
        var length: Int
        var prefix: UInt64
        var suffix: UInt64
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
            let (prefix, suffix) = bytes.withUnsafeBufferPointer {
                (Self.prefix($0, readable: 0), Self.suffix($0))
            }
            entries.append(Entry(length: bytes.count, prefix: prefix, suffix: suffix, start: storage.count))
            storage.append(contentsOf: bytes)
        }
        self.storage = storage
        self.entries = entries
    }

    /// How many keys there are.
    public var count: Int { entries.count }

    /// The first eight bytes of `bytes` (fewer padded with zeros) as a little-endian word. When `readable` bytes
    /// from the start may be read (8 or more), a short key is one load and a mask instead of a byte loop.
    @inline(__always)
    private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        if count >= 8 { return UnsafeRawPointer(base).loadUnaligned(as: UInt64.self).littleEndian }
        if readable >= 8 {
            let word = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self).littleEndian
            return word & (1 << UInt64(8 * count) &- 1)
        }
        var word: UInt64 = 0
        for index in 0..<count {
            word |= UInt64(bytes[index]) << (8 * UInt64(index))
        }
        return word
    }

    /// The last eight bytes of a key longer than eight bytes as a little-endian word; 0 for shorter keys.
    @inline(__always)
    private static func suffix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard bytes.count > 8, let base = bytes.baseAddress else { return 0 }
        return UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self).littleEndian
    }

    /// Whether `key` is one of the keys (a generated `encode(to:)` leaves out undeclared members that a declared
    /// field also has).
    public func contains(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { position(of: $0, readable: $0.count, hint: 0) != Self.unknown }
    }

    /// The position of `key`, or `unknown`; tries `hint` first (the key after the one matched last). `readable` is
    /// how many bytes from the key's start may be read (at least its length; more when it sits in a larger buffer).
    @inline(__always)
    func position(of key: UnsafeBufferPointer<UInt8>, readable: Int, hint: Int) -> Int {
        let length = key.count
        let prefix = Self.prefix(key, readable: readable)
        let suffix = Self.suffix(key)
        return entries.withUnsafeBufferPointer { entries in
            storage.withUnsafeBufferPointer { bytes in
                if hint < entries.count, matches(key, length, prefix, suffix, entries[hint], bytes) { return hint }
                for position in 0..<entries.count
                where matches(key, length, prefix, suffix, entries[position], bytes) {
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
        _ suffix: UInt64,
        _ entry: Entry,
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard entry.length == length, entry.prefix == prefix, entry.suffix == suffix else { return false }
        // Up to 16 bytes, the first and last eight cover the key; longer ones compare the middle too.
        guard length > 16 else { return true }
        return ByteComparison.equal(key.baseAddress! + 8, bytes.baseAddress! + entry.start + 8, count: length - 16)
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
