import CurlewJSON
import Foundation
import Testing

/// The generated Petstore models decode and encode the way Docs/SpecFormat.md promises, with CurlewJSON's
/// decoder (what clients use) and with Foundation's (the generated Codable code is plain Codable).
@Suite struct ModelCodingTests {
    static let decoder: CurlewJSONDecoder = {
        var decoder = CurlewJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func decodeBoth<T: Decodable & Equatable>(_ type: T.Type, _ json: String) throws -> T {
        let ours = try Self.decoder.decode(T.self, from: Array(json.utf8))
        let foundation = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        #expect(ours == foundation)
        return ours
    }

    @Test func missingKeysGetTheirDefaults() throws {
        // GIVEN a pet with only its required keys (and the nullable `owner`)
        let pet = try decodeBoth(Pet.self, #"{"id": 3, "name": "Nemo", "owner": null}"#)
        // THEN defaults fill the rest, optionals are nil
        #expect(pet.status == .available)
        #expect(pet.priority == .normal)
        #expect(pet.weight == 0)
        #expect(pet.toys.isEmpty)
        #expect(pet.attributes.isEmpty)
        #expect(pet.tag == nil)
        #expect(pet.owner == nil)
    }

    @Test func nullGetsTheDefaultToo() throws {
        let pet = try decodeBoth(Pet.self, #"{"id": 3, "name": "N", "owner": "Ann", "status": null, "weight": null}"#)
        #expect(pet.status == .available)
        #expect(pet.weight == 0)
        #expect(pet.owner == "Ann")
    }

    @Test func nullableKeyMustBePresent() {
        // `owner` is "String?" with "required": true: null is fine, a missing key is not.
        #expect(throws: (any Error).self) {
            try Self.decoder.decode(Pet.self, from: Array(#"{"id": 3, "name": "N"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Pet.self, from: Data(#"{"id": 3, "name": "N"}"#.utf8))
        }
    }

    @Test func nullableAndOptionalEncodeDifferently() throws {
        // GIVEN a pet whose optional `tag` and nullable `owner` are both nil
        let pet = Pet(id: 1, name: "Rex", owner: nil)
        // WHEN encoded
        let object = try JSONValue(parsing: Array(try CurlewJSONEncoder().encode(pet)))
        // THEN the optional key is left out and the nullable one is null; defaults are written
        #expect(object["tag"] == nil)
        #expect(object["owner"] == .null)
        #expect(object["status"] == .string("available"))
        #expect(object["toys"] == .array([]))
    }

    @Test func unknownEnumValuesAreKept() throws {
        let pet = try decodeBoth(
            Pet.self, #"{"id": 2, "name": "Tom", "owner": null, "status": "adopted", "priority": 7}"#)
        #expect(pet.status == .unknown("adopted"))
        #expect(pet.priority == .unknown(7))
        let again = try Self.decoder.decode(Pet.self, from: Array(try CurlewJSONEncoder().encode(pet)))
        #expect(again == pet)
    }

    @Test func integerEnumsUseTheirNumbers() throws {
        #expect(Priority(rawValue: 2) == .urgent)
        #expect(Priority.high.rawValue == 1)
        #expect(try decodeBoth([Priority].self, "[0, 1, 2, 3]") == [.normal, .high, .urgent, .unknown(3)])
    }

    @Test func taggedUnionDecodesEachVariantAndKeepsUnknownTags() throws {
        let json =
            #"[{"kind": "ball", "diameter": 6.5}, {"length": 1.2, "kind": "rope"}, {"kind": "frisbee", "color": "red"}]"#
        let toys = try decodeBoth([Toy].self, json)
        #expect(toys.count == 3)
        #expect(toys[0] == .ball(Ball(kind: "ball", diameter: 6.5)))
        #expect(toys[1] == .rope(Rope(length: 1.2, knots: 1)))
        guard case .unknown(let tag, let value) = toys[2] else {
            Issue.record("expected an unknown toy, got \(toys[2])")
            return
        }
        #expect(tag == "frisbee")
        #expect(value["color"] == .string("red"))
    }

    @Test func taggedUnionEncodesItsTag() throws {
        // Rope has no `kind` field: the union adds it. Ball has one: it is written once.
        let encoded = try CurlewJSONEncoder().encode([
            Toy.rope(Rope(length: 2, knots: 3)), .ball(Ball(kind: "ball", diameter: 1)),
        ])
        let array = try JSONValue(parsing: Array(encoded))
        #expect(array[0]?["kind"] == .string("rope"))
        #expect(array[0]?["knots"] == .number("3"))
        #expect(array[1]?["kind"] == .string("ball"))
        let unknown = Toy.unknown(tag: "kite", value: try JSONValue(parsing: #"{"kind": "kite", "tail": 3}"#))
        let roundTrip = try Self.decoder.decode(Toy.self, from: Array(try CurlewJSONEncoder().encode(unknown)))
        #expect(roundTrip == unknown)
    }

    @Test func datesWithAndWithoutFractionalSeconds() throws {
        let pets = try Self.decoder.decode(
            [Pet].self,
            from: Array(
                #"[{"id": 1, "name": "a", "owner": null, "created_at": "2024-05-06T07:08:09.123Z"},"#
                    .utf8)
                + Array(#" {"id": 2, "name": "b", "owner": null, "created_at": "2024-05-06T07:08:09Z"}]"#.utf8)
        )
        let whole = try #require(pets[1].createdAt)
        let fractional = try #require(pets[0].createdAt)
        #expect(whole.timeIntervalSince1970 == 1_714_979_289)
        #expect(abs(fractional.timeIntervalSince(whole) - 0.123) < 0.000_5)
    }

    @Test func foundationTypesDecode() throws {
        let json = #"""
            {"id": 1, "name": "a", "owner": null, "weight": 12.50, "chip_id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
             "photo_url": "https://example.com/rex.png", "thumbnail": "AAEC", "attributes": {"legs": 4, "x": [null]}}
            """#
        let pet = try decodeBoth(Pet.self, json)
        #expect(pet.weight == Decimal(string: "12.5"))
        #expect(pet.chipID == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(pet.photoURL == URL(string: "https://example.com/rex.png"))
        #expect(pet.thumbnail == Data([0, 1, 2]))
        #expect(pet.attributes["legs"] == .number("4"))
    }

    @Test func deprecatedFieldStillDecodes() throws {
        // The property is `@available(*, deprecated)`; reading it here would warn, so check it round-trips.
        let pet = try decodeBoth(Pet.self, #"{"id": 3, "name": "Nemo", "owner": null, "nickname": "Little one"}"#)
        let object = try JSONValue(parsing: Array(try CurlewJSONEncoder().encode(pet)))
        #expect(object["nickname"] == .string("Little one"))
    }

    @Test func generatedReaderDecoderReportsWhereAKeyIsMissing() throws {
        // `decode` takes the generated `init(from reader:)` (Pet is JSONDecodable): errors keep their path.
        #expect((Pet.self as Any.Type) is any JSONDecodable.Type)
        let json = #"[{"id": 1, "name": "a", "owner": null}, {"id": 2, "owner": null}]"#
        do {
            _ = try Self.decoder.decode([Pet].self, from: Array(json.utf8))
            Issue.record("expected a missing key error")
        } catch DecodingError.keyNotFound(let key, let context) {
            // Foundation's case and coding path, located by the reader's `JSONError`.
            #expect(key.stringValue == "name")
            #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
            let error = try #require(JSONError(context.underlyingError!))
            #expect(error.path == "$[1]")
            #expect(error.message.contains("name"))
        }
    }

    @Test func includedFieldsComeFirst() throws {
        let pet = Pet(id: 9, createdAt: Date(timeIntervalSince1970: 0), name: "x", owner: nil)
        #expect(pet.id == 9)
        let entity = try decodeBoth(Entity.self, #"{"id": 9}"#)
        #expect(entity == Entity(id: 9))
    }
}
