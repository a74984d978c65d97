import Foundation
import Testing

@testable import CurlewJSON

/// Date strategies on both sides, and the RFC 3339 parser behind `.iso8601`.
@Suite struct DateStrategyTests {
    struct Event: Codable, Equatable {
        var at: Date
    }

    private func decodeDate(_ json: String, _ strategy: CurlewJSONDecoder.DateDecodingStrategy) throws -> Date {
        var decoder = CurlewJSONDecoder()
        decoder.dateDecodingStrategy = strategy
        return try decoder.decode(Event.self, from: Array(#"{"at": \#(json)}"#.utf8)).at
    }

    @Test func iso8601WithAndWithoutFractionalSeconds() throws {
        #expect(try decodeDate(#""2024-02-29T12:34:56Z""#, .iso8601) == Date(timeIntervalSince1970: 1_709_210_096))
        #expect(
            try decodeDate(#""2024-02-29T12:34:56.250Z""#, .iso8601) == Date(timeIntervalSince1970: 1_709_210_096.25))
        #expect(try decodeDate(#""2024-02-29T14:34:56+02:00""#, .iso8601) == Date(timeIntervalSince1970: 1_709_210_096))
        #expect(
            try decodeDate(#""2024-02-29t12:04:56.5-00:30""#, .iso8601) == Date(timeIntervalSince1970: 1_709_210_096.5))
        #expect(try decodeDate(#""1969-12-31T23:59:59Z""#, .iso8601) == Date(timeIntervalSince1970: -1))
    }

    @Test(arguments: [
        "2024-02-30T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T00:00:00",
        "2024-01-01", "2024-01-01T00:00:00.Z", "2024-01-01T00:00:00Zjunk", "x",
    ])
    func invalidISO8601Strings(text: String) throws {
        let error = try decodingFailure { try decodeDate("\"\(text)\"", .iso8601) }
        #expect(error.path == "$.at")
        #expect(error.message.hasPrefix("expected an ISO 8601 date, found string"))
    }

    @Test func numericStrategies() throws {
        #expect(try decodeDate("1700000000.5", .secondsSince1970) == Date(timeIntervalSince1970: 1_700_000_000.5))
        #expect(try decodeDate("1700000000500", .millisecondsSince1970) == Date(timeIntervalSince1970: 1_700_000_000.5))
        #expect(try decodeDate("0", .deferredToDate) == Date(timeIntervalSinceReferenceDate: 0))
        let custom = try decodeDate(
            #""@42""#,
            .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                return Date(timeIntervalSince1970: Double(text.dropFirst())!)
            })
        #expect(custom == Date(timeIntervalSince1970: 42))
    }

    @Test func encoderStrategiesRoundTrip() throws {
        let dates = [
            Date(timeIntervalSince1970: 1_709_210_096), Date(timeIntervalSince1970: 1_709_210_096.125),
            Date(timeIntervalSince1970: -86_401), Date(timeIntervalSinceReferenceDate: 0),
        ]
        var encoder = CurlewJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        #expect(
            String(decoding: try encoder.encode(dates), as: UTF8.self)
                == #"["2024-02-29T12:34:56Z","2024-02-29T12:34:56.125Z","1969-12-30T23:59:59Z","2001-01-01T00:00:00Z"]"#
        )
        let pairs: [(CurlewJSONEncoder.DateEncodingStrategy, CurlewJSONDecoder.DateDecodingStrategy)] = [
            (.iso8601, .iso8601), (.secondsSince1970, .secondsSince1970),
            (.millisecondsSince1970, .millisecondsSince1970), (.deferredToDate, .deferredToDate),
        ]
        for (encoding, decoding) in pairs {
            encoder.dateEncodingStrategy = encoding
            var decoder = CurlewJSONDecoder()
            decoder.dateDecodingStrategy = decoding
            #expect(try decoder.decode([Date].self, from: encoder.encode(dates)) == dates)
        }
    }

    @Test func encoderCustomStrategy() throws {
        var encoder = CurlewJSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("day \(Int(date.timeIntervalSince1970 / 86_400))")
        }
        #expect(
            String(decoding: try encoder.encode(Event(at: Date(timeIntervalSince1970: 172_800))), as: UTF8.self)
                == #"{"at":"day 2"}"#)
    }

    @Test func iso8601ThrowsForYearsRFC3339CannotWrite() throws {
        var encoder = CurlewJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        // Beyond `Int` seconds, before year 0 (Foundation writes "-0003-…", which no .iso8601 decoder reads back),
        // after 9999, NaN. (Rounded to the microsecond, the last second of 9999 no longer rounds up into 10000:
        // `.9996` is written `.999603`, the nearest Double's microseconds there.)
        #expect(
            String(
                decoding: try encoder.encode(Event(at: Date(timeIntervalSince1970: 253_402_300_799.9996))),
                as: UTF8.self
            ).hasPrefix(#"{"at":"9999-12-31T23:59:59.9996"#))
        let seconds = [1e19, -62_233_315_200, -62_167_219_200.5, 253_402_300_800, .nan]
        for value in seconds {
            let error = try #require(throws: EncodingError.self) {
                try encoder.encode(Event(at: Date(timeIntervalSince1970: value)))
            }
            guard case .invalidValue(_, let context) = error else {
                Issue.record("unexpected \(error)")
                continue
            }
            #expect(context.codingPath.map(\.stringValue) == ["at"])
        }
    }

    @Test func iso8601WritesTheFirstAndLastYearsAndReadsThemBack() throws {
        var encoder = CurlewJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var decoder = CurlewJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let edges = [
            (-62_167_219_200.0, "0000-01-01T00:00:00Z"), (253_402_300_799.5, "9999-12-31T23:59:59.500Z"),
        ]
        for (seconds, text) in edges {
            let event = Event(at: Date(timeIntervalSince1970: seconds))
            let json = try encoder.encode(event)
            #expect(String(decoding: json, as: UTF8.self) == #"{"at":"\#(text)"}"#)
            #expect(try decoder.decode(Event.self, from: json) == event)
        }
        #expect(CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: 1e19)) == "9999-12-31T23:59:59.999Z")
        #expect(CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: -1e19)) == "0000-01-01T00:00:00Z")
    }

    @Test func iso8601StringMatchesTheStrategy() throws {
        var encoder = CurlewJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        for date in [Date(timeIntervalSince1970: 0.5), Date(timeIntervalSince1970: 1_700_000_000)] {
            let text = CurlewJSONEncoder.iso8601String(from: date)
            let json = String(decoding: try encoder.encode(Event(at: date)), as: UTF8.self)
            #expect(json == "{\"at\":\"\(text)\"}")
        }
        #expect(CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: 0.5)) == "1970-01-01T00:00:00.500Z")
        #expect(
            CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: 1_700_000_000)) == "2023-11-14T22:13:20Z")
    }

    /// `make oracle` read `…:41.958630Z` and wrote it back as `…:41.959Z`: the encoder kept milliseconds only.
    @Test(arguments: [
        "2024-05-06T07:08:41.958630Z", "2024-05-06T07:08:41.000001Z", "2024-05-06T07:08:41.999999Z",
        "1970-01-01T00:00:00.123456Z", "1969-12-31T23:59:59.500001Z", "2038-01-19T03:14:07.250Z",
        "2024-05-06T07:08:41Z",
    ])
    func iso8601KeepsMicrosecondsThroughARoundTrip(text: String) throws {
        var encoder = CurlewJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var decoder = CurlewJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let json = #"{"at":"\#(text)"}"#
        let event = try decoder.decode(Event.self, from: Array(json.utf8))
        #expect(String(decoding: try encoder.encode(event), as: UTF8.self) == json)
        #expect(CurlewJSONEncoder.iso8601String(from: event.at) == text)
    }

    @Test func iso8601WritesMillisecondsWhenWholeAndMicrosecondsOtherwise() {
        let base = 1_700_000_000.0
        #expect(
            CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: base + 0.25))
                == "2023-11-14T22:13:20.250Z")
        #expect(
            CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: base + 0.000_25))
                == "2023-11-14T22:13:20.000250Z")
        // Below half a microsecond the date rounds to the second, or up into the next one.
        #expect(
            CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: base + 4e-7)) == "2023-11-14T22:13:20Z")
        #expect(
            CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: base + 0.999_999_7))
                == "2023-11-14T22:13:21Z")
    }
}
