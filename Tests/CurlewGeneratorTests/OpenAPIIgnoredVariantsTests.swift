import Testing

@testable import CurlewGenerator

/// `oneOf`/`anyOf` of object schemas beside `properties` or `allOf` (or inside an `allOf` member): the variants'
/// properties are optional fields of the struct; `anyOf` beside `oneOf` without properties is still a warning.
@Suite struct OpenAPIIgnoredVariantsTests {
    static let document =
        OpenAPITranslationTests.header + """
            components:
              schemas:
                X: { type: object, properties: { x: { type: string } } }
                Y: { type: object, properties: { y: { type: string } } }
                WithOneOf:
                  type: object
                  properties: { common: { type: string } }
                  oneOf: [{ $ref: "#/components/schemas/X" }, { $ref: "#/components/schemas/Y" }]
                AllOfAnyOf:
                  allOf: [{ type: object, properties: { common: { type: string } } }]
                  anyOf: [{ $ref: "#/components/schemas/X" }, { $ref: "#/components/schemas/Y" }]
                Both:
                  oneOf: [{ $ref: "#/components/schemas/X" }]
                  anyOf: [{ $ref: "#/components/schemas/Y" }]
            """

    @Test func objectVariantsBesidePropertiesOrAllOfAreOptionalFields() throws {
        let result = Generator.generate(SpecFile(name: "api.yaml", text: Self.document))
        // THEN only `anyOf` next to `oneOf` (a schema of no properties) is still a warning
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:16:14: warning: 'anyOf' next to 'oneOf' is not supported yet; ignored "
                    + "(at #/components/schemas/Both/anyOf)"
            ])
        // AND the structs hold their own properties, then each variant's, optional: nothing a value has is lost
        let (model, _) = OpenAPITranslationTests.translate(Self.document)
        let api = try #require(model)
        #expect(api.models.map(\.name) == ["X", "Y", "WithOneOf", "AllOfAnyOf"])
        for merged in api.models.dropFirst(2) {
            #expect(merged.fields.map(\.jsonKey) == ["common", "x", "y"])
            #expect(merged.fields.allSatisfy { $0.optional })
        }
    }

    @Test func variantsThatOnlyConstrainThePropertiesLoseNothing() throws {
        // GIVEN Xero's NICategory shape: each variant only says which declared properties are required, or narrows
        // an enum of one; the struct holds every property a value may have
        let document =
            OpenAPITranslationTests.header + """
                components:
                  schemas:
                    Category:
                      type: object
                      required: [letter]
                      properties:
                        letter: { type: string }
                        postcode: { type: string }
                        since: { type: string, format: date }
                      oneOf:
                        - { required: [postcode], properties: { letter: { enum: [A, B] } } }
                        - { required: [since], properties: { letter: { enum: [V] } } }
                    Adds:
                      type: object
                      properties: { letter: { type: string } }
                      oneOf: [{ properties: { extra: { type: string } } }]
                """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        // THEN nothing is a warning: a variant's property of its own is an optional field
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let source = try #require(result.source)
        #expect(source.contains("var extra: Swift.Optional<Swift.String>"))
    }
}
