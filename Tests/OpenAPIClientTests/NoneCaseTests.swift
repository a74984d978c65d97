import CurlewJSON
import Foundation
import Testing

/// Modes.openapi.yaml: an enum value `none` is the case `none_`, so an optional of the enum compares with `.none`
/// (nil) without a warning (this target builds with warnings as errors), and "none" round-trips.
@Suite struct NoneCaseTests {
    @Test func noneRoundTripsAndNilStaysNil() throws {
        // WHEN a document with "none" is decoded, by the generated reader and by Foundation
        let json = #"{"backup":"none","level":0}"#
        let fast = try CurlewJSONDecoder().decode(Modes.Settings.self, from: Array(json.utf8))
        let codable = try JSONDecoder().decode(Modes.Settings.self, from: Data(json.utf8))
        for settings in [fast, codable] {
            // THEN it is the enum's case, not nil
            #expect(settings.backup == .none_)
            #expect(settings.backup != .none)
            #expect(settings.level == .none_)
        }
        // AND it is written back as "none"
        #expect(String(decoding: try CurlewJSONEncoder().encode(fast), as: UTF8.self) == json)
        // AND a missing value is nil, which `.none` still means
        let empty = try CurlewJSONDecoder().decode(Modes.Settings.self, from: Array("{}".utf8))
        #expect(empty.backup == .none)
        #expect(Modes.Backup(rawValue: "none") == .none_)
    }
}
