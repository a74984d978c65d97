import Foundation
import Testing

@testable import CurlewGenerator

/// Several specs in one module: a spec's `namespace` declares its types in an enum (`Shelter.Pet`), and specs
/// that would declare the same top-level type get one diagnostic naming both files, the types and the option.
@Suite struct NamespaceTests {
    static func spec(_ name: String) throws -> SpecFile {
        let url = GoldenFileTests.specsDirectory.appendingPathComponent(name)
        return SpecFile(name: name, contents: Array(try Data(contentsOf: url)))
    }

    static func model(_ spec: SpecFile) throws -> APIModel {
        try #require(Generator.translate(spec).model, "\(Generator.translate(spec).diagnostics)")
    }

    static func clashes(_ specs: [SpecFile]) throws -> [String] {
        Generator.typeNameClashes(try specs.map { ($0, try model($0)) }).map(\.description)
    }

    @Test func twoNativeSpecsDeclaringPetAreOneErrorNamingBothFilesTheTypesAndTheOption() throws {
        let clashes = try Self.clashes([Self.spec("Httpbin.curlew.json"), Self.spec("Petstore.curlew.json")])
        #expect(
            clashes == [
                """
                Httpbin.curlew.json:33:5: error: Httpbin.curlew.json and Petstore.curlew.json generate into one \
                module and both declare 'Pet', 'PetStatus' (Swift would report 'Pet' is ambiguous)
                Httpbin.curlew.json:33:5: note: give one spec a namespace: add "namespace": "Httpbin" to the top \
                level of Httpbin.curlew.json (its types become Httpbin.Pet, …) or "namespace": "Petstore" to \
                Petstore.curlew.json
                """
            ])
    }

    @Test func aNamespacedSpecDoesNotClashAndEachPairIsReportedOnce() throws {
        let specs = try ["Petstore.curlew.json", "Shelter.curlew.json", "Comments.curlew.json"].map(Self.spec)
        #expect(try Self.clashes(specs) == [])
        let three = try ["Httpbin.curlew.json", "Petstore.curlew.json", "Shelter.curlew.json"].map(Self.spec)
        #expect(try Self.clashes(three).count == 1)
        #expect(Generator.topLevelTypeNames(of: try Self.model(three[2])) == ["ShelterClient", "Shelter"])
    }

    @Test func anOpenAPIDocumentIsToldItsExtensionAndPointedAtItsSchema() throws {
        let document = SpecFile(
            name: "Shop.openapi.yaml",
            text: """
                openapi: 3.0.3
                info: { title: Shop, version: "1" }
                paths: {}
                components:
                  schemas:
                    Order: { type: object, properties: { id: { type: integer } } }
                    pet_status: { type: string, enum: [available, sold] }
                """)
        let clashes = try Self.clashes([document, Self.spec("Petstore.curlew.json")])
        #expect(
            clashes == [
                """
                Shop.openapi.yaml:7:5: error: Shop.openapi.yaml and Petstore.curlew.json generate into one module \
                and both declare 'PetStatus' (Swift would report 'PetStatus' is ambiguous)
                Shop.openapi.yaml:7:5: note: give one spec a namespace: add x-curlew-namespace: Shop to the top \
                level of Shop.openapi.yaml (its types become Shop.PetStatus, …) or "namespace": "Petstore" to \
                Petstore.curlew.json
                """
            ])
    }

    @Test func twoAPIsOfTheSameNameAreToldToRenameOne() throws {
        let first = SpecFile(name: "a/T.curlew.json", text: #"{ "name": "T", "namespace": "A" }"#)
        let second = SpecFile(name: "b/T.curlew.json", text: #"{ "name": "T", "namespace": "B" }"#)
        #expect(
            try Self.clashes([first, second]) == [
                """
                a/T.curlew.json:1:1: error: T.curlew.json and T.curlew.json generate into one module and both \
                declare 'TClient' (Swift would report 'TClient' is ambiguous)
                a/T.curlew.json:1:1: note: both APIs are named 'T': rename one ('name' in a native spec; an OpenAPI \
                document's API is named after its file)
                """
            ])
    }

    @Test func namespaceMustBeAnIdentifierNoTypeOfTheSpecTakes() {
        func diagnose(_ namespace: String) -> [String] {
            let text = #"{ "name": "T", "namespace": "\#(namespace)", "models": { "Pet": { "fields": {} } } }"#
            return Generator.generate(SpecFile(name: "t.curlew.json", text: text)).diagnostics.map(\.description)
        }
        #expect(
            diagnose("Pet") == [
                "t.curlew.json:1:29: error: namespace 'Pet' is also the name of a type this spec generates; pick another"
            ])
        #expect(
            diagnose("TClient") == [
                "t.curlew.json:1:29: error: namespace 'TClient' is also the name of a type this spec generates; pick another"
            ])
        #expect(
            diagnose("my-api") == [
                "t.curlew.json:1:29: error: invalid namespace 'my-api': use letters, digits and '_', starting with a letter"
            ])
        #expect(diagnose("Swift") == ["t.curlew.json:1:29: error: namespace 'Swift' is reserved in generated code"])
        #expect(diagnose("Shop") == [])
    }

    @Test func anOpenAPISchemaNamedLikeTheNamespaceIsRenamedNotShadowed() throws {
        let text = """
            openapi: 3.1.0
            x-curlew-namespace: Shop
            info: { title: Shop, version: "1" }
            paths:
              /shop: { get: { operationId: getShop, responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Shop" } } } } } } }
            components:
              schemas:
                Shop: { type: object, properties: { name: { type: string } } }
            """
        let model = try Self.model(SpecFile(name: "api.yaml", text: text))
        #expect(model.namespace == "Shop")
        #expect(model.models.map(\.name) == ["Shop2"])
        let source = try #require(Generator.generate(SpecFile(name: "api.yaml", text: text)).source)
        #expect(source.contains("func getShop() async throws -> Shop.Shop2 {"))
        #expect(source.contains("\nenum Shop {}\n\nextension Shop {\n    /// "))
        let bad = Generator.generate(
            SpecFile(name: "api.yaml", text: text.replacingOccurrences(of: ": Shop\n", with: ": 2shop\n")))
        #expect(
            bad.diagnostics.map(\.description) == [
                "api.yaml:2:21: error: invalid namespace '2shop': use letters, digits and '_', starting with a letter (at #/x-curlew-namespace)"
            ])
    }

    @Test func namespacedPartsEachExtendTheNamespace() throws {
        let files = Generator.generateFiles(try Self.spec("Shelter.curlew.json"), options: GeneratorOptions(parts: 3))
        #expect(files.files.map(\.name) == ["Shelter.swift", "Shelter+Models2.swift", "Shelter+Models3.swift"])
        #expect(files.files[0].source.contains("\nenum Shelter {}\n"))
        for (_, source) in files.files.dropFirst() {
            #expect(!source.contains("enum Shelter {}"))
            #expect(source.contains("\nextension Shelter {\n"))
        }
    }
}
