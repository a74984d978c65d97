import Foundation
import Testing

@testable import CurlewJSON

/// Asking a keyed encoding container twice for the nested container of one key continues that container, as
/// Foundation's `JSONEncoder` does, instead of replacing what the first one encoded.
@Suite struct EncoderNestedContainerTests {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Writes `meta` and `tags` in two passes each (as a class and its superclass may), after `padding` other keys.
    struct TwoPasses: Encodable {
        var padding = 0

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for index in 0..<padding { try container.encode(index, forKey: Key("k\(index)")) }
            var meta = container.nestedContainer(keyedBy: Key.self, forKey: Key("meta"))
            try meta.encode(1, forKey: Key("a"))
            var tags = container.nestedUnkeyedContainer(forKey: Key("tags"))
            try tags.encode("x")
            var moreMeta = container.nestedContainer(keyedBy: Key.self, forKey: Key("meta"))
            try moreMeta.encode(2, forKey: Key("b"))
            var moreTags = container.nestedUnkeyedContainer(forKey: Key("tags"))
            try moreTags.encode("y")
        }
    }

    @Test(arguments: [0, 20]) func secondNestedContainerContinuesTheFirst(padding: Int) throws {
        var ours = CurlewJSONEncoder()
        ours.outputFormatting = .sortedKeys
        let text = String(decoding: try ours.encode(TwoPasses(padding: padding)), as: UTF8.self)
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        #expect(text == String(decoding: try foundation.encode(TwoPasses(padding: padding)), as: UTF8.self))
        #expect(text.hasSuffix(#""meta":{"a":1,"b":2},"tags":["x","y"]}"#))
    }
}
