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
}
