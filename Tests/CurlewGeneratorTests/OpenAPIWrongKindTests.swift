import Testing

@testable import CurlewGenerator

/// Keywords of the wrong JSON kind are never dropped without a word: each gets one diagnostic at its JSON
/// pointer (file, line and column) saying what was expected, what was found and that it is ignored; standard
/// keywords warn, curlew's own extensions are errors.
@Suite struct OpenAPIWrongKindTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Kinds, version: 1 }
        paths:
          /a:
            get:
              operationId: getA
              parameters: { name: q, in: query, schema: { type: string } }
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Thing" }
        components:
          schemas:
            Thing:
              type: object
              required: name
              properties:
                name: { type: string }
                t: { type: 7 }
                color: { type: string, enum: red }
                list: { $ref: "#/components/schemas/Listy" }
                again: { $ref: "#/components/schemas/Listy" }
            Listy:
              properties: [a, b]
        """

    @Test func wrongKindsAreWarningsAtTheirPointers() throws {
        let result = Generator.generate(SpecFile(name: "api.yaml", text: Self.document))
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:7:19: warning: 'parameters' must be an array, found an object; ignored "
                    + "(at #/paths/~1a/get/parameters)",
                "api.yaml:18:17: warning: 'required' must be an array, found a string; ignored "
                    + "(at #/components/schemas/Thing/required)",
                "api.yaml:21:20: warning: 'type' must be a string or an array, found a number; ignored "
                    + "(at #/components/schemas/Thing/properties/t/type)",
                "api.yaml:22:38: warning: 'enum' must be an array, found a string; ignored "
                    + "(at #/components/schemas/Thing/properties/color/enum)",
                // Once, though two properties refer to it.
                "api.yaml:26:19: warning: 'properties' must be an object, found an array; ignored "
                    + "(at #/components/schemas/Listy/properties)",
            ])
        // What "ignored" means: no parameter, nothing required, no type, no enum, no properties.
        let source = try #require(result.source)
        #expect(source.contains("func getA() async throws -> Thing"))
        #expect(source.contains("var name: Swift.Optional<Swift.String>"))
        #expect(source.contains("var t: Swift.Optional<CurlewJSON.JSONValue>"))
        #expect(source.contains("var color: Swift.Optional<Swift.String>"))
        #expect(source.contains("var list: Swift.Optional<CurlewJSON.JSONValue>"))
    }

    @Test func pathsThatAreNotAnObjectAreAWarning() {
        let document = "openapi: 3.1.0\ninfo: { title: P, version: '1' }\npaths: []\n"
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:3:8: warning: 'paths' must be an object, found an array; ignored (at #/paths)"
            ])
    }

    @Test func entriesAndMapValuesOfTheWrongKind() {
        let document = """
            openapi: 3.1.0
            info: { title: P, version: '1' }
            paths:
              /a: []
              /b:
                get:
                  tags: [pets, 3]
                  parameters: [ok]
                  responses: { "200": OK, "404": { description: missing } }
                post:
                  requestBody: { required: yes please, content: { application/json: { schema: { type: string } } } }
                  responses: { "204": { description: done } }
            components:
              schemas:
                R: { type: object, required: [a, 7], properties: { a: { type: string } } }
            """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:4:7: warning: '/a' in 'paths' must be an object, found an array; ignored (at #/paths/~1a)",
                "api.yaml:7:20: warning: an entry of 'tags' must be a string, found a number; ignored "
                    + "(at #/paths/~1b/get/tags/1)",
                "api.yaml:8:20: warning: a parameter must be an object, found a string; ignored "
                    + "(at #/paths/~1b/get/parameters/0)",
                "api.yaml:9:27: warning: '200' in 'responses' must be an object, found a string; ignored "
                    + "(at #/paths/~1b/get/responses/200)",
                "api.yaml:11:32: warning: 'required' must be true or false, found a string; ignored "
                    + "(at #/paths/~1b/post/requestBody/required)",
                "api.yaml:15:38: warning: an entry of 'required' must be a string, found a number; ignored "
                    + "(at #/components/schemas/R/required/1)",
            ])
    }

    @Test func curlewExtensionsOfTheWrongKindAreErrors() {
        let document = """
            openapi: 3.1.0
            info: { title: P, version: '1' }
            paths:
              /a:
                get:
                  x-curlew-stream: "yes"
                  x-curlew-timeout: 0
                  responses: { "200": { description: ok } }
            """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        #expect(result.source == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:6:24: error: 'x-curlew-stream' must be true or false, found a string; ignored "
                    + "(at #/paths/~1a/get/x-curlew-stream)",
                "api.yaml:7:25: error: 'x-curlew-timeout' must be a number of seconds between 0 and 86400, found 0; "
                    + "ignored (at #/paths/~1a/get/x-curlew-timeout)",
            ])
    }
}
