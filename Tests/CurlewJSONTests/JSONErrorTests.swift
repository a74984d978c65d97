import Testing

@testable import CurlewJSON

/// Parse errors: message, path, byte offset, line, column and excerpt, whole or fed in pieces.
@Suite struct JSONErrorTests {
    private func parseError(_ text: String, chunkSize: Int = 0) -> JSONError? {
        do {
            _ = try events(text, chunkSize: chunkSize)
            return nil
        } catch {
            return error as? JSONError
        }
    }

    @Test func invalidCharacterInArray() throws {
        let error = try #require(parseError("[1, 2, x]"))
        #expect(error.message == "invalid char in json text")
        #expect(error.path == "$[2]")
        #expect(error.byteOffset == 7)
        #expect(error.line == 1)
        #expect(error.column == 8)
        #expect(error.excerpt == "[1, 2, x]")
        #expect(
            error.description
                == "JSON error at $[2] (line 1, column 8, byte 7): invalid char in json text near `[1, 2, x]`")
    }

    @Test func missingColonOnASecondLine() throws {
        let text = "{\n  \"a\": [true],\n  \"b\" 1\n}"
        for size in [0, 1, 5] {
            let error = try #require(parseError(text, chunkSize: size))
            #expect(error.message == "object key and value must be separated by a colon (':')")
            #expect(error.path == "$.b")
            #expect(error.byteOffset == 23)
            #expect(error.line == 3)
            #expect(error.column == 7)
        }
    }

    @Test func pathNamesNestedKeysAndIndexes() throws {
        let error = try #require(parseError(#"{"statuses": [{}, {}, {}, {"user": {"id": -}}]}"#))
        #expect(error.path == "$.statuses[3].user.id")
    }

    @Test func oddKeysAreQuotedInPaths() throws {
        let error = try #require(parseError(#"{"a b": {"c.d": [nul]}}"#))
        #expect(error.path == #"$["a b"]["c.d"][0]"#)
    }

    @Test func incompleteDocumentFailsAtTheEnd() throws {
        let error = try #require(parseError("[1,\n2"))
        #expect(error.message == "premature EOF")
        #expect(error.byteOffset == 5)
        #expect(error.line == 2)
        #expect(error.column == 2)
        #expect(try #require(parseError("")).message == "premature EOF")
    }

    @Test func trailingGarbageIsRejected() throws {
        let error = try #require(parseError("[1] x"))
        #expect(error.message == "trailing garbage")
        #expect(error.byteOffset == 4)
    }

    @Test func invalidUTF8IsRejected() throws {
        let parser = JSONParser()
        #expect(throws: JSONError.self) {
            try parser.feed([UInt8(ascii: "["), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")])
        }
    }

    @Test(arguments: [
        [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0xBF, 0xBF, 0xBF], [0xE0, 0x80, 0xAF], [0xF8, 0x88, 0x80, 0x80],
    ])
    func malformedUTF8IsRejectedNotRepaired(sequence: [UInt8]) throws {
        let input = Array(#"{"k": "ab"#.utf8) + sequence + Array(#""}"#.utf8)
        for size in [0, 1] {
            let parser = JSONParser()
            let error = try #require(throws: JSONError.self) {
                var start = 0
                while start < input.count {
                    let end = size == 0 ? input.count : min(start + size, input.count)
                    try parser.feed(input[start..<end])
                    start = end
                }
                try parser.finish()
            }
            #expect(error.path == "$.k")
            if size == 0 { #expect(error.byteOffset == 9) }
        }
        let value = try #require(throws: JSONError.self) { try JSONValue(parsing: input) }
        #expect(value.path == "$.k")
        let expectedOffset = 9  // every path points at the offending byte, checked while parsing
        #expect(value.byteOffset == expectedOffset)
        #expect(value.message.contains("UTF"))
        struct Model: Decodable { var k: String }
        let decoded = try decodingFailure { try CurlewJSONDecoder().decode(Model.self, from: input) }
        #expect(decoded.path == "$.k")
        #expect(decoded.byteOffset == expectedOffset)
        #expect(throws: DecodingError.self) { try CurlewJSONDecoder().decode([String: JSONValue].self, from: input) }
        #expect(
            try JSONValue(parsing: Array("[\"\u{7FF}\u{FFFF}\u{10FFFF}\u{E000}\"]".utf8)) == [
                "\u{7FF}\u{FFFF}\u{10FFFF}\u{E000}"
            ])
    }

    @Test func formFeedIsNotWhitespace() throws {
        let error = try #require(parseError("[1,\u{0C}2]"))
        #expect(error.message == "form feed is not JSON whitespace")
        #expect(error.byteOffset == 3)
    }

    @Test(arguments: [#"["\uD800"]"#, #"["\uDC00"]"#, #"["\uD800\uD800"]"#, #"["a\uD83Dx"]"#, #"{"\uDFFF": 1}"#])
    func loneSurrogateEscapesAreRejected(text: String) throws {
        for size in [0, 1, 3] {
            let error = try #require(parseError(text, chunkSize: size))
            #expect(error.message == "lone surrogate escape in string")
        }
    }

    @Test func surrogatePairsDecode() throws {
        #expect(try JSONValue(parsing: #"["\uD83D\uDE00", "\\uD800"]"#) == ["\u{1F600}", "\\uD800"])
    }

    @Test func errorsForEventOffsetsGetALocation() throws {
        let text = "{\n  \"name\": 7\n}"
        let parser = JSONParser()
        try parser.feed(Array(text.utf8))
        try parser.finish()
        let number = try #require(parser.takeEvents().first { $0.event == .number("7") })
        let error = JSONError(
            message: "expected a string", byteOffset: number.offset, path: "$.name", in: Array(text.utf8))
        #expect(error.line == 2)
        #expect(error.column == 11)
        #expect(
            error.description
                == "JSON error at $.name (line 2, column 11, byte 12): expected a string near `{   \"name\": 7 }`")
    }

    @Test func failureIsSticky() throws {
        let parser = JSONParser()
        #expect(throws: JSONError.self) { try parser.feed(Array("[x".utf8)) }
        #expect(throws: JSONError.self) { try parser.feed(Array("]".utf8)) }
        #expect(throws: JSONError.self) { try parser.finish() }
    }
}
