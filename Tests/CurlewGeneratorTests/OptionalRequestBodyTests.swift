import Testing

@testable import CurlewGenerator

/// A request body is an optional argument, `body: T? = nil`, when OpenAPI does not mark it `required: true` (its
/// default) or a native spec writes `"body": "T?"`; nil sends no body. Required bodies are generated as before.
@Suite struct OptionalRequestBodyTests {
    static let document =
        OpenAPITranslationTests.header + """
            paths:
              /notes:
                post:
                  operationId: addNote
                  requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Note" } } } }
                  responses: { "204": { description: done } }
                put:
                  operationId: putNote
                  requestBody:
                    required: true
                    content: { application/json: { schema: { $ref: "#/components/schemas/Note" } } }
                  responses: { "204": { description: done } }
                patch:
                  operationId: patchNote
                  requestBody: { required: false, content: { application/pdf: {} } }
                  responses: { "204": { description: done } }
            components:
              schemas:
                Note: { type: object, properties: { text: { type: string } } }
            """

    @Test func openAPIBodiesAreOptionalUnlessRequired() throws {
        let result = Generator.generate(SpecFile(name: "api.yaml", text: Self.document))
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.source)
        #expect(source.contains("func addNote(body: Note? = nil) async throws {"))
        #expect(source.contains("body: body.map { .json($0) }"))
        #expect(source.contains("func putNote(body: Note) async throws {"))
        #expect(source.contains("body: .json(body)"))
        #expect(source.contains("func patchNote(body: Foundation.Data? = nil) async throws {"))
        #expect(source.contains(#"body: body.map { .data($0, contentType: "application/pdf") }"#))
    }

    @Test func aNativeOptionalBodyTypeIsAnOptionalArgument() throws {
        let spec = """
            { "curlew": 1, "name": "Notes",
              "models": { "Note": { "fields": { "text": "String" } } },
              "endpoints": {
                "addNote": { "POST": "/notes", "body": "Note?" },
                "putNote": { "PUT": "/notes", "body": "Note" } } }
            """
        let result = Generator.generate(SpecFile(name: "Notes.curlew.json", text: spec))
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.source)
        #expect(source.contains("func addNote(body: Note? = nil) async throws {"))
        #expect(source.contains("body: body.map { .json($0) }"))
        #expect(source.contains("func putNote(body: Note) async throws {"))
    }
}
