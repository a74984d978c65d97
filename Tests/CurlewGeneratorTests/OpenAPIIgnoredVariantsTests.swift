import Testing

@testable import CurlewGenerator

/// `oneOf`/`anyOf` beside `properties` or `allOf` (and `anyOf` beside `oneOf`) has no form in the IR: the
/// struct keeps its properties and the keyword gets a warning at its pointer, as inside `allOf` members.
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

    @Test func variantsBesidePropertiesOrAllOfAreWarnings() throws {
        let result = Generator.generate(SpecFile(name: "api.yaml", text: Self.document))
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:10:14: warning: 'oneOf' next to 'properties' is not supported yet; ignored "
                    + "(at #/components/schemas/WithOneOf/oneOf)\n"
                    + "api.yaml:10:14: note: the struct has only the properties; for a tagged union, put the shared "
                    + "properties into each variant and give 'oneOf' a discriminator",
                "api.yaml:13:14: warning: 'anyOf' next to 'allOf' is not supported yet; ignored "
                    + "(at #/components/schemas/AllOfAnyOf/anyOf)\n"
                    + "api.yaml:13:14: note: the struct has only the merged properties; for a tagged union, put the "
                    + "shared properties into each variant and give 'anyOf' a discriminator",
                "api.yaml:16:14: warning: 'anyOf' next to 'oneOf' is not supported yet; ignored "
                    + "(at #/components/schemas/Both/anyOf)",
            ])
        // The structs still generate, with the properties they declare
        let (model, _) = OpenAPITranslationTests.translate(Self.document)
        let api = try #require(model)
        #expect(api.models.map(\.fields.count) == [1, 1, 1, 1])
        #expect(api.models.dropFirst(2).map(\.fields[0].jsonKey) == ["common", "common"])
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
        // THEN only the variant that declares a property of its own is a warning
        #expect(
            result.diagnostics.map(\.message) == [
                "'oneOf' next to 'properties' is not supported yet; ignored (at #/components/schemas/Adds/oneOf)"
            ])
    }
}
