import CurlewJSON
import Foundation
import Testing

/// Loose.openapi.yaml: an object schema with `additionalProperties: true` (or `{}`, or a schema) next to
/// `properties` keeps the members it does not declare, by both decoders, and writes them back when encoding.
@Suite struct AdditionalPropertiesTests {
    static let json = #"{"id":7,"color":"red","name":"Rex","size":{"w":2,"h":1.50},"tags":[1,null],"color":"blue"}"#

    @Test func theFastPathKeepsUndeclaredMembersInOrder() throws {
        // WHEN a document with members the schema does not declare is read by the generated reader
        let thing = try CurlewJSONDecoder().decode(Loose.Thing.self, from: Array(Self.json.utf8))
        // THEN the declared fields are typed, and the others kept in document order, the first of a repeated key
        #expect(thing.id == 7)
        #expect(thing.name == "Rex")
        #expect(thing.additionalProperties.keys == ["color", "size", "tags"])
        #expect(thing.additionalProperties["color"] == .string("red"))
        #expect(thing.additionalProperties["size"]?["h"] == .number("1.50"))
        #expect(thing.additionalProperties["tags"] == .array([.number("1"), .null]))
    }

    @Test func theCodablePathKeepsUndeclaredMembers() throws {
        // WHEN the same document is decoded through init(from decoder:) (Foundation's decoder)
        let thing = try JSONDecoder().decode(Loose.Thing.self, from: Data(Self.json.utf8))
        // THEN it keeps the same members (Foundation does not keep number text or key order)
        #expect(thing.id == 7)
        #expect(Set(thing.additionalProperties.keys) == ["color", "size", "tags"])
        #expect(thing.additionalProperties["size"]?["w"]?.int64Value == 2)
        #expect(thing.additionalProperties["tags"]?[1] == .null)
    }

    @Test func undeclaredMembersAreWrittenBackAfterTheFields() throws {
        let thing = try CurlewJSONDecoder().decode(Loose.Thing.self, from: Array(Self.json.utf8))
        // WHEN it is encoded again
        let data = try CurlewJSONEncoder().encode(thing)
        // THEN the bytes hold the declared fields and then the others, in order, number text kept
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"id":7,"name":"Rex","color":"red","size":{"w":2,"h":1.50},"tags":[1,null]}"#)
        // AND Foundation's encoder writes them too
        let foundation = try JSONValue(parsing: try JSONEncoder().encode(thing))
        #expect(foundation["color"] == .string("red"))
        #expect(foundation["size"]?["w"]?.int64Value == 2)
    }

    @Test func aDeclaredPropertyNamedLikeTheStorageKeepsItsName() throws {
        // GIVEN a schema that declares `additionalProperties` as a property of its own
        let json = #"{"additionalProperties":"mine","other":true}"#
        let clash = try CurlewJSONDecoder().decode(Loose.Clash.self, from: Array(json.utf8))
        // THEN the declared one is the string, and the others go to `additionalProperties2`
        #expect(clash.additionalProperties == "mine")
        #expect(clash.additionalProperties2 == ["other": .bool(true)])
        // AND a member set by hand under a declared key does not write that key twice
        var edited = clash
        edited.additionalProperties2 = ["additionalProperties": .string("not this"), "more": .null]
        #expect(
            String(decoding: try CurlewJSONEncoder().encode(edited), as: UTF8.self)
                == #"{"additionalProperties":"mine","more":null}"#)
    }

    @Test func anObjectWithoutPropertiesKeepsEverything() throws {
        let json = #"{"a":1,"b":[true]}"#
        let bare = try CurlewJSONDecoder().decode(Loose.Bare.self, from: Array(json.utf8))
        #expect(bare.additionalProperties.keys == ["a", "b"])
        #expect(try JSONDecoder().decode(Loose.Bare.self, from: Data(json.utf8)) == bare)
        #expect(String(decoding: try CurlewJSONEncoder().encode(bare), as: UTF8.self) == json)
    }

    @Test func aSchemaTypesTheUndeclaredMembers() throws {
        // GIVEN `additionalProperties: { type: integer, nullable: true }`
        let json = #"{"b":2,"total":3,"a":null,"b":9}"#
        for scores in [
            try CurlewJSONDecoder().decode(Loose.Scores.self, from: Array(json.utf8)),
            try JSONDecoder().decode(Loose.Scores.self, from: Data(json.utf8)),
        ] {
            // THEN the others are typed (the first of a repeated key kept)
            #expect(scores.total == 3)
            #expect(scores.additionalProperties == ["a": Int?.none, "b": 2])
            // AND are written back after the fields, in key order, null kept
            #expect(
                String(decoding: try CurlewJSONEncoder().encode(scores), as: UTF8.self)
                    == #"{"total":3,"a":null,"b":2}"#)
        }
        // AND a member of the wrong type is an error, as for a declared field
        #expect(throws: DecodingError.self) {
            try CurlewJSONDecoder().decode(Loose.Scores.self, from: Array(#"{"c":"x"}"#.utf8))
        }
    }

    @Test func aReferencedSchemaTypesTheUndeclaredMembersAsModels() throws {
        let json = #"{"owner":"Ann","rex":{"id":1,"legs":4}}"#
        let pens = try CurlewJSONDecoder().decode(Loose.Pens.self, from: Array(json.utf8))
        #expect(pens.owner == "Ann")
        #expect(pens.additionalProperties["rex"]?.id == 1)
        #expect(pens.additionalProperties["rex"]?.additionalProperties == ["legs": .number("4")])
        #expect(
            try JSONDecoder().decode(Loose.Pens.self, from: Data(json.utf8)).additionalProperties.keys.sorted() == [
                "rex"
            ])
        #expect(String(decoding: try CurlewJSONEncoder().encode(pens), as: UTF8.self) == json)
    }
}
