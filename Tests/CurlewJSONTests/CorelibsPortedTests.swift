import Foundation
import Testing

@testable import CurlewJSON

/// Cases ported from swift-corelibs-foundation's `Tests/Foundation/TestJSONEncoder.swift` (Apache 2.0 with Runtime
/// Library Exception; test data and expectations, rewritten for swift-testing), run through Foundation's coders
/// and Curlew's side by side.
@Suite struct CorelibsPortedTests {
    typealias Coders = FoundationPortedTests.Coders

    @Test func topLevelFragments() throws {
        let plain = Coders { fe, _, ce, _ in
            fe.outputFormatting = []
            ce.outputFormatting = []
        }
        try plain.roundTrip(2, expected: "2")
        try plain.roundTrip(false, expected: "false")
        try plain.roundTrip(true, expected: "true")
        try plain.roundTrip(Float(1), expected: "1")
        try plain.roundTrip(Double(2), expected: "2")
        try plain.roundTrip(
            Decimal(Double(Float.leastNormalMagnitude)),
            expected: "0.000000000000000000000000000000000000011754943508222875648")
        try plain.roundTrip("test", expected: #""test""#)
        try plain.roundTrip(Int?.none, expected: "null")
    }

    struct Person: Codable, Equatable {
        var name = "Johnny Appleseed"
        var email = "appleseed@apple.com"
    }

    struct DataType: Codable, Equatable {
        var array = [1, 2, 3]
        var dictionary: [String: Int] = [:]
        var emptyAray: [Int] = []
        var secondArray: [Int] = [4, 5, 6]
        var secondDictionary: [String: Int] = ["one": 1, "two": 2, "three": 3]
        var singleElement: [Int] = [1]
        var subArray: [String: [Int]] = ["array": []]
        var subDictionary: [String: [String: Int]] = ["dictionary": [:]]
    }

    @Test func outputFormatting() throws {
        let plain = Coders { fe, _, ce, _ in
            fe.outputFormatting = []
            ce.outputFormatting = []
        }
        try plain.roundTrip(Person(), expected: #"{"name":"Johnny Appleseed","email":"appleseed@apple.com"}"#)
        let pretty = Coders { fe, _, ce, _ in
            fe.outputFormatting = [.prettyPrinted, .sortedKeys]
            ce.outputFormatting = [.prettyPrinted, .sortedKeys]
        }
        try pretty.roundTrip(
            Person(), expected: "{\n  \"email\" : \"appleseed@apple.com\",\n  \"name\" : \"Johnny Appleseed\"\n}")
        try pretty.roundTrip([Int](), expected: "[\n\n]")
        try pretty.roundTrip([String: Int](), expected: "{\n\n}")
        let element = """
              {
                "array" : [
                  1,
                  2,
                  3
                ],
                "dictionary" : {

                },
                "emptyAray" : [

                ],
                "secondArray" : [
                  4,
                  5,
                  6
                ],
                "secondDictionary" : {
                  "one" : 1,
                  "three" : 3,
                  "two" : 2
                },
                "singleElement" : [
                  1
                ],
                "subArray" : {
                  "array" : [

                  ]
                },
                "subDictionary" : {
                  "dictionary" : {

                  }
                }
              }
            """
        try pretty.roundTrip([DataType(), DataType()], expected: "[\n" + element + ",\n" + element + "\n]")
        let numbers = ["2": "2", "25": "25", "7": "7"]
        try Coders().roundTrip(numbers, expected: #"{"2":"2","25":"25","7":"7"}"#)
        try pretty.roundTrip(numbers, expected: "{\n  \"2\" : \"2\",\n  \"25\" : \"25\",\n  \"7\" : \"7\"\n}")
    }

    @Test func dateAndDataInAnArray() throws {
        let iso = Coders { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.iso8601, .iso8601)
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.iso8601, .iso8601)
        }
        try iso.roundTrip([Date(timeIntervalSince1970: 1000)], expected: #"["1970-01-01T00:16:40Z"]"#)
        try Coders().roundTrip([Date(timeIntervalSince1970: 1000)])
        try Coders().roundTrip([Data([0xDE, 0xAD, 0xBE, 0xEF])], expected: #"["3q2+7w=="]"#)
        let formatter = DateFormatter()
        formatter.dateStyle = .full
        formatter.timeStyle = .full
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let formatted = Coders { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.formatted(formatter), .formatted(formatter))
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.formatted(formatter), .formatted(formatter))
        }
        try formatted.roundTrip([Date(timeIntervalSince1970: 1000)])
    }

    struct SnakeData: Codable, Equatable {
        var thisIsAString = "Hello"
        var thisIsABool = true
        var thisIsAnInt = 1
        var thisIsAnInt8: Int8 = 2
        var thisIsAnInt16: Int16 = 3
        var thisIsAnInt32: Int32 = 4
        var thisIsAnInt64: Int64 = 5
        var thisIsAUint: UInt = 6
        var thisIsAUint8: UInt8 = 7
        var thisIsAUint16: UInt16 = 8
        var thisIsAUint32: UInt32 = 9
        var thisIsAUint64: UInt64 = 10
        var thisIsAFloat: Float = 11
        var thisIsADouble: Double = 12
        var thisIsADate = Date(timeIntervalSince1970: 0)
        var thisIsAnArray = [1, 2, 3]
        var thisIsADictionary = ["trueValue": true, "falseValue": false]
    }

    @Test func snakeCaseWithISO8601DatesBothWays() throws {
        let coders = Coders { fe, fd, ce, cd in
            (fe.keyEncodingStrategy, fd.keyDecodingStrategy) = (.convertToSnakeCase, .convertFromSnakeCase)
            (ce.keyEncodingStrategy, cd.keyDecodingStrategy) = (.convertToSnakeCase, .convertFromSnakeCase)
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.iso8601, .iso8601)
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.iso8601, .iso8601)
        }
        try coders.roundTrip(SnakeData())
        let json = String(decoding: try coders.encoder.encode(SnakeData()), as: UTF8.self)
        #expect(json.contains(#""this_is_a_date":"1970-01-01T00:00:00Z""#))
        #expect(json.contains(#""this_is_a_dictionary":{"falseValue":false,"trueValue":true}"#))
        #expect(json.contains(#""this_is_a_uint64":10"#))
        // Dictionary keys stay as written, both ways.
        try coders.decodes(
            #"{"snake_case_key": {"nested_dictionary": 1}}"#, to: ["snake_case_key": ["nested_dictionary": 1]])
        try coders.roundTrip(
            ["camelCaseKey": ["nested_dictionary": 1]], expected: #"{"camelCaseKey":{"nested_dictionary":1}}"#)
    }

    /// `test_SR17581`: an empty dictionary with non-string keys (written as an array) reads back.
    struct NonStringKeys: Codable, Equatable {
        struct Key: Codable, Hashable { var x: String }
        var dict: [Key: String]
    }

    @Test func anEmptyDictionaryWithNonStringKeysRoundTrips() throws {
        try Coders().roundTrip(NonStringKeys(dict: [:]), expected: #"{"dict":[]}"#)
        try Coders().roundTrip(NonStringKeys(dict: [.init(x: "a"): "b"]), expected: #"{"dict":[{"x":"a"},"b"]}"#)
    }
}
