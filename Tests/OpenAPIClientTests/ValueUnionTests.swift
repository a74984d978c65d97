import CurlewJSON
import Foundation
import Testing

/// Unions.openapi.yaml: `oneOf`/`anyOf` without a discriminator and 3.1 type arrays are enums told apart by the JSON
/// value (its kind, then an object's constants and required keys, then the first variant that decodes), alike in
/// the generated reader and in Codable; degenerate schemas (an always-empty object, `{}` items, an empty enum)
/// compile and decode.
@Suite struct ValueUnionTests {
    /// Decodes `json` with the generated reader (the fast path) and with Foundation's decoder (the Codable path).
    func decodeBoth<T: Decodable & JSONDecodable>(_ type: T.Type, _ json: String) throws -> [T] {
        [
            try CurlewJSONDecoder().decode(T.self, from: Array(json.utf8)),
            try JSONDecoder().decode(T.self, from: Data(json.utf8)),
        ]
    }

    /// A charge around `members` (the required `id` and `customer` given unless `members` has them).
    func charge(_ members: String) -> String {
        #"{"id":"ch_1","customer":"cus_1""# + (members.isEmpty ? "" : ",") + members + "}"
    }

    @Test func anExpandableFieldIsAnIDOrTheObject() throws {
        for charge in try decodeBoth(Unions.Charge.self, charge("")) {
            #expect(charge.customer == .string("cus_1"))
        }
        let expanded = #"{"id":"ch_1","customer":{"id":"cus_1","object":"customer","name":"Ann"}}"#
        for charge in try decodeBoth(Unions.Charge.self, expanded) {
            #expect(charge.customer == .customer(Unions.Customer(id: "cus_1", object: .customer, name: "Ann")))
        }
    }

    @Test func anObjectDecodesAsTheFirstVariantThatDeclaresAllItsKeys() throws {
        // V1 (a) would take {a, b} too, dropping b: V2, the first that declares both keys, is tried first
        for value in try decodeBoth(Unions.Versioned.self, #"{"a":1,"b":2}"#) {
            #expect(value == .v2(Unions.V2(a: 1, b: 2)))
        }
        for value in try decodeBoth(Unions.Versioned.self, #"{"a":1}"#) {
            #expect(value == .v1(Unions.V1(a: 1)))
        }
        // AND a key neither declares falls back to the first variant that decodes
        for value in try decodeBoth(Unions.Versioned.self, #"{"a":1,"c":3}"#) {
            #expect(value == .v1(Unions.V1(a: 1)))
        }
    }

    @Test func aTypeArrayIsAUnionOfItsTypes() throws {
        for charge in try decodeBoth(Unions.Charge.self, charge(#""amount":250"#)) {
            #expect(charge.amount == .integer(250))
        }
        for charge in try decodeBoth(Unions.Charge.self, charge(#""amount":"2.50""#)) {
            #expect(charge.amount == .string("2.50"))
        }
    }

    @Test func objectsAreToldApartByConstantsThenRequiredKeysThenTheFirstThatDecodes() throws {
        // A bank account that would decode as a Card too (Card's `object` is any string): the constant decides.
        let bank = #""source":{"object":"bank_account","iban":"DE89","last4":"0000"}"#
        for charge in try decodeBoth(Unions.Charge.self, charge(bank)) {
            #expect(charge.source == .bankAccount(Unions.BankAccount(object: .bankAccount, iban: "DE89")))
        }
        for charge in try decodeBoth(Unions.Charge.self, charge(#""source":{"object":"card","last4":"4242"}"#)) {
            #expect(charge.source == .card(Unions.Card(object: "card", last4: "4242")))
        }
        // Card's constant matches but its required last4 is missing: Wallet, the next that takes it.
        for charge in try decodeBoth(Unions.Charge.self, charge(#""source":{"object":"card","provider":"p"}"#)) {
            #expect(charge.source == .wallet(Unions.Wallet(provider: "p")))
        }
        for charge in try decodeBoth(Unions.Charge.self, charge(#""source":["a","b"]"#)) {
            #expect(charge.source == .stringArray(["a", "b"]))
        }
        for charge in try decodeBoth(Unions.Charge.self, charge(#""source":true"#)) {
            #expect(charge.source == .bool(true))
        }
    }

    @Test func scalarsArraysNullAndTitledVariants() throws {
        for charge in try decodeBoth(Unions.Charge.self, charge(#""tags":"a","note":1.5"#)) {
            #expect(charge.tags == .string("a"))
            #expect(charge.note == .count(1.5))
        }
        for charge in try decodeBoth(Unions.Charge.self, charge(#""tags":["a","b"],"note":"n""#)) {
            #expect(charge.tags == .stringArray(["a", "b"]))
            #expect(charge.note == .text("n"))
        }
        for charge in try decodeBoth(Unions.Charge.self, charge(#""tags":null"#)) {
            #expect(charge.tags == nil)
        }
    }

    @Test func aValueNoVariantTakesIsAnErrorNamingThePathAndTheVariantsTried() throws {
        // Wallet is the only variant whose keys match, and its balance is not a number.
        let json = charge(#""source":{"provider":"p","balance":"high"}"#)
        do {
            _ = try CurlewJSONDecoder().decode(Unions.Charge.self, from: Array(json.utf8))
            Issue.record("decoded a source no variant takes")
        } catch DecodingError.dataCorrupted(let context) {
            // Foundation's case, with the JSONError (path, message, place) as its underlying error
            let error = try #require(JSONError(DecodingError.dataCorrupted(context)))
            #expect(error.path == "$.source")
            #expect(error.message.contains("matches no variant of Source"), "\(error.message)")
            #expect(error.message.hasSuffix("tried: wallet"), "\(error.message)")
        }
        do {
            _ = try JSONDecoder().decode(Unions.Charge.self, from: Data(json.utf8))
            Issue.record("decoded a source no variant takes")
        } catch DecodingError.dataCorrupted(let context) {
            // the same reader runs (Codable goes through it), so the same JSONError text, located in the value
            #expect(context.codingPath.map(\.stringValue) == ["source"])
            #expect(context.debugDescription.contains("tried: wallet near"), "\(context.debugDescription)")
        }
        // A kind no variant has: nothing is tried.
        let number = #"{"id":"ch_1","customer":1}"#
        do {
            _ = try CurlewJSONDecoder().decode(Unions.Charge.self, from: Array(number.utf8))
            Issue.record("decoded a customer no variant takes")
        } catch let thrown as DecodingError {
            let error = try #require(JSONError(thrown))
            #expect(error.path == "$.customer")
            #expect(error.message.hasSuffix("[string (string), customer (object)]; tried: none"), "\(error.message)")
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Unions.Charge.self, from: Data(number.utf8))
        }
    }

    @Test func eachCaseEncodesItsValue() throws {
        let charge = Unions.Charge(
            id: "ch_1", customer: .customer(Unions.Customer(id: "cus_1", object: .customer)), amount: .string("2.50"),
            source: .stringArray(["x"]), tags: .string("t"), meta: Unions.Nothing(), anything: [.number("1")],
            note: .count(2))
        for data in [try CurlewJSONEncoder().encode(charge), try JSONEncoder().encode(charge)] {
            let object = try JSONValue(parsing: data)
            #expect(object["customer"]?["id"] == .string("cus_1"))
            #expect(object["amount"] == .string("2.50"))
            #expect(object["source"] == .array([.string("x")]))
            #expect(object["tags"] == .string("t"))
            #expect(object["meta"] == .object([:]))
            #expect(object["note"] == .number("2"))
            // AND it decodes back to the same value, by both decoders
            let text = String(decoding: data, as: UTF8.self)
            #expect(try decodeBoth(Unions.Charge.self, text) == [charge, charge])
        }
    }

    @Test func degenerateSchemasDecode() throws {
        // An always-empty object takes any object (members ignored) and nothing else; `{}` items take anything.
        for charge in try decodeBoth(Unions.Charge.self, charge(#""meta":{"x":1},"anything":[1,"a",null],"never":"z""#))
        {
            #expect(charge.meta == Unions.Nothing())
            #expect(charge.anything == [.number("1"), .string("a"), .null])
            #expect(charge.never == "z")
        }
        #expect(throws: DecodingError.self) {
            try CurlewJSONDecoder().decode(Unions.Charge.self, from: Array(charge(#""meta":[]"#).utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Unions.Charge.self, from: Data(charge(#""meta":[]"#).utf8))
        }
    }

    @Test func aBaseWithADiscriminatorIsAUnionOfTheSchemasExtendingIt() throws {
        let pets =
            #""pets":[{"petType":"kitty","name":"Tom","hunts":true},{"petType":"Dog","barks":false},"#
            + #"{"petType":"Fish","fins":2}]"#
        for charge in try decodeBoth(Unions.Charge.self, charge(pets)) {
            let decoded = try #require(charge.pets)
            try #require(decoded.count == 3)
            #expect(decoded[0] == .kitty(Unions.Cat(petType: "kitty", name: "Tom", hunts: true)))
            #expect(decoded[1] == .dog(Unions.Dog(petType: "Dog", barks: false)))
            // An unknown tag is kept whole, and written back as it came
            guard case .unknown(let tag, let value) = decoded[2] else {
                Issue.record("expected an unknown tag, got \(decoded[2])")
                continue
            }
            #expect(tag == "Fish")
            #expect(value["fins"] == .number("2"))
            let data = try CurlewJSONEncoder().encode(decoded[2])
            #expect(try JSONValue(parsing: data) == value)
        }
    }

    @Test func objectVariantsBesidePropertiesOrInAllOfAreOptionalFields() throws {
        let json = charge(
            #""payment":{"amount":1,"object":"card","last4":"4242"},"transfer":{"amount":2,"iban":"DE89","memo":"m"}"#)
        for charge in try decodeBoth(Unions.Charge.self, json) {
            #expect(charge.payment == Unions.Payment(amount: 1, object: "card", last4: "4242"))
            #expect(charge.transfer == Unions.Transfer(amount: 2, iban: "DE89", memo: "m"))
        }
    }

    @Test func aUnionMayHoldItself() throws {
        for charge in try decodeBoth(Unions.Charge.self, charge(#""expr":[1,[2.5,[]]]"#)) {
            #expect(charge.expr == .exprArray([.number(1), .exprArray([.number(2.5), .exprArray([])])]))
        }
        let data = try CurlewJSONEncoder().encode(Unions.Expr.exprArray([.number(1), .exprArray([])]))
        #expect(String(decoding: data, as: UTF8.self) == "[1,[]]")
    }

    @Test func anObjectIsTheFirstVariantThatDeclaresAllItsKeys() throws {
        // V1 would decode {"a","b"} too, ignoring b: V2 declares both, so nothing is lost
        for charge in try decodeBoth(Unions.Charge.self, charge(#""versioned":{"a":1,"b":2}"#)) {
            #expect(charge.versioned == .v2(Unions.V2(a: 1, b: 2)))
        }
        for charge in try decodeBoth(Unions.Charge.self, charge(#""versioned":{"a":1}"#)) {
            #expect(charge.versioned == .v1(Unions.V1(a: 1)))
        }
        // A key neither declares: the first that decodes
        for charge in try decodeBoth(Unions.Charge.self, charge(#""versioned":{"a":1,"c":3}"#)) {
            #expect(charge.versioned == .v1(Unions.V1(a: 1)))
        }
    }
}
