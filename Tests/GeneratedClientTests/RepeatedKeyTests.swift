import CurlewJSON
import Foundation
import Testing

/// A key repeated in an object keeps its first value on the generated fast path (`init(from reader:)`), as with
/// Foundation's `JSONDecoder` and CurlewJSON's Codable path: the same document decodes the same on every path.
@Suite struct RepeatedKeyTests {
    func decodeBoth<T: Decodable & Equatable & JSONDecodable>(_ type: T.Type, _ json: String) throws -> T {
        let ours = try CurlewJSONDecoder().decode(T.self, from: Array(json.utf8))
        let foundation = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        #expect(ours == foundation)
        return ours
    }

    @Test func aModelKeepsTheFirstValueOfARepeatedKey() throws {
        let pair = try decodeBoth(RepeatPair.self, #"{"b": 2, "a": 1, "b": 20, "a": 10}"#)
        #expect(pair.a == 1)
        #expect(pair.b == 2)
        // The repeat is skipped unread: a value of another type there is no error, as with Foundation.
        #expect(try decodeBoth(RepeatPair.self, #"{"a": 1, "b": 2, "a": "x"}"#).a == 1)
    }

    @Test func aDictionaryReadInAGeneratedLoopKeepsTheFirstValue() throws {
        let json = #"{"a": 1, "b": 2, "groups": {"x": [{"n": 1}], "y": [], "x": [{"n": 2}, {"n": 3}]}}"#
        let pair = try decodeBoth(RepeatPair.self, json)
        #expect(pair.groups == ["x": [RepeatItem(n: 1)], "y": []])
    }

    @Test func aModelWithMoreThan64FieldsKeepsTheFirstValueInEitherWord() throws {
        let wide = try decodeBoth(RepeatWide.self, #"{"f0": 1, "f69": 2, "f69": 3, "f0": 4, "f64": 5, "f64": 6}"#)
        #expect(wide.f0 == 1)
        #expect(wide.f64 == 5)
        #expect(wide.f69 == 2)
        #expect(wide.f1 == nil)
    }
}
