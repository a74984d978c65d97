import Testing

@testable import CurlewGenerator

/// Discriminators: a mapping with several tags for one schema (each decodes to its case), two variants with one
/// tag, and the allOf inheritance pattern's discriminator on a base schema (a union of the schemas extending it).
@Suite struct OpenAPIDiscriminatorTests {
    static func generate(_ schemas: String, paths: String = "") -> (source: String, diagnostics: [String]) {
        let text =
            OpenAPITranslationTests.header + paths + """
                components:
                  schemas:
                    Circle: { type: object, required: [r], properties: { r: { type: number } } }
                    Square: { type: object, required: [side], properties: { side: { type: number } } }

                """ + schemas
        let result = Generator.generate(SpecFile(name: "api.yaml", text: text))
        return (result.source ?? "", result.diagnostics.map(\.description))
    }

    @Test func aMappingKeyForASchemaOutsideTheUnionWarns() throws {
        // GIVEN a mapping key that names a schema the oneOf does not list
        let (source, diagnostics) = Self.generate(
            """
                Triangle: { type: object, properties: { a: { type: number } } }
                Shape:
                  oneOf: [{ $ref: "#/components/schemas/Circle" }, { $ref: "#/components/schemas/Square" }]
                  discriminator:
                    propertyName: kind
                    mapping:
                      circle: Circle
                      triangle: "#/components/schemas/Triangle"
            """)
        // THEN it warns at that entry, and the union is still made of the two variants
        #expect(
            diagnostics == [
                "api.yaml:14:21: warning: the mapping key 'triangle' names '#/components/schemas/Triangle', which is"
                    + " not one of the union's variants; values tagged 'triangle' decode as the union's unknown case"
                    + " (at #/components/schemas/Shape/discriminator/mapping/triangle)\n"
                    + "api.yaml:14:21: note: add the schema to the 'oneOf'/'anyOf', or map the key to one of its variants"
            ], "\(diagnostics)")
        #expect(source.contains("case circle(Circle)"))
        #expect(source.contains("case square(Square)"))
    }

    @Test func everyMappingKeyOfASchemaDecodesToItsCase() throws {
        // GIVEN a mapping that names Circle twice
        let (source, diagnostics) = Self.generate(
            """
                Shape:
                  oneOf: [{ $ref: "#/components/schemas/Circle" }, { $ref: "#/components/schemas/Square" }]
                  discriminator:
                    propertyName: kind
                    mapping:
                      circle: "#/components/schemas/Circle"
                      round: "#/components/schemas/Circle"
                      square: Square
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // THEN one case holds both tags, the first being the one written
        let (model, _) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header
                + """
                components:
                  schemas:
                    Circle: { type: object, properties: { r: { type: number } } }
                    Square: { type: object, properties: { side: { type: number } } }
                    Shape:
                      oneOf: [{ $ref: "#/components/schemas/Circle" }, { $ref: "#/components/schemas/Square" }]
                      discriminator:
                        propertyName: kind
                        mapping: { circle: Circle, round: Circle, square: Square }
                """)
        let union = try #require(model?.unions.first)
        #expect(union.cases.map(\.tag) == ["circle", "square"])
        #expect(union.cases.map(\.aliases) == [["round"], []])
        // AND the decoder (the reader, which Codable goes through too) matches either tag; the encoder writes the first
        #expect(source.contains(#"/// `kind` is "circle". Also decoded from "round"; encoded as the first."#))
        #expect(source.components(separatedBy: #"case "circle", "round":"#).count == 2)
        #expect(source.contains(#"try container.encode("circle", forKey: "kind")"#))
        #expect(!source.contains(#"encode("round""#))
    }

    @Test func twoVariantsWithOneTagAreAWarning() throws {
        let (_, diagnostics) = Self.generate(
            """
                Shape:
                  oneOf: [{ $ref: "#/components/schemas/Circle" }, { $ref: "#/components/schemas/Square" }]
                  discriminator: { propertyName: kind, mapping: { Square: Circle } }
            """)
        #expect(
            diagnostics == [
                "api.yaml:8:56: warning: variant 'Square' has the tag 'Square' of an earlier variant; it is left out "
                    + "of the union (at #/components/schemas/Shape/oneOf/1)\n"
                    + "api.yaml:8:56: note: give each variant its own key in the discriminator's 'mapping'"
            ])
    }

    @Test func aDiscriminatorOnABaseSchemaMakesItAUnionOfItsSubtypes() throws {
        // GIVEN the allOf inheritance pattern: Pet has the discriminator, Cat and Dog extend it
        let (source, diagnostics) = Self.generate(
            """
                Pet:
                  type: object
                  required: [petType]
                  properties: { petType: { type: string } }
                  discriminator: { propertyName: petType }
                Cat:
                  allOf: [{ $ref: "#/components/schemas/Pet" }, { type: object, properties: { hunts: { type: string } } }]
                Dog:
                  allOf: [{ $ref: "#/components/schemas/Pet" }, { type: object, properties: { barks: { type: boolean } } }]
            """,
            paths: """
                paths:
                  /pet:
                    get:
                      responses:
                        "200":
                          description: ok
                          content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }

                """)
        // THEN Pet is a tagged union of the schemas that extend it, tagged by their names, without a warning
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(source.contains("indirect enum Pet: Swift.Codable"))
        #expect(source.contains("case cat(Cat)"))
        #expect(source.contains("case dog(Dog)"))
        #expect(source.contains(#"case "Cat":"#))
        #expect(source.contains("case unknown(tag: Swift.String, value: CurlewJSON.JSONValue)"))
        // AND the subtypes keep the base's properties
        #expect(source.contains("struct Cat: Swift.Codable"))
        #expect(source.contains("var petType: Swift.String"))
        #expect(source.contains("func getPet() async throws -> Pet"))
    }
}
