import CurlewJSON
import Foundation

/// A value stored out of line, so a model can hold itself (a tweet's `retweeted_status`); it codes as the value.
struct JSONBenchIndirect<Value: Codable & Equatable & Sendable & JSONDecodable>: Codable, Equatable, Sendable,
    JSONDecodable
{
    private let storage: [Value]

    /// The wrapped value.
    var value: Value { storage[0] }

    init(_ value: Value) { storage = [value] }

    init(from decoder: any Decoder) throws { storage = [try Value(from: decoder)] }

    init(from reader: inout JSONReader) throws { storage = [try Value(from: &reader)] }

    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

/// The four benchmark documents: from /work/shared/bench/json when it is there, else the repository's copies.
enum JSONBenchDocuments {
    /// The document names, in the order the benchmark reports them.
    static let names = ["twitter", "citm_catalog", "canada", "gsoc-2018"]

    /// The directory the documents are read from.
    static func directory(repositoryRoot: URL) -> URL {
        let shared = URL(fileURLWithPath: "/work/shared/bench/json")
        if FileManager.default.fileExists(atPath: shared.appendingPathComponent("twitter.json").path) {
            return shared
        }
        return repositoryRoot.appendingPathComponent("Tests/CurlewJSONTests/Fixtures/bench-json")
    }

    /// The bytes of one document.
    static func load(_ name: String, repositoryRoot: URL) throws -> Data {
        try Data(contentsOf: directory(repositoryRoot: repositoryRoot).appendingPathComponent(name + ".json"))
    }
}
