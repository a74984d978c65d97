import Foundation
import Testing

@testable import CurlewJSON

/// `JSONValue`: parsing, access, printing, equality, and Codable with both decoders.
@Suite struct JSONValueTests {
    @Test func parsesAndKeepsOrderAndNumberText() throws {
        let value = try JSONValue(parsing: #"{"z": 1, "a": [true, null, 1.50, "s"], "m": {}}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
        #expect(value["a"]?[2] == .number("1.50"))
        #expect(value["a"]?[2]?.doubleValue == 1.5)
        #expect(value["z"]?.int64Value == 1)
        #expect(value["a"]?[0]?.boolValue == true)
        #expect(value["a"]?[1]?.isNull == true)
        #expect(value["a"]?[3]?.stringValue == "s")
        #expect(value["missing"] == nil)
        #expect(value["a"]?[9] == nil)
        #expect(value[0] == nil)
        #expect(value.description == #"{"z":1,"a":[true,null,1.50,"s"],"m":{}}"#)
    }

    @Test func int64ValueReadsIntegersAsTheDecodersDo() throws {
        let value = try JSONValue(
            parsing: "[1e3, 1.0, -0, 9223372036854775807, 1.5, 1e19, -9223372036854775809, \"1\"]")
        // the decoders read `1e3` and `1.0` as integers: so does int64Value; fractions and overflow are nil
        #expect((0..<8).map { value[$0]?.int64Value } == [1000, 1, 0, .max, nil, nil, nil, nil])
        #expect(try CurlewJSONDecoder().decode([Int64].self, from: Array("[1e3, 1.0]".utf8)) == [1000, 1])
    }

    @Test func parsesBytesAndText() throws {
        #expect(try JSONValue(parsing: Data("[1]".utf8)) == [1])
        #expect(try JSONValue(parsing: "\"\\u00e9\"") == "\u{e9}")
        #expect(throws: JSONError.self) { try JSONValue(parsing: "[1,]") }
    }

    @Test func objectEqualityIgnoresOrder() {
        let first: JSONValue = ["a": 1, "b": [2]]
        let second: JSONValue = ["b": [2], "a": 1]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != ["a": 1, "b": [3]])
        #expect(JSONValue.number("1") != .number("1.0"))
    }

    @Test func objectEditing() {
        var object: JSONObject = ["a": 1]
        object["b"] = "x"
        object["a"] = 2
        #expect(JSONValue.object(object).description == #"{"a":2,"b":"x"}"#)
        object["a"] = nil
        #expect(object.keys == ["b"])
    }

    @Test func descriptionEscapes() {
        let value: JSONValue = ["k\"": "line\nbreak \u{1} tab\t \\ \u{1F600}"]
        #expect(value.description == #"{"k\"":"line\nbreak \u0001 tab\t \\ 😀"}"#)
    }

    @Test func deepValuesParseWithoutRecursion() throws {
        let text = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        var value = try JSONValue(parsing: text)
        var depth = 0
        while case .array(let elements) = value, let first = elements.first {
            value = first
            depth += 1
        }
        #expect(depth == 499)
    }

    struct Model: Codable, Equatable {
        var id: Int
        var extra: JSONValue
        var more: [String: JSONValue]?
    }

    @Test func worksAsAFieldWithFoundationsDecoderAndEncoder() throws {
        let json = #"{"id": 1, "extra": {"a": [1, 2.5, "x", null, true, {"b": {}}]}, "more": {"n": -7}}"#
        let ours = try CurlewJSONDecoder().decode(Model.self, from: Data(json.utf8))
        let theirs = try JSONDecoder().decode(Model.self, from: Data(json.utf8))
        #expect(ours == theirs)
        #expect(theirs.extra["a"]?[1] == .number("2.5"))
        let encoded = try JSONEncoder().encode(ours)
        #expect(try CurlewJSONDecoder().decode(Model.self, from: encoded) == ours)
    }

    @Test func bigNumbersThroughFoundation() throws {
        let model = Model(id: 1, extra: ["u": .number("18446744073709551615"), "d": .number("0.1")], more: nil)
        let decoded = try JSONDecoder().decode(Model.self, from: JSONEncoder().encode(model))
        #expect(decoded == model)
    }
}
