import CurlewJSON
import Foundation
import Testing

/// Elements of an array (top level or at a key path) and JSON Lines, decoded as chunks arrive.
@Suite struct JSONElementStreamTests {
    struct Item: Decodable, Equatable {
        var id: Int
        var name: String
    }

    /// The same shape through the reader fast path.
    struct FastItem: Decodable, JSONDecodable, Equatable {
        var id: Int
        var name: String

        init(from reader: inout JSONReader) throws {
            var id: Int?
            var name: String?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "id": id = try reader.readInt()
                case "name": name = try reader.readString()
                default: try reader.skipValue()
                }
            }
            guard let id else { throw reader.missingKey("id") }
            guard let name else { throw reader.missingKey("name") }
            (self.id, self.name) = (id, name)
        }
    }

    /// The chunks of `text`, `size` bytes each, as an async sequence.
    func chunks(_ text: String, size: Int) -> AsyncStream<[UInt8]> {
        let bytes = Array(text.utf8)
        return AsyncStream { continuation in
            for start in stride(from: 0, to: bytes.count, by: size) {
                continuation.yield(Array(bytes[start..<min(start + size, bytes.count)]))
            }
            continuation.finish()
        }
    }

    func collect<T: Decodable>(_ type: T.Type, at path: String, _ text: String, size: Int) async throws -> [T] {
        var result: [T] = []
        for try await element in CurlewJSONDecoder().decodeElements(
            of: T.self, at: path, from: chunks(text, size: size))
        {
            result.append(element)
        }
        return result
    }

    static let document = #"""
        {"meta": {"items": "not this one", "n": [1, {"x": "y"}]},
         "items": [{"id": 1, "name": "a\u00e9"}, {"name": "b \"q\"", "id": 2, "extra": [null, {"z": 1.5}]},
                   {"id": 3, "name": "c"}],
         "after": {"items": [9]}}
        """#

    @Test(arguments: [1, 2, 3, 7, 64, 100_000])
    func elementsAtAKeyPathAreTheSameForEveryChunkSize(size: Int) async throws {
        let expected = [Item(id: 1, name: "aé"), Item(id: 2, name: "b \"q\""), Item(id: 3, name: "c")]
        #expect(try await collect(Item.self, at: "$.items", Self.document, size: size) == expected)
        let fast = try await collect(FastItem.self, at: "$.items", Self.document, size: size)
        #expect(fast.map(\.id) == [1, 2, 3])
    }

    @Test(arguments: [1, 5, 100_000])
    func topLevelArrayOfScalarsAndObjects(size: Int) async throws {
        #expect(try await collect(Int.self, at: "$", " [1, 2, -3 ,4] ", size: size) == [1, 2, -3, 4])
        #expect(
            try await collect([String].self, at: "$", #"[["a"], [], ["b", "c"]]"#, size: size) == [
                ["a"], [], ["b", "c"],
            ])
        #expect(try await collect(Int.self, at: "$", "[]", size: size) == [])
    }

    @Test func aNestedPath() async throws {
        let text = #"{"data": {"page": 1, "results": [true, false]}}"#
        #expect(try await collect(Bool.self, at: "$.data.results", text, size: 3) == [true, false])
    }

    @Test func aBadElementNamesItsIndexAndOffset() async throws {
        let text = "{\"items\": [{\"id\": 1, \"name\": \"a\"},\n {\"id\": \"two\", \"name\": \"b\"}]}"
        let error = await #expect(throws: JSONError.self) {
            _ = try await collect(Item.self, at: "$.items", text, size: 4)
        }
        #expect(error?.path == "$.items[1].id")
        #expect(error?.message == #"expected Int, found string "two""#)
        #expect(error?.byteOffset == 43)
        #expect(error?.line == 2)
    }

    @Test func invalidJSONAfterTheArrayStillFails() async throws {
        await #expect(throws: JSONError.self) {
            _ = try await collect(Int.self, at: "$.a", #"{"a": [1], "b": x}"#, size: 4)
        }
        await #expect(throws: JSONError.self) { _ = try await collect(Int.self, at: "$", "[1, 2", size: 2) }
    }

    @Test func aPathWithoutAnArrayFails() async throws {
        let missing = await #expect(throws: JSONError.self) {
            _ = try await collect(Int.self, at: "$.items", #"{"other": [1]}"#, size: 100)
        }
        #expect(missing?.message == "no array at $.items")
        let notArray = await #expect(throws: JSONError.self) {
            _ = try await collect(Int.self, at: "$.items", #"{"items": 5}"#, size: 100)
        }
        #expect(notArray?.message == "expected an array at $.items")
    }

    @Test func memoryStaysBoundedByOneElement() throws {
        // Many elements through the push decoder: the tokens and texts it keeps do not grow with the array.
        let elements = try JSONElementDecoder(of: Item.self)
        _ = try elements.feed(Array("[".utf8))
        let element = Array(#"{"id": 7, "name": "esc\"aped text that is copied"},"#.utf8)
        var decoded = 0
        for _ in 0..<20_000 { decoded += try elements.feed(element).count }
        decoded += try elements.feed(Array(#"{"id": 8, "name": "x"}]"#.utf8)).count
        decoded += try elements.finish().count
        #expect(decoded == 20_001)
        #expect(elements.retainedBytes < 4096)
    }

    @Test(arguments: [1, 4, 100_000])
    func jsonLines(size: Int) async throws {
        let text = "{\"id\": 1, \"name\": \"a\"}\n\n{\"id\": 2, \"name\": \"b\"}\r\n  \n{\"id\": 3, \"name\": \"c\"}"
        var items: [Item] = []
        for try await item in CurlewJSONDecoder().decodeLines(of: Item.self, from: chunks(text, size: size)) {
            items.append(item)
        }
        #expect(items.map(\.id) == [1, 2, 3])
    }

    @Test func jsonLinesErrorsAreLocatedInTheWholeInput() async throws {
        let text = "{\"id\": 1, \"name\": \"a\"}\n{\"id\": 2, \"name\": 5}\n"
        let error = await #expect(throws: JSONError.self) {
            for try await _ in CurlewJSONDecoder().decodeLines(of: Item.self, from: chunks(text, size: 5)) {}
        }
        #expect(error?.line == 2)
        #expect(error?.byteOffset == 41)
        #expect(error?.path == "$.name")
    }

    @Test func jsonLinesInputAfterFinishIsAnError() throws {
        // As `JSONParser` and `JSONElementDecoder`: the input ended with `finish()`, so more is a mistake to report.
        let lines = JSONLinesDecoder(of: Item.self)
        #expect(
            try lines.feed(Array("{\"id\": 1, \"name\": \"a\"}\n{\"id\": 2, \"name\": \"b\"}".utf8)).map(\.id) == [1])
        #expect(try lines.finish().map(\.id) == [2])
        let error = try #require(throws: JSONError.self) {
            try lines.feed(Array("{\"id\": 3, \"name\": \"c\"}\n".utf8))
        }
        #expect(error.message == "input after the end of the document")
        #expect(error.byteOffset == 45)
        #expect(error.line == 2)
        #expect(error.column == 23)
        #expect(throws: JSONError.self) { try lines.finish() }
    }
}
