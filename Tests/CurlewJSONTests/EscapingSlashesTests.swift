import Foundation
import Testing

@testable import CurlewJSON

/// `.withoutEscapingSlashes`, which code written for Foundation's `JSONEncoder` sets, is accepted; the output is the
/// same with and without it (this encoder never writes `\/`), and equals `JSONEncoder`'s with it.
@Suite struct EscapingSlashesTests {
    struct Link: Codable, Equatable {
        var href: URL
        var path: String
    }

    static let link = Link(href: URL(string: "https://example.com/a/b?c=d/e")!, path: "/x/y")

    @Test func matchesJSONEncoderWithoutEscapingSlashes() throws {
        var ours = CurlewJSONEncoder()
        ours.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try ours.encode(Self.link), as: UTF8.self)
        #expect(text == String(decoding: try foundation.encode(Self.link), as: UTF8.self))
        #expect(text == #"{"href":"https://example.com/a/b?c=d/e","path":"/x/y"}"#)
        ours.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try ours.encode(Self.link), as: UTF8.self) == text)
    }

    @Test func isItsOwnOption() {
        let all: [CurlewJSONEncoder.OutputFormatting] = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        #expect(Set(all.map(\.rawValue)).count == 3)
    }
}
