import Foundation
import Testing

@testable import CurlewJSON

/// A whole document's UTF-8 is checked slice by slice before yajl reads it, and strings read in place are not
/// checked again: the results and errors must be those of checking every string on its own (as `JSONParser`, fed
/// the same bytes, does), wherever a bad byte or a sequence cut by a slice boundary falls.
@Suite struct InputValidationTests {
    /// An object whose members fill more than one parse slice; member `index` has `value` as its raw text.
    static func document(members: Int, replacing index: Int, with value: [UInt8]) -> [UInt8] {
        var bytes = Array("{\n".utf8)
        for member in 0..<members {
            if member > 0 { bytes += Array(",\n".utf8) }
            bytes += Array("\"k\(member)\": \"".utf8)
            bytes += member == index ? value : Array("text \(member) 日本語のテキスト ascii after".utf8)
            bytes += Array("\"".utf8)
        }
        return bytes + Array("\n}".utf8)
    }

    /// The error `JSONParser` reports for `bytes` fed as one chunk: every string checked on its own.
    static func parserError(_ bytes: [UInt8]) throws -> JSONError {
        try #require(throws: JSONError.self) {
            let parser = JSONParser()
            try parser.feed(bytes)
            try parser.finish()
        }
    }

    @Test(arguments: [10, 9_000])
    func anIllFormedStringFailsWhereEachStringIsChecked(index: Int) throws {
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE3, 0x81]] {
            let value = Array("before ".utf8) + bad + Array(" after".utf8)
            let input = Self.document(members: 10_000, replacing: index, with: value)
            let expected = try Self.parserError(input)
            let decoded = try decodingFailure {
                try CurlewJSONDecoder().decode([String: String].self, from: input)
            }
            let tree = try #require(throws: JSONError.self) { try JSONValue(parsing: input) }
            for found in [decoded, tree] {
                #expect(found.message == "invalid UTF-8 in string")
                #expect(found == expected)
                #expect(Array(input[found.byteOffset...].prefix(bad.count)) == bad)
            }
            #expect(expected.path == "$.k\(index)")
        }
    }

    @Test func sequencesAcrossSliceBoundariesAreReadWhole() throws {
        // Shift a run of three- and four-byte sequences across the first slice boundary, one byte at a time.
        let run = "日本語😀テキスト"
        for shift in 0..<8 {
            let padding = String(repeating: "a", count: YAJLTokenizer.sliceSize - 16 + shift)
            let input = Array(#"{"p": "\#(padding)", "s": "\#(run)", "t": "\#(run)é"}"#.utf8)
            let decoded = try CurlewJSONDecoder().decode([String: String].self, from: input)
            #expect(decoded == ["p": padding, "s": run, "t": run + "é"])
        }
    }

    @Test func textsMadeWithoutTheirOwnCheckKnowWhetherTheyAreASCII() throws {
        let texts = ["plain ascii, longer than a word", "short", "日本語のテキスト", "ascii then é at the end"]
        let input = Array(JSONValue.array(texts.map { .string($0) }).description.utf8)
        let read = try CurlewJSONDecoder().decode([String].self, from: input)
        #expect(read == texts)
        for (made, text) in zip(read, texts) {
            #expect(made.hashValue == text.hashValue)
            #expect(made.utf8.count == text.utf8.count)
            #expect(made.lowercased() == text.lowercased())
        }
    }
}
