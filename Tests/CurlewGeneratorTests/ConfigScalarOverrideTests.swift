import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// `typeOverrides.schemas` of component schemas that declare no type of their own: scalars (with and without a
/// format), arrays, nullable wrappers and `$ref` chains to them, which the translator inlines where they are used.
/// Overridden by name, each use (property, parameter, body, array item, dictionary value) takes the user's type.
/// LedgerClientTests (ConfigClientTests) compiles a scalar override and sends and decodes it against httpbin.
@Suite struct ConfigScalarOverrideTests {
    static let spec = """
        openapi: 3.0.3
        info: { title: Prices, version: "1" }
        paths:
          /prices/{id}:
            get:
              operationId: getPrice
              parameters:
                - { name: id, in: path, required: true, schema: { $ref: "#/components/schemas/Id" } }
                - { name: max, in: query, schema: { $ref: "#/components/schemas/Money" } }
                - { name: plain, in: query, schema: { type: string, format: decimal } }
              responses:
                "200":
                  description: A price.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Money" } } }
                "404":
                  description: Unknown.
                  content: { application/problem+json: { schema: { $ref: "#/components/schemas/Code" } } }
          /prices:
            post:
              operationId: postPrices
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: "#/components/schemas/Prices" } } }
              responses:
                "200":
                  description: The item.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } }
        components:
          schemas:
            Money: { type: string, format: decimal }
            Amount: { type: number }
            Id: { type: string, format: uuid }
            Code: { type: integer, enum: [1, 2] }
            Prices: { type: array, items: { $ref: "#/components/schemas/Money" } }
            MaybeMoney: { allOf: [{ $ref: "#/components/schemas/Money" }], nullable: true }
            ListPrice: { $ref: "#/components/schemas/Money" }
            Item:
              type: object
              required: [id, price, list, history]
              properties:
                id: { $ref: "#/components/schemas/Id" }
                price: { $ref: "#/components/schemas/Money" }
                list: { $ref: "#/components/schemas/ListPrice" }
                maybe: { $ref: "#/components/schemas/MaybeMoney" }
                amount: { $ref: "#/components/schemas/Amount" }
                code: { $ref: "#/components/schemas/Code" }
                history: { $ref: "#/components/schemas/Prices" }
                byRegion: { type: object, additionalProperties: { $ref: "#/components/schemas/Money" } }
                note: { type: string, format: decimal }
        """

    /// The spec configured with `config` (YAML): the model (nil after an error) and the printed diagnostics.
    func configured(_ config: String, spec: String = Self.spec) throws -> (model: APIModel?, diagnostics: [String]) {
        let (model, diagnostics) = Generator.translate(SpecFile(name: "prices.openapi.yaml", text: spec))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let read = GeneratorConfig.read(name: "c.yaml", contents: Array(config.utf8))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let result = Generator.configure(try #require(model), with: try #require(read.config))
        return (result.model, result.diagnostics.map(\.description))
    }

    /// The type of `Item.<json>` in `api`.
    func field(_ json: String, in api: APIModel) -> TypeRef? {
        api.models.first { $0.name == "Item" }?.fields.first { $0.jsonKey == json }?.type
    }

    @Test func aScalarSchemaOverrideReachesEveryUseAndTheChainsThroughIt() throws {
        let (model, diagnostics) = try configured("typeOverrides: { schemas: { Money: Bank.Cash } }")
        // no "matches no type": the scalar is a schema the user may name
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        let cash = TypeRef.named("Bank.Cash")
        #expect(field("price", in: api) == cash)
        // `ListPrice: {$ref: Money}`, `MaybeMoney: {allOf: [Money], nullable}` and `Prices: [Money]` pass through it
        #expect(field("list", in: api) == cash)
        #expect(field("maybe", in: api) == cash)
        #expect(field("history", in: api) == .array(cash))
        #expect(field("byRegion", in: api) == .dictionary(cash))
        // a decimal string that is not `Money` stays a String
        #expect(field("note", in: api) == .builtin(.string))
        let getPrice = try #require(api.endpoints.first { $0.name == "getPrice" })
        #expect(getPrice.queryParams.map(\.type) == [cash, .builtin(.string)])
        #expect(getPrice.returns == cash)
        let postPrices = try #require(api.endpoints.first { $0.name == "postPrices" })
        #expect(postPrices.body == .array(cash))
        #expect(api.pinnedSchemas.isEmpty)
        let source = Generator.render(api, specFileName: "prices.openapi.yaml")
        #expect(source.contains("var price: Bank.Cash"), "\(source)")
        #expect(
            source.contains("func getPrice(id: Foundation.UUID, max: Bank.Cash? = nil, plain: Swift.String? = nil)"))
        #expect(source.contains("func postPrices(body: [Bank.Cash])"))
    }

    @Test func theFirstOverriddenSchemaOnAChainWins() throws {
        // `ListPrice: {$ref: Money}`: overriding ListPrice reaches its own uses only
        let (model, diagnostics) = try configured("typeOverrides: { schemas: { ListPrice: Listed } }")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(field("list", in: api) == .named("Listed"))
        #expect(field("price", in: api) == .builtin(.string))
        // both: each its own
        let both = try #require(
            try configured("typeOverrides: { schemas: { ListPrice: Listed, Money: Cash } }").model)
        #expect(field("list", in: both) == .named("Listed"))
        #expect(field("price", in: both) == .named("Cash"))
        #expect(field("history", in: both) == .array(.named("Cash")))
    }

    @Test func arrayNullableNumberAndFormatSchemasAreOverriddenByName() throws {
        let (model, diagnostics) = try configured(
            "typeOverrides: { schemas: { Prices: PriceList, MaybeMoney: Maybe, Amount: Figure, Id: ItemID } }")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(field("history", in: api) == .named("PriceList"))
        #expect(field("maybe", in: api) == .named("Maybe"))
        #expect(field("amount", in: api) == .named("Figure"))
        #expect(field("id", in: api) == .named("ItemID"))
        // the uses of Money itself are not touched
        #expect(field("price", in: api) == .builtin(.string))
        let getPrice = try #require(api.endpoints.first { $0.name == "getPrice" })
        #expect(getPrice.pathParams.map(\.type) == [.named("ItemID")])
        let postPrices = try #require(api.endpoints.first { $0.name == "postPrices" })
        #expect(postPrices.body == .named("PriceList"))
        let source = Generator.render(api, specFileName: "prices.openapi.yaml")
        #expect(source.contains("func postPrices(body: PriceList)"), "\(source)")
        // an integer enum (a declared type, overridable before scalars were) reaches a problem+json error body
        let code = try #require(try configured("typeOverrides: { schemas: { Code: Status, Money: Cash } }").model)
        #expect(code.enums.isEmpty)
        #expect(field("code", in: code) == .named("Status"))
        let errors = try #require(code.endpoints.first { $0.name == "getPrice" }).errors
        #expect(errors.map(\.type) == [.named("Status")])
        // the spec's name works as well as the generated one
        let bySpecName = try #require(try configured("typeOverrides: { schemas: { Id: ItemID } }").model)
        #expect(field("id", in: bySpecName) == .named("ItemID"))
    }

    @Test func aSecondNameOfAnObjectIsOverriddenAtItsOwnUses() throws {
        let spec = """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths:
              /dogs:
                get:
                  operationId: getDog
                  responses:
                    "200":
                      description: A dog.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Dog" } } }
              /pets:
                get:
                  operationId: getPet
                  responses:
                    "200":
                      description: A pet.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
            components:
              schemas:
                Pet: { type: object, properties: { weight: { $ref: "#/components/schemas/Weight" } } }
                Dog: { $ref: "#/components/schemas/Pet" }
                Weight: { type: number }
            """
        // `Dog` was `typealias Dog = Pet` whose uses said `Pet`: the override dropped the alias and reached nothing
        let (model, diagnostics) = try configured("typeOverrides: { schemas: { Dog: MyDog } }", spec: spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(api.endpoints.map(\.returns) == [.named("MyDog"), .named("Pet")])
        // a user's type spelled as the schema is that type, with no warning
        let same = try configured("typeOverrides: { schemas: { Weight: Weight } }", spec: spec)
        #expect(same.diagnostics.isEmpty, "\(same.diagnostics)")
        #expect(same.model?.models.first?.fields.map(\.type) == [.named("Weight")])
        #expect(same.model?.externalTypes == ["Weight"])
    }

    static let reservedSpec = """
        openapi: 3.0.3
        info: { title: Museum, version: "1" }
        paths:
          /events/{day}:
            get:
              operationId: listEvents
              parameters:
                - { name: day, in: path, required: true, schema: { $ref: "#/components/schemas/Date" } }
              responses:
                "200":
                  description: The events.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Event" } } }
                "400":
                  description: Bad request.
                  content: { application/problem+json: { schema: { $ref: "#/components/schemas/Error" } } }
        components:
          schemas:
            Date: { type: string, format: date }
            Event: { type: object, properties: { day: { $ref: "#/components/schemas/Date" } } }
            Error: { type: object, properties: { title: { type: string } } }
        """

    @Test func schemasWhoseTypeNameIsReservedAreOverriddenByTheirSpecNames() throws {
        // `Date` and `Error` are generated as `DateModel` (a scalar: inlined) and `ErrorModel`: the spec's names
        // find them, as the generated ones do
        let (model, diagnostics) = try configured(
            "typeOverrides: { schemas: { Date: Day, Error: Problem } }", spec: Self.reservedSpec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(api.models.map(\.name) == ["Event"])
        #expect(api.models[0].fields.map(\.type) == [.named("Day")])
        let listEvents = try #require(api.endpoints.first)
        #expect(listEvents.pathParams.map(\.type) == [.named("Day")])
        // the problem+json error body is the user's type
        #expect(listEvents.errors.map(\.type) == [.named("Problem")])
        let source = Generator.render(api, specFileName: "museum.openapi.yaml")
        #expect(source.contains("case 400: return try? decoder.decode(Problem.self, from: response.body)"), "\(source)")
        let generated = try #require(
            try configured("typeOverrides: { schemas: { ErrorModel: Problem } }", spec: Self.reservedSpec).model)
        #expect(generated.endpoints.first?.errors.map(\.type) == [.named("Problem")])
    }

    static let limitsSpec = """
        openapi: 3.0.3
        info: { title: Limits, version: "1" }
        paths:
          /upload:
            put:
              operationId: upload
              requestBody:
                content:
                  multipart/form-data:
                    schema: { type: object, properties: { price: { $ref: "#/components/schemas/Money" } } }
              responses: { "204": { description: Stored. } }
          /quote:
            get:
              operationId: quote
              parameters:
                - { name: cap, in: query, schema: { $ref: "#/components/schemas/Cap" } }
              responses:
                "200":
                  description: A quote.
                  headers: { X-Rate: { schema: { $ref: "#/components/schemas/Rate" } } }
                  content: { application/json: { schema: { $ref: "#/components/schemas/Quote" } } }
        components:
          schemas:
            Money: { type: string, format: decimal }
            Rate: { type: number }
            Cap: { type: integer, default: 10 }
            Label: { type: string }
            Quote:
              type: object
              properties:
                value: { oneOf: [{ $ref: "#/components/schemas/Label" }, { type: integer }] }
                tier: { $ref: "#/components/schemas/Tier" }
            Tier: { type: string, default: basic }
            Unused: { type: string }
        """

    @Test func whatAScalarOverrideCannotReachIsAnErrorNamingTheUse() throws {
        func diagnostics(_ config: String) throws -> [String] {
            let result = try configured(config, spec: Self.limitsSpec)
            #expect(result.model == nil || !result.diagnostics.contains { $0.contains("error:") })
            return result.diagnostics
        }
        #expect(
            try diagnostics("typeOverrides: { schemas: { Money: Cash } }") == [
                "c.yaml:1:29: error: 'Money' is used by operation 'upload' (a multipart part or response header); a type override applies to model properties, parameters and JSON bodies only"
            ])
        #expect(
            try diagnostics("typeOverrides: { schemas: { Rate: Ratio } }") == [
                "c.yaml:1:29: error: 'Rate' is used by operation 'quote' (a multipart part or response header); a type override applies to model properties, parameters and JSON bodies only"
            ])
        #expect(
            try diagnostics("typeOverrides: { schemas: { Label: Tag } }") == [
                "c.yaml:1:29: error: 'Label' is used by union 'QuoteValue'; a type override applies to model properties, parameters and JSON bodies only"
            ])
        #expect(
            try diagnostics("typeOverrides: { schemas: { Cap: Limit } }") == [
                "c.yaml:1:29: error: parameter 'cap' of 'quote' has a default, which 'Limit' cannot be built from"
            ])
        #expect(
            try diagnostics("typeOverrides: { schemas: { Tier: Level } }") == [
                "c.yaml:1:29: error: 'Quote.tier' has a default, which 'Level' cannot be built from"
            ])
        // a schema no `$ref` uses is named, and still matches nothing
        #expect(
            try diagnostics("typeOverrides: { schemas: { Unused: Nothing } }") == [
                "c.yaml:1:29: warning: 'typeOverrides.schemas' entry 'Unused' matches no type of Prices"
            ])
    }

    @Test func aTextResponseOfAnOverriddenScalarStaysText() throws {
        // `Money` is a JSON property and a text/plain response: the property takes the user's type; the text body,
        // which the client returns as the text it got (no decoder runs), stays a String and names no pinned type
        let spec = """
            openapi: 3.0.3
            info: { title: Prices, version: "1" }
            paths:
              /price.txt:
                get:
                  operationId: getPriceText
                  responses:
                    "200":
                      description: The price as text.
                      content: { text/plain: { schema: { $ref: "#/components/schemas/Money" } } }
              /item:
                get:
                  operationId: getItem
                  responses:
                    "200":
                      description: The item.
                      content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } }
            components:
              schemas:
                Money: { type: string, format: decimal }
                Item:
                  type: object
                  required: [price]
                  properties: { price: { $ref: "#/components/schemas/Money" } }
            """
        let (model, diagnostics) = try configured("typeOverrides: { schemas: { Money: Cash } }", spec: spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(field("price", in: api) == .named("Cash"))
        let text = try #require(api.endpoints.first { $0.name == "getPriceText" })
        #expect(text.returns == .builtin(.string) && text.responseFormat == .text)
        #expect(api.pinnedSchemas.isEmpty)
        let source = Generator.render(api, specFileName: "prices.openapi.yaml")
        #expect(source.contains("func getPriceText() async throws -> Swift.String"), "\(source)")
        #expect(source.contains("var price: Cash"), "\(source)")
    }
}
