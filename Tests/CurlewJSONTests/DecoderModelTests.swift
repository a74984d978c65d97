import Foundation
import Testing

@testable import CurlewJSON

/// Codable models through `CurlewJSONDecoder`: nesting, optionals, collections, JSONValue fields, custom code.
@Suite struct DecoderModelTests {
    struct User: Codable, Hashable {
        var id: Int64
        var name: String
        var email: String?
        var verified: Bool
    }

    struct Post: Codable, Hashable {
        var title: String
        var author: User
        var tags: [String]
        var scores: [String: Double]
        var replies: [[Int]]
        var meta: JSONValue?
        var attributes: [String: JSONValue]
    }

    static let postJSON = #"""
        {"title": "Hello", "author": {"id": 7, "name": "Ann", "verified": true},
         "tags": ["a", "b"], "scores": {"x": 1.5, "y": -2}, "replies": [[1, 2], [], [3]],
         "meta": {"big": 12345678901234567890, "list": [1.50, null, "s"]},
         "attributes": {"z": 1, "a": {"b": false}}}
        """#

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try CurlewJSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func nestedModel() throws {
        let post = try decode(Post.self, Self.postJSON)
        #expect(post.title == "Hello")
        #expect(post.author == User(id: 7, name: "Ann", email: nil, verified: true))
        #expect(post.tags == ["a", "b"])
        #expect(post.scores == ["x": 1.5, "y": -2])
        #expect(post.replies == [[1, 2], [], [3]])
        #expect(post.meta?["big"] == .number("12345678901234567890"))
        #expect(post.meta?["list"] == [.number("1.50"), .null, "s"])
        #expect(post.attributes["a"] == ["b": false])
        #expect(try JSONDecoder().decode(Post.self, from: Data(Self.postJSON.utf8)).author == post.author)
    }

    @Test func optionalsMissingOrNull() throws {
        struct Options: Decodable {
            var a: Int?
            var b: String?
            var c: [Int]?
            var d: User?
        }
        let value = try decode(Options.self, #"{"a": null, "c": null, "d": null}"#)
        #expect(value.a == nil && value.b == nil && value.c == nil && value.d == nil)
        let present = try decode(Options.self, #"{"a": 1, "b": "x", "c": [2]}"#)
        #expect(present.a == 1 && present.b == "x" && present.c == [2])
        #expect(try decode(Int?.self, "null") == nil)
        #expect(try decode([Int?].self, "[1, null]") == [1, nil])
    }

    @Test func dictionariesWithOtherKeysAndValues() throws {
        let byID = try decode([Int: String].self, #"{"1": "a", "-2": "b"}"#)
        #expect(byID == [1: "a", -2: "b"])
        let nested = try decode([String: [String: [Int]]].self, #"{"x": {"y": [1, 2]}, "z": {}}"#)
        #expect(nested == ["x": ["y": [1, 2]], "z": [:]])
        let encoded = try CurlewJSONEncoder().encode(byID)
        #expect(try decode([Int: String].self, String(decoding: encoded, as: UTF8.self)) == byID)
        let error = try decodingFailure {
            try decode([String: [String: Int]].self, #"{"x": {"y": true}}"#)
        }
        #expect(error.path == "$.x.y")
        #expect(error.message == "expected Int, found true")
    }

    @Test func keysInAnyOrder() throws {
        let user = try decode(User.self, #"{"verified": false, "email": "e", "name": "n", "id": 1, "extra": [1, {}]}"#)
        #expect(user == User(id: 1, name: "n", email: "e", verified: false))
        let users = try decode(
            [User].self, #"[{"id": 1, "name": "a", "verified": true}, {"name": "b", "id": 2, "verified": false}]"#)
        #expect(users.map(\.name) == ["a", "b"])
    }

    @Test func customCodeWithNestedContainersAndSuperDecoder() throws {
        class Base: Decodable {
            var kind: String
            required init(from decoder: any Decoder) throws {
                kind = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .kind)
            }
            enum Keys: String, CodingKey { case kind }
        }
        final class Circle: Base {
            var radius: Double = 0
            var center: [Double] = []
            var label: String = ""
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                radius = try container.nestedContainer(keyedBy: Keys.self, forKey: .geometry).decode(
                    Double.self, forKey: .radius)
                var center = try container.nestedContainer(keyedBy: Keys.self, forKey: .geometry)
                    .nestedUnkeyedContainer(forKey: .center)
                while !center.isAtEnd { self.center.append(try center.decode(Double.self)) }
                label = decoder.userInfo[CodingUserInfoKey(rawValue: "label")!] as? String ?? ""
                try super.init(from: container.superDecoder())
            }
            enum Keys: String, CodingKey { case geometry, radius, center }
        }
        var decoder = CurlewJSONDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "label")!] = "from userInfo"
        let json = #"{"geometry": {"radius": 2.5, "center": [1, 2]}, "super": {"kind": "circle"}}"#
        let circle = try decoder.decode(Circle.self, from: Array(json.utf8))
        #expect(circle.radius == 2.5)
        #expect(circle.center == [1, 2])
        #expect(circle.kind == "circle")
        #expect(circle.label == "from userInfo")
    }

    @Test func unkeyedContainerCountsAndNesting() throws {
        struct Pair: Decodable {
            var count: Int?
            var first: String
            var rest: [Int]
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                count = container.count
                first = try container.decode(String.self)
                var nested = try container.nestedUnkeyedContainer()
                rest = []
                while !nested.isAtEnd { rest.append(try nested.decode(Int.self)) }
                #expect(try container.decodeNil())
                #expect(container.isAtEnd)
            }
        }
        let pair = try decode(Pair.self, #"["a", [1, 2, 3], null]"#)
        #expect(pair.count == 3 && pair.first == "a" && pair.rest == [1, 2, 3])
    }

    @Test func enumsAndDataAndURL() throws {
        enum Status: String, Codable { case available, sold }
        struct Item: Codable {
            var status: Status
            var blob: Data
            var link: URL
        }
        let item = try decode(
            Item.self, #"{"status": "sold", "blob": "AAEC/w==", "link": "https://example.com/a?b=c"}"#)
        #expect(item.status == .sold)
        #expect(item.blob == Data([0, 1, 2, 255]))
        #expect(item.link.absoluteString == "https://example.com/a?b=c")
        let error = try decodingFailure {
            try decode([Status].self, #"["sold", "lost"]"#)
        }
        #expect(error.path == "$[1]")
        #expect(error.byteOffset == 9)
    }
}
