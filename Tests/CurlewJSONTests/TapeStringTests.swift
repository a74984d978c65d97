import Foundation
import Testing

@testable import CurlewJSON

/// Strings read from a document are made from bytes the tokenizer has already checked, without the standard
/// library validating them again: they must be the same strings as ones made the ordinary way (equal, same hash,
/// same characters), through every path that reads text.
@Suite struct TapeStringTests {
    /// Short and long (past the 15-byte small-string limit), ASCII and not, escaped and in place, as keys too.
    static let texts = [
        "", "a", "hello, world", "0123456789abcdefghijklmnopqrstuvwxyz", "é", "naïve café, long enough to allocate",
        "日本語のテキストはここにあります。", "😀 emoji past the small-string limit 😀", "tab\tand \"quote\" escaped",
        "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF} and some ASCII after it",
        "e\u{301} decomposed, long enough",
    ]

    static let document: Data = {
        let members = texts.enumerated().map { position, text in
            "\(JSONValue.string(text)): \(JSONValue.string(text))" + (position.isMultiple(of: 2) ? "" : " ")
        }
        return Data(("{" + members.joined(separator: ", ") + "}").utf8)
    }()

    private static func expectSame(_ read: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(read == texts, sourceLocation: sourceLocation)
        for (made, text) in zip(read, texts) {
            #expect(made.hashValue == text.hashValue, sourceLocation: sourceLocation)
            #expect(made.count == text.count, sourceLocation: sourceLocation)
            #expect(Array(made.unicodeScalars) == Array(text.unicodeScalars), sourceLocation: sourceLocation)
            #expect(made.lowercased() == text.lowercased(), sourceLocation: sourceLocation)
        }
    }

    @Test func readerKeysAndStrings() throws {
        let (keys, values) = try CurlewJSONDecoder().withReader(from: Self.document) { reader in
            var keys: [String] = []
            var values: [String] = []
            try reader.beginObject()
            while let key = try reader.nextKey() {
                keys.append(key)
                values.append(try reader.readString())
            }
            return (keys, values)
        }
        Self.expectSame(keys)
        Self.expectSame(values)
    }

    @Test func codableKeysAndStrings() throws {
        let dictionary = try CurlewJSONDecoder().decode([String: String].self, from: Self.document)
        #expect(dictionary.count == Self.texts.count)
        Self.expectSame(Self.texts.map { dictionary[$0] ?? "missing" })
        Self.expectSame(Self.texts.map { text in dictionary.keys.first { $0 == text } ?? "missing" })
    }

    @Test func jsonValueAndEvents() throws {
        let value = try JSONValue(parsing: Self.document)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        Self.expectSame(object.map(\.key))
        Self.expectSame(object.map { member in member.value.stringValue ?? "not a string" })
        // One byte at a time: texts split across chunks are copied, then made the same way.
        let parser = JSONParser()
        var strings: [String] = []
        for byte in Self.document {
            try parser.feed([byte])
            for (event, _) in parser.takeEvents() {
                if case .string(let text) = event { strings.append(text) }
            }
        }
        try parser.finish()
        Self.expectSame(strings)
    }
}
