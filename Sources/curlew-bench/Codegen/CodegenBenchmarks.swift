import CYAJLAnchor
import CurlewGenerator
import CurlewJSON
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `codegen` group: the generator's speed on a large spec, and the generated decoders on the four JSON
/// benchmark documents next to Foundation's `JSONDecoder` decoding the very same generated models.
///
/// `swift run -c release curlew-bench codegen`. The models come from `Bench*.curlew.json` in this target
/// (built by CurlewPlugin); `CurlewJSONDecoder.decode` takes their generated `init(from reader:)`.
enum CodegenBenchmarks {
    /// The group as `curlew-bench` lists it.
    ///
    /// `curlew-bench codegen --profile <document> generated|hand <rounds>` decodes one document that many times with
    /// one decoder and prints nothing, for `perf record`.
    static let group = BenchmarkGroup(name: "codegen", summary: "generator speed; generated decoders vs JSONDecoder") {
        arguments in
        if arguments.first == "--profile", arguments.count == 4 {
            try profile(document: arguments[1], decoder: arguments[2], rounds: Int(arguments[3]) ?? 1)
            return
        }
        try generatorSpeed()
        try generatedDecoders()
    }

    /// Decodes `document` `rounds` times with the generated (`generated`) or the hand-written (`hand`) decoders.
    static func profile(document: String, decoder: String, rounds: Int) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        let bytes = [UInt8](try JSONBenchDocuments.load(document, repositoryRoot: root))
        func run<T: JSONDecodable>(_ type: T.Type) throws {
            for _ in 0..<rounds { withExtendedLifetime(try CurlewJSONDecoder().decode(T.self, from: bytes)) {} }
        }
        switch (document, decoder) {
        case ("twitter", "generated"): try run(BenchTwitterDocument.self)
        case ("twitter", _): try run(TwitterDocument.self)
        case ("citm_catalog", "generated"): try run(BenchCitmCatalog.self)
        case ("citm_catalog", _): try run(CitmCatalog.self)
        case ("canada", "generated"): try run(BenchCanadaDocument.self)
        case ("canada", _): try run(CanadaDocument.self)
        case (_, "generated"): try run([String: BenchGsocProject].self)
        default: try run([String: GsocProject].self)
        }
    }

    /// How long each decoder of the generated-decoder table runs, at least, for its best time.
    static let minimumSeconds = 1.0

    /// Best wall time of `body` run for at least `seconds` and at least `runs` times, in seconds.
    static func best(forAtLeast seconds: Double, runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var (best, spent, count) = (Double.infinity, 0.0, 0)
        while spent < seconds || count < runs {
            let elapsed = try Self.best(1, body)
            (best, spent, count) = (min(best, elapsed), spent + elapsed, count + 1)
        }
        return best
    }

    /// Best wall time of `runs` runs of `body`, in seconds.
    static func best(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds)
        }
        return best
    }

    /// A synthetic native spec of about 4 MB (7000 models and endpoints): models with every kind of field, enums, unions and endpoints.
    static func largeSpec() -> String {
        var models: [String] = []
        var endpoints: [String] = []
        for index in 0..<7_000 {
            models.append(
                #""M\#(index)": { "doc": "Model \#(index).", "fields": { "id": "Int64", "name": "String", "tags": "[String]", "#
                    + #""createdAt": "Date?", "price": { "type": "Decimal", "default": 0 }, "kind": "K\#(index % 50)", "#
                    + #""extra": "[String: JSON]?", "next": "[M\#(index)]", "owner": { "type": "String?", "required": true }, "#
                    + #""flags": { "type": "[Bool]", "default": [] }, "ratio": "Double", "url": "URL?" } }"#)
            endpoints.append(
                #""get\#(index)": { "GET": "/m\#(index)/{id}", "params": { "id": "Int64" }, "#
                    + #""query": { "limit": { "type": "Int", "default": 20 }, "tags": "[String]?" }, "#
                    + #""returns": "[M\#(index)]", "stream": true, "errors": { "404": "M0" } }"#)
        }
        for index in 0..<50 {
            models.append(#""K\#(index)": { "enum": ["a", "b", "c-d", "e"] }"#)
        }
        for index in 0..<100 {
            models.append(
                #""U\#(index)": { "discriminator": "kind", "union": { "a": "M\#(index)", "b": "M\#(index + 1)" } }"#)
        }
        return #"{ "name": "Large", "models": {"# + models.joined(separator: ",\n") + #"}, "endpoints": {"#
            + endpoints.joined(separator: ",\n") + "} }"
    }

    static func generatorSpeed() throws {
        let spec = SpecFile(name: "Large.curlew.json", text: largeSpec())
        var result: GeneratedFiles?
        var seconds = Double.infinity
        var cpuSeconds = Double.infinity
        // Only generation is timed: not freeing the previous run's output, nor counting lines. The best of three
        // runs' wall time, and its CPU time (what a loaded machine does not inflate).
        for _ in 0..<3 {
            result = nil
            let (cpuStart, start) = (processCPUSeconds(), ContinuousClock.now)
            result = Generator.generateFiles(spec, options: GeneratorOptions(parts: 8))
            let elapsed = ContinuousClock.now - start
            let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            if wall < seconds {
                seconds = wall
                cpuSeconds = processCPUSeconds() - cpuStart
            }
        }
        guard let result, !result.hasErrors else { throw BenchmarkFailure("the large spec has errors") }
        let lines = result.files.reduce(0) { total, file in
            total + file.source.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        }
        let megabytes = Double(spec.contents.count) / 1_000_000
        print(
            String(
                format: "generator: %.1f MB spec -> %d lines of Swift in 8 files: %.2f s (%.1f MB/s; CPU %.2f s)",
                megabytes, lines, seconds, megabytes / seconds, cpuSeconds))
    }

    /// User plus system CPU time of this process so far, in seconds.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The twitter models match the json group's (`retweeted_status` is a `BenchTwitterStatus?`, stored
    /// indirectly), so both groups measure Foundation on the same shapes. The json group's hand-written reader
    /// decoders for the same shapes run here too, interleaved with the generated ones: figures from different
    /// groups are not comparable (each group leaves the heap in its own state, worth up to 2x on canada).
    static func generatedDecoders() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        print(
            "document        generated MB/s  hand-written MB/s  ratio  JSONDecoder MB/s  ratio  yajl raw MB/s  ratio")
        for name in JSONBenchDocuments.names {
            let data = try JSONBenchDocuments.load(name, repositoryRoot: root)
            let (ours, hand, foundation, yajl) =
                switch name {
                case "twitter": try measure(BenchTwitterDocument.self, TwitterDocument.self, data)
                case "citm_catalog": try measure(BenchCitmCatalog.self, CitmCatalog.self, data)
                case "canada": try measure(BenchCanadaDocument.self, CanadaDocument.self, data)
                default: try measure([String: BenchGsocProject].self, [String: GsocProject].self, data)
                }
            let megabytes = Double(data.count) / 1_000_000
            let figures = String(
                format: "%14.0f  %17.0f  %4.2fx  %16.0f  %4.2fx  %13.0f  %4.2fx", megabytes / ours, megabytes / hand,
                hand / ours, megabytes / foundation, foundation / ours, megabytes / yajl, yajl / ours)
            print(name.padding(toLength: 15, withPad: " ", startingAt: 0) + " " + figures)
        }
    }

    /// Best seconds of the generated decoder, of the hand-written one (`Hand`, the json group's models), of
    /// Foundation's and of yajl's raw parse (the ceiling for anything on yajl); the generated and Foundation's results
    /// must be equal. Generated and hand-written runs take turns, so both see the same machine and heap.
    static func measure<T: Decodable & Equatable & JSONDecodable, Hand: JSONDecodable>(
        _ type: T.Type, _ hand: Hand.Type, _ data: Data
    ) throws -> (Double, Double, Double, Double) {
        let bytes = [UInt8](data)
        let decoder = CurlewJSONDecoder()
        let foundation = JSONDecoder()
        guard try decoder.decode(T.self, from: bytes) == foundation.decode(T.self, from: data) else {
            throw BenchmarkFailure("generated and Foundation decoding of \(T.self) differ")
        }
        // Each contender runs for at least a second, as in the json table: a best of 20 runs of a 2 ms decode
        // was not yet the best on a noisy machine (twitter read 3-5 % slow, the anchor less so).
        var (ours, handWritten, spent, rounds) = (Double.infinity, Double.infinity, 0.0, 0)
        while spent < 2 * minimumSeconds || rounds < 20 {
            let generated = try best(1) { withExtendedLifetime(try decoder.decode(T.self, from: bytes)) {} }
            let hand = try best(1) { withExtendedLifetime(try decoder.decode(Hand.self, from: bytes)) {} }
            (ours, handWritten) = (min(ours, generated), min(handWritten, hand))
            (spent, rounds) = (spent + generated + hand, rounds + 1)
        }
        let theirs = try best(forAtLeast: minimumSeconds, runs: 10) { _ = try foundation.decode(T.self, from: data) }
        let yajl = best(forAtLeast: minimumSeconds, runs: 20) {
            let status = bytes.withUnsafeBufferPointer { cyajlanchor_parse($0.baseAddress, $0.count) }
            precondition(status == 0, "yajl rejected a benchmark document")
        }
        return (ours, handWritten, theirs, yajl)
    }
}

/// A benchmark that could not run as planned.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
