import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewJSON

/// The `.sortedKeys`, Decimal and URL cases of swift-foundation's
/// `Tests/FoundationEssentialsTests/JSONEncoderTests.swift` (Apache 2.0 with Runtime Library Exception; values and
/// expected text rewritten for swift-testing), and the encoder cases around them that the first port left out:
/// containers asked for twice under one key, a single value amended by a keyed container, super encoders written
/// after a later value. Each runs through both encoders in the same test, comparing bytes.
@Suite struct FoundationPortedEncoderOutputTests {
    typealias Coders = FoundationPortedTests.Coders

    /// Both encoders' sorted text for `value`, after checking they are equal.
    static func sortedText<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws -> String
    {
        let coders = Coders()
        let theirs = String(decoding: try coders.foundationEncoder.encode(value), as: UTF8.self)
        let ours = String(decoding: try coders.encoder.encode(value), as: UTF8.self)
        #expect(ours == theirs, sourceLocation: sourceLocation)
        return ours
    }

    @Test func sortedKeysOrderAsFoundationDoes() throws {
        let keys = [
            "Foo": 1, "FOO": 2, "foo": 3, "foo1": 4, "Foo2": 5, "foo3": 6, "foo12": 7, "Foo11": 8, "føo": 9, "bar": 10,
        ]
        // Foundation outside Apple's platforms sorts by code point, not by the locale's rules.
        try Coders().roundTrip(
            keys,
            expected: #"{"FOO":2,"Foo":1,"Foo11":8,"Foo2":5,"bar":10,"foo":3,"foo1":4,"foo12":7,"foo3":6,"føo":9}"#)
    }

    @Test func sortedKeysAreStableWhateverTheHashOrder() throws {
        var keys = ["AAA": 1, "AAAAAAB": 2]
        try Coders().roundTrip(keys, expected: #"{"AAA":1,"AAAAAAB":2}"#)
        var generator = SplitMix64(seed: 0x5EED)
        for number in (0..<256).shuffled(using: &generator) { keys["key\(number)"] = number }
        let text = try Self.sortedText(keys)
        #expect(text.hasPrefix(#"{"AAA":1,"AAAAAAB":2,"key0":0,"key1":1,"key10":10,"key100":100,"#))
        try Coders().roundTrip(keys)
    }

    struct TwoContainersOneKey: Codable, Equatable {
        var first = "Johnny Appleseed"
        var second = "appleseed@apple.com"
        enum TopKeys: String, CodingKey { case top }
        enum FirstKeys: String, CodingKey { case first }
        enum SecondKeys: String, CodingKey { case second }
        init() {}
        init(from decoder: any Decoder) throws {
            let top = try decoder.container(keyedBy: TopKeys.self)
            first = try top.nestedContainer(keyedBy: FirstKeys.self, forKey: .top).decode(String.self, forKey: .first)
            second = try top.nestedContainer(keyedBy: SecondKeys.self, forKey: .top).decode(
                String.self, forKey: .second)
        }
        func encode(to encoder: any Encoder) throws {
            var top = encoder.container(keyedBy: TopKeys.self)
            var first = top.nestedContainer(keyedBy: FirstKeys.self, forKey: .top)
            try first.encode(self.first, forKey: .first)
            var second = top.nestedContainer(keyedBy: SecondKeys.self, forKey: .top)
            try second.encode(self.second, forKey: .second)
        }
    }

    @Test func twoNestedContainersUnderOneKeyMerge() throws {
        try Coders().roundTrip(
            TwoContainersOneKey(), expected: #"{"top":{"first":"Johnny Appleseed","second":"appleseed@apple.com"}}"#)
    }

    struct EncodesTwice: Encodable {
        enum CodingKeys: String, CodingKey { case container, somethingElse }
        struct Nested: Encodable { let foo = "Test" }
        func encode(to encoder: any Encoder) throws {
            var top = encoder.container(keyedBy: CodingKeys.self)
            try top.encode("Foo", forKey: .somethingElse)
            try top.encode(Nested(), forKey: .container)
            var again = top.nestedContainer(keyedBy: CodingKeys.self, forKey: .container)
            try again.encode("SecondAgain", forKey: .somethingElse)
        }
    }

    struct AmendedDictionary: Encodable {
        enum CodingKeys: String, CodingKey { case a }
        func encode(to encoder: any Encoder) throws {
            var single = encoder.singleValueContainer()
            try single.encode(["a": "b", "other": "foo"])
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            try keyed.encode("c", forKey: .a)
        }
    }

    @Test func aContainerAskedForAgainAppendsToTheValueThere() throws {
        #expect(
            try Self.sortedText(EncodesTwice())
                == #"{"container":{"foo":"Test","somethingElse":"SecondAgain"},"somethingElse":"Foo"}"#)
        #expect(try Self.sortedText(AmendedDictionary()) == #"{"a":"c","other":"foo"}"#)
    }

    /// `test_superEncoders` as written: the unkeyed container gets a value after its two super encoders are made
    /// and before they are written; their values land where they were asked for.
    struct SuperEncodersThenAValue: Encodable {
        enum CodingKeys: String, CodingKey { case firstSuper, secondSuper, unkeyed }
        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            var first = keyed.superEncoder(forKey: .firstSuper).singleValueContainer()
            var second = keyed.superEncoder(forKey: .secondSuper).singleValueContainer()
            try first.encode("First")
            try second.encode("Second")
            var unkeyed = keyed.nestedUnkeyedContainer(forKey: .unkeyed)
            try unkeyed.encode(0)
            let unkeyedFirst = unkeyed.superEncoder()
            let unkeyedSecond = unkeyed.superEncoder()
            try unkeyed.encode(42)
            var firstValue = unkeyedFirst.singleValueContainer()
            var secondValue = unkeyedSecond.singleValueContainer()
            try firstValue.encode("First")
            try secondValue.encode("Second")
        }
    }

    @Test func superEncodersWrittenAfterALaterValue() throws {
        let text = try Self.sortedText(SuperEncodersThenAValue())
        #expect(text == #"{"firstSuper":"First","secondSuper":"Second","unkeyed":[0,"First","Second",42]}"#)
    }

    // MARK: Decimal and URL

    @Test func aDecimalIsWrittenAsANumber() throws {
        let big = Decimal(sign: .plus, exponent: 127, significand: Decimal(1))
        let text = "1" + String(repeating: "0", count: 127)
        try Coders().roundTrip(big, expected: text)
        try Coders().roundTrip(Optional(big), expected: text)
        let huge = "23456789012000000000000000000000000000000000000000000000000000000000000000000 "
        try Coders().decodes(huge, to: Decimal(string: huge)!)
        struct Limits: Codable, Equatable {
            var uint64Max = Decimal(UInt64.max)
            var uint64MaxPlusOne = Decimal(UInt64.max) + Decimal(1)
            var int64Min = Decimal(Int64.min)
            var int64MinMinusOne = Decimal(Int64.min) - Decimal(1)
        }
        try Coders().roundTrip(
            Limits(),
            expected: #"{"int64Min":-9223372036854775808,"int64MinMinusOne":-9223372036854775809,"#
                + #""uint64Max":18446744073709551615,"uint64MaxPlusOne":18446744073709551616}"#)
    }

    @Test func aURLIsWrittenAsAString() throws {
        let url = URL(string: "http://swift.org")!
        try Coders().roundTrip(url, expected: #""http:\/\/swift.org""#)
        try Coders().roundTrip(Optional(url), expected: #""http:\/\/swift.org""#)
        let unescaped = Coders { fe, _, ce, _ in
            fe.outputFormatting.insert(.withoutEscapingSlashes)
            ce.outputFormatting.insert(.withoutEscapingSlashes)
        }
        try unescaped.roundTrip(url, expected: #""http://swift.org""#)
        try unescaped.roundTrip(Optional(url), expected: #""http://swift.org""#)
    }

    // MARK: NaN through a strategy, dates

    struct FloatNaN: Codable, Equatable {
        init() {}
        init(from decoder: any Decoder) throws {
            guard try decoder.singleValueContainer().decode(Float.self).isNaN else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not NaN"))
            }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Float.nan)
        }
    }

    struct DoubleNaN: Codable, Equatable {
        init() {}
        init(from decoder: any Decoder) throws {
            guard try decoder.singleValueContainer().decode(Double.self).isNaN else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not NaN"))
            }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Double.nan)
        }
    }

    static func nanStrings() -> Coders {
        Coders { fe, fd, ce, cd in
            fe.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
            fd.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
            ce.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
            cd.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
        }
    }

    @Test func aNaNRoundTripsAsItsString() throws {
        let coders = Self.nanStrings()
        try coders.roundTrip(FloatNaN(), expected: #""NaN""#)
        try coders.roundTrip(DoubleNaN(), expected: #""NaN""#)
        try coders.roundTrip([FloatNaN()], expected: #"["NaN"]"#)
        try coders.roundTrip([DoubleNaN()], expected: #"["NaN"]"#)
        Coders().encodeFails(FloatNaN())
        Coders().encodeFails(DoubleNaN())
    }

    /// `x_testEncodingDate`: a date whose seconds have many digits round-trips exactly, as does now.
    @Test func datesRoundTripExactlyByDefault() throws {
        let coders = Coders()
        try coders.roundTrip(Date(timeIntervalSinceReferenceDate: 0.0021413276231263384))
        try coders.roundTrip(Date())
        try coders.roundTrip(Optional(Date()))
    }

    /// `test_equivalentUTF8Sequences`: two spellings of one string are one key in a Swift dictionary.
    @Test func canonicallyEquivalentKeysAreOneKey() throws {
        let json = Array("{\n  \"caf\\u00e9\" : true,\n  \"cafe\\u0301\" : false\n}".utf8)
        let theirs = try JSONDecoder().decode([String: Bool].self, from: Data(json))
        let ours = try CurlewJSONDecoder().decode([String: Bool].self, from: json)
        #expect(theirs.count == 1)
        #expect(ours == theirs)
    }
}
