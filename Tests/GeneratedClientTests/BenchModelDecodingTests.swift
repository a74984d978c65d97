import CurlewJSON
import Foundation
import Testing

/// The models generated from Sources/curlew-bench/Bench*.curlew.json read the four JSON benchmark documents
/// through their generated `init(from reader:)` to exactly what Foundation's `JSONDecoder` makes of them.
@Suite struct BenchModelDecodingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CurlewJSONTests/Fixtures/bench-json")

    func expectSameAsFoundation<T: Decodable & Equatable>(_ type: T.Type, _ name: String) throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name + ".json"))
        let generated = try CurlewJSONDecoder().decode(T.self, from: [UInt8](data))
        let foundation = try JSONDecoder().decode(T.self, from: data)
        #expect(generated == foundation)
    }

    @Test func twitter() throws {
        try expectSameAsFoundation(BenchTwitterDocument.self, "twitter")
    }

    @Test func citmCatalog() throws {
        try expectSameAsFoundation(BenchCitmCatalog.self, "citm_catalog")
    }

    @Test func canada() throws {
        try expectSameAsFoundation(BenchCanadaDocument.self, "canada")
    }

    @Test func gsoc() throws {
        try expectSameAsFoundation([String: BenchGsocProject].self, "gsoc-2018")
    }
}
