import Testing

@testable import CurlewGenerator

/// A required JSON request body whose schema is nullable (`nullable: true`, or `type: [X, "null"]` in 3.1) is
/// `body: T?` with no default, sent as `null` for nil; a nullable body that is not required stays optional.
@Suite struct OpenAPINullableBodyTests {
    @Test func aRequiredNullableBodyIsAnOptionalWithoutDefault() async throws {
        let spec =
            OpenAPITranslationTests.header + """
                paths:
                  /a:
                    post:
                      operationId: a
                      requestBody: { required: true, content: { application/json: { schema: { type: [array, "null"], items: { type: string } } } } }
                      responses: { "204": { description: none } }
                  /b:
                    post:
                      operationId: b
                      requestBody: { content: { application/json: { schema: { type: [array, "null"], items: { type: string } } } } }
                      responses: { "204": { description: none } }
                  /c:
                    post:
                      operationId: c
                      requestBody: { required: true, content: { application/json: { schema: { $ref: "#/components/schemas/P" } } } }
                      responses: { "204": { description: none } }
                components:
                  schemas:
                    P: { type: [object, "null"], properties: { id: { type: integer } } }
                """
        let (model, diagnostics) = OpenAPITranslationTests.translate(spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoints = try #require(model?.endpoints)
        #expect(
            endpoints.map(\.body) == [
                .optional(.array(.builtin(.string))), .array(.builtin(.string)), .optional(.named("P")),
            ])
        #expect(endpoints.map(\.bodyOptional) == [false, true, false])
        let source = SwiftRenderer(api: try #require(model), specFileName: "api.yaml", access: .internal).render()
        #expect(source.contains("func a(body: [Swift.String]?) async throws"), "\(source)")
        #expect(source.contains("func b(body: [Swift.String]? = nil) async throws"))
        #expect(source.contains("func c(body: P?) async throws"))
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "NullableBody")
    }
}
