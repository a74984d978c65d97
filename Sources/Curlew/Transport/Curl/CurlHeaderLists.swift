import CCurl

/// Curl header lists for requests with header lines of their own, kept by their lines for the next request with the
/// same ones.
///
/// A generated client's requests all carry the same lines (its `Accept`, the client's headers), and building a
/// list for each costs curl two allocations per line (`curl_slist_append` copies the line) and Swift a C string per
/// line, then as many frees: on the loop thread, which every request goes through. At most ``capacity`` lists are
/// kept; a list is freed only once no transfer uses it (the least recently used one makes room for new lines), and
/// while every kept list is in use, a request gets a list of its own, freed when its transfer ends.
///
/// Used by the thread that owns the loop's handles only.
struct CurlHeaderLists {
    /// The most lists kept.
    static let capacity = 16

    private struct Entry {
        let lines: [String]
        let list: UnsafeMutablePointer<curl_slist>
        /// Transfers using the list now.
        var users: Int
        /// When it was last handed out (``clock`` then).
        var lastUse: UInt64
    }

    private var entries: [Entry] = []
    /// Counts hand-outs, for least-recently-used eviction.
    private var clock: UInt64 = 0

    /// The number of lists kept.
    var count: Int { entries.count }

    /// Whether a list for `lines` is kept.
    func keeps(_ lines: [String]) -> Bool {
        entries.contains { $0.lines == lines }
    }

    /// A list for `lines`, in use until ``release(_:)``; `nil` for no lines, or if curl is out of memory (the
    /// transfer then builds its list as before). `isKept` tells whether it is one of the kept lists (else the caller
    /// frees it with `curl_slist_free_all` when its transfer ends).
    mutating func acquire(_ lines: [String]) -> (list: UnsafeMutablePointer<curl_slist>, isKept: Bool)? {
        guard !lines.isEmpty else { return nil }
        clock &+= 1
        if let index = entries.firstIndex(where: { $0.lines == lines }) {
            entries[index].users += 1
            entries[index].lastUse = clock
            return (entries[index].list, true)
        }
        guard let list = Self.make(lines) else { return nil }
        if entries.count >= Self.capacity {
            var oldest: Int?
            for index in entries.indices where entries[index].users == 0 {
                if oldest.map({ entries[index].lastUse < entries[$0].lastUse }) ?? true { oldest = index }
            }
            guard let oldest else {
                return (list, false)  // every kept list is in use: this one is the transfer's own
            }
            curl_slist_free_all(entries[oldest].list)
            entries.remove(at: oldest)
        }
        entries.append(Entry(lines: lines, list: list, users: 1, lastUse: clock))
        return (list, true)
    }

    /// The transfer that acquired kept list `list` has ended (it no longer points curl at it).
    mutating func release(_ list: UnsafeMutablePointer<curl_slist>) {
        guard let index = entries.firstIndex(where: { $0.list == list }) else { return }
        entries[index].users -= 1
    }

    /// Frees every kept list; the last use (no transfer may still use one).
    mutating func freeAll() {
        for entry in entries {
            curl_slist_free_all(entry.list)
        }
        entries.removeAll()
    }

    /// A new list of `lines`; `nil` if curl is out of memory.
    private static func make(_ lines: [String]) -> UnsafeMutablePointer<curl_slist>? {
        var list: UnsafeMutablePointer<curl_slist>?
        for line in lines {
            guard let longer = curl_slist_append(list, line) else {
                curl_slist_free_all(list)
                return nil
            }
            list = longer
        }
        return list
    }
}
