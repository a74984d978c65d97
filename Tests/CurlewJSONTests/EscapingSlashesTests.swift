import Foundation
import Testing

@testable import CurlewJSON

/// `/` is written `\/` unless `.withoutEscapingSlashes` is set, as Foundation's `JSONEncoder` writes it; the options
/// have `JSONEncoder.OutputFormatting`'s raw values.
@Suite struct EscapingSlashesTests {
    struct Link: Codable, Equatable {
        var href: URL
        var path: String
    }

    static let link = Link(href: URL(string: "https://example.com/a/b?c=d/e")!, path: "/x/y")

    @Test func matchesJSONEncoderWithAndWithoutEscapingSlashes() throws {
        var ours = CurlewJSONEncoder()
        ours.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try ours.encode(Self.link), as: UTF8.self)
        #expect(text == String(decoding: try foundation.encode(Self.link), as: UTF8.self))
        #expect(text == #"{"href":"https://example.com/a/b?c=d/e","path":"/x/y"}"#)
        ours.outputFormatting = [.sortedKeys]
        foundation.outputFormatting = [.sortedKeys]
        let escaped = String(decoding: try ours.encode(Self.link), as: UTF8.self)
        #expect(escaped == String(decoding: try foundation.encode(Self.link), as: UTF8.self))
        #expect(escaped == #"{"href":"https:\/\/example.com\/a\/b?c=d\/e","path":"\/x\/y"}"#)
        #expect(try CurlewJSONDecoder().decode(Link.self, from: Array(escaped.utf8)) == Self.link)
    }

    @Test func rawValuesAreFoundations() {
        #expect(
            CurlewJSONEncoder.OutputFormatting.prettyPrinted.rawValue
                == JSONEncoder.OutputFormatting.prettyPrinted.rawValue)
        #expect(
            CurlewJSONEncoder.OutputFormatting.sortedKeys.rawValue == JSONEncoder.OutputFormatting.sortedKeys.rawValue)
        #expect(
            CurlewJSONEncoder.OutputFormatting.withoutEscapingSlashes.rawValue
                == JSONEncoder.OutputFormatting.withoutEscapingSlashes.rawValue)
    }
}
