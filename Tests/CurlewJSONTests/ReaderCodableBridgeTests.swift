@_spi(Generated) import CurlewJSON
import Foundation
import Testing

/// `JSONReader.decode(_:from:)`: the one decoding path generated models' `init(from decoder:)` share with their
/// reader, under CurlewJSON's decoder (on its own tape) and under Foundation's (through a `JSONValue`).
@Suite struct ReaderCodableBridgeTests {
    /// A model as the generator writes it: a reader init, and a Codable init that goes through it.
    struct Point: JSONDecodable, Codable, Equatable {
        var x: Int
        var label: String?

        static let keys = JSONKeys(["x", "label"])

        init(x: Int, label: String? = nil) { (self.x, self.label) = (x, label) }

        init(from reader: inout JSONReader) throws {
            var x: Int?
            var label: String?
            try reader.beginObject()
            while let key = try reader.nextKey(in: Self.keys) {
                switch key {
                case 0: x = try reader.readInt()
                case 1: label = try reader.readOptional(String.self)
                default: try reader.skipValue()
                }
            }
            guard let x else { throw reader.missingKey("x") }
            (self.x, self.label) = (x, label)
        }

        init(from decoder: any Decoder) throws {
            self = try JSONReader.decode(Self.self, from: decoder)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encode(x, forKey: "x")
            try container.encodeIfPresent(label, forKey: "label")
        }
    }

    /// Not `JSONDecodable`: its points decode through their Codable init.
    struct Shape: Decodable, Equatable {
        var name: String
        var points: [Point]
    }

    static let json = #"{"name": "tri", "points": [{"x": 1}, {"label": "b", "x": 2, "extra": [1, {"y": 2}]}]}"#

    @Test func decodesInsideCodableTypesWithEitherDecoder() throws {
        let expected = Shape(name: "tri", points: [Point(x: 1), Point(x: 2, label: "b")])
        #expect(try CurlewJSONDecoder().decode(Shape.self, from: Array(Self.json.utf8)) == expected)
        #expect(try JSONDecoder().decode(Shape.self, from: Data(Self.json.utf8)) == expected)
    }

    @Test func failuresAreDecodingErrorsAtTheFullPath() throws {
        let json = #"{"name": "tri", "points": [{"x": 1}, {"label": "b"}]}"#
        for decode in [
            { try CurlewJSONDecoder().decode(Shape.self, from: Array(json.utf8)) },
            { try JSONDecoder().decode(Shape.self, from: Data(json.utf8)) },
        ] {
            do {
                _ = try decode()
                Issue.record("decoded a point without its required x")
            } catch DecodingError.keyNotFound(let key, let context) {
                #expect(key.stringValue == "x")
                #expect(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["points", "1"])
            }
        }
    }

    @Test func aWrongTypeIsATypeMismatch() {
        let json = #"{"name": "tri", "points": [{"x": "one"}]}"#
        #expect(throws: DecodingError.self) { try CurlewJSONDecoder().decode(Shape.self, from: Array(json.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shape.self, from: Data(json.utf8)) }
    }

    /// A generated model's date-time field, as the generator writes it.
    struct Stamp: JSONDecodable, Codable, Equatable {
        var at: Date

        static let keys = JSONKeys(["at"])

        init(at: Date) { self.at = at }

        init(from reader: inout JSONReader) throws {
            var at: Date?
            try reader.beginObject()
            while let key = try reader.nextKey(in: Self.keys) {
                if key == 0 { at = try reader.readDate() } else { try reader.skipValue() }
            }
            guard let at else { throw reader.missingKey("at") }
            self.at = at
        }

        init(from decoder: any Decoder) throws {
            self = try JSONReader.decode(Self.self, from: decoder)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encode(at, forKey: "at")
        }
    }

    @Test("under Foundation's decoder a date-time is RFC 3339 text, whatever its date strategy; a number is an error")
    func foundationReadsDatesAsTheSpecWritesThem() throws {
        let json = Data(#"{"at": "2026-12-02T13:30:00Z"}"#.utf8)
        let expected = Stamp(at: Date(timeIntervalSince1970: 1_796_218_200))
        let iso = JSONDecoder()
        iso.dateDecodingStrategy = .iso8601
        #expect(try iso.decode(Stamp.self, from: json) == expected)
        #expect(try JSONDecoder().decode(Stamp.self, from: json) == expected)
        let number = Data(#"{"at": 786000000}"#.utf8)  // Foundation's default encoding of a date: not misread
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stamp.self, from: number) }
    }

    @Test func jsonKeyEncodesByItsString() throws {
        let text = String(decoding: try CurlewJSONEncoder().encode(Point(x: 3, label: "c")), as: UTF8.self)
        #expect(text == #"{"x":3,"label":"c"}"#)
        #expect(JSONKey(intValue: 1) == nil)
        #expect(JSONKey(stringValue: "a") == "a")
    }

    @Test func keysTellWhetherTheyHoldAName() {
        let keys = JSONKeys(["id", "a_much_longer_key_name", "x"])
        #expect(keys.contains("id") && keys.contains("a_much_longer_key_name") && keys.contains("x"))
        #expect(!keys.contains("i") && !keys.contains("a_much_longer_key_nam") && !keys.contains(""))
    }
}
