import Foundation
import Testing

@testable import CurlewJSON

/// yajl's handle, lexer, stack and buffers come from the tokenizer's arena (`YAJLArena`), reset for every
/// document: a stack that grows, a string buffer that outgrows the block, an error message, and the next document
/// each read right on a reused tokenizer (ASan, in CI, checks the memory itself), the same one throughout.
@Suite struct TokenizerArenaTests {
    private let decoder = CurlewJSONDecoder()

    @Test func documentsThatOutgrowTheBlockAndThoseThatDoNotFollowEachOther() throws {
        #expect(try decoder.decode([String: Int].self, from: Data(#"{"a": 1}"#.utf8)) == ["a": 1])
        let reused = try #require(TokenizerCache.idleTokenizer)

        // yajl's state stack starts at 128 levels and grows by reallocation inside the block.
        let depth = 400
        let nested = String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
        var value = try decoder.decode(JSONValue.self, from: Data(nested.utf8))
        for _ in 0..<depth {
            guard case .array(let items) = value, items.count == 1 else {
                Issue.record("not one nested array: \(value)")
                return
            }
            value = items[0]
        }
        #expect(value == .number("7"))
        #expect(TokenizerCache.idleTokenizer == reused, "the nested document read on the first one's tokenizer")

        // An escaped string (13 KB) longer than the 4 KiB block: yajl's decode buffer doubles from the block into
        // malloc'd memory, and goes back with free.
        let unit = #"a\"b\\c\u00e9"#
        let long = "[\"" + String(repeating: unit, count: 1_500) + "\"]"
        let strings = try decoder.decode([String].self, from: Array(long.utf8))
        #expect(strings == [String(repeating: "a\"b\\c\u{e9}", count: 1_500)])
        #expect(TokenizerCache.idleTokenizer == reused, "the long string's document kept the tokenizer too")

        // yajl's own error text is made in the arena too.
        let error = try decodingFailure { try decoder.decode([Int].self, from: Data("[1, 2, @]".utf8)) }
        #expect(error.byteOffset == 7)
        let afterError = try #require(TokenizerCache.idleTokenizer)

        #expect(try decoder.decode([String: Int].self, from: Data(#"{"b": 2}"#.utf8)) == ["b": 2])
        #expect(TokenizerCache.idleTokenizer == afterError, "the error's tokenizer read the next document")
    }

    @Test func dataArraysAndOtherCollectionsDecodeTheSame() throws {
        let text = #"{"name": "curlew", "ok": true}"#
        let expected: [String: JSONValue] = ["name": .string("curlew"), "ok": .bool(true)]
        #expect(try decoder.decode([String: JSONValue].self, from: Data(text.utf8)) == expected)
        #expect(try decoder.decode([String: JSONValue].self, from: Array(text.utf8)) == expected)
        #expect(try decoder.decode([String: JSONValue].self, from: Array(text.utf8)[...]) == expected)
        #expect(try decoder.decode([String: JSONValue].self, from: text.utf8.lazy.map { $0 }) == expected)
        // a slice of Data that does not start at 0
        let padded = Data(("  " + text).utf8)
        #expect(try decoder.decode([String: JSONValue].self, from: padded[2...]) == expected)
    }
}
