import Curlew
import CurlewJSON
import Foundation

/// Server-sent events against the plain path: the same items decoded from a `text/event-stream` body (one
/// `data:` line per item, split into events by `ServerSentEventParser`, each decoded on its own) and from one JSON
/// array. The table gives each side's MB/s on its own bytes and items per second, and the event path's items per
/// second as a share of the array's.
enum JSONBenchEvents {
    static func run(seconds: Double, count: Int = 20_000) throws {
        let encoder = JSONEncoder()
        let items = try (0..<count).map { try encoder.encode(JSONBenchItem(id: Int64($0) * 7_919)) }
        let array = Data("[".utf8) + Data(items.joined(separator: Data(",".utf8))) + Data("]".utf8)
        var stream = Data()
        for (index, item) in items.enumerated() {
            if index % 100 == 0 { stream += Data("id: \(index)\n".utf8) }
            stream += Data("data: ".utf8) + item + Data("\n\n".utf8)
        }
        let chunks = stride(from: 0, to: stream.count, by: 1 << 16).map {
            Array(stream[$0..<min($0 + (1 << 16), stream.count)])
        }
        let decoder = CurlewJSONDecoder()
        let plain = try JSONBenchTiming.megabytesPerSecond(array.count, seconds: seconds) {
            let decoded = try decoder.decode([JSONBenchItem].self, from: array)
            precondition(decoded.count == count)
        }
        let parseOnly = try JSONBenchTiming.megabytesPerSecond(stream.count, seconds: seconds) {
            var parser = ServerSentEventParser()
            var events = 0
            for chunk in chunks { events += try parser.feed(chunk).count }
            precondition(events == count)
        }
        let decoded = try JSONBenchTiming.megabytesPerSecond(stream.count, seconds: seconds) {
            var parser = ServerSentEventParser()
            var events = 0
            for chunk in chunks {
                for event in try parser.feed(chunk) {
                    withExtendedLifetime(try decoder.decode(JSONBenchItem.self, from: event.data)) { events += 1 }
                }
            }
            precondition(events == count)
        }
        func itemsPerSecond(_ megabytesPerSecond: Double, bytes: Int) -> Double {
            megabytesPerSecond * 1_000_000 / Double(bytes) * Double(count)
        }
        let plainItems = itemsPerSecond(plain, bytes: array.count)
        print(
            "\nevent stream: \(count) items, \(stream.count / 1000) KB as text/event-stream in 64 KiB chunks,"
                + " \(array.count / 1000) KB as one JSON array")
        print("contender                                        MB/s   k items/s  vs plain")
        let rows: [(String, Double, Int)] = [
            ("plain: [Item] array, CurlewJSON fast path", plain, array.count),
            ("events: ServerSentEventParser only", parseOnly, stream.count),
            ("events: parser + fast path per event", decoded, stream.count),
        ]
        for (name, rate, bytes) in rows {
            let items = itemsPerSecond(rate, bytes: bytes)
            print(
                name.padding(toLength: 44, withPad: " ", startingAt: 0)
                    + JSONBenchTiming.format(rate, width: 9, digits: 0)
                    + JSONBenchTiming.format(items / 1000, width: 12, digits: 0)
                    + JSONBenchTiming.format(items / plainItems, width: 9, digits: 2) + "×")
        }
    }
}
