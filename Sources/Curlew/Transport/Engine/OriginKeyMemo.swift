import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The gate key of the first origin a transport's gated requests went to, kept so that the later requests there
/// need not build it again: ``OriginGates/key(forHTTPS:)`` makes a new string each time, about 900 instructions of
/// every request in the pool callers' profile.
///
/// Set once, by the first gated request, then read without a lock from every caller's thread. Most transports talk
/// to one origin; a request to another builds its key as before. A request whose URL starts with the first one's
/// scheme and authority, spelled the same byte for byte and followed by the end of that authority, has the same
/// key: the key is made from those bytes alone.
final class OriginKeyMemo: Sendable {
    /// A URL's scheme and authority as spelled, and the gate key made from them.
    private final class Entry: Sendable {
        let prefix: String
        let key: String

        init(prefix: String, key: String) {
            self.prefix = prefix
            self.key = key
        }
    }

    /// The first origin's entry, retained (`Unmanaged` bits), or 0: an `Atomic` of a plain integer, since
    /// `AtomicLazyReference.load()` went unspecialized through the generic Synchronization library (about 650
    /// instructions per call).
    private let first = Atomic<UInt>(0)

    /// An empty memo (it learns the first origin asked for).
    init() {}

    deinit {
        let bits = first.load(ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: bits) { Unmanaged<Entry>.fromOpaque(pointer).release() }
    }

    /// The first origin's entry, if one was learnt.
    private var entry: Entry? {
        UnsafeRawPointer(bitPattern: first.load(ordering: .acquiring)).map {
            Unmanaged<Entry>.fromOpaque($0).takeUnretainedValue()
        }
    }

    /// Keeps `entry` as the first origin's, unless another thread kept one first.
    private func keep(_ entry: Entry) {
        let bits = UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque())
        if !first.compareExchange(expected: 0, desired: bits, ordering: .acquiringAndReleasing).exchanged {
            Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release()
        }
    }

    /// The gate key of `url` (its scheme checked: `https:` if `isHTTPS`, else `http:`), as
    /// ``OriginGates/key(forHTTPS:)`` or ``OriginGates/key(forHTTP:)`` make it; `nil` if it has no host.
    func key(for url: String, isHTTPS: Bool) -> String? {
        if let entry, Self.url(url, startsWithAuthority: entry.prefix) { return entry.key }
        guard let key = isHTTPS ? OriginGates.key(forHTTPS: url) : OriginGates.key(forHTTP: url) else { return nil }
        if first.load(ordering: .relaxed) == 0, let end = Self.authorityEnd(url, isHTTPS: isHTTPS) {
            keep(Entry(prefix: String(Substring(url.utf8.prefix(end))), key: key))
        }
        return key
    }

    /// The length in bytes of `url`'s scheme and authority: up to the first `/`, `?` or `#` after the scheme's `//`
    /// (where ``OriginGates`` stops reading), or its whole length.
    private static func authorityEnd(_ url: String, isHTTPS: Bool) -> Int? {
        let utf8 = Array(url.utf8)
        let start = isHTTPS ? 8 : 7
        guard utf8.count >= start else { return nil }
        let end = utf8[start...].firstIndex {
            $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
        }
        return end ?? utf8.count
    }

    /// Whether `url` starts with `prefix` byte for byte and its authority ends there (the end of `url`, or a `/`,
    /// `?` or `#` next): only then is its key the prefix's.
    private static func url(_ url: String, startsWithAuthority prefix: String) -> Bool {
        let matched = url.utf8.withContiguousStorageIfAvailable { bytes in
            prefix.utf8.withContiguousStorageIfAvailable { prefix -> Bool in
                guard bytes.count >= prefix.count, let base = bytes.baseAddress, let start = prefix.baseAddress,
                    memcmp(base, start, prefix.count) == 0
                else { return false }
                guard bytes.count > prefix.count else { return true }
                let next = bytes[prefix.count]
                return next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#")
            }
        }
        if case true?? = matched { return true }
        return false
    }
}
