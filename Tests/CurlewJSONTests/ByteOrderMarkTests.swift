import Foundation
import Testing

@testable import CurlewJSON

/// A body's first bytes (RFC 8259 §8.1): a UTF-8 byte-order mark is skipped, as Foundation's `JSONDecoder` skips
/// it, in every entry that reads a whole document or a stream, the mark cut over chunks included; UTF-16 and
/// UTF-32 text (with a mark, or by the NUL bytes of RFC 4627 §3) fails at byte 0 with an error naming the encoding,
/// where Foundation decodes it (a difference, Docs/FoundationPortedCoverage.md).
@Suite struct ByteOrderMarkTests {
    static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let document = Array(#"{"items": [{"name": "é"}, {"name": "b"}]}"#.utf8)

    struct Item: Codable, Equatable { var name: String }
    struct Page: Codable, Equatable { var items: [Item] }

    /// The items through every entry: the Codable decoder, the reader, `JSONValue`, `JSONParser`, the element
    /// and lines decoders, streamed in chunks of `size`.
    private func everyEntry(_ bytes: [UInt8], chunk size: Int) throws -> [[Item]] {
        let decoder = CurlewJSONDecoder()
        var results: [[Item]] = []
        results.append(try decoder.decode(Page.self, from: bytes).items)
        results.append(
            try decoder.withReader(from: bytes) { reader in
                var names: [Item] = []
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    guard key == "items" else {
                        try reader.skipValue()
                        continue
                    }
                    try reader.beginArray()
                    while try reader.hasNext() {
                        try reader.beginObject()
                        while let field = try reader.nextKey() {
                            if field == "name" {
                                names.append(Item(name: try reader.readString()))
                            } else {
                                try reader.skipValue()
                            }
                        }
                    }
                }
                return names
            })
        let value = try JSONValue(parsing: bytes)
        results.append((value["items"]?.arrayValue ?? []).map { Item(name: $0["name"]?.stringValue ?? "?") })
        let parser = JSONParser()
        var strings: [String] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            try parser.feed(bytes[start..<min(start + size, bytes.count)])
            for (event, _) in parser.takeEvents() { if case .string(let text) = event { strings.append(text) } }
        }
        try parser.finish()
        for (event, _) in parser.takeEvents() { if case .string(let text) = event { strings.append(text) } }
        results.append(strings.map(Item.init))
        let elements = try JSONElementDecoder(of: Item.self, at: "$.items")
        var streamed: [Item] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            streamed += try elements.feed(bytes[start..<min(start + size, bytes.count)])
        }
        results.append(streamed + (try elements.finish()))
        let lines = JSONLinesDecoder(of: Page.self)
        var pages: [Page] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            pages += try lines.feed(bytes[start..<min(start + size, bytes.count)])
        }
        results.append((pages + (try lines.finish())).flatMap(\.items))
        return results
    }

    @Test(arguments: [1, 2, 3, 4, 5, 1 << 10])
    func aUTF8ByteOrderMarkIsSkippedAsFoundationSkipsIt(size: Int) throws {
        // GIVEN the document after a UTF-8 byte-order mark, streamed in chunks that cut the mark or not
        let bytes = Self.mark + Self.document
        let expected = [Item(name: "é"), Item(name: "b")]
        // THEN Foundation reads it, and so does every Curlew entry, to the same items
        #expect(try JSONDecoder().decode(Page.self, from: Data(bytes)).items == expected)
        for items in try everyEntry(bytes, chunk: size) {
            #expect(items == expected)
        }
    }

    @Test(arguments: [1, 2, 4, 1 << 10])
    func offsetsCountTheMarkAndColumnsStartAfterIt(size: Int) throws {
        // GIVEN `[1,x]` after a mark: `x` is byte 6 of the body, and the fourth character an editor shows
        let bytes = Self.mark + Array("[1,x]".utf8)
        let decoded = try #require(
            JSONError(
                try #require(throws: DecodingError.self) { try CurlewJSONDecoder().decode([Int].self, from: bytes) }))
        let parser = JSONParser()
        let streamed = try #require(throws: JSONError.self) {
            for start in stride(from: 0, to: bytes.count, by: size) {
                try parser.feed(bytes[start..<min(start + size, bytes.count)])
            }
            try parser.finish()
        }
        for error in [decoded, streamed] {
            #expect(error.byteOffset == 6)
            #expect(error.line == 1)
            #expect(error.column == 4)
        }
    }

    @Test(
        arguments: [
            ("a mark alone", [0xEF, 0xBB, 0xBF]),
            ("two marks", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D]),
            ("a cut mark", [0xEF, 0xBB, 0x7B, 0x7D]),
            ("a mark after a space", [0x20, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D]),
        ] as [(String, [UInt8])])
    func onlyOneWholeLeadingMarkIsSkipped(name: String, bytes: [UInt8]) throws {
        // Foundation fails these too: one mark, first, whole.
        #expect(throws: (any Error).self) { try JSONDecoder().decode([String: Int].self, from: Data(bytes)) }
        #expect(throws: (any Error).self) { try CurlewJSONDecoder().decode([String: Int].self, from: bytes) }
        #expect(throws: JSONError.self) { try JSONValue(parsing: bytes) }
        let parser = JSONParser()
        #expect(throws: JSONError.self) {
            for byte in bytes { try parser.feed([byte]) }
            try parser.finish()
        }
    }

    @Test func aMarkBeforeJSON5OrATopLevelDictionaryIsSkippedToo() throws {
        // The decoder's options that rewrite the input first (comments blanked, braces added) keep the mark first
        for text in ["\"x\": 42", "{\"x\": 42}", "// c\n\"x\": 42"] {
            let bytes = Self.mark + Array(text.utf8)
            let theirs = JSONDecoder()
            theirs.allowsJSON5 = true
            theirs.assumesTopLevelDictionary = true
            var ours = CurlewJSONDecoder()
            ours.allowsJSON5 = true
            ours.assumesTopLevelDictionary = true
            #expect(try theirs.decode([String: Int].self, from: Data(bytes)) == ["x": 42])
            #expect(try ours.decode([String: Int].self, from: bytes) == ["x": 42])
        }
        // and an error after it is located in the caller's bytes: `y` is byte 8
        var ours = CurlewJSONDecoder()
        ours.assumesTopLevelDictionary = true
        let error = try #require(
            JSONError(
                try #require(throws: DecodingError.self) {
                    try ours.decode([String: Int].self, from: Self.mark + Array(#""x": y"#.utf8))
                }))
        #expect(error.byteOffset == 8)
    }

    static let foreign: [(String, [UInt8])] = {
        let text = #"{"items": [{"name": "é"}]}"#
        let encodings: [(String, String.Encoding)] = [
            ("UTF-16BE", .utf16BigEndian), ("UTF-16LE", .utf16LittleEndian), ("UTF-32BE", .utf32BigEndian),
            ("UTF-32LE", .utf32LittleEndian),
        ]
        var cases: [(String, [UInt8])] = []
        for (name, encoding) in encodings {
            let plain = Array(text.data(using: encoding)!)
            let mark = Array("\u{FEFF}".data(using: encoding)!)
            cases += [(name, plain), (name, mark + plain), (name, Array("7".data(using: encoding)!))]
        }
        return cases
    }()

    @Test(arguments: foreign)
    func utf16AndUTF32AreNamedAtByteZeroInEveryEntry(encoding: String, bytes: [UInt8]) throws {
        // GIVEN a body in UTF-16 or UTF-32, with or without a mark, or one digit of it (RFC 4627 §3's NULs)
        let message = "\(encoding) text; Curlew reads UTF-8 JSON only"
        // THEN every entry fails at byte 0 naming the encoding, whole or fed a byte at a time
        var errors: [JSONError] = []
        errors.append(
            try #require(
                JSONError(
                    try #require(throws: DecodingError.self) {
                        try CurlewJSONDecoder().decode(JSONValue.self, from: bytes)
                    })))
        errors.append(try #require(throws: JSONError.self) { try JSONValue(parsing: bytes) })
        errors.append(
            try #require(throws: JSONError.self) {
                try CurlewJSONDecoder().withReader(from: bytes) { reader in try reader.skipValue() }
            })
        for size in [1, 2, 3, bytes.count] {
            let parser = JSONParser()
            errors.append(
                try #require(throws: JSONError.self) {
                    for start in stride(from: 0, to: bytes.count, by: size) {
                        try parser.feed(bytes[start..<min(start + size, bytes.count)])
                    }
                    try parser.finish()
                })
            let elements = try JSONElementDecoder(of: Item.self, at: "$.items")
            errors.append(
                try #require(throws: JSONError.self) {
                    for start in stride(from: 0, to: bytes.count, by: size) {
                        _ = try elements.feed(bytes[start..<min(start + size, bytes.count)])
                    }
                    _ = try elements.finish()
                })
        }
        errors.append(
            try #require(throws: JSONError.self) {
                let lines = JSONLinesDecoder(of: JSONValue.self)
                _ = try lines.feed(bytes)
                _ = try lines.finish()
            })
        for error in errors {
            #expect(error.message == message)
            #expect(error.byteOffset == 0)
            #expect(error.line == 1 && error.column == 1)
        }
        // Foundation decodes them (the documented difference), but for UTF-32LE after its mark: it takes FF FE for
        // UTF-16LE's mark and fails too
        if !bytes.starts(with: [0xFF, 0xFE, 0, 0]) {
            #expect(throws: Never.self) { try JSONDecoder().decode(JSONValue.self, from: Data(bytes)) }
        }
    }
}
