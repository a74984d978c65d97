import Testing

@testable import CurlewGenerator

/// A success response whose schema allows `null` returns an optional: `null` is a valid answer, not a decoding
/// error.
@Suite struct OpenAPINullableResponseTests {
    @Test func nullableResponseSchemasReturnOptionals() throws {
        // GIVEN success bodies that are nullable in each way OpenAPI 3.0 and 3.1 spell it
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a: { get: { responses: { "200": { description: a, content: { application/json: { schema: { type: string, nullable: true } } } } } } }
                  /b: { get: { responses: { "200": { description: b, content: { application/json: { schema: { type: [integer, "null"] } } } } } } }
                  /c: { get: { responses: { "200": { description: c, content: { application/json: { schema: { oneOf: [{ $ref: "#/components/schemas/P" }, { type: "null" }] } } } } } } }
                  /d: { get: { responses: { "200": { description: d, content: { application/json: { schema: { $ref: "#/components/schemas/P" } } } } } } }
                  /e: { get: { responses: { "200": { description: e, content: { application/json: { schema: { $ref: "#/components/schemas/N" } } } } } } }
                components:
                  schemas:
                    P: { type: object, properties: { id: { type: integer } } }
                    N: { type: [array, "null"], items: { type: string } }
                """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoints = try #require(model?.endpoints)
        // THEN each nullable one returns an optional, and the plain reference stays as it is
        #expect(
            endpoints.map(\.returns) == [
                .optional(.builtin(.string)), .optional(.builtin(.int)), .optional(.named("P")), .named("P"),
                .optional(.array(.builtin(.string))),
            ])
        let source = try #require(model.map { SwiftRenderer(api: $0, specFileName: "api.yaml", access: .internal) })
            .render()
        #expect(source.contains("async throws -> Swift.String? {"), "\(source)")
        #expect(source.contains("Curlew.Endpoint<Swift.String?>(method: .get, path: _path)"), "\(source)")
    }
}
