@_spi(Generated) import CurlewJSON
import Foundation
import Testing

/// The reader API generated decoders use: typed reads, key matching, skipping, errors with paths.
@Suite struct JSONReaderTests {
    struct Book: JSONDecodable, Decodable, Equatable {
        var title: String
        var pages: Int
        var isbn: String?

        static let keys = JSONKeys(["title", "pages", "isbn"])

        init(title: String, pages: Int, isbn: String? = nil) {
            (self.title, self.pages, self.isbn) = (title, pages, isbn)
        }

        init(from reader: inout JSONReader) throws {
            var title: String?
            var pages: Int?
            try reader.beginObject()
            while let key = try reader.nextKey(in: Self.keys) {
                switch key {
                case 0: title = try reader.readString()
                case 1: pages = try reader.readInt()
                case 2: isbn = try reader.readOptional(String.self)
                default: try reader.skipValue()
                }
            }
            guard let title else { throw reader.missingKey("title") }
            guard let pages else { throw reader.missingKey("pages") }
            (self.title, self.pages) = (title, pages)
        }
    }

    struct Shelf: JSONDecodable, Decodable, Equatable {
        var books: [Book]

        init(books: [Book]) { self.books = books }

        init(from reader: inout JSONReader) throws {
            var books: [Book]?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if key == "books" { books = try reader.readArray(of: Book.self) } else { try reader.skipValue() }
            }
            guard let books else { throw reader.missingKey("books") }
            self.books = books
        }
    }

    private func error<T: JSONDecodable>(_ type: T.Type, _ text: String) throws -> JSONError {
        try decodingFailure { try CurlewJSONDecoder().decode(type, from: Array(text.utf8)) }
    }

    @Test func readsModelsAndSkipsUnknownKeys() throws {
        let text = #"{"books": [{"extra": {"a": [1, {"b": null}]}, "pages": 3, "title": "A", "isbn": null}], "x": 1}"#
        let shelf = try CurlewJSONDecoder().decode(Shelf.self, from: Array(text.utf8))
        #expect(shelf == Shelf(books: [Book(title: "A", pages: 3)]))
    }

    @Test func genericDecodablePathPicksTheReader() throws {
        // Called through a `Decodable`-only generic function, as APIClient does: the reader conformance still wins.
        func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
            try CurlewJSONDecoder().decode(type, from: Array(text.utf8))
        }
        let books = try decode([Book].self, #"[{"title": "A", "pages": 1, "isbn": "X"}]"#)
        #expect(books == [Book(title: "A", pages: 1, isbn: "X")])
    }

    @Test func missingKeyPointsAtTheObject() throws {
        let found = try error(Shelf.self, "{\"books\": [\n  {\"title\": \"A\", \"pages\": 1},\n  {\"pages\": 2}\n]}")
        #expect(found.message == #"missing key "title""#)
        #expect(found.path == "$.books[1]")
        #expect(found.byteOffset == 44)
        #expect(found.line == 3)
        #expect(found.column == 3)
    }

    @Test func wrongTypeNamesPathAndValue() throws {
        let found = try error(Shelf.self, #"{"books": [{"title": "A", "pages": "many"}]}"#)
        #expect(found.message == #"expected Int, found string "many""#)
        #expect(found.path == "$.books[0].pages")
        #expect(found.byteOffset == 35)
    }

    @Test func integersOutOfRangeAreErrorsNotWraps() throws {
        let found = try error([Int8].self, "[1, 300]")
        #expect(found.message == "Int8 out of range: 300")
        #expect(found.path == "$[1]")
        let limits = try CurlewJSONDecoder().decode(
            [Int64].self, from: Array("[-9223372036854775808, 9223372036854775807]".utf8))
        #expect(limits == [.min, .max])
        #expect(try CurlewJSONDecoder().decode([UInt64].self, from: Array("[18446744073709551615]".utf8)) == [.max])
    }

    @Test func topLevelArrayElementsCarryTheirIndexInPaths() throws {
        var text = "["
        for index in 0..<30_000 { text += #"{"title": "t\#(index)", "pages": \#(index)},"# }
        text += #"{"title": 5, "pages": 1}]"#
        let found = try error([Book].self, text)
        #expect(found.path == "$[30000].title")
        #expect(found.message == "expected String, found number 5")
    }

    @Test func scalarsAndFoundationTypes() throws {
        var decoder = CurlewJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let text =
            #"[true, null, 1.5, "2024-05-06T07:08:09Z", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "https://a.b/c", 12.30, {"k": [1]}]"#
        let values = try decoder.withReader(from: Array(text.utf8)) { reader in
            try reader.beginArray()
            let flag = try reader.readBool()
            let null = reader.readNull()
            let double = try reader.readDouble()
            let date = try reader.readDate()
            let uuid = try reader.readUUID()
            let url = try reader.readURL()
            let decimal = try reader.readDecimal()
            let json = try reader.readJSONValue()
            #expect(try !reader.hasNext())
            return (flag, null, double, date, uuid, url, decimal, json)
        }
        #expect(values.0 && values.1 && values.2 == 1.5)
        #expect(values.3 == Date(timeIntervalSince1970: 1_714_979_289))
        #expect(values.4 == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(values.5 == URL(string: "https://a.b/c"))
        #expect(values.6 == Decimal(string: "12.30"))
        #expect(values.7 == JSONValue.object(["k": .array([.number("1")])]))
    }

    @Test func invalidJSONAfterTheValueWins() throws {
        let found = try error([Int].self, "[1, 2] x")
        #expect(found.message.contains("trailing garbage"))
    }

    final class KeepsDecoder: Decodable {
        let decoder: any Decoder
        init(from decoder: any Decoder) throws { self.decoder = decoder }
    }

    struct NameKey: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        var intValue: Int? { nil }
    }

    @Test func aDecoderKeptPastDecodeReadsTheDocumentAsFoundationsDoes() throws {
        let kept = try CurlewJSONDecoder().decode(KeepsDecoder.self, from: Array(#"{"a": "text"}"#.utf8))
        let container = try kept.decoder.container(keyedBy: NameKey.self)
        #expect(try container.decode(String.self, forKey: NameKey(stringValue: "a")) == "text")
        #expect(throws: DecodingError.self) { _ = try kept.decoder.unkeyedContainer() }
        let foundation = try JSONDecoder().decode(KeepsDecoder.self, from: Data(#"{"a": "text"}"#.utf8))
        let foundationContainer = try foundation.decoder.container(keyedBy: NameKey.self)
        #expect(try foundationContainer.decode(String.self, forKey: NameKey(stringValue: "a")) == "text")
    }

    @Test func nextKeyWithSeenSkipsARepeatedKeyAndItsValue() throws {
        // Keys 0-69: "k0"..."k69". The UInt64 form tracks 0-63; the [UInt64] form any position.
        let keys = JSONKeys((0..<70).map { "k\($0)" })
        let text = #"{"k1": 1, "k63": 2, "k1": {"x": [3]}, "k64": 4, "zz": 5, "k64": 6, "k63": 7}"#
        func read(_ next: (inout JSONReader) throws -> Int?) throws -> [String] {
            try CurlewJSONDecoder().withReader(from: Array(text.utf8)) { reader in
                var read: [String] = []
                try reader.beginObject()
                while let position = try next(&reader) {
                    if position == JSONKeys.unknown {
                        try reader.skipValue()
                        read.append("?")
                    } else {
                        read.append("k\(position)=\(try reader.readInt())")
                    }
                }
                return read
            }
        }
        var seen: UInt64 = 0
        #expect(try read { try $0.nextKey(in: keys, seen: &seen) } == ["k1=1", "k63=2", "k64=4", "?", "k64=6"])
        var words: [UInt64] = [0, 0]
        #expect(try read { try $0.nextKey(in: keys, seen: &words) } == ["k1=1", "k63=2", "k64=4", "?"])
        #expect(words == [1 << 1 | 1 << 63, 1 << 0])
    }
}
