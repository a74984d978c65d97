import Testing

@testable import CurlewJSON

/// A long string cut into many chunks (a base64 field of a streamed body) or many slices (a whole document): yajl
/// lexes a token cut by a call again from its start, so such a string must reach yajl in a few calls, not one per
/// chunk (n²/2c bytes scanned: a 100 MB string in 64 KB chunks took minutes). Counted in calls, not timed; and the
/// events, offsets and errors are the same however the input is cut.
@Suite struct StringAcrossChunksTests {
    /// Feeds `text` to a streaming tokenizer in chunks of `size` and returns its events and how often yajl ran.
    private func stream(_ text: [UInt8], chunk size: Int) throws -> (events: [JSONEvent], calls: Int) {
        let tokenizer = YAJLTokenizer(options: .init(), keepsTape: false)
        var events: [JSONEvent] = []
        var start = 0
        while start < text.count {
            let end = min(start + size, text.count)
            try text[start..<end].withUnsafeBytes { try tokenizer.feed($0) }
            events += tokenizer.takeEvents().map(\.event)
            start = end
        }
        try tokenizer.finish()
        events += tokenizer.takeEvents().map(\.event)
        return (events, tokenizer.state.pointee.yajlParseCalls)
    }

    private func streamError(_ text: [UInt8], chunk size: Int) throws -> JSONError {
        try #require(throws: JSONError.self) { _ = try stream(text, chunk: size) }
    }

    @Test func aLongStringReachesYajlInAFewCallsWhateverTheChunks() throws {
        // GIVEN a 1 MiB string (then a short one) streamed in 1 KiB chunks: 1,026 chunks
        let long = String(repeating: "QUJD", count: 1 << 18)
        let text = Array(#"["\#(long)", "b"]"#.utf8)
        let (events, calls) = try stream(text, chunk: 1 << 10)
        // THEN yajl is called for the chunk that opens the string and the one that closes it, not per chunk
        #expect(calls <= 3, "yajl ran \(calls) times")
        #expect(events == [.arrayStart, .string(long), .string("b"), .arrayEnd])
    }

    @Test(arguments: [1 << 10, 1_000, 999])
    func aLongStringWithEscapesInEveryChunkReachesYajlInAFewCalls(size: Int) throws {
        // GIVEN a string of about 1 MiB with escapes all through it (`\n`, `\u00e9`, `\\`, `\"`, a surrogate
        // pair), in chunks of about 1 KiB that cut escapes at every point, a backslash run before a quote included
        let part = #"QUJD\n\u00e9\\\"x\uD83D\uDE00/\/\t"#
        let long = String(repeating: part, count: (1 << 20) / part.utf8.count)
        let text = Array(#"["\#(long)", "b"]"#.utf8)
        let (events, calls) = try stream(text, chunk: size)
        // THEN yajl runs for the chunk that opens the string and the one that closes it, not once per chunk (1,000+)
        #expect(calls <= 3, "yajl ran \(calls) times")
        let decoded = String(repeating: "QUJD\né\\\"x😀//\t", count: (1 << 20) / part.utf8.count)
        #expect(events == [.arrayStart, .string(decoded), .string("b"), .arrayEnd])
    }

    @Test(arguments: [#"\x"#, #"\u00g0"#, #"\u12"#, "\u{01}", #"\uD800x"#])
    func aBadEscapeDeepInALongStringFailsWhereItIsWhateverTheChunks(bad: String) throws {
        // GIVEN a long string with escapes, then a bad escape (or a control character, or a lone surrogate)
        let long = String(repeating: #"ab\n\u00e9c"#, count: 20_000)
        let text = Array(#"["\#(long)\#(bad)tail", 1]"#.utf8)
        // THEN the error is the one of the whole input, at the same byte, however the input is cut
        let whole = try streamError(text, chunk: text.count)
        for size in [1, 7, 1_000, 1 << 10] {
            let error = try streamError(text, chunk: size)
            #expect(error.byteOffset == whole.byteOffset)
            #expect(error.message == whole.message)
        }
        #expect(whole.byteOffset >= 2 + long.utf8.count)
    }

    @Test func aWholeDocumentTakesALongStringInOneSliceAfterItsFirst() throws {
        // GIVEN a document with a 2 MiB string: eight of the whole-document parse's 256 KiB slices
        let long = String(repeating: "a", count: 1 << 21)
        let text = Array(#"{"blob": "\#(long)", "n": 1}"#.utf8)
        let tokenizer = YAJLTokenizer(options: .init(), keepsTape: true)
        try text.withUnsafeBytes { bytes in
            try tokenizer.begin(bytes)
            try tokenizer.parseAll()
        }
        // THEN the slice after the one that opens the string runs to its closing quote, a third takes the rest
        #expect(tokenizer.state.pointee.yajlParseCalls == 3)
        let decoded = try CurlewJSONDecoder().decode([String: JSONValue].self, from: text)
        #expect(decoded["blob"] == .string(long))
        #expect(decoded["n"] == 1)
    }

    @Test func escapedQuotesDoNotEndTheSliceEarly() throws {
        // An embedded JSON document as a string: `\"` and `\\` everywhere, a quote after an even run of backslashes.
        let part = #"{\"k\": \"v\\\\\"}, "#
        let long = String(repeating: part, count: 1 << 15)
        let text = Array(#"["\#(long)\\", "tail"]"#.utf8)
        let value = try JSONValue(parsing: text)
        let expected = String(repeating: #"{"k": "v\\"}, "#, count: 1 << 15) + "\\"
        #expect(value == [.string(expected), "tail"])
    }

    @Test(arguments: [1, 7, 1 << 10, 1 << 16])
    func chunkingChangesNeitherEventsNorErrors(size: Int) throws {
        // Multi-byte characters cut between chunks, escapes, a control character deep inside a long string.
        let long = String(repeating: "é€😀a", count: 5_000) + #"\n\u00e9\"x"#
        let text = Array(#"{"s": "\#(long)", "t": ["\#(long)"]}"#.utf8)
        let whole = try stream(text, chunk: text.count).events
        #expect(try stream(text, chunk: size).events == whole)
        var broken = Array(#"["\#(long)"#.utf8)
        let offset = broken.count
        broken += [0x01] + Array(#"tail"]"#.utf8)
        let error = try streamError(broken, chunk: size)
        #expect(error.byteOffset == offset)
        #expect(error.byteOffset == (try streamError(broken, chunk: broken.count)).byteOffset)
        #expect(error.message == (try streamError(broken, chunk: broken.count)).message)
    }

    @Test func aSizeLimitStillStopsAtTheChunkThatCrossesIt() throws {
        // A string held across chunks counts toward the limit as it arrives.
        let tokenizer = YAJLTokenizer(options: .init(maxDocumentSize: 4_000), keepsTape: false)
        let chunk = Array(repeating: UInt8(ascii: "a"), count: 1_000)
        try Array(#"[""#.utf8).withUnsafeBytes { try tokenizer.feed($0) }
        for _ in 0..<3 {
            try chunk.withUnsafeBytes { try tokenizer.feed($0) }
        }
        let error = try #require(throws: JSONError.self) { try chunk.withUnsafeBytes { try tokenizer.feed($0) } }
        #expect(error.kind == .limit)
    }
}
