import Testing

@testable import Curlew

/// ``RequestIDTable`` holds what a `Dictionary` keyed by request id holds, through insertions, replacements and
/// removals, with ids that share slots (so removal must move later entries back) and tables that grow.
@Suite("RequestIDTable: a dictionary by request id")
struct RequestIDTableTests {
    /// A small deterministic generator (SplitMix64): the same sequence of operations on every run.
    struct Generator {
        var state: UInt64

        mutating func next(below bound: UInt64) -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return (z ^ (z >> 31)) % bound
        }
    }

    /// Compares the table with the model: every id's value, the count, and the ids and values listed.
    static func expectSame(_ table: RequestIDTable<Int>, _ model: [UInt64: Int], probes: [UInt64]) {
        #expect(table.count == model.count)
        #expect(table.isEmpty == model.isEmpty)
        for id in probes { #expect(table[id] == model[id], "id \(id)") }
        #expect(table.ids.sorted() == model.keys.sorted())
        #expect(table.values.sorted() == model.values.sorted())
    }

    @Test(
        "random insertions, replacements and removals agree with a Dictionary",
        arguments: [
            // (ids drawn from, operations): few ids (the table stays small, slots shared often), more ids than
            // the first table holds (growth, long probe runs, back-shifts across the end), and 64 ids far apart
            (UInt64(20), 2_000), (200, 4_000), (5_000, 4_000), (1 << 40, 2_000),
        ])
    func agreesWithDictionary(span: UInt64, operations: Int) {
        var generator = Generator(state: span)
        var table = RequestIDTable<Int>()
        var model: [UInt64: Int] = [:]
        for step in 0..<operations {
            var id = 1 + generator.next(below: span)
            if span == 1 << 40 { id = (id % 64) << 34 }
            switch generator.next(below: 3) {
            case 0, 1:
                table[id] = step
                model[id] = step
            default:
                #expect(table.removeValue(forKey: id) == model.removeValue(forKey: id), "step \(step)")
            }
            if step % 97 == 0 {
                Self.expectSame(table, model, probes: (0...40).map { _ in 1 + generator.next(below: span) } + [0])
            }
        }
        Self.expectSame(table, model, probes: Array(model.keys))
        for id in Array(model.keys) {
            #expect(table.removeValue(forKey: id) == model.removeValue(forKey: id))
            Self.expectSame(table, model, probes: Array(model.keys).prefix(20) + [id])
        }
    }

    @Test("the engine's pattern: a window of consecutive ids in flight, removed out of order, over many growths")
    func slidingWindow() {
        var generator = Generator(state: 7)
        var table = RequestIDTable<Int>(capacity: 4)
        var model: [UInt64: Int] = [:]
        var next: UInt64 = 1
        for round in 0..<3_000 {
            let window = round < 1_500 ? 1 + Int(generator.next(below: 300)) : 16
            while model.count < window {
                table[next] = Int(next)
                model[next] = Int(next)
                next += 1
            }
            let victim = Array(model.keys)[Int(generator.next(below: UInt64(model.count)))]
            #expect(table.removeValue(forKey: victim) == Int(victim))
            model[victim] = nil
            #expect(table[victim] == nil)
        }
        Self.expectSame(table, model, probes: Array(model.keys) + [next, next + 32, 0])
    }

    @Test("removeAll empties the table, which then takes new entries")
    func removeAll() {
        var table = RequestIDTable<Int>()
        for id in UInt64(1)...100 { table[id] = Int(id) }
        table.removeAll()
        Self.expectSame(table, [:], probes: [1, 50, 100])
        table[3] = 3
        table[3 + 32] = 35
        table[3] = nil
        Self.expectSame(table, [35: 35], probes: [3, 35])
    }
}
