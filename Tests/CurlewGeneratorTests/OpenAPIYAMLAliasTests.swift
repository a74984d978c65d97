import Testing

@testable import CurlewGenerator

/// A YAML alias (`*name`) is the anchored node itself: every copy of an anchored schema is one generated type,
/// so a small document of nested aliases cannot blow up into thousands of identical structs.
@Suite struct OpenAPIYAMLAliasTests {
    /// Four levels, each an object of eight aliases of the level below: 8⁴ copies of the innermost schema.
    static let nestedAliases = """
        openapi: 3.0.0
        info: { title: T, version: "1" }
        paths:
          /a:
            get:
              operationId: getA
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: &s0 { type: object, properties: { x: { type: string } } }
          /b:
            get:
              operationId: getB
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: &s4
                        type: object
                        properties:
                          p0: &s3
                            type: object
                            properties:
                              p0: &s2
                                type: object
                                properties:
                                  p0: &s1 { type: object, properties: { p0: *s0, p1: *s0, p2: *s0, p3: *s0, p4: *s0, p5: *s0, p6: *s0, p7: *s0 } }
                                  p1: *s1
                                  p2: *s1
                                  p3: *s1
                                  p4: *s1
                                  p5: *s1
                                  p6: *s1
                                  p7: *s1
                              p1: *s2
                              p2: *s2
                              p3: *s2
                              p4: *s2
                              p5: *s2
                              p6: *s2
                              p7: *s2
                          p1: *s3
                          p2: *s3
                          p3: *s3
                          p4: *s3
                          p5: *s3
                          p6: *s3
                          p7: *s3
          /c:
            get:
              operationId: getC
              responses:
                "200": { description: ok, content: { application/json: { schema: *s4 } } }
        """

    @Test func everyAliasOfASchemaIsOneType() throws {
        let result = Generator.generate(SpecFile(name: "Bomb.openapi.yaml", text: Self.nestedAliases))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let (model, _) = Generator.translate(SpecFile(name: "Bomb.openapi.yaml", text: Self.nestedAliases))
        let api = try #require(model)
        // THEN one struct per anchored schema, each level's fields all typed with the level below
        #expect(api.models.count == 5)
        #expect(api.models.filter { $0.fields.count == 8 }.allSatisfy { Set($0.fields.map(\.type)).count == 1 })
        #expect(api.endpoints[2].returns == api.endpoints[1].returns)
        #expect(try #require(result.source).utf8.count < 60_000)
    }

    @Test func aComponentThatIsAnAliasOfAnotherIsATypeAlias() throws {
        let (model, diagnostics) = Generator.translate(
            SpecFile(
                name: "Pets.openapi.yaml",
                text: """
                    openapi: 3.0.0
                    info: { title: T, version: "1" }
                    paths: {}
                    components:
                      schemas:
                        Pet: &pet { type: object, properties: { name: { type: string } } }
                        Other: *pet
                    """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model?.models.map(\.name) == ["Pet"])
        #expect(model?.typeAliases.map { "\($0.name)=\($0.target)" } == ["Other=Pet"])
    }
}
