import Foundation
import Testing

@testable import CurlewGenerator

/// `$ref`s to other files: however a path is spelled, one file is read once and each schema in it is one type.
@Suite struct OpenAPIExternalReferenceTests {
    static func translate(_ yaml: String, files: [String: String]) -> (model: APIModel?, diagnostics: [Diagnostic]) {
        OpenAPITranslationTests.translate(OpenAPITranslationTests.header + yaml, files: files)
    }

    static func fieldTypes(_ model: APIModel?, _ name: String) -> [String: TypeRef] {
        let fields = model?.models.first { $0.name == name }?.fields ?? []
        return Dictionary(fields.map { ($0.jsonKey, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    /// A `Tag` schema, and `Pets` whose first property `a` refers to `pet.yaml` (the tests add more).
    static let tagAndPets = """
        components:
          schemas:
            Tag: { type: object, properties: { label: { type: string } } }
            Pets:
              type: object
              properties:
                a: { $ref: "pet.yaml" }

        """

    @Test func oneFileSpelledSeveralWaysIsOneType() throws {
        // GIVEN one file named as `pet.yaml`, `./pet.yaml` and `sub/../pet.yaml`, and files that point back
        // at it and at the document itself (`./api.yaml`, `../api.yaml`)
        let (model, diagnostics) = Self.translate(
            Self.tagAndPets + """
                        b: { $ref: "./pet.yaml" }
                        c: { $ref: "sub/../pet.yaml" }
                        d: { $ref: "sub/owner.yaml" }
                """,
            files: [
                "pet.yaml": "type: object\nproperties:\n  tag: { $ref: './api.yaml#/components/schemas/Tag' }\n",
                "sub/owner.yaml":
                    "type: object\nproperties:\n  pet: { $ref: '../pet.yaml' }\n"
                    + "  tag: { $ref: '../api.yaml#/components/schemas/Tag' }\n",
            ])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // THEN there is one Pet, one Owner and one Tag, and every reference is typed with them
        #expect(model?.models.map(\.name).sorted() == ["Owner", "Pet", "Pets", "Tag"])
        let pets = Self.fieldTypes(model, "Pets")
        #expect(["a", "b", "c"].map { pets[$0] } == Array(repeating: .named("Pet"), count: 3))
        #expect(pets["d"] == .named("Owner"))
        #expect(Self.fieldTypes(model, "Pet")["tag"] == .named("Tag"))
        #expect(Self.fieldTypes(model, "Owner") == ["pet": .named("Pet"), "tag": .named("Tag")])
    }

    @Test func aPathThatClimbsOutOfTheDocumentsFolderAndBackIsTheSameFile() throws {
        // GIVEN a document named without a folder (`curlew generate api.yaml`, run beside it), and references
        // that leave its folder and come back in: `../<folder>/pet.yaml`, `../<folder>/api.yaml`
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
        let (model, diagnostics) = Self.translate(
            Self.tagAndPets + """
                        b: { $ref: "../\(folder)/pet.yaml" }
                """,
            files: [
                "pet.yaml":
                    "type: object\nproperties:\n  tag: { $ref: '../\(folder)/api.yaml#/components/schemas/Tag' }\n"
            ])
        // THEN both are one Pet, and its tag is the document's own Tag (not a second copy of the document)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model?.models.map(\.name).sorted() == ["Pet", "Pets", "Tag"])
        #expect(Self.fieldTypes(model, "Pets") == ["a": .named("Pet"), "b": .named("Pet")])
        #expect(Self.fieldTypes(model, "Pet")["tag"] == .named("Tag"))
    }

    @Test func filesThatReferToEachOtherAreReadOnce() throws {
        // GIVEN two files on disk, in different folders, that refer to each other through `..`
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let files = [
            "api.openapi.yaml": OpenAPITranslationTests.header
                + "components: { schemas: { Start: { type: object, properties: { pet: { $ref: 'common.yaml#/Pet' } } } } }\n",
            "common.yaml": "Pet: { type: object, properties: { owner: { $ref: 'sub/owner.yaml#/Owner' } } }\n",
            "sub/owner.yaml": "Owner: { type: object, properties: { pet: { $ref: '../common.yaml#/Pet' } } }\n",
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let path = folder.appendingPathComponent("api.openapi.yaml").path
        let (model, diagnostics) = Generator.translate(SpecFile(name: path, text: files["api.openapi.yaml"] ?? ""))
        // THEN the cycle is one Pet and one Owner (no Pet2…, no "more than 64 referenced files")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model?.models.map(\.name).sorted() == ["Owner", "Pet", "Start"])
        #expect(Self.fieldTypes(model, "Owner")["pet"] == .named("Pet"))
    }

    @Test func percentEscapesInAFilePathAreDecoded() throws {
        // GIVEN a reference to `my pet.yaml` written as a URI, with `%20` for the space
        let (model, diagnostics) = Self.translate(
            """
            components:
              schemas:
                Home: { type: object, properties: { pet: { $ref: "my%20pet.yaml#/Pet" } } }
            """,
            files: ["my pet.yaml": "Pet: { type: object, properties: { name: { type: string } } }\n"])
        // THEN the file is read and its schema is a type
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(Self.fieldTypes(model, "Home")["pet"] == .named("Pet"))
        #expect(Self.fieldTypes(model, "Pet")["name"] == .builtin(.string))
    }

    @Test func aReferenceToAFileThatIsNoSchemaIsNamedWhereItIsWritten() throws {
        // GIVEN references to a text file (it reads as one YAML string), to a list, and to a boolean schema
        let (model, diagnostics) = Self.translate(
            """
            components:
              schemas:
                Home:
                  type: object
                  properties:
                    notes: { $ref: "notes.txt" }
                    list: { $ref: "list.yaml" }
                    anything: { $ref: "yes.yaml" }
            """,
            files: ["notes.txt": "just some text\nsecret=1\n", "list.yaml": "- a\n- b\n", "yes.yaml": "true\n"])
        // THEN each is typed as JSON (nothing dropped), and the two that are no schema are warnings at their `$ref`,
        // naming what the file holds
        let fields = Self.fieldTypes(model, "Home")
        #expect(fields["notes"] == .builtin(.json))
        #expect(fields["list"] == .builtin(.json))
        #expect(fields["anything"] == .builtin(.json))
        let messages = diagnostics.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'$ref' names a string at notes.txt#, not a schema object") })
        #expect(messages.contains { $0.hasPrefix("'$ref' names an array at list.yaml#, not a schema object") })
        #expect(
            diagnostics.allSatisfy {
                $0.severity == .warning && !["notes.txt", "list.yaml"].contains($0.location.file)
            })
    }
}
