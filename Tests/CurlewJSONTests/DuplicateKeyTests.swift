import Foundation
import Testing

@testable import CurlewJSON

/// A key that appears more than once in an object: the first one counts on every path, as with Foundation.
@Suite struct DuplicateKeyTests {
    struct AB: Decodable, Equatable {
        var a: Int
        var b: Int
    }

    struct BA: Decodable, Equatable {
        var b: Int
        var a: Int
    }

    struct Counts: Decodable, Equatable {
        var counts: [String: Int]
    }

    static let json = #"{"a": 1, "b": 2, "a": 3, "b": 4}"#

    private func ours<T: Decodable>(_ type: T.Type, _ json: String = json) throws -> T {
        try CurlewJSONDecoder().decode(type, from: Array(json.utf8))
    }

    private func foundation<T: Decodable>(_ type: T.Type, _ json: String = json) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func modelsTakeTheFirstWhateverTheirFieldOrder() throws {
        #expect(try ours(AB.self) == AB(a: 1, b: 2))
        #expect(try ours(BA.self) == BA(b: 2, a: 1))
        #expect(try ours(AB.self) == foundation(AB.self))
        #expect(try ours(BA.self) == foundation(BA.self))
        // Keys out of order, the repeat right where the lookup resumes.
        let shuffled = #"{"b": 5, "a": 6, "b": 7}"#
        #expect(try ours(AB.self, shuffled) == AB(a: 6, b: 5))
        #expect(try ours(AB.self, shuffled) == foundation(AB.self, shuffled))
    }

    @Test func dictionariesTakeTheFirst() throws {
        // The reader path (`[String: Int]` is JSONDecodable) and the tape decoder's fast path inside a model.
        #expect(try ours([String: Int].self) == ["a": 1, "b": 2])
        #expect(try ours([String: Int].self) == foundation([String: Int].self))
        let nested = #"{"counts": \#(Self.json)}"#
        #expect(try ours(Counts.self, nested) == foundation(Counts.self, nested))
        #expect(try ours(Counts.self, nested).counts == ["a": 1, "b": 2])
        #expect(try ours([String: Int8].self) == foundation([String: Int8].self))
        // The repeat is not read: a value of another type there is no error (as with Foundation).
        let mixed = #"{"counts": {"a": 1, "a": "x"}}"#
        #expect(try ours(Counts.self, mixed) == foundation(Counts.self, mixed))
        #expect(try ours([String: Int].self, #"{"a": 1, "a": "x"}"#) == ["a": 1])
    }

    @Test func jsonValueTakesTheFirst() throws {
        #expect(try JSONValue(parsing: Self.json)["a"] == 1)
        #expect(try ours(JSONValue.self)["a"] == 1)
    }

    @Test func snakeCaseKeysTakeTheFirst() throws {
        struct User: Decodable, Equatable { var userId: Int }
        let json = #"{"user_id": 1, "user_id": 2}"#
        var decoder = CurlewJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let theirs = JSONDecoder()
        theirs.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(User.self, from: Array(json.utf8)) == User(userId: 1))
        #expect(try theirs.decode(User.self, from: Data(json.utf8)) == User(userId: 1))
    }

    @Test func aKeyReadTwiceGivesTheFirstBothTimes() throws {
        struct Twice: Decodable {
            var values: [Int] = []
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: JSONCodingKey.self)
                for key in ["a", "b", "a", "b", "a"] {
                    values.append(try container.decode(Int.self, forKey: JSONCodingKey(stringValue: key)))
                }
            }
        }
        #expect(try ours(Twice.self).values == [1, 2, 1, 2, 1])
        #expect(try foundation(Twice.self).values == [1, 2, 1, 2, 1])
    }

    @Test func largeObjectsTakeTheFirst() throws {
        // Many keys read in order (a `[String: V]` of models): the cursor's marks all collide, repeats still count.
        struct Item: Decodable, Equatable { var v: Int }
        let members = (0..<300).map { #""k\#($0)": {"v": \#($0)}"# } + [#""k5": {"v": -1}"#, #""k250": {"v": -2}"#]
        let json = "{" + members.joined(separator: ", ") + "}"
        let decoded = try ours([String: Item].self, json)
        #expect(decoded.count == 300)
        #expect(decoded["k5"] == Item(v: 5))
        #expect(decoded["k250"] == Item(v: 250))
        #expect(decoded == (try foundation([String: Item].self, json)))
    }
}
