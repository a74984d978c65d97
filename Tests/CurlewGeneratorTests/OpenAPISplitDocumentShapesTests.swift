import Foundation
import Testing

@testable import CurlewGenerator

/// The shapes behind DigitalOcean's last lossy warnings (its description is 2,900 files): each now generates
/// without a loss, and what the client does differently from the spec's words is a note, not a warning.
@Suite struct OpenAPISplitDocumentShapesTests {
    static let variants = [
        "models/attach.yml": """
        type: object
        allOf:
          - $ref: 'base.yml'
          - { properties: { droplet_id: { type: integer } }, required: [droplet_id] }
        """,
        "models/detach.yml": """
        type: object
        allOf:
          - $ref: 'base.yml'
          - { properties: { droplet_id: { type: integer } }, required: [droplet_id] }
        """,
        "models/resize.yml": """
        type: object
        allOf:
          - $ref: 'base.yml'
          - { properties: { size_gigabytes: { type: integer } }, required: [size_gigabytes] }
        """,
        "models/base.yml": """
        type: object
        properties:
          type: { type: string, enum: [attach, detach, resize] }
          region: { type: string }
        required: [type]
        """,
    ]

    static func document(mapping: Bool) -> String {
        let lines = [
            "paths:",
            "  /volumes/actions:",
            "    post:",
            "      operationId: postVolumeAction",
            "      requestBody:",
            "        required: true",
            "        content:",
            "          application/json:",
            "            schema:",
            "              anyOf:",
            "                - $ref: 'models/attach.yml'",
            "                - $ref: 'models/detach.yml'",
            "                - $ref: 'models/resize.yml'",
            "              discriminator:",
            "                propertyName: type",
        ]
        let mappingLines = [
            "                mapping:",
            "                  attach: 'models/attach.yml'",
            "                  detach: 'models/detach.yml'",
            "                  resize: 'models/resize.yml'",
        ]
        let responses = ["      responses: { '204': { description: done } }"]
        return OpenAPITranslationTests.header
            + (lines + (mapping ? mappingLines : []) + responses).joined(separator: "\n") + "\n"
    }

    @Test(arguments: [true, false])
    func variantsThatAreWholeFilesEachKeepTheirOwnTag(mapping: Bool) throws {
        // GIVEN a tagged union whose variants are whole files (each resolves to the pointer `#` of its own file)
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            Self.document(mapping: mapping), files: Self.variants)
        // THEN no variant is taken for another's: each has its tag, from the mapping or else its file's name
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let union = try #require(model?.unions.first)
        #expect(union.cases.map(\.tag) == ["attach", "detach", "resize"])
        #expect(Set(union.cases.map(\.model)).count == 3)
    }

    @Test func theClientOfWholeFileVariantsTypeChecks() async throws {
        var spec = SpecFile(name: "Volumes.openapi.yaml", text: Self.document(mapping: true))
        spec.loader = { path in Self.variants[path].map { Array($0.utf8) } }
        let result = Generator.generate(spec)
        let source = try #require(result.source, "\(result.diagnostics)")
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "Volumes")
    }

    static let shapes =
        OpenAPITranslationTests.header + """
            components:
              schemas:
                Label: { type: string }
                Volume:
                  type: object
                  allOf:
                    - properties:
                        filesystem_label:
                          allOf:
                            - $ref: '#/components/schemas/Label'
                            - maxLength: 16
                        size: { type: integer, minimum: 1 }
                  required: [size]
                Sink:
                  type: object
                  required: [urn, hashValue]
                  properties:
                    destination: { type: string }
                Topic:
                  type: object
                  properties:
                    flush_ms: { type: integer, default: 9223372036854776000 }
                    flush_count: { type: integer, format: int32, default: 9999999999 }
            """

    @Test func aStringAllOfWithAConstraintIsAString() throws {
        let (model, diagnostics) = OpenAPITranslationTests.translate(Self.shapes)
        // THEN `allOf: [{$ref: Label}, {maxLength: 16}]` is a String: the constraint is the server's to check
        #expect(!diagnostics.contains { $0.message.contains("allOf") }, "\(diagnostics)")
        let volume = try #require(model?.models.first { $0.name == "Volume" })
        #expect(volume.fields.map(\.type) == [.builtin(.string), .builtin(.int)])
    }

    @Test func aRequiredNameWithoutAPropertyIsAJSONField() async throws {
        let result = Generator.generate(SpecFile(name: "Shapes.openapi.yaml", text: Self.shapes))
        // THEN `urn` (and `hashValue`, which Hashable reserves) are `JSON?` fields coded under their names
        let model = try #require(OpenAPITranslationTests.translate(Self.shapes).model)
        let sink = try #require(model.models.first { $0.name == "Sink" })
        #expect(sink.fields.map(\.swiftName) == ["destination", "urn", "hashValue_"])
        #expect(sink.fields.dropFirst().allSatisfy { $0.type == .builtin(.json) && $0.optional })
        #expect(sink.fields.dropFirst().map(\.jsonKey) == ["urn", "hashValue"])
        // AND each says so in a note, which is no loss
        let notes = result.diagnostics.filter { $0.message.hasPrefix("required property") }
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0.severity == .note && !$0.isLossy })
        #expect(notes.first?.message.contains("it is kept as 'urn: JSON?'") == true, "\(notes)")
        let source = try #require(result.source)
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "Shapes")
    }

    @Test func anIntegerDefaultOutOfRangeIsANote() throws {
        let (model, diagnostics) = OpenAPITranslationTests.translate(Self.shapes)
        // THEN 2^63 rounded by JavaScript (out of Int's range) is not applied, and says so without a loss
        let defaults = diagnostics.filter { $0.message.hasPrefix("the default") }
        #expect(
            defaults.map(\.message) == [
                "the default 9223372036854776000 is out of range for type 'Int'; \(OpenAPITranslator.notApplied) "
                    + "(at #/components/schemas/Topic/properties/flush_ms/default)",
                "the default 9999999999 is out of range for type 'Int32'; \(OpenAPITranslator.notApplied) "
                    + "(at #/components/schemas/Topic/properties/flush_count/default)",
            ])
        #expect(defaults.allSatisfy { $0.severity == .note })
        let topic = try #require(model?.models.first { $0.name == "Topic" })
        #expect(topic.fields.allSatisfy { $0.optional && $0.defaultValue == nil })
        #expect(diagnostics.allSatisfy { !$0.isLossy }, "\(diagnostics)")
    }
}
