import Foundation
import Testing

@testable import CurlewJSON

/// swift-corelibs-foundation's `Tests/Foundation/TestJSONEncoder.swift` (Apache 2.0 with Runtime Library Exception)
/// writes most values inside a one-member object (`TopLevelObjectWrapper`) and a one-element array
/// (`TopLevelArrayWrapper`), not only at the top level: each scalar, each date and data strategy, non-conforming
/// floats. These are those cases, each through Foundation's coders and Curlew's in the same test.
@Suite struct CorelibsPortedWrapperTests {
    typealias Coders = FoundationPortedTests.Coders

    struct InObject<T: Codable & Equatable>: Codable, Equatable {
        var value: T
    }

    struct InArray<T: Codable & Equatable>: Codable, Equatable {
        var value: T
        init(_ value: T) { self.value = value }
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            value = try container.decode(T.self)
            guard container.isAtEnd else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "more"))
            }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(value)
        }
    }

    /// `test_codingOf(value:toAndFrom:)`: the value inside an object and inside an array, as `text`.
    static func codes<T: Codable & Equatable>(_ value: T, as text: String, with coders: Coders = Coders()) throws {
        try coders.roundTrip(InObject(value: value), expected: #"{"value":\#(text)}"#)
        try coders.roundTrip(InArray(value), expected: "[\(text)]")
    }

    static let scalars: [String: @Sendable () throws -> Void] = [
        "true": { try codes(true, as: "true") }, "false": { try codes(false, as: "false") },
        "nil": { try codes(Int?.none, as: "null") }, "Int8": { try codes(Int8(-42), as: "-42") },
        "UInt8": { try codes(UInt8(42), as: "42") }, "Int16": { try codes(Int16(-30042), as: "-30042") },
        "UInt16": { try codes(UInt16(30042), as: "30042") },
        "Int32": { try codes(Int32(-2_000_000_042), as: "-2000000042") },
        "UInt32": { try codes(UInt32(2_000_000_042), as: "2000000042") },
        "Int64": { try codes(Int64(-9_000_000_000_000_000_042), as: "-9000000000000000042") },
        "UInt64": { try codes(UInt64(9_000_000_000_000_000_042), as: "9000000000000000042") },
        "Int": { try codes(Int(-9_000_000_000_000_000_042), as: "-9000000000000000042") },
        "UInt": { try codes(UInt(9_000_000_000_000_000_042), as: "9000000000000000042") },
        "Float": { try codes(Float(1.5), as: "1.5") }, "Double": { try codes(Double(1.5), as: "1.5") },
        "Decimal": { try codes(Decimal.pi, as: "3.14159265358979323846264338327950288419") },
        "String": { try codes("Hello, world!", as: #""Hello, world!""#) },
        "URL": { try codes(URL(string: "https://swift.org")!, as: #""https:\/\/swift.org""#) },
        "Date": { try codes(Date(timeIntervalSinceReferenceDate: 1.5), as: "1.5") },
        "Data": { try codes(Data([0xDE, 0xAD, 0xBE, 0xEF]), as: #""3q2+7w==""#) },
        "Switch": { try codes(FoundationPortedTests.Switch.on, as: "true") },
        "Timestamp": { try codes(FoundationPortedTests.Timestamp(3_141_592_653), as: "3141592653") },
        "Counter": { try codes(FoundationPortedCodingPathTests.Counter(), as: "0") },
    ]

    @Test(arguments: scalars.keys.sorted())
    func aValueInsideAnObjectAndAnArray(name: String) throws {
        try Self.scalars[name]!()
    }

    static func dates(
        _ foundation: JSONEncoder.DateEncodingStrategy, _ foundationDecoding: JSONDecoder.DateDecodingStrategy,
        _ curlew: CurlewJSONEncoder.DateEncodingStrategy, _ curlewDecoding: CurlewJSONDecoder.DateDecodingStrategy
    ) -> Coders {
        Coders { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (foundation, foundationDecoding)
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (curlew, curlewDecoding)
        }
    }

    @Test func dateStrategiesInsideAnObjectAndAnArray() throws {
        let date = Date(timeIntervalSince1970: 1000)
        try Self.codes(date, as: "-978306200", with: Coders())
        try Self.codes(
            date, as: "1000",
            with: Self.dates(.secondsSince1970, .secondsSince1970, .secondsSince1970, .secondsSince1970))
        try Self.codes(
            date, as: "1000000",
            with: Self.dates(
                .millisecondsSince1970, .millisecondsSince1970, .millisecondsSince1970, .millisecondsSince1970))
        try Self.codes(date, as: #""1970-01-01T00:16:40Z""#, with: Self.dates(.iso8601, .iso8601, .iso8601, .iso8601))
        let formatter = DateFormatter()
        formatter.dateStyle = .full
        formatter.timeStyle = .full
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let formatted = #""\#(formatter.string(from: date))""#
        try Self.codes(
            date, as: formatted,
            with: Self.dates(.formatted(formatter), .formatted(formatter), .formatted(formatter), .formatted(formatter))
        )
        let write42: @Sendable (Date, any Encoder) throws -> Void = { _, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(42)
        }
        let writeNothing: @Sendable (Date, any Encoder) throws -> Void = { _, _ in }
        let read: @Sendable (any Decoder) throws -> Date = { _ in date }
        try Self.codes(
            date, as: "42", with: Self.dates(.custom(write42), .custom(read), .custom(write42), .custom(read)))
        try Self.codes(
            date, as: "{}", with: Self.dates(.custom(writeNothing), .custom(read), .custom(writeNothing), .custom(read))
        )
    }

    @Test func dataStrategiesInsideAnObjectAndAnArray() throws {
        let write42: @Sendable (Data, any Encoder) throws -> Void = { _, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(42)
        }
        let writeNothing: @Sendable (Data, any Encoder) throws -> Void = { _, _ in }
        let read: @Sendable (any Decoder) throws -> Data = { _ in Data() }
        for (write, text) in [(write42, "42"), (writeNothing, "{}")] {
            let coders = Coders { fe, fd, ce, cd in
                (fe.dataEncodingStrategy, fd.dataDecodingStrategy) = (.custom(write), .custom(read))
                (ce.dataEncodingStrategy, cd.dataDecodingStrategy) = (.custom(write), .custom(read))
            }
            try Self.codes(Data(), as: text, with: coders)
        }
        let deferred = Coders { fe, fd, ce, cd in
            (fe.dataEncodingStrategy, fd.dataDecodingStrategy) = (.deferredToData, .deferredToData)
            (ce.dataEncodingStrategy, cd.dataDecodingStrategy) = (.deferredToData, .deferredToData)
        }
        try Self.codes(Data([0xDE, 0xAD, 0xBE, 0xEF]), as: "[222,173,190,239]", with: deferred)
    }

    @Test func nonConformingFloatsInsideAnObjectAndAnArray() throws {
        let coders = Coders()
        for value in [Float.infinity, -.infinity, .nan] {
            coders.encodeFails(InArray(value))
            coders.encodeFails(InObject(value: value))
        }
        for value in [Double.infinity, -.infinity, .nan] {
            coders.encodeFails(InArray(value))
            coders.encodeFails(InObject(value: value))
        }
        let strings = FoundationPortedEncoderOutputTests.nanStrings()
        try Self.codes(Float.infinity, as: #""INF""#, with: strings)
        try Self.codes(-Float.infinity, as: #""-INF""#, with: strings)
        try Self.codes(Double.infinity, as: #""INF""#, with: strings)
        try Self.codes(-Double.infinity, as: #""-INF""#, with: strings)
        try Self.codes(FoundationPortedEncoderOutputTests.FloatNaN(), as: #""NaN""#, with: strings)
        try Self.codes(FoundationPortedEncoderOutputTests.DoubleNaN(), as: #""NaN""#, with: strings)
    }

    /// `test_numericLimits`' two Decimals at the edge of the type, which the first port left out.
    @Test(arguments: ["", "-"])
    func theLargestDecimalDecodesInBoth(sign: String) throws {
        let text = sign + "340282366920938463463374607431768211455" + String(repeating: "0", count: 127)
        let json = #"{ "decimalValue": \#(text) }"#
        let theirs = try JSONDecoder().decode(CorelibsPortedNumberTests.DataStruct.self, from: Data(json.utf8))
        let ours = try CurlewJSONDecoder().decode(CorelibsPortedNumberTests.DataStruct.self, from: Array(json.utf8))
        #expect(ours.decimalValue == theirs.decimalValue)
        #expect(ours.decimalValue == Decimal(string: text))
    }
}
