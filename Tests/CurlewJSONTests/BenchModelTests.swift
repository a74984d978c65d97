import CurlewJSON
import Foundation
import Testing

/// The benchmark documents decoded into full models: Foundation, the Codable path and the reader fast path agree.
@Suite struct BenchModelTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/bench-json")

    static func document(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name + ".json"))
    }

    /// Decodes `name` with Foundation, with CurlewJSONDecoder's Codable path and with the reader; all three equal.
    func expectAllEqual<T: Decodable & JSONDecodable & Equatable>(_ type: T.Type, _ name: String) throws {
        let data = try Self.document(name)
        let foundation = try JSONDecoder().decode(T.self, from: data)
        let codable = try CurlewJSONDecoder().decode(CodableOnly<T>.self, from: data).value
        let fast = try CurlewJSONDecoder().decode(T.self, from: data)
        #expect(codable == foundation)
        #expect(fast == foundation)
    }

    @Test func twitter() throws { try expectAllEqual(TwitterDocument.self, "twitter") }
    @Test func citmCatalog() throws { try expectAllEqual(CitmCatalog.self, "citm_catalog") }
    @Test func canada() throws { try expectAllEqual(CanadaDocument.self, "canada") }
    @Test func gsoc() throws { try expectAllEqual([String: GsocProject].self, "gsoc-2018") }
}

/// Hides a type's `JSONDecodable` conformance so `CurlewJSONDecoder` takes the Codable path.
struct CodableOnly<T: Decodable>: Decodable {
    let value: T
    init(from decoder: any Decoder) throws { value = try T(from: decoder) }
}
