/// Values keyed by request id, for the engine's tables of requests in flight (the loop's transfers, the callers
/// that wait): a `Dictionary` hashed every id with SipHash, five times per request, about 1,000 instructions.
///
/// Open addressing with linear probing, at most half full; an id's first slot is its Fibonacci hash (a multiply and
/// a shift, against SipHash's ~90 instructions). Removal shifts the entries after the hole back (no tombstones), so
/// a lookup stops at the first empty slot. The table grows, never shrinks: its capacity follows the most requests
/// there have been in flight at once. Ids come from one counter (``CurlEngineStateMachine/makeID()``), never from a
/// peer, so no adversary picks them. (The id itself as its slot made the requests in flight, nearly consecutive
/// ids, one run of full slots: each removal then scanned the rest of the run, ~15 slots at 16 in flight.)
struct RequestIDTable<Value> {
    private var slots: [(id: UInt64, value: Value)?]
    /// The number of entries.
    private(set) var count = 0

    /// An empty table with room for `capacity` entries before it first grows.
    init(capacity: Int = 16) {
        var slotCount = 32
        while slotCount < 2 * capacity { slotCount *= 2 }
        slots = Array(repeating: nil, count: slotCount)
    }

    /// Whether the table has no entry.
    var isEmpty: Bool { count == 0 }

    /// The ids present, in no particular order.
    var ids: [UInt64] { slots.compactMap { $0?.id } }

    /// The values present, in no particular order.
    var values: [Value] { slots.compactMap { $0?.value } }

    /// The value for `id`; setting `nil` removes it.
    subscript(id: UInt64) -> Value? {
        get {
            guard let index = index(of: id) else { return nil }
            return slots[index]?.value
        }
        set {
            if let newValue {
                insert(newValue, for: id)
            } else {
                _ = removeValue(forKey: id)
            }
        }
    }

    /// Removes every entry, keeping the capacity.
    mutating func removeAll() {
        for index in slots.indices { slots[index] = nil }
        count = 0
    }

    /// Removes the value for `id` and returns it, `nil` if there was none.
    mutating func removeValue(forKey id: UInt64) -> Value? {
        guard count > 0, var hole = index(of: id) else { return nil }
        let removed = slots[hole].take()?.value
        count -= 1
        // Back-shift: an entry after the hole whose probe passed the hole's slot moves into it, until an empty slot.
        let mask = slots.count - 1
        let shift = Self.shift(for: slots.count)
        var next = (hole + 1) & mask
        while let nextID = slots[next]?.id {
            let home = Self.home(of: nextID, shift: shift)
            if (next &- home) & mask >= (next &- hole) & mask {
                slots[hole] = slots[next].take()
                hole = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    /// Sets the value for `id`, replacing any.
    private mutating func insert(_ value: Value, for id: UInt64) {
        if 2 * (count + 1) > slots.count { grow() }
        let mask = slots.count - 1
        var index = Self.home(of: id, shift: Self.shift(for: slots.count))
        while let slotID = slots[index]?.id {
            if slotID == id {
                slots[index] = (id, value)
                return
            }
            index = (index + 1) & mask
        }
        slots[index] = (id, value)
        count += 1
    }

    /// The slot of `id`, if present.
    private func index(of id: UInt64) -> Int? {
        let mask = slots.count - 1
        var index = Self.home(of: id, shift: Self.shift(for: slots.count))
        while let slotID = slots[index]?.id {
            if slotID == id { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Doubles the slots and puts every entry back.
    private mutating func grow() {
        var old: [(id: UInt64, value: Value)?] = Array(repeating: nil, count: slots.count * 2)
        swap(&old, &slots)
        count = 0
        for index in old.indices {
            if let entry = old[index].take() { insert(entry.value, for: entry.id) }
        }
    }

    /// The slot an id probes first: the top bits of the id times 2⁶⁴/φ (Fibonacci hashing), which spreads
    /// consecutive ids over the whole table.
    private static func home(of id: UInt64, shift: Int) -> Int {
        Int(truncatingIfNeeded: (id &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The shift that leaves as many top bits as index `slotCount` slots (a power of two).
    private static func shift(for slotCount: Int) -> Int {
        64 - slotCount.trailingZeroBitCount
    }
}
