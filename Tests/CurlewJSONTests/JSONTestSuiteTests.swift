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
        #expect(Self.files(prefix: "i_").count == 35)
    }

    /// Curlew's verdict on the implementation-defined `i_` files, by group (README: "The i_ policy").
    /// Numbers beyond any type's range parse (JSONValue keeps the text; decoding into a type they do not fit is a
    /// JSONError); 500 nested arrays are within the default depth limit (512); everything else is rejected:
    /// strings handed to Swift are always valid UTF-8, escapes must be well-paired surrogates, the input is
    /// UTF-8 (a leading byte order mark is skipped, RFC 8259 §8.1).
    static func accepted(_ name: String) -> Bool {
        name.hasPrefix("i_number_") || name == "i_structure_500_nested_arrays.json"
            || name == "i_structure_UTF-8_BOM_empty_object.json"
    }

    /// Every file in the directory, whatever its prefix (so a file added later is checked too): `y_` accepted,
    /// `n_` rejected, `i_` per policy, any other judged without a crash; the decoder and one-byte feeding agree.
    @Test(arguments: files(prefix: ""))
    func judges(_ name: String) throws {
        let input = try Self.bytes(name)
        let value = Result { try JSONValue(parsing: input) }
        let decoded = Result { try CurlewJSONDecoder().decode(JSONValue.self, from: input) }
        let skipped = Result { try CurlewJSONDecoder().decode(Skipped.self, from: input) }
        let streamed = Result { try parsedByteAtATime(input) }
        let verdict = (try? value.get()) != nil
        #expect(((try? decoded.get()) != nil) == verdict, "Codable decoder agrees")
        #expect(((try? skipped.get()) != nil) == verdict, "a decode that reads nothing agrees")
        #expect(((try? streamed.get()) != nil) == verdict, "byte at a time agrees")
        if name.hasPrefix("y_") { #expect(verdict, "must accept") }
        if name.hasPrefix("n_") { #expect(!verdict, "must reject") }
        if name.hasPrefix("i_") { #expect(verdict == Self.accepted(name), "i_ policy") }
    }

    /// Reads nothing of the document (so only the parser's own checks can reject it).
    struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
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
