import Foundation
import Testing

@testable import Curlew

/// ``MemoryStore``, the in-memory part of ``HTTPCache``: the least recently used response goes first, reads and
/// writes both count as use, and a store stays cheap however many responses it holds. Pure data structure, no
/// server: the order is checked event by event against a plain list kept in order of use.
@Suite("HTTPCache's memory store evicts the least recently used")
struct MemoryStoreTests {
    /// A response under `key` whose ``CachedResponse/cost`` is `key`'s length plus `bodySize`.
    private static func response(_ key: String, bodySize: Int = 0) -> CachedResponse {
        CachedResponse(
            key: key, status: .ok, headers: HTTPHeaders(), body: Data(count: bodySize), varying: [:],
            requestTime: Date(timeIntervalSince1970: 0), responseTime: Date(timeIntervalSince1970: 0))
    }

    /// The same rules, the plain way: keys in order of use, oldest first.
    private struct Reference {
        var keys: [String] = []
        var costs: [String: Int] = [:]
        var cost: Int { costs.values.reduce(0, +) }

        mutating func get(_ key: String) -> Bool {
            guard let index = keys.firstIndex(of: key) else { return false }
            keys.append(keys.remove(at: index))
            return true
        }

        mutating func put(_ key: String, cost: Int, capacity: Int) {
            remove(key)
            guard cost <= capacity else { return }
            keys.append(key)
            costs[key] = cost
            while self.cost > capacity { remove(keys[0]) }
        }

        mutating func remove(_ key: String) {
            keys.removeAll { $0 == key }
            costs[key] = nil
        }
    }

    @Test("a scripted mix of reads and writes evicts in the order of last use")
    func scriptedOrder() {
        // GIVEN room for four responses of cost 10 (two-letter keys and 8 body bytes)
        var store = MemoryStore()
        let capacity = 40
        for key in ["k1", "k2", "k3", "k4"] { store.put(Self.response(key, bodySize: 8), capacity: capacity) }
        #expect(store.keysByUse == ["k1", "k2", "k3", "k4"])
        // WHEN k1 is read and k2 written again, then k5 arrives
        #expect(store.get("k1") != nil)
        store.put(Self.response("k2", bodySize: 8), capacity: capacity)
        store.put(Self.response("k5", bodySize: 8), capacity: capacity)
        // THEN k3, the least recently used, is gone, and the rest keep their order of use
        #expect(store.keysByUse == ["k4", "k1", "k2", "k5"])
        #expect(store.get("k3") == nil)
        // AND a larger response evicts as many of the oldest as it needs, a miss changing nothing
        store.put(Self.response("k6", bodySize: 18), capacity: capacity)
        #expect(store.keysByUse == ["k2", "k5", "k6"])
        #expect(store.cost == 40)
        // AND removing the newest, the oldest and a middle one keeps the links whole
        store.remove("k6")
        store.put(Self.response("k7", bodySize: 8), capacity: capacity)
        store.remove("k2")
        #expect(store.keysByUse == ["k5", "k7"])
        store.remove("k5")
        store.remove("k7")
        #expect(store.keysByUse.isEmpty && store.count == 0 && store.cost == 0)
        // AND a response larger than the whole capacity is not kept, and takes the old one under its key with it
        store.put(Self.response("k8", bodySize: 8), capacity: capacity)
        store.put(Self.response("k8", bodySize: 100), capacity: capacity)
        #expect(store.count == 0 && store.cost == 0)
    }

    @Test("random reads, writes and removals evict exactly as the plain list does", arguments: [1, 2, 3, 4])
    func matchesTheReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var store = MemoryStore()
        var reference = Reference()
        let capacity = 400
        for step in 0..<5_000 {
            let key = "k\(random.next() % 40)"
            switch random.next() % 10 {
            case 0..<4:
                #expect((store.get(key) != nil) == reference.get(key), "step \(step)")
            case 4..<9:
                let size = Int(random.next() % 60)
                store.put(Self.response(key, bodySize: size), capacity: capacity)
                reference.put(key, cost: key.utf8.count + size, capacity: capacity)
            default:
                store.remove(key)
                reference.remove(key)
            }
            guard store.keysByUse == reference.keys, store.cost == reference.cost else {
                Issue.record("step \(step): \(store.keysByUse) (\(store.cost)), expected \(reference.keys)")
                return
            }
        }
    }
}

/// A small seeded generator, so a failing sequence can be replayed.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
