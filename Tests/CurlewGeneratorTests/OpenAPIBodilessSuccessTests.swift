import Testing

@testable import CurlewGenerator

/// A success status declared without a body next to one with a JSON body (`204` and `200`) makes the result
/// optional: that status answers nil instead of failing to decode an empty body.
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
                "try [204, 205].contains(response.status.rawValue) ? nil : decoder.decode(P?.self, from: response.body)"
            ), "\(source)")
    }
}
