import Foundation
import Testing

@testable import CurlewJSON

/// The JSON5 cases of swift-foundation's `Tests/FoundationEssentialsTests/JSONEncoderTests.swift` (Apache 2.0 with
/// Runtime Library Exception; its tables of inputs, rewritten for swift-testing, with what each decoder does):
/// numbers, strings and keys, an assumed top-level dictionary, `null`, and esoteric errors, all with `allowsJSON5`
/// on in both decoders. Of JSON5 Curlew reads comments only (README's difference table); an input that needs more
/// (unquoted or single-quoted keys, hexadecimal, a leading `+` or `.`, `Infinity`, `NaN`, trailing commas, `\x`
/// escapes) is `.foundationOnly`: Foundation reads it, Curlew throws `dataCorrupted` with a `.syntax` `JSONError`.
@Suite struct FoundationPortedJSON5Tests {
    static let integers: [(String, DecodeOutcome)] = [
        ("1", .same), ("11", .same), ("99887766", .same), ("-1", .same), ("-10", .same), ("0", .same),
        ("-0", .same), ("1e2", .same), ("1E2", .same), ("1e+2", .same), ("1E+2", .same), ("1e+02", .same),
        ("1E+02", .same),
        // JSON5 only.
        ("+0", .foundationOnly), ("+1", .foundationOnly), ("+10", .foundationOnly), ("0x1F", .foundationOnly),
        ("-0X1f", .foundationOnly), ("+0X1f", .foundationOnly), ("1.", .foundationOnly), ("1.e2", .foundationOnly),
        // Not numbers even in JSON5.
        ("-", .bothFail), ("+", .bothFail), ("-a", .bothFail), ("+a", .bothFail), ("-0x", .bothFail),
        ("+0x", .bothFail), ("-0x ", .bothFail), ("+0x ", .bothFail),
        ("-0xAFFFFFAFFFFFAFFFFFAFFFFFAFFFFFAFFFFFAFFFFFAFFFFF", .bothFail), ("0xABC.DEF", .bothFail),
        ("0xABCpD", .bothFail), ("1e", .bothFail), ("1E", .bothFail), ("1e ", .bothFail), ("1E ", .bothFail),
        ("+1e ", .bothFail), ("+1e", .bothFail), ("-1e ", .bothFail), ("-1E ", .bothFail),
    ]

    @Test(arguments: integers)
    func json5IntegersReadAsInt(json: String, expected: DecodeOutcome) {
        let (foundation, curlew) = json5Decoders()
        #expect(DecodeShape.int.outcome(json, foundation: foundation, curlew: curlew) == expected)
    }

    static let doubles: [(String, DecodeOutcome)] = [
        ("1", .same), ("11", .same), ("99887766", .same), ("-1", .same), ("-10", .same), ("0", .same),
        ("-0", .same), ("1e-2", .same), ("1E-2", .same), ("1e-02", .same), ("1E-02", .same), ("1e2", .same),
        ("1E2", .same), ("1e+2", .same), ("1E+2", .same), ("1e+02", .same), ("1E+02", .same),
        // JSON5 only.
        ("+0", .foundationOnly), ("+1", .foundationOnly), ("+10", .foundationOnly), ("Infinity", .foundationOnly),
        ("-Infinity", .foundationOnly), ("+Infinity", .foundationOnly), ("-NaN", .foundationOnly),
        ("+NaN", .foundationOnly), ("NaN", .foundationOnly), (".1", .foundationOnly), ("1.", .foundationOnly),
        ("-.1", .foundationOnly), ("+.1", .foundationOnly), ("0x1F", .foundationOnly), ("-0X1f", .foundationOnly),
        ("+0X1f", .foundationOnly),
        // Not numbers even in JSON5.
        ("-Inf", .bothFail), ("-Inf       ", .bothFail), ("+Inf", .bothFail), ("+Inf       ", .bothFail),
        ("+Na", .bothFail), ("+Na    ", .bothFail), ("-Na", .bothFail), ("-Na    ", .bothFail),
        ("-infinity", .bothFail), ("-infinity       ", .bothFail), ("+infinity", .bothFail),
        ("+infinity       ", .bothFail), ("+NAN", .bothFail), ("+NA    ", .bothFail), ("-NA", .bothFail),
        ("-NA    ", .bothFail), ("-NAN", .bothFail), ("-NAN    ", .bothFail), ("0x2.", .bothFail),
        ("0x2.2", .bothFail), (".e1", .bothFail), ("0xFFFFFFFFFFFFFFFFFFFFFF", .bothFail),
    ]

    @Test(arguments: doubles)
    func json5NumbersReadAsDouble(json: String, expected: DecodeOutcome) {
        let (foundation, curlew) = json5Decoders()
        #expect(DecodeShape.double.outcome(json, foundation: foundation, curlew: curlew) == expected)
    }

    /// Objects whose value is `true` under a key `v` written unquoted, after line breaks of every kind and comments.
    static let keysBeforeLineBreaksAndComments = [
        "{v\n : true}", "{v \n : true}", "{ v \n : true,\nv\n:true,}", "{v\r : true}", "{v \r : true}",
        "{ v \r : true,\rv\r:true,}", "{v\r\n : true}", "{v \r\n : true}", "{ v \r\n : true,\r\nv\r\n:true,}",
        "{v// comment \n : true}", "{v // comment \n : true}", "{v/* comment*/ \n : true}",
        "{v/* comment */\n: true}", "{v/* comment */:/*comment*/\ntrue}", "{v// comment \r : true}",
        "{v // comment \r : true}", "{v/* comment*/ \r : true}", "{v/* comment */\r: true}",
        "{v/* comment */:/*comment*/\rtrue}", "{v// comment \r\n : true}", "{v // comment \r\n : true}",
        "{v/* comment*/ \r\n : true}", "{v/* comment */\r\n: true}", "{v/* comment */:/*comment*/\r\ntrue}",
        "// start with a comment\r\n{v:true}",
    ]

    @Test(arguments: keysBeforeLineBreaksAndComments)
    func anUnquotedKeyIsJSON5Only(json: String) {
        let (foundation, curlew) = json5Decoders()
        #expect(DecodeShape.boolMap.outcome(json, foundation: foundation, curlew: curlew) == .foundationOnly)
    }

    /// The same objects with the key quoted and no trailing comma: only the comments and line breaks are left,
    /// which Curlew's JSON5 reads as Foundation's does.
    @Test(arguments: keysBeforeLineBreaksAndComments)
    func theSameWithAQuotedKeyReadsAlike(json: String) {
        let quoted = json.replacingOccurrences(of: "v", with: "\"v\"").replacingOccurrences(of: ",}", with: "}")
        let (foundation, curlew) = json5Decoders()
        #expect(DecodeShape.boolMap.outcome(quoted, foundation: foundation, curlew: curlew) == .same)
    }

    static let strings: [(String, DecodeOutcome)] = [
        (#"{v : "hi\x20there"}"#, .foundationOnly),
        (#"{v : "hi\xthere"}"#, .bothFail), (#"{v : "hi\x2there"}"#, .bothFail), (#"{v : "hi\0there"}"#, .bothFail),
        (#"{v : "hi\x00there"}"#, .bothFail), (#"{v : "hi\u0000there"}"#, .bothFail), (#"{v:"hello\uA"}"#, .bothFail),
        (#"{v:"hello\uA   "}"#, .bothFail),
        // Quoted keys: the escapes alone decide.
        (#"{"v" : "hi\x20there"}"#, .foundationOnly), (#"{"v" : "hi\xthere"}"#, .bothFail),
        (#"{"v" : "hi\0there"}"#, .bothFail), (#"{"v":"hello\uA"}"#, .bothFail),
    ]

    @Test(arguments: strings)
    func json5StringEscapes(json: String, expected: DecodeOutcome) {
        let (foundation, curlew) = json5Decoders()
        #expect(DecodeShape.stringMap.outcome(json, foundation: foundation, curlew: curlew) == expected)
    }

    /// `\u0000` is refused only in JSON5 mode: plain, both read it.
    @Test func anEscapedNulIsReadByPlainDecoders() {
        let json = #"{"v" : "hi\u0000there"}"#
        let outcome = DecodeShape.stringMap.outcome(json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder())
        #expect(outcome == .same)
    }

    static let assumedDictionaries: [(String, DecodeOutcome)] = [
        (#"hello: "world""#, .foundationOnly), (#"{hello: "world"}"#, .foundationOnly),
        (#"hello: "world", goodbye: "42""#, .foundationOnly), (#"hello: "world","#, .foundationOnly),
        (#"hello: "world"   "#, .foundationOnly), (#"hello: "world",  "#, .foundationOnly),
        (#"hello: "world"  ,  "#, .foundationOnly), (#"   hello   : "world"   "#, .foundationOnly),
        (#"{hello: "world""#, .bothFail), (#"hello: "world"}"#, .bothFail), (#"hello: "world" x "#, .bothFail),
        (#"hello: "world" x"#, .bothFail), (#"hello: "world"x"#, .bothFail),
        ("", .same), (" ", .same), ("{ }", .same), ("{}", .same),
        (",", .bothFail), (" , ", .bothFail), (", ", .bothFail), ("   ,", .bothFail),
        // The same with quoted keys and no trailing comma: plain JSON members.
        (#""hello": "world""#, .same), (#"{"hello": "world"}"#, .same), (#""hello": "world", "goodbye": "42""#, .same),
        (#""hello": "world"   "#, .same), (#"   "hello"   : "world"   "#, .same), (#"{"hello": "world""#, .bothFail),
        (#""hello": "world"}"#, .bothFail), (#""hello": "world" x"#, .bothFail),
    ]

    @Test(arguments: assumedDictionaries)
    func anAssumedTopLevelDictionary(json: String, expected: DecodeOutcome) {
        let (foundation, curlew) = json5Decoders(assumingDictionary: true)
        #expect(DecodeShape.stringMap.outcome(json, foundation: foundation, curlew: curlew) == expected)
    }

    struct HelloGoodbye: Decodable, Equatable {
        let hello: String
        let goodbye: [String: String]
    }

    static let nestedAssumedDictionaries: [(String, DecodeOutcome)] = [
        (#"hello: "world", goodbye: {"hi":"there"}"#, .foundationOnly),
        (#"hello: "world", goodbye: {"hi":"there"},"#, .foundationOnly),
        (#"hello: "world", goodbye: {"hi":"there",},"#, .foundationOnly),
        (#""hello": "world", "goodbye": {"hi":"there"}"#, .same),
        (#"/* members */ "hello": "world", // and more"# + "\n" + #""goodbye": {"hi":"there"}"#, .same),
    ]

    @Test(arguments: nestedAssumedDictionaries)
    func anAssumedDictionaryWithANestedOne(json: String, expected: DecodeOutcome) {
        let (foundation, curlew) = json5Decoders(assumingDictionary: true)
        #expect(
            DecodeOutcome.of(HelloGoodbye.self, Array(json.utf8), foundation: foundation, curlew: curlew) == expected)
    }

    static let notDictionaries: [(String, DecodeShape)] = [("[1,2,3]", .bools), ("fragment", .string), ("42", .int)]

    @Test(arguments: notDictionaries)
    func anAssumedDictionaryIsNeverAnArrayOrAFragment(json: String, shape: DecodeShape) {
        let (foundation, curlew) = json5Decoders(assumingDictionary: true)
        #expect(shape.outcome(json, foundation: foundation, curlew: curlew) == .bothFail)
    }

    static let nulls: [(String, DecodeOutcome)] = [
        ("null", .same), ("Null", .bothFail), ("nul", .bothFail), ("nu", .bothFail), ("n", .bothFail),
        ("n    ", .bothFail), ("nu   ", .bothFail),
    ]

    @Test(arguments: nulls)
    func json5Null(json: String, expected: DecodeOutcome) {
        let (foundation, curlew) = json5Decoders()
        #expect(DecodeShape.null.outcome(json, foundation: foundation, curlew: curlew) == expected)
    }

    static let esotericErrors: [(String, DecodeShape)] = [
        ("[", .strings), ("[ ", .strings), ("[\n\n", .strings), ("['hi',", .strings), ("['hi', ", .strings),
        ("['hi',\n", .strings), ("{", .boolMap), ("{ ", .boolMap), ("{k ", .boolMap), ("{k :", .boolMap),
        ("{k : ", .boolMap), ("{k : true", .boolMap), ("{k : true ", .boolMap), ("{k : true\n\n", .boolMap),
        ("{k : true  ", .boolMap), ("{k : true   ", .boolMap),
    ]

    @Test(arguments: esotericErrors)
    func cutOffJSON5FailsInBoth(json: String, shape: DecodeShape) {
        let (foundation, curlew) = json5Decoders()
        #expect(shape.outcome(json, foundation: foundation, curlew: curlew) == .bothFail)
    }

    @Test(arguments: [[0x7B, 0x80], [0x7B, 0xC0], [0x7B, 0xE0, 0x80], [0x7B, 0xF0, 0x80, 0x80]] as [[UInt8]])
    func invalidUTF8FailsInBothWithJSON5(bytes: [UInt8]) {
        let (foundation, curlew) = json5Decoders()
        #expect(DecodeShape.boolMap.outcome(bytes, foundation: foundation, curlew: curlew) == .bothFail)
    }

    /// `test_topLevelFragmentsWithGarbage` with the JSON5 decoders: garbage after a fragment is `dataCorrupted`.
    @Test(arguments: ["tru_", "fals_", "nul_"])
    func aFragmentWithGarbageIsDataCorruptedWithJSON5(json: String) throws {
        let (foundation, curlew) = json5Decoders()
        for decode in [
            { _ = try foundation.decode(Bool?.self, from: Data(json.utf8)) },
            { _ = try curlew.decode(Bool?.self, from: Array(json.utf8)) },
        ] as [() throws -> Void] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            guard case .dataCorrupted = error else {
                Issue.record("expected dataCorrupted for \(json), got \(error)")
                continue
            }
        }
    }
}
