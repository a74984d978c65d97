import Foundation
import Testing

@testable import CurlewJSON

/// Snake case key strategies, checked against Foundation's coders.
@Suite struct KeyStrategyTests {
    struct Profile: Codable, Equatable {
        var firstName: String
        var myURLProperty: String
        var id: Int
        var _private: Bool
        var counts: [String: Int]
        var extra: JSONValue
    }

    static let profile = Profile(
        firstName: "Ann", myURLProperty: "u", id: 1, _private: true, counts: ["someKey": 1], extra: ["keep_me": 1])

    @Test func encodesLikeFoundation() throws {
        var ours = CurlewJSONEncoder()
        ours.keyEncodingStrategy = .convertToSnakeCase
        ours.outputFormatting = .sortedKeys
        let text = String(decoding: try ours.encode(Self.profile), as: UTF8.self)
        #expect(
            text
                == #"{"_private":true,"counts":{"someKey":1},"extra":{"keep_me":1},"first_name":"Ann","id":1,"my_url_property":"u"}"#
        )
        let theirs = JSONEncoder()
        theirs.keyEncodingStrategy = .convertToSnakeCase
        let foundation = try JSONSerialization.jsonObject(with: theirs.encode(Self.profile)) as? [String: Any]
        #expect(
            foundation.map { Set($0.keys) } == ["_private", "counts", "extra", "first_name", "id", "my_url_property"])
    }

    struct Account: Codable, Equatable {
        var firstName: String
        var myUrlProperty: String
        var _private: Bool
        var counts: [String: Int]
        var byName: [String: Account]?
        var extra: JSONValue
    }

    @Test func decodesLikeFoundation() throws {
        let json = Data(
            #"""
            {"first_name": "Ann", "my_url_property": "u", "_private": true, "counts": {"some_key": 1},
             "by_name": {"the_friend": {"first_name": "Bo", "my_url_property": "v", "_private": false, "counts": {},
               "extra": null}},
             "extra": {"keep_me": 1}}
            """#.utf8)
        var ours = CurlewJSONDecoder()
        ours.keyDecodingStrategy = .convertFromSnakeCase
        let theirs = JSONDecoder()
        theirs.keyDecodingStrategy = .convertFromSnakeCase
        let decoded = try ours.decode(Account.self, from: json)
        #expect(decoded.firstName == "Ann")
        #expect(decoded.myUrlProperty == "u")
        #expect(decoded.counts == ["some_key": 1])
        #expect(decoded.byName?["the_friend"]?.firstName == "Bo")
        #expect(decoded.extra == ["keep_me": 1])
        var foundation = try theirs.decode(Account.self, from: json)
        #expect(foundation.extra == ["keepMe": 1])  // Foundation converts keys inside JSONValue; CurlewJSON keeps them
        foundation.extra = decoded.extra
        #expect(foundation == decoded)
    }

    @Test func errorsNameTheDocumentsKeys() throws {
        // GIVEN snake-case keys, through a dictionary whose keys stay as written
        var decoder = CurlewJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let wrongType =
            #"{"first_name": "Ann", "my_url_property": "u", "_private": true, "counts": {},"#
            + #" "by_name": {"the_friend": {"first_name": 7}}, "extra": null}"#
        // THEN a value of the wrong type is named by the path the document has, and located at its bytes
        let mismatch = try decodingFailure {
            try decoder.decode(Account.self, from: Array(wrongType.utf8))
        }
        #expect(mismatch.path == "$.by_name.the_friend.first_name")
        #expect(mismatch.byteOffset == Array(wrongType.utf8).firstIndex(of: UInt8(ascii: "7")))
        // AND a missing key is named as the document would write it, with the coding key beside it
        let missing = try decodingFailure {
            try decoder.decode(Account.self, from: Array(#"{"first_name": "Ann", "_private": true}"#.utf8))
        }
        #expect(missing.message == #"missing key "my_url_property" (the coding key "myUrlProperty")"#)
        #expect(missing.path == "$")
    }

    struct Scores: Decodable {
        var scores: [String: Int]
    }

    struct Row: Decodable {
        var userId: Int
    }

    @Test func errorsInDictionariesAndLongArraysNameTheDocumentsKeys() throws {
        var decoder = CurlewJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        // A dictionary's keys are not converted: "aB" is its own key, not the a_b before it
        let scores = #"{"scores": {"a_b": 1, "aB": "x"}}"#
        let inDictionary = try decodingFailure {
            try decoder.decode(Scores.self, from: Array(scores.utf8))
        }
        #expect(inDictionary.path == "$.scores.aB")
        #expect(inDictionary.byteOffset == Array(scores.utf8).firstIndex(of: UInt8(ascii: "x")).map { $0 - 1 })
        // A root array long enough that the decoder lets go of the elements before the one that fails
        let rows = String(repeating: #"{"user_id": 1}, "#, count: 6000) + #"{"user_id": "x"}]"#
        let inLongArray = try decodingFailure {
            try decoder.decode([Row].self, from: Array(("[" + rows).utf8))
        }
        #expect(inLongArray.path == "$[6000].user_id")
        #expect(inLongArray.byteOffset == ("[" + rows).utf8.count - 5)
    }

    @Test func roundTripsThroughBothStrategies() throws {
        let account = Account(
            firstName: "A", myUrlProperty: "u", _private: false, counts: ["someKey": 2], byName: nil, extra: ["aB": 1])
        var encoder = CurlewJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        var decoder = CurlewJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(Account.self, from: encoder.encode(account)) == account)
    }

    /// Records the keys a keyed container reports, or encodes the given keys.
    struct Keys: Codable {
        var names: [String]
        struct Key: CodingKey {
            var stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        init(names: [String]) { self.names = names }
        init(from decoder: any Decoder) throws {
            names = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for name in names { try container.encode(1, forKey: Key(stringValue: name)) }
        }
    }

    @Test(arguments: ["oneTwoThree", "myURLProperty", "URL", "a", "alreadySnake_case", "single", "_leadingCaps"])
    func toSnakeCaseMatchesFoundation(key: String) throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let foundation = try JSONSerialization.jsonObject(with: encoder.encode(Keys(names: [key]))) as? [String: Int]
        #expect(foundation?.keys.first == SnakeCase.toSnakeCase(key))
        var ours = CurlewJSONEncoder()
        ours.keyEncodingStrategy = .convertToSnakeCase
        #expect(
            try JSONValue(parsing: ours.encode(Keys(names: [key]))).objectValue?.keys.first == foundation?.keys.first)
    }

    /// The names Foundation's `convertFromSnakeCase` gives `key`, after expecting CurlewJSONDecoder's to be the same.
    static func expectSameCamelCase(_ key: String) throws -> [String] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = Data(#"{"\#(key)": 1}"#.utf8)
        let foundation = try decoder.decode(Keys.self, from: json).names
        var ours = CurlewJSONDecoder()
        ours.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try ours.decode(Keys.self, from: json).names == foundation)
        return foundation
    }

    @Test(arguments: ["one_two_three", "_leading", "trailing__", "__both_ends__", "ALL_CAPS", "plain", "___", "a__b"])
    func toCamelCaseMatchesFoundation(key: String) throws {
        let foundation = try Self.expectSameCamelCase(key)
        #expect([SnakeCase.toCamelCase(key)] == foundation)
    }

    @Test(arguments: ["image_2x", "address_2nd_line", "x_123abc", "a_b2c", "ab_CD", "version_2_0", "a_\u{e9}b"])
    func wordsStartingWithADigitMatchFoundation(key: String) throws {
        // Foundation capitalizes each word with `capitalized`: a letter after a digit is capitalized too.
        let foundation = try Self.expectSameCamelCase(key)
        // And back: both encoders give the same snake case key for the converted name.
        let camel = try #require(foundation.first)
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let theirs = try JSONSerialization.jsonObject(with: encoder.encode(Keys(names: [camel]))) as? [String: Int]
        var ourEncoder = CurlewJSONEncoder()
        ourEncoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(
            try JSONValue(parsing: ourEncoder.encode(Keys(names: [camel]))).objectValue?.keys.first
                == theirs?.keys.first)
    }

    @Test func aModelWithDigitWordsDecodesFromSnakeCase() throws {
        struct Image: Decodable, Equatable {
            var image2X: String
            var address2NdLine: String
        }
        let json = #"{"image_2x": "i", "address_2nd_line": "a"}"#
        var ours = CurlewJSONDecoder()
        ours.keyDecodingStrategy = .convertFromSnakeCase
        let theirs = JSONDecoder()
        theirs.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try ours.decode(Image.self, from: Array(json.utf8)) == Image(image2X: "i", address2NdLine: "a"))
        #expect(try theirs.decode(Image.self, from: Data(json.utf8)) == Image(image2X: "i", address2NdLine: "a"))
    }
}
