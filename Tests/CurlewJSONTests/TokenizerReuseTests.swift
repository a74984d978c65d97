import Foundation
import Testing

@_spi(Generated) @testable import CurlewJSON

/// A thread's idle tokenizer, reused by the next whole-document decode (`TokenizerCache`): nothing of one document
/// reaches the next, and a reader kept past its call keeps its tokenizer out of reuse.
@Suite struct TokenizerReuseTests {
    /// The reader-API tests' book (title, pages, an optional isbn), read by hand through `JSONReader`.
    typealias Book = JSONReaderTests.Book

    /// Two books, escaped titles (their texts go to the tokenizer's own buffer), on three lines.
    private let long = Array(
        #"""
        {"books": [{"title": "Long \u00e9scaped title one", "pages": 300},
                   {"title": "Long \"escaped\" title two", "pages": 400}],
         "extra": [1, 2, 3, {"deep": [[[true]]]}]}
        """#.utf8)

    @Test func aReusedTokenizerGivesTheNextDocumentItsOwnErrorAndValues() throws {
        let decoder = CurlewJSONDecoder()
        let first = try decoder.decode([String: [Book]].self, from: Array(#"{"books": []}"#.utf8))
        #expect(first == ["books": []])
        _ = try? decoder.decode(JSONValue.self, from: long)
        let shelf = try decoder.withReader(from: long) { reader -> [Book] in
            var books: [Book] = []
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if key == "books" { books = try reader.readArray(of: Book.self) } else { try reader.skipValue() }
            }
            return books
        }
        #expect(shelf.map(\.pages) == [300, 400])
        let reused = try #require(TokenizerCache.idleTokenizer, "the decode gave its tokenizer back")

        // GIVEN the tokenizer that read `long`, WHEN a shorter malformed document is decoded on the same thread,
        // THEN its error is its own: offset, line, column, path and excerpt from its text, nothing from `long`.
        let short = #"{"title": "B", "pages": 7x}"#
        let error = try decodingFailure { try decoder.decode(Book.self, from: Array(short.utf8)) }
        #expect(TokenizerCache.idleTokenizer == reused, "the same tokenizer read the second document")
        let offset = short.utf8.firstIndex(of: UInt8(ascii: "x")).map {
            short.utf8.distance(from: short.utf8.startIndex, to: $0)
        }
        #expect(error.byteOffset == offset)
        #expect(error.line == 1)
        #expect(error.column == offset.map { $0 + 1 })
        #expect(error.path == "$.pages")
        #expect(!error.excerpt.contains("scaped"), "\(error.excerpt)")
        #expect(error.excerpt.contains("7x"), "\(error.excerpt)")

        // AND a valid document after it reads only its own values.
        let one = try decoder.decode(Book.self, from: Array(#"{"pages": 5, "title": "C"}"#.utf8))
        #expect(one == Book(title: "C", pages: 5))
        let codable = try decoder.decode([String: [Int]].self, from: Array(#"{"n": [9]}"#.utf8))
        #expect(codable == ["n": [9]])
        #expect(TokenizerCache.idleTokenizer == reused)
    }

    @Test func aReaderKeptPastItsCallKeepsItsTokenizerOutOfReuse() throws {
        let decoder = CurlewJSONDecoder()
        var kept: JSONReader?
        _ = try decoder.withReader(from: long) { reader in
            kept = reader
            return 0
        }
        let keptTokenizer = try ObjectIdentifier(#require(kept).tape.source)
        #expect(try #require(kept).tape.isInvalidated, "a kept reader cannot read the next document")
        #expect(TokenizerCache.idleTokenizer != keptTokenizer)
        let book = try decoder.decode(Book.self, from: Array(#"{"title": "D", "pages": 1}"#.utf8))
        #expect(book == Book(title: "D", pages: 1))
        #expect(TokenizerCache.idleTokenizer != keptTokenizer)
        #expect(try #require(kept).tape.isInvalidated)
        #expect(try #require(kept).tape.endIndex == 0, "none of the kept reader's tokens are left")
    }
}
