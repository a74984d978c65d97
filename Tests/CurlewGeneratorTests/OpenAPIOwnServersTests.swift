import Testing

@testable import CurlewGenerator

/// Servers on a path item or an operation are not used (the client has one base URL): a warning at their JSON
/// pointer says so, instead of their requests silently going to another host.
@Suite struct OpenAPIOwnServersTests {
    @Test func serversOfPathItemsAndOperationsAreReported() throws {
        // GIVEN a path item and an operation with servers of their own, and one repeating the document's
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                servers: [{ url: "https://api.example.com/v1/" }]
                paths:
                  /upload:
                    servers: [{ url: "https://uploads.example.com" }]
                    post: { operationId: upload, responses: { "204": { description: ok } } }
                  /report:
                    get:
                      operationId: report
                      servers: [{ url: "https://reports.example.com" }]
                      responses: { "204": { description: ok } }
                  /same:
                    get:
                      operationId: same
                      servers: [{ url: "https://{host}/v1", variables: { host: { default: api.example.com } } }]
                      responses: { "204": { description: ok } }
                """)
        #expect(model?.endpoints.count == 3)
        // THEN each own server list is a warning at its pointer, naming what it belongs to; the repeat is not
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(
            diagnostics.map(\.message) == [
                "the servers of path '/upload' are not used: its requests go to the client's base URL"
                    + " (at #/paths/~1upload/servers)",
                "the servers of operation 'report' are not used: its requests go to the client's base URL"
                    + " (at #/paths/~1report/get/servers)",
            ])
        #expect(diagnostics.map(\.location.line) == [6, 11])
    }
}
