import CurlewJSON
import Foundation
import Testing

/// Streams hand out every good element before a failing one, however the input is chunked; the failure follows.
@Suite struct StreamFailureTests {
    struct Item: Decodable {
        var id: Int
    }

    /// What a push decoder handed out when fed `text` in chunks of `size` bytes, and the error that ended it.
    private func pushAll(
        _ text: String, size: Int, feed: (ArraySlice<UInt8>) throws -> [Item], finish: () throws -> [Item]
    ) -> (ids: [Int], error: JSONError?) {
        let bytes = Array(text.utf8)
        var ids: [Int] = []
        do {
            for start in stride(from: 0, to: bytes.count, by: size) {
                ids += try feed(bytes[start..<min(start + size, bytes.count)]).map(\.id)
            }
            ids += try finish().map(\.id)
            return (ids, nil)
        } catch {
            return (ids, error as? JSONError)
        }
    }

    private func elements(_ text: String, size: Int) throws -> (ids: [Int], error: JSONError?) {
        let decoder = try JSONElementDecoder(of: Item.self, at: "$.items")
        return pushAll(text, size: size, feed: { try decoder.feed($0) }, finish: { try decoder.finish() })
    }

    private func lines(_ text: String, size: Int) -> (ids: [Int], error: JSONError?) {
        let decoder = JSONLinesDecoder(of: Item.self)
        return pushAll(text, size: size, feed: { try decoder.feed($0) }, finish: { try decoder.finish() })
    }

    private func chunks(_ text: String) -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            continuation.yield(Array(text.utf8))
            continuation.finish()
        }
    }

    static let badElement = #"{"items": [{"id": 1}, {"id": 2}, {"id": "x"}, {"id": 4}]}"#
    static let invalidJSON = #"{"items": [{"id": 1}, {"id": 2}, {"id": }]}"#
    static let badLine = "{\"id\": 1}\n{\"id\": 2}\n{\"id\": \"x\"}\n{\"id\": 4}\n"

    @Test(arguments: [1, 3, 16, 1000])
    func arrayElementsBeforeABadElement(size: Int) throws {
        let (ids, error) = try elements(Self.badElement, size: size)
        #expect(ids == [1, 2])
        #expect(error?.path == "$.items[2].id")
        #expect(error?.message == #"expected Int, found string "x""#)
        #expect(error?.byteOffset == 40)
    }

    @Test(arguments: [1, 3, 16, 1000])
    func arrayElementsBeforeInvalidJSON(size: Int) throws {
        let (ids, error) = try elements(Self.invalidJSON, size: size)
        #expect(ids == [1, 2])
        #expect(error?.byteOffset == 40)
    }

    @Test(arguments: [1, 3, 16, 1000])
    func linesBeforeABadLine(size: Int) {
        let (ids, error) = lines(Self.badLine, size: size)
        #expect(ids == [1, 2])
        #expect(error?.line == 3)
        #expect(error?.byteOffset == 27)
    }

    @Test func theErrorComesWithTheNextCall() throws {
        let decoder = try JSONElementDecoder(of: Item.self, at: "$.items")
        #expect(try decoder.feed(Array(Self.badElement.utf8)).map(\.id) == [1, 2])
        let next = try #require(throws: JSONError.self) { try decoder.feed(Array(" ".utf8)) }
        #expect(next.path == "$.items[2].id")
        let last = try #require(throws: JSONError.self) { try decoder.finish() }
        #expect(last.path == "$.items[2].id")
        let lines = JSONLinesDecoder(of: Item.self)
        #expect(try lines.feed(Array(Self.badLine.utf8)).map(\.id) == [1, 2])
        #expect(try #require(throws: JSONError.self) { try lines.finish() }.line == 3)
    }

    @Test func asyncStreamsYieldThemToo() async throws {
        var ids: [Int] = []
        let arrayError = await #expect(throws: JSONError.self) {
            for try await item in CurlewJSONDecoder().decodeElements(
                of: Item.self, at: "$.items", from: chunks(Self.badElement))
            {
                ids.append(item.id)
            }
        }
        #expect(ids == [1, 2])
        #expect(arrayError?.path == "$.items[2].id")
        ids = []
        let linesError = await #expect(throws: JSONError.self) {
            for try await item in CurlewJSONDecoder().decodeLines(of: Item.self, from: chunks(Self.badLine)) {
                ids.append(item.id)
            }
        }
        #expect(ids == [1, 2])
        #expect(linesError?.line == 3)
    }
}
