import Foundation
import Testing

@testable import CurlewJSON

/// `KeyedDecodingContainer.allKeys` lists each key once, as Foundation's decoder does, even when the object repeats
/// a key or two of its keys convert to the same coding key: code that builds a dictionary from `allKeys` (with
/// `Dictionary(uniqueKeysWithValues:)`) must not trap.
@Suite struct AllKeysTests {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The keys its object lists, in order.
    struct Keys: Decodable {
        var names: [String]

        init(from decoder: any Decoder) throws {
            names = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
        }
    }

    private func keys(_ json: String, snakeCase: Bool = false) throws -> (ours: [String], foundation: [String]) {
        var ours = CurlewJSONDecoder()
        let foundation = JSONDecoder()
        if snakeCase {
            ours.keyDecodingStrategy = .convertFromSnakeCase
            foundation.keyDecodingStrategy = .convertFromSnakeCase
        }
        return (
            try ours.decode(Keys.self, from: Array(json.utf8)).names,
            try foundation.decode(Keys.self, from: Data(json.utf8)).names
        )
    }

    @Test func repeatedKeyIsListedOnceAtItsFirstPlace() throws {
        let (ours, foundation) = try keys(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(ours == ["a", "b"])
        #expect(Set(foundation) == Set(ours) && foundation.count == ours.count)
    }

    @Test func keysConvertingToOneCodingKeyAreListedOnce() throws {
        let (ours, foundation) = try keys(#"{"url_string": 1, "URL_string": 2, "a_b": 3, "aB": 4}"#, snakeCase: true)
        #expect(ours == ["urlString", "aB"])
        #expect(Set(foundation) == Set(ours) && foundation.count == ours.count)
    }

    @Test func largeObjectWithRepeats() throws {
        let names = (0..<300).map { "key\($0 % 200)" }
        let json = "{" + names.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
        let (ours, foundation) = try keys(json)
        #expect(ours == Array(names.prefix(200)))
        #expect(Set(foundation) == Set(ours) && foundation.count == ours.count)
    }

    @Test func distinctKeysAreAllListed() throws {
        let names = (0..<100).map { "k\($0)" }
        let json = "{" + names.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
        #expect(try keys(json).ours == names)
    }
}
