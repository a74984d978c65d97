import Testing

@testable import CurlewGenerator

/// A success status declared without a body next to one with a JSON body (`204` and `200`) makes the result
/// optional: that status answers nil instead of failing to decode an empty body. A bodiless `2XX` next to it leaves
/// the body to the codes declared with one: every other 2xx status answers nil.
@Suite struct OpenAPIBodilessSuccessTests {
    @Test func aBodilessSuccessMakesTheResultOptional() throws {
        // GIVEN a 204 before and after a 200 with a body, and a 202 that is the only success
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a:
                    get:
                      responses:
                        "204": { description: none }
                        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/P" } } } }
                  /b:
                    get:
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/P" } } } }
                        "205": { description: reset }
                        "204": { description: none, content: {} }
                  /c: { get: { responses: { "202": { description: accepted } } } }
                components:
                  schemas:
                    P: { type: object, properties: { id: { type: integer } } }
                """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoints = try #require(model?.endpoints)
        // THEN the body comes from the 200 whatever the order, optional, nil for the bodiless statuses
        #expect(endpoints.map(\.returns) == [.optional(.named("P")), .optional(.named("P")), nil])
        #expect(endpoints.map(\.bodilessStatuses) == [[204], [204, 205], []])
        let source = try #require(model.map { SwiftRenderer(api: $0, specFileName: "api.yaml", access: .internal) })
            .render()
        #expect(
            source.contains(
                "try [204, 205].contains(response.status.code) ? nil : decoder.decode(P?.self, from: response.body)"
            ), "\(source)")
    }

    @Test func aBodilessSuccessRangeLeavesTheBodyToTheCodesThatHaveOne() async throws {
        // GIVEN a bodiless 2XX before or after a 200 and a 201 with a body, and next to a bodiless 204
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a:
                    post:
                      operationId: a
                      responses:
                        "2XX": { description: other }
                        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/P" } } } }
                        "201": { description: made, content: { application/json: { schema: { $ref: "#/components/schemas/P" } } } }
                  /b:
                    post:
                      operationId: b
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/P" } } } }
                        "204": { description: none }
                        "2XX": { description: other, content: {} }
                components:
                  schemas:
                    P: { type: object, properties: { id: { type: integer } } }
                """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoints = try #require(model?.endpoints)
        // THEN the result is optional, and only the codes declared with a body decode it
        #expect(endpoints.map(\.returns) == [.optional(.named("P")), .optional(.named("P"))])
        #expect(endpoints.map(\.bodiedStatuses) == [[200, 201], [200]])
        #expect(endpoints.map(\.bodilessStatuses) == [[], []])
        let source = try #require(model.map { SwiftRenderer(api: $0, specFileName: "api.yaml", access: .internal) })
            .render()
        #expect(
            source.contains(
                "try [200, 201].contains(response.status.code) ? decoder.decode(P?.self, from: response.body) : nil"
            ), "\(source)")
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "BodilessRange")
    }
}
