import Foundation
import Testing

@testable import CurlewJSON

/// A raw vertical tab (U+000B) is never valid in plain JSON: yajl's lexer skips it as whitespace, Foundation
/// refuses it, and so does Curlew, with the same located error through every entry point. Each input also goes
/// through Foundation's `JSONDecoder` here, so the expectation is checked against the real thing.
@Suite struct VerticalTabTests {
    /// (input, message, byte offset, line, column, path)
    static let cases: [(String, String, Int, Int, Int, String)] = [
        ("[\u{0B}true]", "vertical tab is not JSON whitespace", 1, 1, 2, "$[0]"),
        ("\u{0B}[true]", "vertical tab is not JSON whitespace", 0, 1, 1, "$"),
        ("[true]\u{0B}", "vertical tab is not JSON whitespace", 6, 1, 7, "$"),
        ("[1,\n \u{0B}2]", "vertical tab is not JSON whitespace", 5, 2, 2, "$[1]"),
        ("[1\u{0B}]", "vertical tab is not JSON whitespace", 2, 1, 3, "$[0]"),
        ("{\"a\":\u{0B}[]}", "vertical tab is not JSON whitespace", 5, 1, 6, "$.a"),
        ("[\"a\u{0B}b\"]", "invalid character inside string (an unescaped vertical tab)", 3, 1, 4, "$[0]"),
        ("[\"a\u{0C}b\"]", "invalid character inside string (an unescaped form feed)", 3, 1, 4, "$[0]"),
        ("[\u{0C}\u{0B}true]", "form feed is not JSON whitespace", 1, 1, 2, "$[0]"),
        ("[\u{0B}\u{0C}true]", "vertical tab is not JSON whitespace", 1, 1, 2, "$[0]"),
    ]

    /// Decodes anything through `init(from:)` (no `JSONDecodable` fast path).
    struct AnyValue: Decodable {
        init(from decoder: any Decoder) throws {
            _ = try decoder.singleValueContainer().decode(JSONValue.self)
        }
    }

    private func check(
        _ error: JSONError?, _ expected: (String, String, Int, Int, Int, String), _ entry: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (_, message, offset, line, column, path) = expected
        #expect(error?.message == message, "\(entry)", sourceLocation: sourceLocation)
        #expect(error?.byteOffset == offset, "\(entry)", sourceLocation: sourceLocation)
        #expect(error?.line == line, "\(entry)", sourceLocation: sourceLocation)
        #expect(error?.column == column, "\(entry)", sourceLocation: sourceLocation)
        #expect(error?.path == path, "\(entry)", sourceLocation: sourceLocation)
        #expect(error?.kind == .syntax, "\(entry)", sourceLocation: sourceLocation)
    }

    @Test(arguments: cases)
    func refusedLikeFoundation(input: String, message: String, offset: Int, line: Int, column: Int, path: String) throws
    {
        let expected = (input, message, offset, line, column, path)
        let bytes = Array(input.utf8)
        #expect(throws: DecodingError.self, "Foundation refuses it") {
            try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        }
        // The Codable path: Foundation's error case, carrying the located `JSONError`.
        let codable = try #require(throws: DecodingError.self) {
            try CurlewJSONDecoder().decode(AnyValue.self, from: bytes)
        }
        guard case .dataCorrupted = codable else {
            Issue.record("expected dataCorrupted, got \(codable)")
            return
        }
        check(JSONError(codable), expected, "Codable")
        // The fast path and the reader.
        check(
            JSONError(
                try #require(throws: DecodingError.self) {
                    try CurlewJSONDecoder().decode(JSONValue.self, from: bytes)
                }), expected, "fast path")
        check(
            try #require(throws: JSONError.self) {
                try CurlewJSONDecoder().withReader(from: bytes) { try $0.skipValue() }
            },
            expected, "JSONReader")
        check(try #require(throws: JSONError.self) { try JSONValue(parsing: bytes) }, expected, "JSONValue")
        // Chunked input, byte by byte and in pieces.
        for size in [0, 1, 2, 5] {
            check(
                try #require(throws: JSONError.self) { try events(input, chunkSize: size) }, expected,
                "chunks of \(size)")
        }
    }

    @Test(arguments: [1, 3, 64])
    func streamsStopThere(size: Int) async throws {
        // An array stream: the elements before the vertical tab, then its error.
        let text = "[1, 2,\u{0B} 3]"
        let elements = try JSONElementDecoder(of: Int.self)
        var ids: [Int] = []
        var failure: JSONError?
        do {
            for start in stride(from: 0, to: text.utf8.count, by: size) {
                ids += try elements.feed(Array(text.utf8)[start..<min(start + size, text.utf8.count)])
            }
            ids += try elements.finish()
        } catch {
            failure = error as? JSONError
        }
        #expect(ids == [1, 2])
        #expect(failure?.message == "vertical tab is not JSON whitespace")
        #expect(failure?.byteOffset == 6)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Int].self, from: Data(text.utf8)) }

        // JSON Lines: the line with the vertical tab fails, located in the whole input.
        let lines = "[1]\n[\u{0B}2]\n[3]\n"
        let decoder = JSONLinesDecoder(of: [Int].self)
        var decoded: [[Int]] = []
        failure = nil
        do {
            for start in stride(from: 0, to: lines.utf8.count, by: size) {
                decoded += try decoder.feed(Array(lines.utf8)[start..<min(start + size, lines.utf8.count)])
            }
            decoded += try decoder.finish()
        } catch {
            failure = error as? JSONError
        }
        #expect(decoded == [[1]])
        #expect(failure?.message == "vertical tab is not JSON whitespace")
        #expect(failure?.byteOffset == 5)
        #expect(failure?.line == 2)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Int].self, from: Data("[\u{0B}2]".utf8)) }
    }

    @Test func asyncStreamsStopThere() async throws {
        let chunks = AsyncStream<[UInt8]> { continuation in
            continuation.yield(Array("[1, 2,".utf8))
            continuation.yield(Array("\u{0B} 3]".utf8))
            continuation.finish()
        }
        var ids: [Int] = []
        let error = await #expect(throws: JSONError.self) {
            for try await id in CurlewJSONDecoder().decodeElements(of: Int.self, from: chunks) { ids.append(id) }
        }
        #expect(ids == [1, 2])
        #expect(error?.byteOffset == 6)
        let lines = AsyncStream<[UInt8]> { continuation in
            continuation.yield(Array("[1]\n[\u{0B}2]\n".utf8))
            continuation.finish()
        }
        var decoded: [[Int]] = []
        let lineError = await #expect(throws: JSONError.self) {
            for try await line in CurlewJSONDecoder().decodeLines(of: [Int].self, from: lines) { decoded.append(line) }
        }
        #expect(decoded == [[1]])
        #expect(lineError?.message == "vertical tab is not JSON whitespace")
        #expect(lineError?.line == 2)
    }

    @Test func json5ReadsItAsWhitespaceAsFoundationDoes() throws {
        let input = Data("[\u{0B}true,\u{0C}false]".utf8)
        let foundation = JSONDecoder()
        foundation.allowsJSON5 = true
        var curlew = CurlewJSONDecoder()
        curlew.allowsJSON5 = true
        #expect(try foundation.decode([Bool].self, from: input) == [true, false])
        #expect(try curlew.decode([Bool].self, from: input) == [true, false])
    }
}
