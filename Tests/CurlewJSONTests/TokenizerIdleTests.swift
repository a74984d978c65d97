import Foundation
import Testing

@testable import CurlewJSON

/// What a thread's idle tokenizer keeps between documents (`TokenizerCache`, `YAJLTokenizer.trimForIdle`): a
/// large document no longer costs the next decode a new tokenizer, and what it grew does not stay idle; yajl's
/// handle put back as it was made (`YAJLArena.restorePristine`) reads each next document as a new one would.
@Suite struct TokenizerIdleTests {
    private let decoder = CurlewJSONDecoder()

    /// The idle tokenizer's buffers and yajl memory, read by taking it from the slot and giving it back.
    private func idleHeldMemory() -> (tokens: Int, levels: Int, bytes: Int, spilled: Bool) {
        var tokenizer = TokenizerCache.take(options: decoder.parsingOptions)
        defer { TokenizerCache.giveBack(&tokenizer) }
        return tokenizer.heldMemory
    }

    @Test func aLargeDocumentKeepsTheTokenizerButNotItsMemory() throws {
        #expect(try decoder.decode([Int].self, from: Data("[1]".utf8)) == [1])
        let reused = try #require(TokenizerCache.idleTokenizer)

        // 70 KB: its tape reserves a token per 4 bytes (17,500) and its text buffer 17 KB; a 100 KB string
        // outgrows yajl's block (the lexer's buffer doubles in malloc'd memory).
        let text = String(repeating: "a", count: 70_000)
        #expect(try decoder.decode([String].self, from: Data("[\"\(text)\"]".utf8)) == [text])
        #expect(TokenizerCache.idleTokenizer == reused, "the 70 KB document gave its tokenizer back")
        let escaped = String(repeating: #"\u00e9"#, count: 20_000)
        let decoded = try decoder.decode([String: String].self, from: Data("{\"k\": \"\(escaped)\"}".utf8))
        #expect(decoded == ["k": String(repeating: "\u{e9}", count: 20_000)])
        #expect(TokenizerCache.idleTokenizer == reused, "the 120 KB document gave its tokenizer back")
        let many = "[" + Array(repeating: "[[1]]", count: 5_000).joined(separator: ",") + "]"
        #expect(try decoder.decode([[[Int]]].self, from: Data(many.utf8)).count == 5_000)
        #expect(TokenizerCache.idleTokenizer == reused, "the 30,000-token document gave its tokenizer back")

        let held = idleHeldMemory()
        #expect(held.tokens <= 1 << 12 && held.levels <= 1 << 10 && held.bytes <= 1 << 16, "\(held)")
        #expect(!held.spilled, "yajl's buffers outside the arena were freed before the tokenizer went idle")
        #expect(try decoder.decode([String: Int].self, from: Data(#"{"next": 2}"#.utf8)) == ["next": 2])
    }

    @Test func theCommentOptionOfEachDecodeHolds() throws {
        // The handle is put back as made only for the same comment setting; a JSON5 decode between two strict ones
        // allows comments, and the strict ones after it do not.
        let commented = Data("[1, /* two */ 2]".utf8)
        var json5 = CurlewJSONDecoder()
        json5.allowsJSON5 = true
        for _ in 0..<3 {
            #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: commented) }
            #expect(try json5.decode([Int].self, from: commented) == [1, 2])
            #expect(try json5.decode([Int].self, from: commented) == [1, 2])
            #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: commented) }
            #expect(try decoder.decode([Int].self, from: Data("[3]".utf8)) == [3])
        }
    }

    @Test func aRestoredHandleStartsFromNothing() throws {
        // Each document left yajl mid-way (an error inside a deep array, an unterminated string, a finished object)
        // before the next one: none of it shows in the next document's values or errors.
        let deep = String(repeating: "[", count: 100) + "1, @"
        for _ in 0..<3 {
            let error = try decodingFailure { try decoder.decode(JSONValue.self, from: Data(deep.utf8)) }
            #expect(error.byteOffset == 103)
            #expect(throws: DecodingError.self) { try decoder.decode(String.self, from: Data("\"abc".utf8)) }
            #expect(try decoder.decode([String: Bool].self, from: Data(#"{"a": true}"#.utf8)) == ["a": true])
            #expect(try decoder.decode(Int.self, from: Data("7".utf8)) == 7)
            let later = try decodingFailure { try decoder.decode([Int].self, from: Data("[1] x".utf8)) }
            #expect(later.byteOffset == 4)
        }
    }
}

/// `CurlewJSONDecoder`'s settings are shared by its copies (`DecoderSettings`): a change to one copy leaves the
/// others and new decoders as they were.
@Suite struct DecoderSettingsTests {
    @Test func copiesAreIndependent() throws {
        var first = CurlewJSONDecoder()
        let second = first
        first.allowsJSON5 = true
        first.keyDecodingStrategy = .convertFromSnakeCase
        first.userInfo[CodingUserInfoKey(rawValue: "k")!] = 1
        #expect(!second.allowsJSON5 && CurlewJSONDecoder().userInfo.isEmpty)
        struct Snake: Decodable, Equatable { var aB: Int }
        #expect(try first.decode(Snake.self, from: Data(#"{"a_b": 1 /* c */}"#.utf8)) == Snake(aB: 1))
        #expect(throws: DecodingError.self) { try second.decode(Snake.self, from: Data(#"{"a_b": 1}"#.utf8)) }
        #expect(throws: DecodingError.self) {
            try CurlewJSONDecoder().decode([Int].self, from: Data("[1 /* c */]".utf8))
        }
    }
}
