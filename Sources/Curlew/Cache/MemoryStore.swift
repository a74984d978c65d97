/// The in-memory part of an ``HTTPCache``: responses by key, in order of use, the least recently used evicted first.
///
/// The order is a doubly linked list threaded through an array of slots (indices, not references: no allocation
/// per entry beyond the array's growth, and no reference counting), with a dictionary from key to slot: a read, a
/// store, a removal and each eviction take constant time. (A linear scan for the oldest entry, as before, cost
/// O(n) per store once full: some 28,000 small responses fill the default 8 MiB.)
struct MemoryStore {
    /// One stored response and its neighbours in the order of use; a free slot has no response.
    private struct Slot {
        var response: CachedResponse?
        /// The response's ``CachedResponse/cost`` when stored (it is computed from the headers each time).
        var cost: Int
        /// The slot used just before this one (older), or `nil` for the oldest.
        var older: Int?
        /// The slot used just after this one (newer), or `nil` for the newest.
        var newer: Int?
    }

    private var slots: [Slot] = []
    /// Slots whose response was removed, to be reused before the array grows.
    private var freeSlots: [Int] = []
    private var slotOfKey: [String: Int] = [:]
    private var oldest: Int?
    private var newest: Int?
    /// The bytes held: the sum of the stored responses' costs.
    private(set) var cost = 0

    /// The number of stored responses.
    var count: Int { slotOfKey.count }

    /// The stored keys from the least to the most recently used (for tests; O(n)).
    var keysByUse: [String] {
        var keys: [String] = []
        var slot = oldest
        while let current = slot {
            if let key = slots[current].response?.key { keys.append(key) }
            slot = slots[current].newer
        }
        return keys
    }

    /// The response stored for `key`, which becomes the most recently used; `nil` if none.
    mutating func get(_ key: String) -> CachedResponse? {
        guard let slot = slotOfKey[key] else { return nil }
        unlink(slot)
        linkAsNewest(slot)
        return slots[slot].response
    }

    /// Stores `response` as the most recently used (replacing one with its key), then evicts the least recently used
    /// until the total fits `capacity`; a response larger than the whole capacity is not kept in memory.
    mutating func put(_ response: CachedResponse, capacity: Int) {
        remove(response.key)
        let responseCost = response.cost
        guard responseCost <= capacity else { return }
        let entry = Slot(response: response, cost: responseCost, older: nil, newer: nil)
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
            slots[slot] = entry
        } else {
            slot = slots.count
            slots.append(entry)
        }
        slotOfKey[response.key] = slot
        linkAsNewest(slot)
        cost += responseCost
        while cost > capacity, let victim = oldest, let key = slots[victim].response?.key {
            remove(key)
        }
    }

    /// Forgets the response stored for `key`, if any.
    mutating func remove(_ key: String) {
        guard let slot = slotOfKey.removeValue(forKey: key) else { return }
        unlink(slot)
        cost -= slots[slot].cost
        slots[slot] = Slot(response: nil, cost: 0, older: nil, newer: nil)
        freeSlots.append(slot)
    }

    /// Takes `slot` out of the order of use, joining its neighbours.
    private mutating func unlink(_ slot: Int) {
        let (older, newer) = (slots[slot].older, slots[slot].newer)
        if let older { slots[older].newer = newer } else { oldest = newer }
        if let newer { slots[newer].older = older } else { newest = older }
        slots[slot].older = nil
        slots[slot].newer = nil
    }

    /// Puts `slot`, unlinked, at the newest end of the order of use.
    private mutating func linkAsNewest(_ slot: Int) {
        slots[slot].older = newest
        slots[slot].newer = nil
        if let newest { slots[newest].newer = slot } else { oldest = slot }
        newest = slot
    }
}
