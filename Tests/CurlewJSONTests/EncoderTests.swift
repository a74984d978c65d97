import Foundation
import Testing

@testable import CurlewJSON

/// `CurlewJSONEncoder`: exact output, options, rejections, and round trips through the decoder.
@Suite struct EncoderTests {
    struct Pet: Codable, Hashable {
        var id: Int64
        var name: String
        var tag: String?
        var weight: Double
        var photo: Data
        var home: URL
        var price: Decimal
        var attributes: [String: JSONValue]
        var children: [Pet]
    }

    static let pet = Pet(
        id: .max, name: "Rex \"the\" dog / \u{e9}\u{1F600}\n", tag: nil, weight: 0.1, photo: Data([0, 1, 254]),
        home: URL(string: "https://example.com/p?q=1")!, price: Decimal(string: "12.30")!,
        attributes: ["big": .number("12345678901234567890123"), "list": [1, "a", nil, ["x": true]]],
        children: [
            Pet(
                id: -1, name: "pup", tag: "t", weight: 1e300, photo: Data(), home: URL(string: "a:b")!,
                price: 0, attributes: [:], children: [])
        ]
    )

    private func text(_ value: some Encodable, _ formatting: CurlewJSONEncoder.OutputFormatting = []) throws -> String {
        var encoder = CurlewJSONEncoder()
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func compactOutput() throws {
        #expect(
            try text(Self.pet.children[0])
                == #"{"id":-1,"name":"pup","tag":"t","weight":1e+300,"photo":"","home":"a:b","price":0,"attributes":{},"children":[]}"#
        )
        #expect(try text([1.0, 0.5, -0.0, 100]) == "[1,0.5,-0,100]")
        #expect(try text([Float(0.1)]) == "[0.1]")
        #expect(try text(["a": 1] as [String: Int]) == #"{"a":1}"#)
        #expect(try text("\u{0}\t\"\\") == #""\u0000\t\"\\""#)
        #expect(try text(Int?.none) == "null")
    }

    @Test func roundTripsToEqualValues() throws {
        let data = try CurlewJSONEncoder().encode(Self.pet)
        #expect(try CurlewJSONDecoder().decode(Pet.self, from: data) == Self.pet)
        #expect(try JSONDecoder().decode(Pet.self, from: data).children == Self.pet.children)
        for formatting: CurlewJSONEncoder.OutputFormatting in [
            [.sortedKeys], [.prettyPrinted], [.sortedKeys, .prettyPrinted],
        ] {
            var encoder = CurlewJSONEncoder()
            encoder.outputFormatting = formatting
            #expect(try CurlewJSONDecoder().decode(Pet.self, from: encoder.encode(Self.pet)) == Self.pet)
        }
    }

    @Test func jsonValueNumbersKeepTheirText() throws {
        let value: JSONValue = ["n": .number("1.50"), "huge": .number("1e400"), "list": [.number("-0")]]
        #expect(try text(value) == #"{"n":1.50,"huge":1e400,"list":[-0]}"#)
        #expect(try JSONValue(parsing: CurlewJSONEncoder().encode(value)) == value)
        #expect(throws: EncodingError.self) { try text(JSONValue.number("01")) }
        let error = try #require(throws: EncodingError.self) { try text(["a": [1, .number("1.")]] as JSONValue) }
        guard case .invalidValue(_, let context) = error else { return }
        #expect(context.codingPath.map(\.stringValue) == ["a", "Index 1"])
        #expect(context.debugDescription == "not a JSON number: 1.")
    }

    @Test func sortedAndPretty() throws {
        let value: JSONValue = ["b": [1, 2], "a": ["d": nil, "c": "x"]]
        #expect(try text(value, [.sortedKeys]) == #"{"a":{"c":"x","d":null},"b":[1,2]}"#)
        #expect(
            try text(value, [.sortedKeys, .prettyPrinted]) == """
                {
                  "a" : {
                    "c" : "x",
                    "d" : null
                  },
                  "b" : [
                    1,
                    2
                  ]
                }
                """)
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        struct Reading: Encodable { var value: Double }
        let error = try #require(throws: EncodingError.self) { try text([Reading(value: .nan)]) }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 0", "value"])
        #expect(context.debugDescription == "cannot encode the non-finite Double nan as JSON")
        #expect(throws: EncodingError.self) { try text(Float.infinity) }
    }

    @Test func decimalNaNIsRejected() throws {
        // Its description, `NaN`, is not JSON (Foundation writes it anyway); a Decimal number is written as is.
        let error = try #require(throws: EncodingError.self) { try text(["x": [Decimal(1), Decimal.nan]]) }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["x", "Index 1"])
        #expect(try text([Decimal(string: "-12.50")!]) == "[-12.5]")
    }

    @Test func customEncodingWithNestedContainersAndSuperEncoder() throws {
        struct Shape: Encodable {
            enum Keys: String, CodingKey { case geometry, center, radius }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var geometry = container.nestedContainer(keyedBy: Keys.self, forKey: .geometry)
                var center = geometry.nestedUnkeyedContainer(forKey: .center)
                try geometry.encode(2.5, forKey: .radius)
                try center.encode(1)
                try center.encode(2)
                var parent = container.superEncoder().singleValueContainer()
                try parent.encode("base")
                try container.encode(3, forKey: .radius)
                try container.encode(4, forKey: .radius)
            }
        }
        #expect(try text(Shape()) == #"{"geometry":{"center":[1,2],"radius":2.5},"super":"base","radius":4}"#)
    }

    @Test func emptyModelsEncodeAsEmptyObjects() throws {
        struct Empty: Codable, Equatable {}
        #expect(try text([Empty()]) == "[{}]")
    }
}
