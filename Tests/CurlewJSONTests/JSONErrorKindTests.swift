import CurlewJSON
import Foundation
import Testing

/// `JSONError.kind` from real failures, through both decoding paths: the Codable one and the reader that generated
/// decoders use.
@Suite struct JSONErrorKindTests {
    /// A model read through `Decodable` only.
    struct Plain: Decodable {
        var count: Int
        var small: Int8?
    }

    /// The same model read through `JSONDecodable`, as generated code reads it, with a check of its own.
    struct Read: JSONDecodable, Decodable {
        var count: Int

        init(from reader: inout JSONReader) throws {
            var count: Int?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if key == "count" { count = try reader.readInt() } else { try reader.skipValue() }
            }
            guard let count else { throw reader.missingKey("count") }
            guard count >= 0 else { throw reader.error("count is negative") }
            self.count = count
        }
    }

    private func kind<T: Decodable>(_ type: T.Type, _ text: String, maxDepth: Int? = nil) throws -> JSONError.Kind {
        var decoder = CurlewJSONDecoder()
        if let maxDepth { decoder.parsingOptions.maxDepth = maxDepth }
        return try decodingFailure { try decoder.decode(type, from: Array(text.utf8)) }.kind
    }

    @Test func textThatIsNotJSONIsSyntax() throws {
        let error = try #require(throws: JSONError.self) { try JSONValue(parsing: "[1, 2, x]") }
        #expect(error.kind == .syntax)
        #expect(try kind(Plain.self, #"{"count": 1"#) == .syntax)
        #expect(try kind(Read.self, #"{"count": 1} 2"#) == .syntax)
    }

    @Test func passingALimitIsLimit() throws {
        #expect(try kind(JSONValue.self, "[[[1]]]", maxDepth: 2) == .limit)
    }

    @Test func anotherJSONTypeIsTypeMismatch() throws {
        #expect(try kind(Plain.self, #"{"count": "7"}"#) == .typeMismatch)
        #expect(try kind(Read.self, #"{"count": "7"}"#) == .typeMismatch)
    }

    @Test func nullForARequiredValueIsValueNotFound() throws {
        #expect(try kind(Plain.self, #"{"count": null}"#) == .valueNotFound)
        #expect(try kind(Read.self, #"{"count": null}"#) == .valueNotFound)
    }

    @Test func anAbsentKeyIsMissingKey() throws {
        #expect(try kind(Plain.self, #"{"other": 1}"#) == .missingKey)
        #expect(try kind(Read.self, #"{"other": 1}"#) == .missingKey)
    }

    @Test func aValueTheTypeRefusesIsInvalidValue() throws {
        #expect(try kind(Plain.self, #"{"count": 1, "small": 300}"#) == .invalidValue)
        #expect(try kind(Read.self, #"{"count": 1e30}"#) == .invalidValue)
        #expect(try kind(Read.self, #"{"count": -1}"#) == .invalidValue)
    }

    @Test func streamsSayWhatIsWrongWithTheirPathAndInput() throws {
        let badPath = try #require(throws: JSONError.self) { try JSONElementDecoder(of: Int.self, at: "a") }
        #expect(badPath.kind == .usage)
        let notArray = try JSONElementDecoder(of: Int.self, at: "$.a")
        let mismatch = try #require(throws: JSONError.self) {
            _ = try notArray.feed(Array(#"{"a": 1}"#.utf8))
            _ = try notArray.finish()
        }
        #expect(mismatch.kind == .typeMismatch)
        let finished = try JSONElementDecoder(of: Int.self)
        _ = try finished.feed(Array("[1]".utf8))
        _ = try finished.finish()
        let after = try #require(throws: JSONError.self) { _ = try finished.feed(Array("]".utf8)) }
        #expect(after.kind == .usage, "\(after)")
    }

    @Test func kindsPrintByName() {
        #expect(JSONError.Kind.missingKey.description == "missingKey")
        #expect(JSONError.Kind.syntax != .limit)
    }
}
