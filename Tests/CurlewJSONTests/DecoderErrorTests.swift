import Foundation
import Testing

@testable import CurlewJSON

/// Decoding errors are `JSONError`s naming the coding path and locating the value in the input.
@Suite struct DecoderErrorTests {
    struct Book: Decodable {
        var title: String
        var pages: Int
    }

    struct Shelf: Decodable {
        var books: [Book]
    }

    private func error<T: Decodable>(_ type: T.Type, _ text: String) throws -> JSONError {
        try decodingFailure { try CurlewJSONDecoder().decode(type, from: Array(text.utf8)) }
    }

    @Test func missingKey() throws {
        let found = try error(Shelf.self, "{\"books\": [\n  {\"title\": \"A\", \"pages\": 1},\n  {\"pages\": 2}\n]}")
        #expect(found.message == #"missing key "title""#)
        #expect(found.path == "$.books[1]")
        #expect(found.byteOffset == 44)
        #expect(found.line == 3)
        #expect(found.column == 3)
        #expect(
            found.description.hasPrefix(#"JSON error at $.books[1] (line 3, column 3, byte 44): missing key "title""#))
    }

    @Test func wrongTypeDeepInside() throws {
        let found = try error(Shelf.self, #"{"books": [{"title": "A", "pages": "many"}]}"#)
        #expect(found.message == #"expected Int, found string "many""#)
        #expect(found.path == "$.books[0].pages")
        #expect(found.byteOffset == 35)
    }

    @Test func nullForANonOptional() throws {
        let found = try error(Book.self, #"{"title": null, "pages": 1}"#)
        #expect(found.message == "expected String, found null")
        #expect(found.path == "$.title")
    }

    @Test func containerOfTheWrongKind() throws {
        #expect(try error(Shelf.self, "[]").message == "expected object, found array")
        let found = try error(Shelf.self, #"{"books": {"a": 1}}"#)
        #expect(found.message == "expected array, found object")
        #expect(found.path == "$.books")
        #expect(found.byteOffset == 10)
    }

    @Test func parseErrorsComeThroughTheDecoder() throws {
        let found = try error(Shelf.self, #"{"books": [}"#)
        #expect(found.path == "$.books[0]")
        #expect(found.byteOffset == 11)
    }

    @Test func errorsThrownByModelCodeGetALocation() throws {
        struct Even: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                guard try container.decode(Int.self) % 2 == 0 else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "not even")
                }
            }
        }
        let found = try error([String: [Even]].self, #"{"n": [2, 4, 5]}"#)
        #expect(found.message == "not even")
        #expect(found.path == "$.n[2]")
        #expect(found.byteOffset == 13)
    }

    @Test func otherErrorsPassThrough() throws {
        struct Boom: Error {}
        struct Exploding: Decodable {
            init(from decoder: any Decoder) throws { throw Boom() }
        }
        #expect(throws: Boom.self) { try CurlewJSONDecoder().decode(Exploding.self, from: Array("1".utf8)) }
    }
}
