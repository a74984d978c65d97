import Foundation
import Testing

@testable import CurlewJSON

/// The key strategy cases of swift-foundation's `Tests/FoundationEssentialsTests/JSONEncoderTests.swift` (Apache 2.0
/// with Runtime Library Exception; its tables of keys and expectations, rewritten for swift-testing): the snake
/// case tables both ways, generated and custom coding keys, and the coding paths of failures under a strategy.
/// Each case runs through Foundation's coders and Curlew's in the same test.
@Suite struct FoundationPortedKeyStrategyTests {
    /// Encodes `"test"` under one key named at run time.
    struct EncodeMe: Encodable {
        var keyName: String
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONCodingKey.self)
            try container.encode("test", forKey: JSONCodingKey(stringValue: keyName))
        }
    }

    /// Reads `camelCaseKey`, then the key it names, which the strategy must have converted to find.
    struct DecodeMe: Decodable {
        let found: Bool
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONCodingKey.self)
            let camelCaseKey = try container.decode(String.self, forKey: JSONCodingKey(stringValue: "camelCaseKey"))
            found = try container.decode(Bool.self, forKey: JSONCodingKey(stringValue: camelCaseKey))
        }
    }

    static let toSnakeCase: [(String, String)] = [
        ("simpleOneTwo", "simple_one_two"), ("myURL", "my_url"),
        ("singleCharacterAtEndX", "single_character_at_end_x"), ("thisIsAnXMLProperty", "this_is_an_xml_property"),
        ("single", "single"), ("", ""), ("a", "a"), ("aA", "a_a"), ("version4Thing", "version4_thing"),
        ("partCAPS", "part_caps"), ("partCAPSLowerAGAIN", "part_caps_lower_again"),
        ("manyWordsInThisThing", "many_words_in_this_thing"), ("asdfĆqer", "asdf_ćqer"),
        ("already_snake_case", "already_snake_case"), ("dataPoint22", "data_point22"),
        ("dataPoint22Word", "data_point22_word"), ("_oneTwoThree", "_one_two_three"),
        ("oneTwoThree_", "one_two_three_"), ("__oneTwoThree", "__one_two_three"),
        ("oneTwoThree__", "one_two_three__"), ("_oneTwoThree_", "_one_two_three_"),
        ("__oneTwoThree__", "__one_two_three__"), ("_test", "_test"), ("_test_", "_test_"), ("__test", "__test"),
        ("test__", "test__"), ("🐧🐟", "🐧🐟"),
        (
            "m͉̟̹y̦̳G͍͚͎̳r̤͉̤͕ͅea̲͕t͇̥̼͖U͇̝̠R͙̻̥͓̣L̥̖͎͓̪̫ͅR̩͖̩eq͈͓u̞e̱s̙t̤̺ͅ",
            "m͉̟̹y̦̳_g͍͚͎̳r̤͉̤͕ͅea̲͕t͇̥̼͖_u͇̝̠r͙̻̥͓̣l̥̖͎͓̪̫ͅ_r̩͖̩eq͈͓u̞e̱s̙t̤̺ͅ"
        ),
    ]

    @Test(arguments: toSnakeCase)
    func encodingConvertsToSnakeCaseAsFoundationDoes(key: String, expected: String) throws {
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        var curlew = CurlewJSONEncoder()
        curlew.keyEncodingStrategy = .convertToSnakeCase
        let theirs = String(decoding: try foundation.encode(EncodeMe(keyName: key)), as: UTF8.self)
        let ours = String(decoding: try curlew.encode(EncodeMe(keyName: key)), as: UTF8.self)
        #expect(theirs == #"{"\#(expected)":"test"}"#)
        #expect(ours == theirs)
    }

    static let fromSnakeCase: [(String, String)] = [
        ("", ""), ("a", "a"), ("ALLCAPS", "ALLCAPS"), ("ALL_CAPS", "allCaps"), ("single", "single"),
        ("snake_case", "snakeCase"), ("one_two_three", "oneTwoThree"), ("one_2_three", "one2Three"),
        ("one2_three", "one2Three"), ("snake_Ćase", "snakeĆase"), ("snake_ćase", "snakeĆase"),
        ("alreadyCamelCase", "alreadyCamelCase"), ("__this_and_that", "__thisAndThat"),
        ("_this_and_that", "_thisAndThat"), ("this__and__that", "thisAndThat"), ("this_and_that__", "thisAndThat__"),
        ("this_aNd_that", "thisAndThat"), ("_one_two_three", "_oneTwoThree"), ("one_two_three_", "oneTwoThree_"),
        ("__one_two_three", "__oneTwoThree"), ("one_two_three__", "oneTwoThree__"),
        ("_one_two_three_", "_oneTwoThree_"), ("__one_two_three__", "__oneTwoThree__"), ("_test", "_test"),
        ("_test_", "_test_"), ("__test", "__test"), ("test__", "test__"), ("_", "_"), ("__", "__"),
        ("___", "___"), ("🐧_🐟", "🐧🐟"),
        (
            "m͉̟̹y̦̳G͍͚͎̳r̤͉̤͕ͅea̲͕t͇̥̼͖U͇̝̠R͙̻̥͓̣L̥̖͎͓̪̫ͅR̩͖̩eq͈͓u̞e̱s̙t̤̺ͅ",
            "m͉̟̹y̦̳G͍͚͎̳r̤͉̤͕ͅea̲͕t͇̥̼͖U͇̝̠R͙̻̥͓̣L̥̖͎͓̪̫ͅR̩͖̩eq͈͓u̞e̱s̙t̤̺ͅ"
        ),
    ]

    @Test(arguments: fromSnakeCase)
    func decodingConvertsFromSnakeCaseAsFoundationDoes(snake: String, camel: String) throws {
        let json = #"{"camelCaseKey":"\#(camel)","\#(snake)":true}"#
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        var curlew = CurlewJSONDecoder()
        curlew.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try foundation.decode(DecodeMe.self, from: Data(json.utf8)).found)
        #expect(try curlew.decode(DecodeMe.self, from: Array(json.utf8)).found)
    }

    struct DecodeMe3: Codable, Equatable {
        var thisIsCamelCase: String
    }

    struct DecodeMe4: Codable, Equatable {
        var thisIsCamelCase: String
        var thisIsCamelCaseToo: String
        enum CodingKeys: String, CodingKey {
            case thisIsCamelCase = "fooBar"
            case thisIsCamelCaseToo
        }
    }

    @Test func generatedAndCustomCodingKeysConvertBothWays() throws {
        let snake = FoundationPortedTests.Coders { fe, fd, ce, cd in
            (fe.keyEncodingStrategy, fd.keyDecodingStrategy) = (.convertToSnakeCase, .convertFromSnakeCase)
            (ce.keyEncodingStrategy, cd.keyDecodingStrategy) = (.convertToSnakeCase, .convertFromSnakeCase)
        }
        try snake.roundTrip(DecodeMe3(thisIsCamelCase: "test"), expected: #"{"this_is_camel_case":"test"}"#)
        try snake.decodes(#"{"this_is_camel_case":"test"}"#, to: DecodeMe3(thisIsCamelCase: "test"))
        let four = DecodeMe4(thisIsCamelCase: "test", thisIsCamelCaseToo: "test2")
        try snake.roundTrip(four, expected: #"{"foo_bar":"test","this_is_camel_case_too":"test2"}"#)
        try snake.decodes(#"{"foo_bar":"test","this_is_camel_case_too":"test2"}"#, to: four)
    }

    @Test func aNullForAStringIsValueNotFoundNamingString() throws {
        let json = #"{"thisIsCamelCase": null}"#
        for decode in [
            { _ = try JSONDecoder().decode(DecodeMe3.self, from: Data(json.utf8)) },
            { _ = try CurlewJSONDecoder().decode(DecodeMe3.self, from: Array(json.utf8)) },
        ] as [() throws -> Void] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            guard case .valueNotFound(let type, let context) = error else {
                Issue.record("expected valueNotFound, got \(error)")
                continue
            }
            #expect(ObjectIdentifier(type) == ObjectIdentifier(String.self))
            #expect(context.codingPath.map(\.stringValue) == ["thisIsCamelCase"])
        }
    }

    struct DecodeFailure: Decodable { var intValue: Int }
    struct DecodeFailureNested: Decodable { var nestedValue: DecodeFailure }

    @Test func aNestedDecodingFailureNamesDictionaryKeysAsWrittenAndCodingKeysAsDeclared() throws {
        let json = #"{"top_level": {"sub_level": {"nested_value": {"int_value": "not_an_int"}}}}"#
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        var curlew = CurlewJSONDecoder()
        curlew.keyDecodingStrategy = .convertFromSnakeCase
        typealias Model = [String: [String: DecodeFailureNested]]
        for decode in [
            { _ = try foundation.decode(Model.self, from: Data(json.utf8)) },
            { _ = try curlew.decode(Model.self, from: Array(json.utf8)) },
        ] as [() throws -> Void] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("expected typeMismatch, got \(error)")
                continue
            }
            #expect(context.codingPath.map(\.stringValue) == ["top_level", "sub_level", "nestedValue", "intValue"])
        }
    }

    struct EncodeFailure: Encodable { var someValue: Double }
    struct EncodeFailureNested: Encodable { var nestedValue: EncodeFailure }

    @Test func anEncodingFailureUnderSnakeCaseHasTheSwiftPath() throws {
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        var curlew = CurlewJSONEncoder()
        curlew.keyEncodingStrategy = .convertToSnakeCase
        let flat: [String: EncodeFailure] = ["key": EncodeFailure(someValue: .nan)]
        let nested: [String: [String: EncodeFailureNested]] = [
            "key": ["sub_key": EncodeFailureNested(nestedValue: EncodeFailure(someValue: .nan))]
        ]
        let cases: [(() throws -> Void, [String])] = [
            ({ _ = try foundation.encode(flat) }, ["key", "someValue"]),
            ({ _ = try curlew.encode(flat) }, ["key", "someValue"]),
            ({ _ = try foundation.encode(nested) }, ["key", "sub_key", "nestedValue", "someValue"]),
            ({ _ = try curlew.encode(nested) }, ["key", "sub_key", "nestedValue", "someValue"]),
        ]
        for (encode, path) in cases {
            let error = try #require(throws: EncodingError.self) { try encode() }
            guard case .invalidValue(_, let context) = error else {
                Issue.record("expected invalidValue, got \(error)")
                continue
            }
            #expect(context.codingPath.map(\.stringValue) == path)
        }
    }

    @Test func snakeCaseLeavesStringKeyedDictionariesAloneWhenEncoding() throws {
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        var curlew = CurlewJSONEncoder()
        curlew.keyEncodingStrategy = .convertToSnakeCase
        let value = ["leaveMeAlone": "test"]
        #expect(String(decoding: try foundation.encode(value), as: UTF8.self) == #"{"leaveMeAlone":"test"}"#)
        #expect(try curlew.encode(value) == foundation.encode(value))
    }
}
