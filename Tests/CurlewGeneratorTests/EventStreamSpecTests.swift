import Foundation
import Testing

@testable import CurlewGenerator

/// Event-stream endpoints in both spec formats (native `events`; OpenAPI `text/event-stream` with `itemSchema`,
/// `schema` or `x-curlew-events`), the `…Response` variant's name clashes, and their diagnostics.
@Suite struct EventStreamSpecTests {
    func diagnose(_ text: String) -> [String] {
        Generator.generate(SpecFile(name: "t.curlew.json", text: text)).diagnostics.map(\.description)
    }

    func native(_ endpoints: String) -> String {
        """
        {
          "name": "T",
          "models": { "Chunk": { "fields": { "text": "String" } } },
          "endpoints": {
        \(endpoints)
          }
        }
        """
    }

    @Test func nativeEventsAreCheckedWithPlaces() {
        let spec = native(
            """
                "a": { "GET": "/a", "events": { "terminator": "[DONE]" } },
                "b": { "GET": "/b", "returns": "Chunk", "events": "Chunk" },
                "c": { "GET": "/c", "events": 3 },
                "d": { "GET": "/d", "events": "Nope" },
                "e": { "GET": "/e", "events": { "data": "Chunk", "end": "x" } }
            """)
        #expect(
            diagnose(spec) == [
                "t.curlew.json:5:35: error: 'events' of endpoint 'a' needs 'data', the type of each event's data\n"
                    + #"t.curlew.json:5:35: note: e.g. "events": { "data": "Chunk", "terminator": "[DONE]" }"#,
                "t.curlew.json:6:55: error: endpoint 'b' declares 'events' and 'returns': an event stream's type is"
                    + " its events' data\nt.curlew.json:6:55: note: remove 'returns'",
                "t.curlew.json:7:35: error: expected a type or an object for 'events' of endpoint 'c', found a number"
                    + #"\#nt.curlew.json:7:35: note: e.g. "events": "Chunk""#,
                "t.curlew.json:8:36: error: unknown type 'Nope' for 'events' of endpoint 'd'",
                "t.curlew.json:9:54: warning: unknown key 'end' in 'events' of endpoint 'e' is ignored",
            ])
    }

    @Test func nativeEventsRenderAStreamWithTheTerminator() throws {
        let spec = native(
            """
                "chat": { "POST": "/chat", "body": "Chunk", "events": { "data": "Chunk", "terminator": "[DONE]" } },
                "log": { "GET": "/log", "events": "String" }
            """)
        let result = Generator.generate(SpecFile(name: "t.curlew.json", text: spec))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let source = try #require(result.source)
        #expect(source.contains("func chat(body: Chunk) -> Curlew.ServerSentEventStream<Chunk> {"))
        #expect(source.contains(#"_endpoint.options[Curlew.ServerSentEventOptions.self].terminator = "[DONE]""#))
        #expect(source.contains("return self.api.events(_endpoint)"))
        #expect(source.contains("func log() -> Curlew.ServerSentEventStream<Swift.String> {"))
        #expect(source.contains("return self.api.textEvents(_endpoint)"))
        // AND an event stream has no …Response variant
        #expect(!source.contains("chatResponse"))
    }

    @Test func aNativeResponseVariantNamedLikeAnEndpointIsNotGenerated() throws {
        let spec = native(
            """
                "get": { "GET": "/a", "returns": "Chunk" },
                "getResponse": { "GET": "/b" }
            """)
        let result = Generator.generate(SpecFile(name: "t.curlew.json", text: spec))
        #expect(
            result.diagnostics.map(\.description) == [
                "t.curlew.json:5:5: warning: the method 'getResponse' that returns the status, headers and timings of"
                    + " 'get' is not generated: another method has that name\n"
                    + "t.curlew.json:5:5: note: rename one of the two endpoints"
            ])
        let source = try #require(result.source)
        // THEN get sends its own request, and getResponse keeps its own variant
        #expect(source.contains("func getResponseResponse() async throws -> Curlew.APIResponse<Swift.Void> {"))
        #expect(!source.contains("return try await self.getResponse("))
    }

    /// The event data type and terminator of the one operation of `content` (a response's content in YAML).
    func openAPIEvents(_ content: String) throws -> APIModel.Endpoint {
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            """
            openapi: 3.2.0
            info: { title: T, version: "1" }
            paths:
              /e:
                get:
                  operationId: stream
                  responses:
                    "200":
                      description: ok
                      content:
            \(content)
            components:
              schemas:
                Chunk: { type: object, properties: { text: { type: string } } }
            """)
        let api = try #require(model, "\(diagnostics)")
        return try #require(api.endpoints.first)
    }

    @Test func openAPIEventDataComesFromTheExtensionItemSchemaOrSchema() throws {
        let chunk = TypeRef.named("Chunk")
        let cases: [(String, TypeRef, String?)] = [
            (
                "text/event-stream: { x-curlew-events: { data: { $ref: '#/components/schemas/Chunk' },"
                    + " terminator: '[DONE]' } }", chunk, "[DONE]"
            ),
            (
                "text/event-stream: { itemSchema: { properties: { data: { type: string,"
                    + " contentMediaType: application/json, contentSchema: { $ref: '#/components/schemas/Chunk' } } } } }",
                chunk, nil
            ),
            (
                "text/event-stream: { itemSchema: { properties: { data: { $ref: '#/components/schemas/Chunk' } } } }",
                chunk, nil
            ),
            ("text/event-stream: { schema: { $ref: '#/components/schemas/Chunk' } }", chunk, nil),
            ("text/event-stream: {}", .builtin(.string), nil),
            ("text/event-stream: { itemSchema: { properties: { data: { type: string } } } }", .builtin(.string), nil),
        ]
        for (content, type, terminator) in cases {
            let endpoint = try openAPIEvents("                " + content)
            #expect(endpoint.events == APIModel.EventStream(data: type, terminator: terminator), "\(content)")
            #expect(endpoint.returns == type)
            #expect(endpoint.responseVariant == nil)
        }
    }

    @Test func openAPIJSONNextToAnEventStreamWins() throws {
        let endpoint = try openAPIEvents(
            """
                            application/json: { schema: { $ref: '#/components/schemas/Chunk' } }
                            text/event-stream: { schema: { $ref: '#/components/schemas/Chunk' } }
            """)
        #expect(endpoint.events == nil)
        #expect(endpoint.responseVariant == "streamResponse")
    }
}
