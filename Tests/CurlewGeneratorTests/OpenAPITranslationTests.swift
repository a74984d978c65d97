import Testing

@testable import CurlewGenerator

/// How OpenAPI constructs map to the IR, and the warnings (with JSON pointer and file:line:column) for what it
/// cannot express yet; the rest of the document still generates.
@Suite struct OpenAPITranslationTests {
    static func translate(
        _ yaml: String, name: String = "api.yaml", files: [String: String] = [:]
    ) -> (model: APIModel?, diagnostics: [Diagnostic]) {
        var spec = SpecFile(name: name, text: yaml)
        spec.loader = { path in files[path].map { Array($0.utf8) } }
        return Generator.translate(spec)
    }

    static let header = """
        openapi: 3.1.0
        info: { title: Test API, version: "1" }

        """

    @Test func formatsMapToBuiltins() throws {
        let (model, diagnostics) = Self.translate(
            Self.header + """
                components:
                  schemas:
                    All:
                      type: object
                      required: [i32, when]
                      properties:
                        i32: { type: integer, format: int32 }
                        i64: { type: integer, format: int64 }
                        int: { type: integer }
                        f: { type: number, format: float }
                        d: { type: number, format: double }
                        n: { type: number }
                        day: { type: string, format: date }
                        when: { type: string, format: date-time }
                        id: { type: string, format: uuid }
                        link: { type: string, format: uri }
                        bytes: { type: string, format: byte }
                        flag: { type: boolean }
                        maybe: { type: [string, "null"] }
                        old: { type: string, nullable: true }
                        tags: { type: array, items: { type: string } }
                        map: { type: object, additionalProperties: { type: integer } }
                        free: { type: object }
                        anything: {}
                        fixed: { const: 3 }
                """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let all = try #require(model?.models.first)
        let types = all.fields.map { "\($0.jsonKey):\($0.type)\($0.optional ? "?" : "")" }
        #expect(
            types == [
                "i32:Int32", "i64:Int64?", "int:Int?", "f:Float?", "d:Double?", "n:Double?", "day:CalendarDate?",
                "when:Date", "id:UUID?", "link:URL?", "bytes:Data?", "flag:Bool?", "maybe:String?", "old:String?",
                "tags:[String]?", "map:[String: Int]?", "free:[String: JSON]?", "anything:JSON?", "fixed:Int?",
            ])
    }

    @Test func inlineSchemasAreNamedFromWhereTheySit() throws {
        let (model, diagnostics) = Self.translate(
            Self.header + """
                paths:
                  /pets:
                    get:
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema:
                                type: array
                                items:
                                  type: object
                                  properties:
                                    owner: { type: object, properties: { name: { type: string } } }
                                    status: { type: string, enum: [available, sold] }
                """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(api.endpoints.map(\.name) == ["getPets"])
        #expect(api.endpoints[0].returns == .array(.named("GetPetsResponseItem")))
        #expect(api.models.map(\.name) == ["GetPetsResponseItem", "GetPetsResponseItemOwner"])
        #expect(api.enums.map(\.name) == ["GetPetsResponseItemStatus"])
    }

    @Test func discriminatedUnionsBecomeTaggedUnions() throws {
        let (model, diagnostics) = Self.translate(
            Self.header + """
                components:
                  schemas:
                    Cat: { type: object, required: [kind], properties: { kind: { enum: [cat] }, meows: { type: boolean } } }
                    Dog: { type: object, properties: { kind: { type: integer }, barks: { type: boolean } } }
                    Pet:
                      oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
                      discriminator: { propertyName: kind, mapping: { woof: "#/components/schemas/Dog" } }
                """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let union = try #require(model?.unions.first)
        #expect(union.name == "Pet")
        #expect(union.discriminator == "kind")
        // A variant that allows one value for the discriminator is tagged with it, else with the mapping's key.
        #expect(union.cases.map(\.tag) == ["cat", "woof"])
        #expect(union.cases.map(\.model) == ["Cat", "Dog"])
        // The variant's own tag field is required text.
        let dogKind = try #require(model?.models.last?.fields.first)
        #expect(dogKind.type == .builtin(.string))
        #expect(!dogKind.optional)
    }

    @Test func unionsWithoutADiscriminatorAreUnionsOfTheirValues() throws {
        let text =
            Self.header + """
                components:
                  schemas:
                    Cat: { type: object, required: [meows], properties: { meows: { type: boolean } } }
                    Dog: { type: object, properties: { barks: { type: boolean } } }
                    Pet:
                      oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
                    MaybeCat:
                      anyOf: [{ $ref: "#/components/schemas/Cat" }, { type: "null" }]
                """
        let (model, diagnostics) = Self.translate(text)
        let api = try #require(model)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(api.models.map(\.name) == ["Cat", "Dog"])
        // Pet is a union of its variants (named after their $refs), Cat's required key noted for decoding
        let union = try #require(api.valueUnions.first)
        #expect(union.name == "Pet")
        #expect(union.cases.map(\.swiftName) == ["cat", "dog"])
        #expect(union.cases.map(\.type) == [.named("Cat"), .named("Dog")])
        #expect(union.cases.map(\.requiredKeys) == [["meows"], []])
        #expect(api.valueUnions.count == 1)
    }

    @Test func relativeReferencesReadFilesBesideTheDocument() throws {
        let (model, diagnostics) = Self.translate(
            Self.header + """
                paths:
                  /a:
                    get:
                      operationId: getA
                      responses:
                        "200":
                          description: ok
                          content: { application/json: { schema: { $ref: "common.yaml#/Thing" } } }
                """,
            files: [
                "common.yaml": "Thing: { type: object, properties: { x: { $ref: 'more/x.yaml' } } }\n",
                "more/x.yaml": "type: string\nformat: uuid\n",
            ])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let api = try #require(model)
        #expect(api.endpoints.first?.returns == .named("Thing"))
        #expect(api.models.first?.fields.first?.type == .builtin(.uuid))
    }

    @Test func brokenReferencesAndCyclesAreWarnings() throws {
        let (model, diagnostics) = Self.translate(
            Self.header + """
                components:
                  schemas:
                    A: { $ref: "#/components/schemas/B" }
                    B: { $ref: "#/components/schemas/A" }
                    C: { type: object, properties: { gone: { $ref: "#/components/schemas/Nope" } } }
                    D: { type: object, properties: { far: { $ref: "https://example.com/x.yaml" } } }
                    E: { type: object, properties: { missing: { $ref: "missing.yaml" } } }
                """)
        #expect(model != nil)
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("cycle") })
        #expect(messages.contains { $0.contains("'#/components/schemas/Nope' does not exist") })
        #expect(messages.contains { $0.hasPrefix("remote '$ref'") })
        #expect(messages.contains { $0.hasPrefix("cannot read the referenced file 'missing.yaml'") })
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func parametersBodiesAndResponses() throws {
        let (model, diagnostics) = Self.translate(
            Self.header + """
                servers:
                  - url: "{scheme}://api.example.com/{version}/"
                    variables: { scheme: { default: https }, version: { default: v2 } }
                paths:
                  /items/{id}:
                    parameters:
                      - { name: id, in: path, required: true, schema: { type: integer, format: int64 } }
                    put:
                      parameters:
                        - { name: dry-run, in: query, schema: { type: boolean } }
                        - { name: X-Trace, in: header, required: true, schema: { type: string } }
                        - { name: session, in: cookie, schema: { type: string } }
                      requestBody:
                        required: true
                        content: { application/json: { schema: { type: object, properties: { a: { type: string } } } } }
                      responses:
                        2XX:
                          description: ok
                          content: { application/json: { schema: { type: array, items: { type: integer } } } }
                        "404":
                          description: missing
                          content: { application/problem+json: { schema: { type: object, properties: { title: { type: string } } } } }
                  /upload:
                    post:
                      requestBody:
                        required: true
                        content: { application/octet-stream: { schema: { type: string, format: binary } } }
                      responses: { "204": { description: done } }
                """)
        let api = try #require(model)
        #expect(api.baseURL == "https://api.example.com/v2")
        let put = try #require(api.endpoints.first)
        #expect(put.name == "putItemsById")
        #expect(put.pathParams.map(\.type) == [.builtin(.int64)])
        #expect(put.queryParams.map(\.swiftName) == ["dryRun"])
        #expect(put.headerParams.map(\.wireName) == ["X-Trace"])
        #expect(put.cookieParams.map(\.wireName) == ["session"])
        #expect(put.body == .named("PutItemsByIdRequest"))
        #expect(put.returns == .array(.builtin(.int)))
        #expect(put.errors.map(\.status) == [404])
        // The octet-stream upload takes raw bytes.
        #expect(api.endpoints.last?.rawContentType == "application/octet-stream")
        #expect(diagnostics.isEmpty)
    }

    @Test func formMultipartAndAuth() throws {
        let (model, diagnostics) = Self.translate(
            Self.header + """
                paths:
                  /login:
                    post:
                      security: []
                      requestBody:
                        content:
                          application/x-www-form-urlencoded:
                            schema:
                              type: object
                              required: [user]
                              properties: { user: { type: string }, scopes: { type: array, items: { type: string } } }
                      responses: { "204": { description: ok } }
                  /photos:
                    post:
                      requestBody:
                        content:
                          multipart/form-data:
                            schema:
                              type: object
                              required: [file]
                              properties:
                                file: { type: string, format: binary }
                                caption: { type: string }
                                meta: { type: object, properties: { a: { type: string } } }
                      responses: { "204": { description: ok } }
                components:
                  securitySchemes:
                    token: { type: http, scheme: bearer }
                    key: { type: apiKey, in: header, name: X-API-Key }
                    cookie: { type: apiKey, in: cookie, name: sid }
                """)
        let api = try #require(model)
        #expect(api.auth == [.bearer, .apiKeyHeader("X-API-Key")])
        let login = try #require(api.endpoints.first)
        #expect(!login.usesAuth)
        #expect(login.formFields.map(\.wireName) == ["user", "scopes"])
        #expect(login.formFields.map(\.optional) == [false, true])
        let photos = try #require(api.endpoints.last)
        #expect(photos.usesAuth)
        // an object in multipart is a JSON part, not skipped
        #expect(photos.multipartFields.map(\.wireName) == ["file", "caption", "meta"])
        #expect(photos.multipartFields.map(\.isFile) == [true, false, false])
        let messages = diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("multipart field") })
        #expect(messages.contains { $0.hasPrefix("API key 'cookie' in 'cookie'") })
    }

    @Test func documentationComesFromTheSpec() throws {
        let (model, _) = Self.translate(
            Self.header + """
                paths:
                  /x:
                    get:
                      operationId: old-thing
                      summary: Gets x.
                      description: Longer text.
                      tags: [things, misc]
                      deprecated: true
                      responses: { "204": { description: none } }
                """)
        let endpoint = try #require(model?.endpoints.first)
        #expect(endpoint.name == "oldThing")
        #expect(endpoint.doc == "Gets x.\n\nLonger text.\n\nTags: things, misc")
        #expect(endpoint.deprecated == "")
        #expect(model?.name == "TestAPI")
    }

    @Test func notOpenAPI3IsAnError() throws {
        let (model, diagnostics) = Self.translate("swagger: '2.0'\ninfo: { title: x, version: '1' }\npaths: {}\n")
        #expect(model == nil)
        #expect(diagnostics.first?.message.hasPrefix("Swagger 2.0 documents are not supported") == true)
        let (other, versionDiagnostics) = Self.translate("openapi: 4.0.0\n")
        #expect(other == nil)
        #expect(versionDiagnostics.first?.location.line == 1)
    }

    @Test func duplicateKeysInJSONDocumentsAreWarnings() throws {
        let (model, diagnostics) = Self.translate(
            #"{"openapi": "3.0.0", "info": {"title": "A", "title": "B", "version": "1"}, "paths": {}}"#,
            name: "api.json")
        #expect(model?.name == "A")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.location.column == 45)
    }

    @Test func nativeSpecsMayBeYAML() throws {
        let (model, diagnostics) = Self.translate(
            "name: Tiny\nmodels:\n  Pet: { fields: { id: Int64 } }\n", name: "Tiny.curlew.yaml")
        #expect(diagnostics.isEmpty)
        #expect(model?.name == "Tiny")
        #expect(model?.models.first?.fields.first?.type == .builtin(.int64))
    }

    @Test func hostileSchemasAreBounded() throws {
        var schema = "{ type: string }"
        for _ in 0..<200 {
            schema = "{ type: array, items: \(schema) }"
        }
        let (model, diagnostics) = Self.translate(
            Self.header + "components:\n  schemas:\n    Deep: { type: object, properties: { d: \(schema) } }\n")
        #expect(model != nil)
        #expect(diagnostics.contains { $0.message.contains("nest deeper") })
        // Objects in objects, and allOf in allOf, the same.
        var object = "{ type: string }"
        var allOf = "{ type: object, properties: { x: { type: string } } }"
        for _ in 0..<200 {
            object = "{ type: object, properties: { inner: \(object) } }"
            allOf = "{ allOf: [\(allOf), { type: object, properties: { y: { type: integer } } }] }"
        }
        let nested = Self.translate(
            Self.header + "components:\n  schemas:\n    O: \(object)\n    A: \(allOf)\n")
        #expect(nested.model != nil)
        #expect(nested.model?.models.count ?? 0 <= 50)
    }

    @Test func longChainsOfReferencesAreNotTooDeep() throws {
        var text = Self.header + "components:\n  schemas:\n"
        for index in 0..<300 {
            text +=
                "    S\(index): { type: object, properties: { next: { $ref: '#/components/schemas/S\(index + 1)' } } }\n"
        }
        text += "    S300: { type: string, enum: [end] }\n"
        let (model, diagnostics) = Self.translate(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        #expect(model?.models.count == 300)
        #expect(model?.models.first?.fields.first?.type == .named("S1"))
    }

    @Test func outputFileNames() {
        #expect(Generator.outputFileName(forSpec: "dir/Petstore.openapi.yaml") == "Petstore.swift")
        #expect(Generator.outputFileName(forSpec: "Petstore.openapi.json") == "Petstore.swift")
        #expect(Generator.outputFileName(forSpec: "openapi.yml") == "openapi.swift")
        #expect(Generator.outputFileName(forSpec: "Httpbin.curlew.json") == "Httpbin.swift")
    }
}
