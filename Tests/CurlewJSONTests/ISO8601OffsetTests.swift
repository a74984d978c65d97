import Foundation
import Testing

@testable import CurlewJSON

/// `.iso8601` reads the offsets ISO 8601 allows besides RFC 3339's `+hh:mm`, as Foundation's `JSONDecoder` does:
/// `+hhmm` (what `strftime`'s `%z` and Java's `Z` write) and `+hh`.
@Suite struct ISO8601OffsetTests {
    @Test(arguments: [
        "2024-05-06T07:08:09+0530", "2024-05-06T07:08:09-0000", "2024-05-06T07:08:09.5+0100", "2024-05-06T07:08:09+05",
        "2024-05-06T07:08:09-03",
    ])
    func readsOffsetsWithoutColon(text: String) throws {
        var ours = CurlewJSONDecoder()
        ours.dateDecodingStrategy = .iso8601
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .iso8601
        let json = Array("[\"\(text)\"]".utf8)
        #expect(try ours.decode([Date].self, from: json) == foundation.decode([Date].self, from: Data(json)))
    }

    @Test func offsetsAreApplied() throws {
        #expect(ISO8601.parse("2024-05-06T07:08:09+0530") == ISO8601.parse("2024-05-06T01:38:09Z"))
        #expect(ISO8601.parse("2024-05-06T07:08:09-03") == ISO8601.parse("2024-05-06T10:08:09Z"))
    }

    @Test(arguments: [
        "2024-05-06T07:08:09+053", "2024-05-06T07:08:09+5:30", "2024-05-06T07:08:09+05:", "2024-05-06T07:08:09+2400",
        "2024-05-06T07:08:09+0560", "2024-05-06T07:08:09+05:30:00",
    ])
    func rejectsMalformedOffsets(text: String) {
        #expect(ISO8601.parse(text) == nil)
    }
}
