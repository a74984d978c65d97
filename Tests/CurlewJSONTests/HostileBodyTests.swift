import Foundation
import Testing

@_spi(Generated) @testable import CurlewJSON

/// Bodies written to trip a decoder, through `CurlewJSONDecoder` and Foundation's `JSONDecoder` side by side on
/// the same types: escaped keys, numbers at the edges of their types, dates `.iso8601` reads or refuses. Where the
/// two differ, the test pins both and Docs/FoundationPortedCoverage.md ("Differences") says why Curlew's is kept.
@Suite struct HostileBodyTests {
    /// A model read as generated code reads it (`JSONKeys`, `nextKey(in:seen:)`), and by Codable otherwise.
    struct Named: Codable, Equatable, JSONDecodable {
        var name: String
        init(name: String) { self.name = name }
        init(from decoder: any Decoder) throws { self = try JSONReader.decode(Self.self, from: decoder) }
        private static let jsonKeys = JSONKeys(["name"])
        init(from reader: inout JSONReader) throws {
            var name: String?
            var seen: UInt64 = 0
            try reader.beginObject()
            while let position = try reader.nextKey(in: Self.jsonKeys, seen: &seen) {
                if position == 0 { name = try reader.readString() } else { try reader.skipValue() }
            }
            guard let name else { throw reader.missingKey("name") }
            self.name = name
        }
    }

    /// The same model through synthesized Codable only.
    struct CodableNamed: Codable, Equatable { var name: String }

    struct Event: Codable, Equatable { var at: Date }

    private func both<T: Decodable>(_ type: T.Type, _ json: String) -> (ours: T?, theirs: T?) {
        (
            try? CurlewJSONDecoder().decode(type, from: Array(json.utf8)),
            try? JSONDecoder().decode(type, from: Data(json.utf8))
        )
    }

    @Test(arguments: [
        (#"{"na\u006de": "x"}"#, "x"), (#"{"\u006e\u0061\u006d\u0065": "z"}"#, "z"),
        (#"{"n\u0061me": "x", "name": "y"}"#, "x"), (#"{"name": "y", "na\u006de": "x"}"#, "y"),
    ])
    func escapedKeysMatchTheirNameOnEveryPath(json: String, name: String) throws {
        // The generated reader's key table, synthesized Codable and a dictionary: the key as unescaped, the first
        // of two spellings winning, as in Foundation.
        let reader = both(Named.self, json)
        #expect(reader.ours == Named(name: name))
        #expect(reader.ours == reader.theirs)
        let codable = both(CodableNamed.self, json)
        #expect(codable.ours == CodableNamed(name: name))
        #expect(codable.ours == codable.theirs)
        let dictionary = both([String: String].self, json)
        #expect(dictionary.ours == ["name": name])
        #expect(dictionary.ours == dictionary.theirs)
    }

    @Test func integersBeyondTwoToTheFiftyThreeReadAsFoundationReadsThem() throws {
        // Double rounds to the nearest (2^53 + 1 → 2^53), Int64 keeps every digit, Decimal too.
        for text in ["9007199254740993", "9223372036854775807", "-9223372036854775808"] {
            let double = both(Double.self, text)
            #expect(double.ours != nil)
            #expect(double.ours == double.theirs)
            let int = both(Int64.self, text)
            #expect(int.ours.map(String.init) == text)
            #expect(int.ours == int.theirs)
            let decimal = both(Decimal.self, text)
            #expect(decimal.ours.map { "\($0)" } == text)
            #expect(decimal.ours == decimal.theirs)
        }
    }

    @Test(arguments: ["1e-400", "-1e-400", "12e-999"])
    func aNonzeroNumberTooSmallForAnIntegerIsNotZero(text: String) throws {
        // Foundation reads 0 (documented difference); Curlew says it is not an integer, as for 1.5.
        #expect(both(Int.self, text).theirs == 0)
        #expect(both(Int32.self, text).theirs == 0)
        #expect(both(UInt8.self, text).theirs == 0)
        #expect(both(UInt8.self, text).ours == nil)
        let error = try decodingFailure { try CurlewJSONDecoder().decode(Int.self, from: Array(text.utf8)) }
        #expect(error.message == "expected Int, found number \(text)")
        #expect(try CurlewJSONDecoder().decode(UInt8.self, from: Array("0e-400".utf8)) == 0)
    }

    private func dates(_ text: String) -> (ours: Double?, theirs: Double?) {
        var ours = CurlewJSONDecoder()
        ours.dateDecodingStrategy = .iso8601
        let theirs = JSONDecoder()
        theirs.dateDecodingStrategy = .iso8601
        let json = #"{"at": "\#(text)"}"#
        return (
            try? ours.decode(Event.self, from: Array(json.utf8)).at.timeIntervalSince1970,
            try? theirs.decode(Event.self, from: Data(json.utf8)).at.timeIntervalSince1970
        )
    }

    @Test(arguments: [
        "2024-01-02T03:04:05Z", "2024-01-02T03:04:05+01:00", "2024-01-02T03:04:05+0100", "2024-01-02T03:04:05+01",
        "2024-01-02T03:04:05-00:00", "2024-01-02T03:04:05.5+01:00", "2024-01-02T03:04:05.999999Z",
        "2016-12-31T23:59:60Z", "2024-01-02T03:04:05+14:00", "9999-12-31T23:59:59Z", "1582-10-15T00:00:00Z",
    ])
    func iso8601DatesBothRead(text: String) {
        let (ours, theirs) = dates(text)
        #expect(ours != nil)
        #expect(ours == theirs)
    }

    @Test(arguments: [
        "2024-01-02", "2024-01-02T03:04:05", "20240102T030405Z", "2024-01-02T03:04Z", "+2024-01-02T03:04:05Z",
        "2024-01-02T03:04:05.Z", "2024-01-02T03:04:05,5Z", "2024-W01-1T00:00:00Z", "2024-001T00:00:00Z",
        " 2024-01-02T03:04:05Z", "2024-01-02T03:04:05+25:00",
    ])
    func iso8601DatesBothRefuse(text: String) {
        let (ours, theirs) = dates(text)
        #expect(ours == nil)
        #expect(theirs == nil)
    }

    @Test(arguments: [
        "2024-02-30T03:04:05Z", "2024-01-02T24:00:00Z", "2024-1-2T3:4:5Z", "2024-01-02T03:04:05GMT",
        "2024-01-02T03:04:05Z ", "2024-01-02T03:04:05Z junk",
    ])
    func iso8601DatesFoundationReadsAndCurlewRefuses(text: String) {
        // Not RFC 3339, or not a real instant: Foundation's lenient parser rolls over or ignores the rest.
        let (ours, theirs) = dates(text)
        #expect(theirs != nil)
        #expect(ours == nil)
    }

    @Test func iso8601DatesCurlewReadsAndFoundationRefuses() {
        // RFC 3339 §5.6 allows a space for `T` and lowercase `t` and `z`.
        for text in ["2024-01-02 03:04:05Z", "2024-01-02t03:04:05z"] {
            let (ours, theirs) = dates(text)
            #expect(ours == 1_704_164_645)
            #expect(theirs == nil)
        }
    }

    @Test func datesBeforeTheGregorianReformAreProlepticGregorian() {
        // Go's zero time and year 0000, as ISO 8601 counts them; Foundation counts in the Julian calendar there.
        #expect(dates("0001-01-01T00:00:00Z").ours == -62_135_596_800)
        #expect(dates("0001-01-01T00:00:00Z").theirs == -62_135_769_600)
        #expect(dates("0000-01-01T00:00:00Z").ours == -62_167_219_200)
        #expect(dates("1582-10-14T00:00:00Z").ours == -12_219_379_200)
        #expect(
            CurlewJSONEncoder.iso8601String(from: Date(timeIntervalSince1970: -62_135_596_800))
                == "0001-01-01T00:00:00Z")
    }
}
