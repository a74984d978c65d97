import Foundation
import Testing

@testable import CurlewJSON

/// The reading cases of swift-corelibs-foundation's `Tests/Foundation/TestJSONSerialization.swift` (Apache 2.0 with
/// Runtime Library Exception) that concern the coders: the same documents, read by Foundation's `JSONDecoder` and
/// Curlew's as Codable types, with what each does. `JSONSerialization`'s own API (reference types, streams,
/// `isValidJSONObject`, `allowFragments`, which the coders always allow) has no counterpart.
@Suite struct CorelibsPortedSerializationReadingTests {
    static let documents: [(String, DecodeShape, DecodeOutcome)] = [
        ("{}", .intMap, .same),
        (#"{ "hello": "world", "swift": "rocks" }"#, .stringMap, .same),
        (#"{"title" : " hello world!!" }"#, .stringMap, .same),
        ("[]", .strings, .same),
        (#"["hello", "swift⚡️"]"#, .strings, .same),
        (#"["unicode", "Ģ", "😢"]"#, .strings, .same),
        ("[1, -1, 1.3, -1.3, 1e3, 1E-3, 10, -12.34e56, 12.34e-56, 12.34e+6, 0.002, 0.0043e+4]", .doubles, .same),
        ("[1, -1, 1.3, -1.3, 1e3, 1E-3, 10, 12.34e+6, 0.002, 0.0043e+4]", .floats, .same),
        ("[01]", .floats, .bothFail),
        ("[1.1e547]", .floats, .bothFail),
        (#"["\"", "\\", "\/", "\b", "\f", "\n", "\r", "\t"]"#, .strings, .same),
        (#"["\u2728"]"#, .strings, .same),
        (#"["\uD834\udd1E"]"#, .strings, .same),
        ("3", .int, .same),
        (#"" \ ""#, .string, .bothFail),
        (#"{"}"#, .stringMap, .bothFail),
        ("{3}", .intMap, .bothFail),
        ("{", .intMap, .bothFail),
        (#"{"error":}"#, .intMap, .bothFail),
        (#"{"missing";}"#, .intMap, .bothFail),
        ("[,", .strings, .bothFail),
        ("[2b4]", .floats, .bothFail),
        (#"["\e"]"#, .strings, .bothFail),
        (#"["\uDFF3"]"#, .strings, .bothFail),
        (#"["\uD834"]"#, .strings, .bothFail),
        ("[12.1,10.0,0.0,0.0001,20,9223372036854775807]", .doubles, .same),
    ]

    @Test(arguments: documents)
    func aDocumentReadsAlike(json: String, shape: DecodeShape, expected: DecodeOutcome) {
        #expect(shape.outcome(json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == expected)
    }

    /// `test_bailOnDeepValidStructure` and `…InvalidStructure`: 8,000 levels are refused, closed or not. Curlew
    /// only: Foundation's `JSONDecoder` on Linux traps on these (in `JSONError.SourceLocation`, building its error),
    /// so they cannot run through it in a test process.
    @Test(arguments: [true, false])
    func eightThousandLevelsAreALimitError(closed: Bool) throws {
        let json = String(repeating: "[", count: 8000) + (closed ? String(repeating: "]", count: 8000) : "")
        let error = try decodingFailure { try CurlewJSONDecoder().decode([String].self, from: Array(json.utf8)) }
        #expect(error.kind == .limit)
    }

    static let doubles: [(String, Double)] = [
        ("1", 1), ("-1", -1), ("1.3", 1.3), ("-1.3", -1.3), ("1e3", 1000), ("1E-3", 0.001), ("10", 10),
        ("-12.34e56", -12.34e56), ("12.34e-56", 12.34e-56), ("12.34e+6", 12.34e6), ("0.002", 2e-3),
        ("0.0043e+4", 43), ("12.1", 12.1), ("0.0001", 0.0001),
    ]

    @Test(arguments: doubles)
    func aNumberReadsAsTheSameDouble(json: String, expected: Double) throws {
        #expect(try JSONDecoder().decode(Double.self, from: Data(json.utf8)) == expected)
        #expect(try CurlewJSONDecoder().decode(Double.self, from: Array(json.utf8)) == expected)
    }

    static let integers: [(String, DecodeOutcome)] = [
        ("1", .same), ("-1", .same), ("1e3", .same), ("10", .same), ("0.0043e+4", .same), ("10.0", .same),
        ("0.0", .same), ("20", .same), ("9223372036854775807", .same), ("1.3", .bothFail), ("1E-3", .bothFail),
    ]

    @Test(arguments: integers)
    func aNumberReadsAsAnIntOnlyWhenIntegral(json: String, expected: DecodeOutcome) {
        #expect(DecodeShape.int.outcome(json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == expected)
    }

    /// A nonzero number too small for its type fails as one too large does (`test_invalidJSONNumbersFailAsExpected`'s
    /// `2.01e-1234`); a subnormal one reads.
    static let tinyNumbers: [(String, DecodeShape, DecodeOutcome)] = [
        ("[2.01e-1234]", .floats, .bothFail), ("[2.01e-1234]", .doubles, .bothFail), ("[1e-400]", .doubles, .bothFail),
        ("[1e-50]", .floats, .bothFail), ("[5e-324]", .doubles, .same), ("[1e-45]", .floats, .same),
        ("[0e-1234]", .doubles, .same), ("[-0.0e-500]", .floats, .same), ("[1e-310]", .doubles, .same),
    ]

    @Test(arguments: tinyNumbers)
    func aNumberTooSmallForItsType(json: String, shape: DecodeShape, expected: DecodeOutcome) {
        #expect(shape.outcome(json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == expected)
    }

    /// RFC 8259 §7: every control character must be escaped inside a string.
    @Test(arguments: 0...31)
    func anUnescapedControlCharacterFailsInBoth(scalar: Int) {
        let json = "[\"" + String(Character(Unicode.Scalar(UInt8(scalar)))) + "\"]"
        #expect(DecodeShape.strings.outcome(json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == .bothFail)
    }

    /// `[true, false, "hello", null, {}, []]`, read value by value through one unkeyed container.
    struct Values: Decodable, Equatable {
        var first, second: Bool
        var text: String
        var wasNull: Bool
        var object: [String: Int]
        var array: [Int]
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(Bool.self)
            second = try container.decode(Bool.self)
            text = try container.decode(String.self)
            wasNull = try container.decodeNil()
            object = try container.decode([String: Int].self)
            array = try container.decode([Int].self)
        }
    }

    @Test func valuesOfEveryKindReadThroughOneContainer() {
        let json = Array(#"[true, false, "hello", null, {}, []]"#.utf8)
        let outcome = DecodeOutcome.of(Values.self, json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder())
        #expect(outcome == .same)
    }

    /// Nested `{"a": …}` objects ending in `null`.
    indirect enum Nested: Decodable, Equatable {
        case leaf
        case node(Nested)
        enum CodingKeys: String, CodingKey { case a }
        init(from decoder: any Decoder) throws {
            if try decoder.singleValueContainer().decodeNil() {
                self = .leaf
            } else {
                self = .node(try decoder.container(keyedBy: CodingKeys.self).decode(Nested.self, forKey: .a))
            }
        }
    }

    /// Arrays nested until an empty one.
    struct NestedArrays: Decodable, Equatable {
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            while container.count! > 0 { container = try container.nestedUnkeyedContainer() }
        }
    }

    /// 512 levels read in both; a 513th unclosed one fails in both. The same for arrays.
    @Test func nestingTo512LevelsReadsAndDeeperFails() {
        let objects = String(repeating: #"{"a":"#, count: 512) + "null" + String(repeating: "}", count: 512)
        let (theirs, ours) = (JSONDecoder(), CurlewJSONDecoder())
        #expect(DecodeOutcome.of(Nested.self, Array(objects.utf8), foundation: theirs, curlew: ours) == .same)
        // Closed: Foundation's JSONDecoder on Linux traps building the error for an unclosed one.
        let tooDeep = Array(
            (String(repeating: #"{"a":"#, count: 513) + "null" + String(repeating: "}", count: 513)).utf8)
        #expect(DecodeOutcome.of(Nested.self, tooDeep, foundation: theirs, curlew: ours) == .bothFail)
        let arrays = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(DecodeOutcome.of(NestedArrays.self, Array(arrays.utf8), foundation: theirs, curlew: ours) == .same)
        let deeper = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(DecodeOutcome.of(NestedArrays.self, Array(deeper.utf8), foundation: theirs, curlew: ours) == .bothFail)
    }

    /// `test_jsonReadingOffTheEndOfBuffers`: a slice of one byte reads one digit.
    @Test func aOneByteSliceReadsOneDigit() throws {
        let data = Data("12345679".utf8)
        #expect(try JSONDecoder().decode(Int.self, from: data[0..<1]) == 1)
        #expect(try CurlewJSONDecoder().decode(Int.self, from: data[0..<1]) == 1)
        #expect(try CurlewJSONDecoder().decode(Int.self, from: Array(data)[3..<5]) == 45)
    }

    /// `test_JSONObjectWithData_encodingDetection` and the UTF-16 and UTF-32 documents of the other tests:
    /// Foundation detects the encoding; Curlew reads UTF-8 only (a leading BOM skipped, as Foundation skips it), and
    /// names the encoding of the rest (README, `ByteOrderMarkTests`).
    static let encodings: [(String, [UInt8], DecodeOutcome)] = [
        ("UTF-8 with a BOM", [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], .same),
        ("UTF-16BE with a BOM", [0xFE, 0xFF, 0x0, 0x7B, 0x0, 0x7D], .foundationOnly),
        ("UTF-16LE with a BOM", [0xFF, 0xFE, 0x7B, 0x0, 0x7D, 0x0], .foundationOnly),
        ("UTF-32BE with a BOM", [0x00, 0x00, 0xFE, 0xFF, 0x0, 0x0, 0x0, 0x7B, 0x0, 0x0, 0x0, 0x7D], .foundationOnly),
        // Foundation reads these bytes as UTF-16LE with a BOM, and fails too.
        ("UTF-32LE with a BOM", [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x0, 0x0, 0x0, 0x7D, 0x0, 0x0, 0x0], .bothFail),
        ("UTF-8", [0x7B, 0x7D], .same),
        ("UTF-16BE", [0x0, 0x7B, 0x0, 0x7D], .foundationOnly),
        ("UTF-16LE", [0x7B, 0x0, 0x7D, 0x0], .foundationOnly),
        ("UTF-32BE", [0x0, 0x0, 0x0, 0x7B, 0x0, 0x0, 0x0, 0x7D], .foundationOnly),
        ("UTF-32LE", [0x7B, 0x0, 0x0, 0x0, 0x7D, 0x0, 0x0, 0x0], .foundationOnly),
    ]

    @Test(arguments: encodings)
    func anEmptyObjectInEveryEncoding(name: String, bytes: [UInt8], expected: DecodeOutcome) {
        #expect(DecodeShape.intMap.outcome(bytes, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == expected)
    }

    @Test(arguments: [String.Encoding.utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian])
    func aDocumentInUTF16OrUTF32IsFoundationOnly(encoding: String.Encoding) throws {
        let bytes = Array(try #require(#"["unicode", "Ģ", "😢", true]"#.data(using: encoding)))
        let outcome = DecodeOutcome.of(
            [AnyCodable].self, bytes, foundation: JSONDecoder(), curlew: CurlewJSONDecoder())
        #expect(outcome == .foundationOnly)
    }

    /// A string or a Bool, for mixed arrays.
    enum AnyCodable: Decodable, Equatable {
        case string(String)
        case bool(Bool)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }
}
