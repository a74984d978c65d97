import CurlewJSON
import Foundation
import Testing

/// Pins what Curlew produces for JSONTestSuite's `test_transform` inputs: inputs parsers may understand
/// differently (huge numbers, `-0`, duplicate keys, NFC/NFD keys, `\u0000`, invalid code points).
@Suite struct TransformTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/json-test-suite/test_transform")

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name + ".json")))
    }

    func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try CurlewJSONDecoder().decode(type, from: try bytes(name))
    }

    @Test func everyFileIsPinned() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        #expect(names.count == 22, "a new test_transform file needs a pin here")
    }

    @Test func integersAtAndPastTheLimitsAreExactOrErrors() throws {
        #expect(try decode([Int64].self, "number_-9223372036854775808") == [.min])
        #expect(try decode([Int64].self, "number_9223372036854775807") == [.max])
        #expect(throws: DecodingError.self) { try decode([Int64].self, "number_-9223372036854775809") }
        #expect(throws: DecodingError.self) { try decode([Int64].self, "number_9223372036854775808") }
        #expect(try decode([UInt64].self, "number_9223372036854775808") == [9_223_372_036_854_775_808])
        #expect(try decode([UInt64].self, "number_10000000000000000999") == [10_000_000_000_000_000_999])
        #expect(throws: DecodingError.self) { try decode([Int64].self, "number_10000000000000000999") }
        #expect(try decode([Int].self, "number_1000000000000000") == [1_000_000_000_000_000])
        // Integral text with a fraction or exponent reads as an integer; a real fraction does not.
        #expect(try decode([Int].self, "number_1.0") == [1])
        #expect(try decode([Int].self, "number_1e6") == [1_000_000])
        #expect(throws: DecodingError.self) { try decode([Int].self, "number_1.000000000000000005") }
    }

    @Test func floatsRoundOnceAndDecimalsAndJSONValueKeepTheText() throws {
        #expect(try decode([Double].self, "number_1.000000000000000005") == [1.0])
        #expect(try decode([Double].self, "number_-9223372036854775809") == [-9_223_372_036_854_775_808.0])
        #expect(throws: DecodingError.self) { try decode([Double].self, "number_1e-999") }  // too small, as Foundation
        #expect(try decode([Decimal].self, "number_1.000000000000000005") == [Decimal(string: "1.000000000000000005")!])
        #expect(
            try JSONValue(parsing: bytes("number_10000000000000000999")) == .array([.number("10000000000000000999")]))
        #expect(try JSONValue(parsing: bytes("number_1e-999")) == .array([.number("1E-999")]))
    }

    @Test func minusZeroKeepsItsSign() throws {
        let value = try JSONValue(parsing: bytes("object_same_key_unclear_values"))
        #expect(value.description.contains("-0"))
        let zero = try CurlewJSONDecoder().decode([Double].self, from: Array("[-0]".utf8))
        #expect(zero[0] == 0 && zero[0].sign == .minus)
        #expect(try CurlewJSONDecoder().decode([Int].self, from: Array("[-0]".utf8)) == [0])
    }

    @Test func duplicateKeys() throws {
        // JSONValue keeps every member in order; lookup by key gives the first.
        let value = try JSONValue(parsing: bytes("object_same_key_different_values"))
        guard case .object(let object) = value else {
            throw JSONError(message: "not an object", byteOffset: 0, line: 1, column: 1, path: "$")
        }
        #expect(object.keys == ["a", "a"])
        #expect(value["a"] == .number("1"))
        // A dictionary keeps the first value, as with Foundation.
        #expect(try decode([String: Int].self, "object_same_key_different_values") == ["a": 1])
        #expect(try decode([String: Int].self, "object_same_key_same_value") == ["a": 1])
        // A Codable model reads the first (Fuzz/json/regressions/duplicate-keys*.json); a reader loop that assigns
        // every key it meets (as generated decoders do) ends with the last.
        struct Model: Decodable { var a: Int }
        #expect(try decode(Model.self, "object_same_key_different_values").a == 1)
    }

    @Test func nfcAndNFDKeysStayDistinctBytesButSwiftStringsCompareEqual() throws {
        // The parser never normalizes: both members are kept with their own bytes, in order.
        let value = try JSONValue(parsing: bytes("object_key_nfc_nfd"))
        guard case .object(let object) = value else {
            throw JSONError(message: "not an object", byteOffset: 0, line: 1, column: 1, path: "$")
        }
        #expect(object.keys.map { Array($0.utf8) } == [[0xC3, 0xA9], [0x65, 0xCC, 0x81]])
        // Swift's String equality is canonical equivalence, so a dictionary holds one of them: the first, as with
        // Foundation.
        #expect(try decode([String: String].self, "object_key_nfc_nfd") == ["\u{E9}": "NFC"])
        #expect(try decode([String: String].self, "object_key_nfd_nfc") == ["\u{E9}": "NFD"])
    }

    @Test func escapedNulIsKept() throws {
        #expect(try decode([String].self, "string_with_escaped_NULL") == ["A\u{0}B"])
    }

    @Test(arguments: [
        "string_1_escaped_invalid_codepoint", "string_1_invalid_codepoint", "string_2_escaped_invalid_codepoints",
        "string_2_invalid_codepoints", "string_3_escaped_invalid_codepoints", "string_3_invalid_codepoints",
    ])
    func invalidCodePointsAreRejected(_ name: String) throws {
        #expect(throws: JSONError.self) { try JSONValue(parsing: bytes(name)) }
        #expect(throws: DecodingError.self) { try decode([String].self, name) }
        #expect(throws: DecodingError.self) { try decode([Int].self, name) }  // even when the string is not read
    }
}

/// Regressions found by fuzzing (inputs in Fuzz/json/regressions).
@Suite struct FuzzRegressionTests {
    @Test func objectsWithRepeatedKeysEqualThemselves() throws {
        // Fuzz/json/regressions/duplicate-keys.json: equality looked each key up by its first member only.
        let text = #"{"a":1,"a":2}"#
        let parsed = try JSONValue(parsing: text)
        #expect(parsed == parsed)
        #expect(try CurlewJSONDecoder().decode(JSONValue.self, from: Array(text.utf8)) == parsed)
        #expect(parsed == (try JSONValue(parsing: #"{"a":2,"a":1}"#)))
        #expect(parsed != (try JSONValue(parsing: #"{"a":1,"a":1}"#)))
        #expect(Set([parsed, try JSONValue(parsing: #"{"a":2,"a":1}"#)]).count == 1)
    }
}
