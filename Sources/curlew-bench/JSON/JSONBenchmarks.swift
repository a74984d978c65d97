import CYAJLAnchor
import CurlewJSON
import Foundation

/// The `json` group: typed JSON decoding against Foundation and yajl's raw parse.
///
/// On each benchmark document: Foundation's `JSONDecoder` and `JSONSerialization`, yajl's raw parse (the ceiling
/// for anything on yajl), `CurlewJSONDecoder` through Codable and through the reader fast path, all into the same
/// full models. Then a generated array of 1,000,000 small objects, decoded in a child process per contender so
/// each peak RSS is its own. `curlew-bench json --quick` runs fewer rounds; `curlew-bench json --documents [twitter
/// …]` times only the document table (for the documents named), to compare builds; `--encode [twitter …]` only the
/// encoder table (`CurlewJSONEncoder` against `JSONEncoder` on the same models); `--events` only the event-stream
/// table (server-sent events parsed and decoded, against the same items as one array).
enum JSONBenchmarks {
    /// The group as `curlew-bench` lists it.
    static let group = BenchmarkGroup(
        name: "json", summary: "typed JSON decoding against Foundation and yajl's raw parse"
    ) { arguments in
        if arguments.first == JSONBenchBigArray.childFlag {
            try await JSONBenchBigArray.runChild(Array(arguments.dropFirst()))
            return
        }
        if arguments.first == "--profile", arguments.count == 4 {
            // For callgrind: one document, one contender (its position in the table), some rounds.
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .deletingLastPathComponent()
            let data = try JSONBenchDocuments.load(arguments[1], repositoryRoot: root)
            let contender = contenders(for: arguments[1])[Int(arguments[2]) ?? 0]
            for _ in 0..<(Int(arguments[3]) ?? 1) { try contender.run(data) }
            return
        }
        let quick = arguments.contains("--quick")
        if arguments.first == "--encode" {
            // The encoder table only, for the named documents (all when none is named).
            let named = arguments.dropFirst().filter { !$0.hasPrefix("--") }
            try JSONBenchEncoding.run(
                seconds: quick ? 0.2 : 1.0, names: named.isEmpty ? JSONBenchDocuments.names : Array(named))
            return
        }
        if arguments.first == "--events" {
            // The event-stream table only: parsing and decoding server-sent events against one JSON array.
            try JSONBenchEvents.run(seconds: quick ? 0.2 : 1.0)
            return
        }
        if arguments.first == "--documents" {
            // The document table only, for the named documents (all when none is named): for comparing builds.
            let named = arguments.dropFirst().filter { !$0.hasPrefix("--") }
            try runDocuments(seconds: quick ? 0.2 : 1.0, names: named.isEmpty ? JSONBenchDocuments.names : Array(named))
            return
        }
        try runDocuments(seconds: quick ? 0.2 : 1.0)
        try JSONBenchEncoding.run(seconds: quick ? 0.2 : 1.0)
        try JSONBenchEvents.run(seconds: quick ? 0.2 : 1.0)
        try await JSONBenchBigArray.run(count: quick ? 100_000 : 1_000_000)
    }

    /// One way to decode a document, timed on its bytes.
    struct Contender {
        let name: String
        let run: (Data) throws -> Void
    }

    static func contenders<Model: Codable & JSONDecodable>(_ type: Model.Type) -> [Contender] {
        [
            Contender(name: "Foundation JSONDecoder") { data in
                withExtendedLifetime(try JSONDecoder().decode(Model.self, from: data)) {}
            },
            Contender(name: "JSONSerialization") { data in
                withExtendedLifetime(try JSONSerialization.jsonObject(with: data)) {}
            },
            Contender(name: "yajl raw parse (C)") { data in
                let status = data.withUnsafeBytes { bytes in
                    cyajlanchor_parse(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
                }
                precondition(status == 0, "yajl rejected a benchmark document")
            },
            Contender(name: "CurlewJSON tokenize only") { data in
                // The tape alone (yajl + Curlew's callbacks, no values made): what bounds both Curlew paths.
                try CurlewJSONDecoder().withReader(from: data) { reader in try reader.skipValue() }
            },
            Contender(name: "CurlewJSONDecoder (Codable)") { data in
                withExtendedLifetime(try CurlewJSONDecoder().decode(JSONBenchCodableOnly<Model>.self, from: data)) {}
            },
            Contender(name: "CurlewJSON fast path (reader)") { data in
                withExtendedLifetime(try CurlewJSONDecoder().decode(Model.self, from: data)) {}
            },
        ]
    }

    /// The contenders for one document, decoding into its models.
    static func contenders(for document: String) -> [Contender] {
        switch document {
        case "twitter": return contenders(TwitterDocument.self)
        case "citm_catalog": return contenders(CitmCatalog.self)
        case "canada": return contenders(CanadaDocument.self)
        default: return contenders([String: GsocProject].self)
        }
    }

    /// Traps unless the fast path and the Codable path read `data` to exactly what Foundation's `JSONDecoder` makes.
    static func checkSameAsFoundation<Model: Codable & Equatable & JSONDecodable>(_ type: Model.Type, _ data: Data)
        throws
    {
        let foundation = try JSONDecoder().decode(Model.self, from: data)
        let fast = try CurlewJSONDecoder().decode(Model.self, from: data)
        precondition(fast == foundation, "the fast path differs from JSONDecoder")
        let codable = try CurlewJSONDecoder().decode(JSONBenchCodableOnly<Model>.self, from: data).value
        precondition(codable == foundation, "CurlewJSONDecoder differs from JSONDecoder")
    }

    /// Checks the decoders of one document's models before they are timed.
    static func checkFastPath(for document: String, _ data: Data) throws {
        switch document {
        case "twitter": try checkSameAsFoundation(TwitterDocument.self, data)
        case "citm_catalog": try checkSameAsFoundation(CitmCatalog.self, data)
        case "canada": try checkSameAsFoundation(CanadaDocument.self, data)
        default: try checkSameAsFoundation([String: GsocProject].self, data)
        }
    }

    /// How many times the contenders take turns on each document.
    static let documentRounds = 5

    static func runDocuments(seconds: Double, names: [String] = JSONBenchDocuments.names) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        print(
            "documents from \(JSONBenchDocuments.directory(repositoryRoot: root).path); best of ≥ \(seconds) s each "
                + "in \(documentRounds) alternating rounds")
        let header = "document       contender                         MB/s   ×JSONDecoder  ×yajl raw"
        print(header)
        for name in names {
            let data = try JSONBenchDocuments.load(name, repositoryRoot: root)
            try checkFastPath(for: name, data)
            let list = contenders(for: name)
            // Alternating rounds, as the encoder table does: each contender's best over `documentRounds` turns,
            // so a burst of load from other processes falls on all of them alike (timed once each, one after the
            // other, the ratios to JSONDecoder swung by up to 2x between runs of the same binary).
            var rates = [Double](repeating: 0, count: list.count)
            for _ in 0..<documentRounds {
                for (index, contender) in list.enumerated() {
                    rates[index] = max(
                        rates[index],
                        try JSONBenchTiming.megabytesPerSecond(data.count, seconds: seconds / Double(documentRounds)) {
                            try contender.run(data)
                        })
                }
            }
            for (contender, rate) in zip(list, rates) {
                let line = [
                    name.padding(toLength: 14, withPad: " ", startingAt: 0),
                    contender.name.padding(toLength: 31, withPad: " ", startingAt: 0),
                    JSONBenchTiming.format(rate, width: 7, digits: 0),
                    JSONBenchTiming.format(rate / rates[0], width: 12, digits: 2) + "×",
                    JSONBenchTiming.format(rate / rates[2], width: 9, digits: 2) + "×",
                ]
                print(line.joined(separator: " "))
            }
        }
    }
}

/// Hides a model's `JSONDecodable` conformance so `CurlewJSONDecoder` takes the Codable path.
struct JSONBenchCodableOnly<Value: Decodable>: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws { value = try Value(from: decoder) }
}

/// Timing helpers: best rate over repeated runs.
enum JSONBenchTiming {
    /// Runs `body` repeatedly for at least `seconds` (and three times) after one warm-up; the best rate.
    static func megabytesPerSecond(_ bytes: Int, seconds: Double, _ body: () throws -> Void) throws -> Double {
        try body()
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        var total = Duration.zero
        var runs = 0
        while total < .seconds(seconds) || runs < 3 {
            let elapsed = try clock.measure(body)
            best = min(best, elapsed)
            total += elapsed
            runs += 1
        }
        return Double(bytes) / 1_000_000 / JSONBenchTiming.seconds(best)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func format(_ value: Double, width: Int, digits: Int) -> String {
        let text = String(format: "%.\(digits)f", value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
