import Testing

@testable import CurlewJSON

/// Text after the document is an error located at its first byte, whatever kind of token it is and however the
/// input arrives.
@Suite struct TrailingTextTests {
    /// The trailing text, where it starts, and its line and column.
    static let cases: [(text: String, offset: Int, line: Int, column: Int)] = [
        ("[1] 23", 4, 1, 5), ("[1] x", 4, 1, 5), ("[1]\n  true", 6, 2, 3), ("{\"a\": 1}\n\n-0.5e3", 10, 3, 1),
        ("7 8", 2, 1, 3), ("\"s\"  \"t\"", 5, 1, 6),
    ]

    @Test(arguments: cases)
    func wholeDocuments(text: String, offset: Int, line: Int, column: Int) throws {
        let error = try #require(throws: JSONError.self) { try JSONValue(parsing: text) }
        #expect(error.message == "trailing garbage")
        #expect(error.byteOffset == offset)
        #expect(error.line == line)
        #expect(error.column == column)
        let decoded = try decodingFailure {
            try CurlewJSONDecoder().decode(JSONValue.self, from: Array(text.utf8))
        }
        #expect(decoded.byteOffset == offset)
    }

    @Test(arguments: [1, 2, 3, 5])
    func fedInChunks(size: Int) throws {
        for (text, offset, line, column) in Self.cases {
            let parser = JSONParser()
            let bytes = Array(text.utf8)
            let error = try #require(throws: JSONError.self) {
                for start in stride(from: 0, to: bytes.count, by: size) {
                    try parser.feed(bytes[start..<min(start + size, bytes.count)])
                }
                try parser.finish()
            }
            #expect(error.message == "trailing garbage", "\(text)")
            #expect(error.byteOffset == offset, "\(text)")
            #expect(error.line == line, "\(text)")
            #expect(error.column == column, "\(text)")
        }
    }
}
