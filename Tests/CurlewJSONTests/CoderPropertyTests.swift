import Foundation
import Testing

@testable import CurlewJSON

/// Seeded random values through both coders: what Foundation encodes Curlew decodes to an equal value and the other
/// way round, and Curlew's bytes equal Foundation's, under every date and data strategy (sorted keys: unsorted,
/// Foundation writes members in a random order).
@Suite struct CoderPropertyTests {
    indirect enum Shape: Codable, Equatable {
        case circle(radius: Double)
        case rect(width: Int, height: Int)
        case group([Shape], name: String?)
        case empty
    }

    struct Node: Codable, Equatable {
        var id: Int64
        var big: Int128
        var unsigned: UInt128
        var small: Int8
        var name: String
        var note: String?
        var score: Double
        var ratio: Float
        var price: Decimal
        var when: Date
        var blob: Data
        var tags: [String]
        var byId: [Int: String]
        var byUuid: [UUID: Bool]
        var byName: [String: [Double]]
        var shape: Shape
        var flag: Bool?
        var children: [Node]
    }

    /// SplitMix64: the same values for the same seed on every run.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    static let alphabet: [String] = [
        "a", "Z", "0", " ", "/", "\\", "\"", "\n", "\t", "\u{1}", "\u{1f}", "\u{7f}", "é", "e\u{301}", "\u{2028}",
        "😀", "中", "_", "key", "\u{FFFF}",
    ]

    static func string(_ random: inout Random) -> String {
        (0..<random.below(8)).map { _ in alphabet[random.below(alphabet.count)] }.joined()
    }

    static func double(_ random: inout Random) -> Double {
        let edges: [Double] = [
            0, -0.0, 0.1, 1e21, 1e-7, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, 1, -1, 9_007_199_254_740_991, 1e300, 123.456,
        ]
        if random.chance(40) { return edges[random.below(edges.count)] }
        while true {
            let value = Double(bitPattern: random.next())
            if value.isFinite { return value }
        }
    }

    static func float(_ random: inout Random) -> Float {
        if random.chance(30) {
            return [0, 0.1, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 16_777_215][random.below(5)]
        }
        while true {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if value.isFinite { return value }
        }
    }

    static func decimal(_ random: inout Random) -> Decimal {
        let digits = String(random.next() % 10_000_000_000_000)
        let scale = random.below(12)
        let text = (random.chance(30) ? "-" : "") + (scale == 0 ? digits : digits + "e-\(scale)")
        return Decimal(string: text)!
    }

    /// Dates whole in milliseconds and in years 1970-2100, so every strategy writes them exactly; whole seconds for
    /// `.iso8601`, which Foundation writes without fractions.
    static func date(_ random: inout Random, wholeSeconds: Bool) -> Date {
        let seconds = Double(random.next() % 4_102_444_800)
        return Date(timeIntervalSince1970: wholeSeconds ? seconds : seconds + Double(random.below(1000)) / 1000)
    }

    static func shape(_ random: inout Random, depth: Int) -> Shape {
        switch random.below(depth > 2 ? 3 : 4) {
        case 0: return .circle(radius: double(&random))
        case 1: return .rect(width: random.below(1000) - 500, height: Int(truncatingIfNeeded: random.next()))
        case 2: return .empty
        default:
            return .group(
                (0..<random.below(3)).map { _ in shape(&random, depth: depth + 1) },
                name: random.chance(50) ? string(&random) : nil)
        }
    }

    static func node(_ random: inout Random, depth: Int, wholeSeconds: Bool) -> Node {
        Node(
            id: Int64(bitPattern: random.next()),
            big: Int128(Int64(bitPattern: random.next())) << random.below(64) | Int128(random.next()),
            unsigned: UInt128(random.next()) << 64 | UInt128(random.next()),
            small: Int8(truncatingIfNeeded: random.next()),
            name: string(&random),
            note: random.chance(50) ? string(&random) : nil,
            score: double(&random),
            ratio: float(&random),
            price: decimal(&random),
            when: date(&random, wholeSeconds: wholeSeconds),
            blob: Data((0..<random.below(9)).map { _ in UInt8(truncatingIfNeeded: random.next()) }),
            tags: (0..<random.below(4)).map { _ in string(&random) },
            byId: Dictionary((0..<random.below(4)).map { _ in (random.below(200) - 100, string(&random)) }) { a, _ in a
            },
            byUuid: random.chance(30)
                ? [UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)): true] : [:],
            byName: Dictionary((0..<random.below(3)).map { _ in (string(&random), [double(&random)]) }) { a, _ in a },
            shape: shape(&random, depth: 0),
            flag: random.chance(30) ? nil : random.chance(50),
            children: depth < 2
                ? (0..<random.below(3)).map { _ in node(&random, depth: depth + 1, wholeSeconds: wholeSeconds) } : []
        )
    }

    /// One configuration of both coders.
    struct Strategy: CustomStringConvertible, Sendable {
        var description: String
        var wholeSeconds = false
        var configure: @Sendable (JSONEncoder, JSONDecoder, inout CurlewJSONEncoder, inout CurlewJSONDecoder) -> Void
    }

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS"
        return formatter
    }()

    static let strategies: [Strategy] = [
        Strategy(description: "defaults") { _, _, _, _ in },
        Strategy(description: "secondsSince1970, deferredToData") { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.secondsSince1970, .secondsSince1970)
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.secondsSince1970, .secondsSince1970)
            (fe.dataEncodingStrategy, fd.dataDecodingStrategy) = (.deferredToData, .deferredToData)
            (ce.dataEncodingStrategy, cd.dataDecodingStrategy) = (.deferredToData, .deferredToData)
        },
        Strategy(description: "millisecondsSince1970, snake case") { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.millisecondsSince1970, .millisecondsSince1970)
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.millisecondsSince1970, .millisecondsSince1970)
            (fe.keyEncodingStrategy, fd.keyDecodingStrategy) = (.convertToSnakeCase, .convertFromSnakeCase)
            (ce.keyEncodingStrategy, cd.keyDecodingStrategy) = (.convertToSnakeCase, .convertFromSnakeCase)
        },
        Strategy(description: "iso8601, pretty", wholeSeconds: true) { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.iso8601, .iso8601)
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.iso8601, .iso8601)
            fe.outputFormatting.insert(.prettyPrinted)
            ce.outputFormatting.insert(.prettyPrinted)
        },
        Strategy(description: "formatted, custom data, no escaped slashes") { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.formatted(formatter), .formatted(formatter))
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.formatted(formatter), .formatted(formatter))
            let write: @Sendable (Data, any Encoder) throws -> Void = { data, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(data.map { String($0, radix: 16) }.joined(separator: "."))
            }
            let read: @Sendable (any Decoder) throws -> Data = { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                return Data(text.split(separator: ".").map { UInt8($0, radix: 16)! })
            }
            (fe.dataEncodingStrategy, fd.dataDecodingStrategy) = (.custom(write), .custom(read))
            (ce.dataEncodingStrategy, cd.dataDecodingStrategy) = (.custom(write), .custom(read))
            fe.outputFormatting.insert(.withoutEscapingSlashes)
            ce.outputFormatting.insert(.withoutEscapingSlashes)
        },
        Strategy(description: "custom dates", wholeSeconds: true) { fe, fd, ce, cd in
            let write: @Sendable (Date, any Encoder) throws -> Void = { date, encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(Int64(date.timeIntervalSince1970))
            }
            let read: @Sendable (any Decoder) throws -> Date = { decoder in
                var container = try decoder.unkeyedContainer()
                return Date(timeIntervalSince1970: Double(try container.decode(Int64.self)))
            }
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.custom(write), .custom(read))
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.custom(write), .custom(read))
        },
    ]

    static let casesPerStrategy = 60

    @Test(arguments: strategies)
    func bothWaysEqualAndBytesEqual(strategy: Strategy) throws {
        let theirEncoder = JSONEncoder()
        theirEncoder.outputFormatting = .sortedKeys
        let theirDecoder = JSONDecoder()
        var ourEncoder = CurlewJSONEncoder()
        ourEncoder.outputFormatting = .sortedKeys
        var ourDecoder = CurlewJSONDecoder()
        strategy.configure(theirEncoder, theirDecoder, &ourEncoder, &ourDecoder)
        var random = Random(state: 22)
        var compared = 0
        for _ in 0..<Self.casesPerStrategy {
            let value = Self.node(&random, depth: 0, wholeSeconds: strategy.wholeSeconds)
            let theirs = try theirEncoder.encode(value)
            let ours = try ourEncoder.encode(value)
            #expect(
                String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self),
                "bytes differ for \(strategy)")
            #expect(try ourDecoder.decode(Node.self, from: theirs) == value, "Foundation → Curlew for \(strategy)")
            #expect(try theirDecoder.decode(Node.self, from: ours) == value, "Curlew → Foundation for \(strategy)")
            compared += 1
        }
        #expect(compared == Self.casesPerStrategy)
    }
}
