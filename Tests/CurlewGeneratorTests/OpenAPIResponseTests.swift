import Testing

@testable import CurlewGenerator

/// Responses beyond one JSON body (error classes and `default`, text and bytes, response headers) and query
/// objects, as the IR carries them.
@Suite struct OpenAPIResponseTests {
    static func translate(_ yaml: String) -> (model: APIModel?, diagnostics: [Diagnostic]) {
        OpenAPITranslationTests.translate(OpenAPITranslationTests.header + yaml)
    }

    @Test func errorBodiesByStatusClassAndDefault() throws {
        let (model, diagnostics) = Self.translate(
            """
            paths:
              /a:
                get:
                  responses:
                    "200": { description: ok }
                    default: { description: d, content: { application/json: { schema: { $ref: "#/components/schemas/E" } } } }
                    5XX: { description: s, content: { application/json: { schema: { type: string } } } }
                    "404": { description: n, content: { application/json: { schema: { $ref: "#/components/schemas/E" } } } }
                    4xx: { description: c, content: { application/json: { schema: { type: integer } } } }
            components:
              schemas:
                E: { type: object, properties: { m: { type: string } } }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoint = try #require(model?.endpoints.first)
        #expect(endpoint.errors == [APIModel.ErrorBody(status: 404, type: .named("E"))])
        // Classes ascending, then default last: the renderer's switch tries them in this order after exact codes.
        #expect(
            endpoint.errorRanges == [
                APIModel.ErrorRange(statusClass: 4, type: .builtin(.int)),
                APIModel.ErrorRange(statusClass: 5, type: .builtin(.string)),
                APIModel.ErrorRange(statusClass: nil, type: .named("E")),
            ])
        let source = try #require(model.map { SwiftRenderer(api: $0, specFileName: "api.yaml", access: .internal) })
            .render()
        #expect(source.contains("case 404: return try? decoder.decode(E.self, from: response.body)"))
        #expect(source.contains("case 400...499: return try? decoder.decode(Swift.Int.self, from: response.body)"))
        #expect(source.contains("default: return try? decoder.decode(E.self, from: response.body)"))
    }

    @Test func textAndBinaryResponsesAreStringAndData() throws {
        let (model, diagnostics) = Self.translate(
            """
            paths:
              /text: { get: { responses: { "200": { description: t, content: { text/csv: {} } } } } }
              /png: { get: { responses: { "200": { description: p, content: { image/png: {} } } } } }
              /bin: { get: { responses: { "200": { description: b, content: { application/octet-stream: {} } } } } }
              /json: { get: { responses: { "200": { description: j, content: { application/json: {}, text/plain: {} } } } } }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoints = try #require(model?.endpoints)
        #expect(endpoints.map(\.responseFormat) == [.text, .data, .data, .json])
        #expect(endpoints.map(\.returns) == [.builtin(.string), .builtin(.data), .builtin(.data), .builtin(.json)])
    }

    @Test func responseHeadersAreTypedAndUnsupportedOnesAreStrings() throws {
        let (model, diagnostics) = Self.translate(
            """
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200":
                      description: ok
                      headers:
                        X-Rate-Limit: { description: Left., schema: { type: integer, format: int32 } }
                        Content-Type: { schema: { type: string } }
                        X-Object: { schema: { type: object, properties: { a: { type: string } } } }
                        X-Ids: { schema: { type: array, items: { type: string, format: uuid } } }
            """)
        let endpoint = try #require(model?.endpoints.first)
        let output = try #require(endpoint.output)
        #expect(output.typeName == "GetAOutput")
        #expect(
            output.headers == [
                APIModel.ResponseHeader(
                    swiftName: "xRateLimit", wireName: "X-Rate-Limit", type: .builtin(.int32), doc: "Left."),
                APIModel.ResponseHeader(swiftName: "xObject", wireName: "X-Object", type: .builtin(.string)),
                APIModel.ResponseHeader(swiftName: "xIds", wireName: "X-Ids", type: .array(.builtin(.uuid))),
            ])
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first?.message)
        #expect(warning.hasPrefix("response header 'X-Object' of type 'GetAXObject' is read as a string"))
        #expect(warning.contains("(at #/paths/~1a/get/responses/200/headers/X-Object/schema)"))
    }

    @Test func aSchemaNamedHeadersIsNotShadowed() throws {
        let (model, _) = Self.translate(
            """
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200":
                      description: ok
                      headers: { X-N: { schema: { type: integer } } }
                      content: { application/json: { schema: { $ref: "#/components/schemas/Headers" } } }
            components:
              schemas:
                Headers: { type: object, properties: { n: { type: string } } }
            """)
        let api = try #require(model)
        let source = SwiftRenderer(api: api, specFileName: "api.yaml", access: .internal).render()
        #expect(source.contains("struct ResponseHeaders: Swift.Hashable, Swift.Sendable"))
        #expect(source.contains("var headers: ResponseHeaders"))
        #expect(source.contains("var body: Headers"))
    }

    @Test func queryObjects() throws {
        let (model, diagnostics) = Self.translate(
            """
            paths:
              /a:
                get:
                  parameters:
                    - { name: f, in: query, style: deepObject, schema: { type: object, properties: { n: { type: string } } } }
                    - { name: m, in: query, style: deepObject, schema: { type: object, additionalProperties: { type: integer } } }
                    - { name: p, in: query, schema: { type: object, properties: { s: { type: integer } } } }
                    - { name: x, in: query, style: spaceDelimited, schema: { type: object, properties: { s: { type: integer } } } }
                    - { name: y, in: query, explode: false, schema: { type: object, properties: { s: { type: array, items: { type: integer } } } } }
                  responses: { "204": { description: ok } }
            """)
        let endpoint = try #require(model?.endpoints.first)
        // Objects of scalars not exploded are one item, joined (here with spaces); an object with an array goes
        // through Curlew.FormEncoding, joined with `,` (form, not exploded): nothing is skipped
        #expect(endpoint.queryParams.map(\.wireName) == ["f", "m", "p", "x", "y"])
        #expect(endpoint.queryParams.map(\.objectStyle) == [.deepObject, .deepObject, .form, nil, nil])
        #expect(
            endpoint.queryParams[3].joinedStyle
                == APIModel.JoinedStyle(prefix: "", separator: " ", encoded: false, keySeparator: " "))
        #expect(endpoint.queryParams.last?.pairStyle == .joined(","))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}

/// `example`/`examples` → the IR's examples: names, JSON text and types.
@Suite struct OpenAPIExampleTests {
    @Test func examplesAreCollectedWithNamesTypesAndStatuses() throws {
        let (model, diagnostics) = OpenAPIResponseTests.translate(
            """
            paths:
              /pets:
                post:
                  operationId: addPet
                  requestBody:
                    content: { application/json: { schema: { $ref: "#/components/schemas/Pet" }, example: { name: a } } }
                  responses:
                    "201":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Pet" }
                          examples: { first one: { value: { name: "x\\ny", n: [1, -2.5e3, .5, null, true] } }, ext: { externalValue: "a.json" } }
                    4XX:
                      description: bad
                      content: { application/json: { example: { m: "\\u0001\\b\\f" } } }
            components:
              schemas:
                Pet:
                  type: object
                  properties: { name: { type: string } }
                  examples: [{ name: one }, { name: two }]
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let examples = try #require(model?.examples)
        #expect(
            examples.map(\.name) == ["pet", "pet2", "addPetRequest", "addPet201FirstOne", "addPet4XX"])
        #expect(examples.map(\.type) == [.named("Pet"), .named("Pet"), .named("Pet"), .named("Pet"), .builtin(.json)])
        #expect(examples.map(\.status) == [nil, nil, nil, 201, 400])
        // YAML values become JSON (the YAML reader spells .5 as 0.5)
        #expect(examples[3].json == #"{"name":"x\ny","n":[1,-2.5e3,0.5,null,true]}"#)
        #expect(examples[4].json == #"{"m":"\u0001\b\f"}"#)
    }
}
