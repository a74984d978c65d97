import CurlewJSON
import Foundation
import Testing

/// Non-conforming floats, data strategies and a `DateFormatter` date, on the Codable path and the reader.
@Suite struct FloatAndDataStrategyTests {
    struct Reading: Decodable, Equatable {
        var value: Double
        var small: Float
    }

    @Test func nonConformingFloatsAreErrorsByDefault() throws {
        let text = Array(#"{"value": "NaN", "small": 1}"#.utf8)
        let error = try decodingFailure { try CurlewJSONDecoder().decode(Reading.self, from: text) }
        #expect(error.path == "$.value")
    }

    @Test func nonConformingFloatsConvertFromTheirStrings() throws {
        var decoder = CurlewJSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        let infinite = try decoder.decode(Reading.self, from: Array(#"{"value": "+Inf", "small": "-Inf"}"#.utf8))
        #expect(infinite == Reading(value: .infinity, small: -.infinity))
        let nan = try decoder.decode([Double].self, from: Array(#"["NaN", 1.5]"#.utf8))
        #expect(nan[0].isNaN && nan[1] == 1.5)
        #expect(throws: DecodingError.self) { try decoder.decode([Double].self, from: Array(#"["nan"]"#.utf8)) }
    }

    struct Blob: Decodable, Equatable {
        var data: Data
    }

    @Test func dataStrategies() throws {
        #expect(
            try CurlewJSONDecoder().decode(Blob.self, from: Array(#"{"data": "AQID"}"#.utf8))
                == Blob(data: Data([1, 2, 3])))
        var decoder = CurlewJSONDecoder()
        decoder.dataDecodingStrategy = .deferredToData
        #expect(
            try decoder.decode(Blob.self, from: Array(#"{"data": [1, 2, 3]}"#.utf8)) == Blob(data: Data([1, 2, 3])))
        decoder.dataDecodingStrategy = .custom { decoder in
            Data(try decoder.singleValueContainer().decode(String.self).utf8)
        }
        #expect(try decoder.decode(Blob.self, from: Array(#"{"data": "hi"}"#.utf8)) == Blob(data: Data("hi".utf8)))
        let readerData = try decoder.withReader(from: Array(#""hi""#.utf8)) { reader in try reader.readData() }
        #expect(readerData == Data("hi".utf8))
    }

    @Test func formattedDates() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        var decoder = CurlewJSONDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        let dates = try decoder.decode([Date].self, from: Array(#"["2024-05-06"]"#.utf8))
        #expect(dates == [Date(timeIntervalSince1970: 1_714_953_600)])
        let error = try decodingFailure {
            try decoder.decode([Date].self, from: Array(#"["2024-05-06", "May 7"]"#.utf8))
        }
        #expect(error.path == "$[1]")
    }
}
