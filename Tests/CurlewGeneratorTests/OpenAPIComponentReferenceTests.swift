import Foundation
import Testing

@testable import CurlewGenerator

/// A component that is only a `$ref` (`Pet: {$ref: pet.yaml}`) names the schema it points to: user code says
/// `Pet`. A second component pointing at the same schema is a `typealias` of the first.
@Suite struct OpenAPIComponentReferenceTests {
    static let spec = """
        openapi: 3.0.3
        info: { title: Min, version: "1" }
        paths:
          /pets/{id}:
            get:
              operationId: getPet
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
          /dogs:
            get:
              operationId: listDogs
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { type: array, items: { $ref: "schemas/pet.yaml" } } } }
        components:
          schemas:
            Pet: { $ref: "schemas/pet.yaml" }
            Dog: { $ref: "schemas/pet.yaml" }
            Owner: { $ref: "#/x-defs/Person" }
        x-defs:
          Person: { type: object, properties: { name: { type: string } } }
        """

    static let petFile = """
        type: object
        required: [id]
        properties:
          id: { type: integer }
          name: { type: string }
        """

    /// `Min.openapi.yaml` beside `schemas/pet.yaml`.
    static var specFile: SpecFile {
        var file = SpecFile(name: "Min.openapi.yaml", text: spec)
        file.loader = { path in path == "schemas/pet.yaml" ? Array(petFile.utf8) : nil }
        return file
    }

    @Test func aComponentThatIsOnlyAReferenceKeepsItsName() throws {
        let (model, diagnostics) = Generator.translate(Self.specFile)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        // THEN the schema is `Pet` (not `Pet2`), `Owner` names the local definition, and `Dog` is another name
        #expect(api.models.map(\.name) == ["Pet", "Owner"])
        #expect(api.endpoints.map(\.returns) == [.named("Pet"), .array(.named("Pet"))])
        #expect(api.typeAliases.map { "\($0.name)=\($0.target)" } == ["Dog=Pet"])
    }

    @Test(arguments: AccessLevel.allCases)
    func codeThatNamesEachComponentCompiles(access: AccessLevel) async throws {
        let result = Generator.generate(Self.specFile, options: GeneratorOptions(access: access))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("components-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let generated = folder.appendingPathComponent("Min.swift")
        try Data(try #require(result.source).utf8).write(to: generated)
        // A user's code that names every component.
        let user = folder.appendingPathComponent("User.swift")
        let uses = """
            func uses(_ client: MinClient) async throws -> (Pet, Dog, Owner) {
                let pet: Pet = try await client.getPet(id: 1)
                let dog: Dog = Pet(id: 2, name: "Rex")
                return (pet, dog, Owner(name: "Ann"))
            }
            """
        try Data(uses.utf8).write(to: user)
        try await GeneratedCodeCompilesTests().expectTypeChecks([generated, user])
    }
}
