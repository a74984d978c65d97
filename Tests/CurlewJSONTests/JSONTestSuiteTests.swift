import Foundation
import Testing

@testable import CurlewJSON

/// The JSONTestSuite parsing vectors copied into `Fixtures/json-test-suite` (see its SOURCES.md).
@Suite struct JSONTestSuiteTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/json-test-suite/test_parsing")

    static func files(prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    @Test func fixturesArePresent() {
        #expect(Self.files(prefix: "y_").count == 95)
        #expect(Self.files(prefix: "n_").count == 188)
    }

    @Test(arguments: files(prefix: "y_"))
    func accepts(_ name: String) throws {
        let input = try Self.bytes(name)
        _ = try JSONValue(parsing: input)
        #expect(try parsedByteAtATime(input), "byte at a time")
    }

    @Test(arguments: files(prefix: "n_"))
    func rejects(_ name: String) throws {
        let input = try Self.bytes(name)
        #expect(throws: JSONError.self) { try JSONValue(parsing: input) }
        #expect(throws: JSONError.self) { try parsedByteAtATime(input) }
    }

    /// Feeds `input` one byte at a time through `JSONParser`; true when it is accepted.
    private func parsedByteAtATime(_ input: [UInt8]) throws -> Bool {
        let parser = JSONParser()
        for byte in input {
            try parser.feed(CollectionOfOne(byte))
        }
        try parser.finish()
        return true
    }
}
