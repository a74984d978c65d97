import Foundation
import Testing

@testable import CurlewJSON

/// Long top-level arrays are parsed as they are decoded (the tape never holds them whole): the results and errors
/// must be the same as for any other document, whatever the decoding code does.
@Suite struct TopLevelArrayTests {
    struct Item: Codable, Equatable {
        var id: Int
        var name: String
        var tags: [String]
    }

    /// `count` items over several parse slices, one per line.
    static func document(count: Int, replacing index: Int? = nil, with text: String = "") -> [UInt8] {
        var lines: [String] = []
        for id in 0..<count {
            if id == index {
                lines.append(text)
            } else {
                lines.append(#"{"id": \#(id), "name": "item \#(id) \u00e9", "tags": ["a", "b\"c"]}"#)
            }
        }
        return Array(("[\n" + lines.joined(separator: ",\n") + "\n]").utf8)
    }

    static let count = 40_000

    @Test func decodesEveryElement() throws {
        let items = try CurlewJSONDecoder().decode([Item].self, from: Self.document(count: Self.count))
        #expect(items.count == Self.count)
        #expect(items[0] == Item(id: 0, name: "item 0 \u{e9}", tags: ["a", "b\"c"]))
        #expect(items[Self.count - 1].id == Self.count - 1)
        #expect(items.enumerated().allSatisfy { $0.offset == $0.element.id })
    }

    @Test func aDecodingErrorLateInTheArrayHasItsLocation() throws {
        let input = Self.document(count: Self.count, replacing: 30_000, with: #"{"id": "x", "name": "n", "tags": []}"#)
        let error = try decodingFailure { try CurlewJSONDecoder().decode([Item].self, from: input) }
        #expect(error.path == "$[30000].id")
        #expect(error.line == 30_002)
        #expect(error.column == 8)
        #expect(error.message == #"expected Int, found string "x""#)
        #expect(Array(input[error.byteOffset..<error.byteOffset + 3]) == Array(#""x""#.utf8))
    }

    @Test func aSyntaxErrorAfterTheDecodedPartIsReported() throws {
        var input = Self.document(count: Self.count)
        input.insert(UInt8(ascii: "x"), at: input.count - 1)
        let error = try decodingFailure { try CurlewJSONDecoder().decode([Item].self, from: input) }
        #expect(error.line == Self.count + 2)
        #expect(error.message == "invalid char in json text")
    }

    @Test func invalidJSONWinsOverAnEarlierDecodingError() throws {
        var input = Self.document(count: Self.count, replacing: 5, with: #"{"id": null, "name": "n", "tags": []}"#)
        input.insert(UInt8(ascii: "}"), at: input.count - 1)
        let error = try decodingFailure { try CurlewJSONDecoder().decode([Item].self, from: input) }
        #expect(error.message != "expected Int, found null")
        #expect(error.line == Self.count + 2)
    }

    @Test func aLoopThatSwallowsErrorsStopsAtInvalidJSON() throws {
        struct Lossy: Decodable {
            var items: [Item] = []
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                while !container.isAtEnd {
                    if let item = try? container.decode(Item.self) { items.append(item) }
                }
            }
        }
        let input = Self.document(count: Self.count, replacing: 20_000, with: #"{"id": 1 x}"#)
        let error = try decodingFailure { try CurlewJSONDecoder().decode(Lossy.self, from: input) }
        #expect(error.message == "invalid char in json text")
        #expect(error.line == 20_002)
    }

    /// Tries `[Item]`, then falls back to a looser element type: the second pass reads tokens the first let go.
    struct EitherList: Decodable {
        var strict: [Item]?
        var loose: [JSONValue]?
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let items = try? container.decode([Item].self) {
                strict = items
            } else {
                loose = try container.decode([JSONValue].self)
            }
        }
    }

    @Test func aSecondPassOverTheArrayWorks() throws {
        let input = Self.document(count: Self.count, replacing: 35_000, with: #"{"other": true}"#)
        let list = try CurlewJSONDecoder().decode(EitherList.self, from: input)
        #expect(list.strict == nil)
        #expect(list.loose?.count == Self.count)
        #expect(list.loose?[35_000] == ["other": true])
        #expect(list.loose?[0]["name"] == "item 0 \u{e9}")
    }

    @Test func countIsKnownWhileStreaming() throws {
        struct Counted: Decodable {
            var counts: [Int?] = []
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                counts.append(container.count)
                while !container.isAtEnd {
                    _ = try container.decode(Item.self)
                    if container.currentIndex == 20_000 { counts.append(container.count) }
                }
                counts.append(container.count)
            }
        }
        let counted = try CurlewJSONDecoder().decode(Counted.self, from: Self.document(count: Self.count))
        #expect(counted.counts == [Self.count, Self.count, Self.count])
    }

    @Test func scalarAndValueRootsStillWork() throws {
        let numbers = Array(("[" + (0..<100_000).map(String.init).joined(separator: ",") + "]").utf8)
        #expect(try CurlewJSONDecoder().decode([Int].self, from: numbers).last == 99_999)
        #expect(try CurlewJSONDecoder().decode(JSONValue.self, from: numbers)[99_999] == .number("99999"))
        #expect(try JSONValue(parsing: Self.document(count: Self.count))[39_999]?["id"] == .number("39999"))
    }
}
