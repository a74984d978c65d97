import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// A config file's `typeOverrides`, `rename` and `namespace`: what they change in the model, and the diagnostics
/// for what they cannot do. LedgerClientTests (ConfigClientTests) compiles, sends and decodes the real thing.
@Suite struct ConfigOverrideTests {
    static let spec = """
        openapi: 3.0.3
        info: { title: Shop, version: "1" }
        paths:
          /orders/{id}:
            get:
              operationId: getOrder
              parameters:
                - { name: id, in: path, required: true, schema: { type: string, format: uuid } }
                - { name: region, in: query, schema: { $ref: "#/components/schemas/Region" } }
              responses:
                "200":
                  description: An order.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Order" } } }
          /orders:
            get:
              operationId: listOrders
              responses:
                "200":
                  description: Orders.
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Order" } } } }
        components:
          schemas:
            Money: { type: object, properties: { units: { type: integer } } }
            Region: { type: string, enum: [eu, us] }
            Status: { type: string, enum: [open, in_flight] }
            Order:
              type: object
              required: [id, total]
              properties:
                id: { type: string, format: uuid }
                total: { $ref: "#/components/schemas/Money" }
                tip: { type: number, format: decimal, default: 0 }
                status: { $ref: "#/components/schemas/Status" }
                region: { $ref: "#/components/schemas/Region" }
                note: { type: string }
        """

    /// The spec configured with `config` (YAML): the model (nil after an error) and the printed diagnostics.
    func configured(_ config: String) throws -> (model: APIModel?, diagnostics: [String]) {
        let (model, diagnostics) = Generator.translate(SpecFile(name: "shop.openapi.yaml", text: Self.spec))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let read = GeneratorConfig.read(name: "c.curlew-config.yaml", contents: Array(config.utf8))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let result = Generator.configure(try #require(model), with: try #require(read.config))
        return (result.model, result.diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) })
    }

    @Test func overridesRenamesAndTheNamespaceChangeSwiftNamesOnly() throws {
        let (model, diagnostics) = try configured(
            """
            namespace: Store
            typeOverrides: { schemas: { Money: Bank.Money } }
            rename:
              types: { Order: Purchase }
              properties: { Order.note: memo }
              operations: { getOrder: order, listOrders: orders }
              enumCases: { Status.in_flight: pending }
            """)
        #expect(diagnostics.isEmpty)
        let api = try #require(model)
        #expect(api.namespace == "Store")
        #expect(api.externalTypes == ["Bank.Money"])
        #expect(api.models.map(\.name) == ["Purchase"])
        let purchase = api.models[0]
        #expect(purchase.fields.first { $0.jsonKey == "total" }?.type == .named("Bank.Money"))
        #expect(purchase.fields.first { $0.jsonKey == "note" }?.swiftName == "memo")
        #expect(api.endpoints.map(\.name) == ["order", "orders"])
        // the `…Response` variants follow the new names
        #expect(api.endpoints.map(\.responseVariant) == ["orderResponse", "ordersResponse"])
        #expect(
            api.endpoints[0].returns == .named("Purchase") && api.endpoints[1].returns == .array(.named("Purchase")))
        let status = try #require(api.enums.first { $0.name == "Status" })
        #expect(
            status.cases.map(\.swiftName) == ["open", "pending"] && status.cases.map(\.value) == ["open", "in_flight"])
        // The user's type is spelled as written, outside the namespace, and read through its Decodable.
        let source = Generator.render(api, specFileName: "shop.openapi.yaml")
        #expect(source.contains("var total: Bank.Money") && source.contains("try reader.decode(Bank.Money.self)"))
        #expect(source.contains("(self.memo, forKey: \"note\")") && !source.contains("struct Money"))
    }

    @Test func formatOverridesReachPropertiesAndParameters() throws {
        let (model, diagnostics) = try configured("typeOverrides: { formats: { uuid: Ids.OrderID } }")
        #expect(diagnostics.isEmpty)
        let api = try #require(model)
        #expect(
            api.models.first { $0.name == "Order" }?.fields.first { $0.jsonKey == "id" }?.type == .named("Ids.OrderID"))
        let id = try #require(api.endpoints[0].pathParams.first)
        #expect(id.type == .named("Ids.OrderID") && id.pairStyle == .joined(","))
        // The user's type is only `Codable & Sendable`: its JSON encoding is the path segment.
        let source = Generator.render(api, specFileName: "shop.openapi.yaml")
        #expect(source.contains("id: Ids.OrderID"))
        #expect(source.contains("let _idItems = try Curlew.FormEncoding.text(id, separator: \",\""))
        #expect(source.contains("encodingItem: Curlew.URLEncoding.pathSegment)"))
    }

    @Test func schemaOverridesReachParametersOfThatType() throws {
        let (model, diagnostics) = try configured("typeOverrides: { schemas: { Region: Geo.Zone } }")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(api.enums.map(\.name) == ["Status"])
        let region = try #require(api.endpoints[0].queryParams.first)
        #expect(region.type == .named("Geo.Zone") && region.pairStyle == .jsonText && region.optional)
        let source = Generator.render(api, specFileName: "shop.openapi.yaml")
        #expect(
            source.contains(
                "try Curlew.FormEncoding.pairs(name: \"region\", value: region, style: .jsonText, encoder: self.api.encoder)"
            ), "\(source)")
        #expect(source.contains("var region: Swift.Optional<Geo.Zone>"))
    }

    @Test func aParameterDefaultOfAnOverriddenTypeIsAnError() throws {
        let spec = """
            openapi: 3.0.3
            info: { title: Paged, version: "1" }
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - { name: limit, in: query, schema: { type: integer, format: int64, default: 10 } }
                  responses: { "204": { description: none } }
            """
        let model = try #require(Generator.translate(SpecFile(name: "paged.openapi.yaml", text: spec)).model)
        let config = try #require(
            GeneratorConfig.read(name: "c.yaml", contents: Array("typeOverrides: { formats: { int64: Count } }".utf8))
                .config)
        let result = Generator.configure(model, with: config)
        #expect(result.model == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "c.yaml:1:29: error: parameter 'limit' of 'listItems' has a default, which 'Count' cannot be built from"
            ])
    }

    @Test func schemaOverridesReachTheResponsesOfThatType() throws {
        let (model, diagnostics) = try configured("typeOverrides: { schemas: { Order: Books.Order } }")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(api.models.map(\.name) == ["Money"])
        #expect(api.endpoints.map(\.returns) == [.named("Books.Order"), .array(.named("Books.Order"))])
        // decoded through the user's Decodable, by the client's decoder
        let source = Generator.render(api, specFileName: "shop.openapi.yaml")
        #expect(source.contains("Curlew.Endpoint<Books.Order>(method: .get"), "\(source)")
        #expect(source.contains("Curlew.Endpoint<[Books.Order]>(method: .get"), "\(source)")
    }

    static let bodiesSpec = """
        openapi: 3.0.3
        info: { title: Tokens, version: "1" }
        paths:
          /tokens:
            post:
              operationId: revoke
              requestBody:
                required: true
                content: { application/json: { schema: { type: array, items: { type: string, format: uuid } } } }
              responses:
                "200":
                  description: The revoked one.
                  headers: { X-Request-Id: { schema: { type: string, format: uuid } } }
                  content: { application/json: { schema: { type: string, format: uuid } } }
                "404":
                  description: Unknown ids.
                  content: { application/json: { schema: { type: array, items: { type: string, format: uuid } } } }
          /tokens/{id}/file:
            put:
              operationId: upload
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              requestBody:
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      properties: { owner: { type: string, format: uuid }, limits: { $ref: "#/components/schemas/Limits" } }
              responses:
                "201":
                  description: Stored.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Limits" } } }
          /tokens/pages:
            get:
              operationId: listTokens
              x-curlew-pagination: { style: cursor, items: data, cursor: next }
              parameters: [{ name: cursor, in: query, schema: { type: string } }]
              responses:
                "200":
                  description: A page.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Page" } } }
        components:
          schemas:
            Limits: { type: object, properties: { count: { type: integer } } }
            Page:
              type: object
              properties: { data: { type: array, items: { type: string } }, next: { type: string } }
        """

    /// `bodiesSpec` configured with `config`.
    func configuredBodies(_ config: String) throws -> (model: APIModel?, diagnostics: [String]) {
        let (model, diagnostics) = Generator.translate(SpecFile(name: "tokens.openapi.yaml", text: Self.bodiesSpec))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let read = GeneratorConfig.read(name: "c.yaml", contents: Array(config.utf8))
        let result = Generator.configure(try #require(model), with: try #require(read.config))
        return (result.model, result.diagnostics.map(\.description))
    }

    @Test func formatOverridesReachJSONBodiesAndWarnWhereTheyCannot() throws {
        let (model, diagnostics) = try configuredBodies("typeOverrides: { formats: { uuid: TokenID } }")
        // the request body, the success body and the error body take the user's type; the multipart part and the
        // response header cannot, and say so
        #expect(
            diagnostics == [
                "c.yaml:1:29: warning: 'typeOverrides.formats' entry 'uuid' does not apply to the response header 'X-Request-Id' of 'revoke': it stays Foundation.UUID",
                "c.yaml:1:29: warning: 'typeOverrides.formats' entry 'uuid' does not apply to the multipart part 'owner' of 'upload': it stays Foundation.UUID",
            ])
        let api = try #require(model)
        let revoke = try #require(api.endpoints.first { $0.name == "revoke" })
        #expect(revoke.body == .array(.named("TokenID")))
        #expect(revoke.returns == .named("TokenID"))
        #expect(revoke.errors.map(\.type) == [.array(.named("TokenID"))])
        let source = Generator.render(api, specFileName: "tokens.openapi.yaml")
        #expect(source.contains("func revoke(body: [TokenID]) async throws -> TokenID"), "\(source)")
        #expect(source.contains("case 404: return try? decoder.decode([TokenID].self, from: response.body)"))
    }

    @Test func overridesThatCannotReachAUseAreErrors() throws {
        // a multipart part's type is written by generated code that knows the built-in types only
        let multipart = try configuredBodies("typeOverrides: { schemas: { Limits: Quota } }")
        #expect(multipart.model == nil)
        #expect(
            multipart.diagnostics == [
                "c.yaml:1:29: error: 'Limits' is used by operation 'upload' (a multipart part or response header); a type override applies to model properties, parameters and JSON bodies only"
            ])
        // the items method reads the page's fields
        let page = try configuredBodies("typeOverrides: { schemas: { Page: TokenPage } }")
        #expect(
            page.diagnostics == [
                "c.yaml:1:29: error: 'Page' is used by operation 'listTokens' as its page (its items and next-page fields are read from it); a type override applies to model properties, parameters and JSON bodies only"
            ])
    }

    @Test func whatCannotBeDoneIsAnErrorAndWhatNamesNothingAWarning() throws {
        let overrides = try configured(
            "typeOverrides: { schemas: { Nope: X }, formats: { decimal: Cash } }")
        #expect(
            overrides.diagnostics == [
                "c.curlew-config.yaml:1:29: warning: 'typeOverrides.schemas' entry 'Nope' matches no type of Shop",
                "c.curlew-config.yaml:1:51: error: 'Order.tip' has a default, which 'Cash' cannot be built from",
            ])
        let taken = try configured("typeOverrides: { schemas: { Money: Order } }")
        #expect(
            taken.diagnostics.first
                == "c.curlew-config.yaml:1:29: error: 'Order' is also a type Shop generates, so it cannot name your own type"
        )
        let renames = try configured(
            """
            rename:
              types: { Order: Status, Gone: X }
              properties: { Order.note: status, Order.nope: x }
              operations: { getOrder: listOrders, timeout: x }
              enumCases: { Status.open: unknown }
            namespace: Status
            """)
        #expect(
            renames.diagnostics == [
                "c.curlew-config.yaml:2:12: error: cannot rename 'Order' to 'Status': that name is taken",
                "c.curlew-config.yaml:2:27: warning: 'rename.types' entry 'Gone' matches no type of Shop",
                "c.curlew-config.yaml:3:17: error: cannot rename 'Order.note' to 'status': 'Order' already has a property of that name",
                "c.curlew-config.yaml:3:37: warning: 'rename.properties' entry 'Order.nope' matches no property of Shop",
                "c.curlew-config.yaml:4:17: error: cannot rename 'getOrder' to 'listOrders': the client already has a member of that name",
                "c.curlew-config.yaml:4:39: warning: 'rename.operations' entry 'timeout' matches no operation of Shop",
                "c.curlew-config.yaml:5:16: error: cannot rename 'Status.open' to 'unknown': 'Status' already has a case of that name",
                "c.curlew-config.yaml:6:12: error: namespace 'Status' is also the name of a type this spec generates; pick another",
            ])
    }

    @Test func badOverrideAndRenameValuesAreConfigErrors() {
        func diagnostics(_ text: String) -> [String] {
            GeneratorConfig.read(name: "c.yaml", contents: Array(text.utf8)).diagnostics.map {
                $0.description.split(separator: "\n")[0].description
            }
        }
        #expect(
            diagnostics("typeOverrides: { schemas: { Money: 'Decimal<Int>' }, formats: { guid: X } }") == [
                "c.yaml:1:29: error: 'Decimal<Int>' (for 'Money') is not a Swift type name",
                "c.yaml:1:65: error: unknown format 'guid' (known: byte, date, date-time, decimal, double, float, int32, int64, uri, url, uuid)",
            ])
        #expect(
            diagnostics(
                "rename: { properties: { note: memo }, enumCases: { A.b: 'two words' }, operations: { a: [b] } }")
                == [
                    "c.yaml:1:25: error: 'rename.properties' key 'note' must be Type.member, like 'Pet.name'",
                    "c.yaml:1:52: error: 'rename.enumCases' gives 'A.b' the name 'two words', which is not a Swift name",
                    "c.yaml:1:89: error: 'rename.operations' maps 'a' to an array; it must be a string",
                ])
        #expect(
            diagnostics("namespace: 'my space'") == [
                "c.yaml:1:12: error: invalid namespace 'my space': use letters, digits and '_', starting with a letter"
            ])
        #expect(
            diagnostics("rename: { models: {} }").first?.hasPrefix(
                "c.yaml:1:11: error: unknown key 'models' in 'rename'") == true)
    }

    @Test func aSiblingsConfigNamespaceSettlesATypeNameClash() async throws {
        // GIVEN Httpbin and Petstore, which both declare Pet and PetStatus, in one folder
        let tool = try #require(CurlewTool.url, "the curlew executable is not built next to the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-sibling-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Httpbin.curlew.json", "Petstore.curlew.json"] {
            try FileManager.default.copyItem(
                at: GoldenFileTests.specsDirectory.appendingPathComponent(name), to: folder.appendingPathComponent(name)
            )
        }
        let httpbin = folder.appendingPathComponent("Httpbin.curlew.json").path
        let petstore = folder.appendingPathComponent("Petstore.curlew.json").path
        let arguments = ["generate", httpbin, "-o", folder.appendingPathComponent("out").path, "--sibling", petstore]
        var outcome = try await ChildProcess.run(tool, arguments)
        #expect(outcome.status == 1 && outcome.stderr.contains("both declare 'Pet'"), "\(outcome.stderr)")
        // WHEN Petstore's own config file gives it a namespace THEN the plugin's sibling check passes
        try Data(#"{ "namespace": "Store" }"#.utf8).write(
            to: folder.appendingPathComponent("Petstore.curlew-config.json"))
        outcome = try await ChildProcess.run(tool, arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }
}
