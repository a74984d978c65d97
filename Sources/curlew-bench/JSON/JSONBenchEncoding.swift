import CurlewJSON
import Foundation

/// The encoder table of the `json` group: `CurlewJSONEncoder` against Foundation's `JSONEncoder` on the benchmark
/// documents' models (decoded once by `JSONDecoder`), both with `.sortedKeys` so the bytes can be compared.
enum JSONBenchEncoding {
    /// How many times the two contenders take turns on each document.
    static let rounds = 5

    static func run(seconds: Double, names: [String] = JSONBenchDocuments.names) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        print(
            "encoding the documents' models, sorted keys; MB/s of output, best of ≥ \(seconds) s each "
                + "in \(rounds) alternating rounds")
        print("document       contender                         MB/s   ×JSONEncoder  same bytes")
        for name in names {
            let data = try JSONBenchDocuments.load(name, repositoryRoot: root)
            switch name {
            case "twitter": try table(name, TwitterDocument.self, data, seconds: seconds)
            case "citm_catalog": try table(name, CitmCatalog.self, data, seconds: seconds)
            case "canada": try table(name, CanadaDocument.self, data, seconds: seconds)
            default: try table(name, [String: GsocProject].self, data, seconds: seconds)
            }
        }
    }

    private static func table<Model: Codable>(_ name: String, _ type: Model.Type, _ data: Data, seconds: Double)
        throws
    {
        let model = try JSONDecoder().decode(Model.self, from: data)
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        var curlew = CurlewJSONEncoder()
        curlew.outputFormatting = .sortedKeys
        let theirs = try foundation.encode(model)
        let ours = try curlew.encode(model)
        // Alternating rounds, so a burst of load from other processes falls on both contenders alike.
        var foundationRate = 0.0
        var curlewRate = 0.0
        for _ in 0..<rounds {
            foundationRate = max(
                foundationRate,
                try JSONBenchTiming.megabytesPerSecond(theirs.count, seconds: seconds / Double(rounds)) {
                    withExtendedLifetime(try foundation.encode(model)) {}
                })
            curlewRate = max(
                curlewRate,
                try JSONBenchTiming.megabytesPerSecond(ours.count, seconds: seconds / Double(rounds)) {
                    withExtendedLifetime(try curlew.encode(model)) {}
                })
        }
        for (contender, rate) in [("Foundation JSONEncoder", foundationRate), ("CurlewJSONEncoder", curlewRate)] {
            let line = [
                name.padding(toLength: 14, withPad: " ", startingAt: 0),
                contender.padding(toLength: 31, withPad: " ", startingAt: 0),
                JSONBenchTiming.format(rate, width: 7, digits: 0),
                JSONBenchTiming.format(rate / foundationRate, width: 12, digits: 2) + "×",
                contender == "CurlewJSONEncoder" ? (ours == theirs ? "  yes" : "  NO") : "",
            ]
            print(line.joined(separator: " "))
        }
    }
}
