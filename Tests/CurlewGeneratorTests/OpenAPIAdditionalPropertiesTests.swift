import Testing

@testable import CurlewGenerator

/// `additionalProperties: true` (or `{}`) next to `properties` keeps the undeclared members in a stored
/// `JSONObject`, named so that it cannot clash with a declared property; a schema keeps them as `[String: T]`;
/// `false` or absent keep nothing.
@Suite struct OpenAPIAdditionalPropertiesTests {
    static let spec =
        OpenAPITranslationTests.header + """
            paths:
              /a: { get: { responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Open" } } } } } } }
            components:
              schemas:
                Open: { type: object, required: [id], properties: { id: { type: integer } }, additionalProperties: true }
                Empty: { type: object, properties: { x: { type: string } }, additionalProperties: {} }
                Clash:
                  type: object
                  properties: { additionalProperties: { type: string }, additionalProperties2: { type: integer } }
                  additionalProperties: true
                Closed: { type: object, properties: { x: { type: string } }, additionalProperties: false }
                Plain: { type: object, properties: { x: { type: string } } }
                Merged:
                  allOf:
                    - $ref: "#/components/schemas/Plain"
                    - { type: object, properties: { y: { type: string } }, additionalProperties: true }
            """

    @Test func anyAdditionalPropertyIsKeptUnderAFreeName() throws {
        let (model, diagnostics) = OpenAPITranslationTests.translate(Self.spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let models = try #require(model?.models)
        let kept = Dictionary(uniqueKeysWithValues: models.map { ($0.name, $0.additionalProperties) })
        #expect(
            kept == [
                "Open": "additionalProperties", "Empty": "additionalProperties", "Clash": "additionalProperties3",
                "Closed": nil, "Plain": nil, "Merged": "additionalProperties",
            ])
    }

    @Test func theStructKeepsAndWritesBackTheOthers() async throws {
        let (model, _) = OpenAPITranslationTests.translate(Self.spec)
        let source = SwiftRenderer(api: try #require(model), specFileName: "api.yaml", access: .public).render()
        for expected in [
            "public var additionalProperties: CurlewJSON.JSONObject\n",
            "public init(id: Swift.Int, additionalProperties: CurlewJSON.JSONObject = [:]) {",
            "self = try CurlewJSON.JSONReader.decode(Self.self, from: decoder)",
            "for (key, value) in self.additionalProperties where !Self.jsonKeys.contains(key) {",
            "try container.encode(value, forKey: CurlewJSON.JSONKey(key))",
            "let _0key = reader.currentKey()",
            "_0others.append((_0key, try reader.readJSONValue()))",
            "self.additionalProperties = CurlewJSON.JSONObject(_0others)",
            "public var additionalProperties3: CurlewJSON.JSONObject\n",
        ] {
            #expect(source.contains(expected), "\(expected)")
        }
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "Open")
    }

    @Test func aSchemaKeepsThemTyped() async throws {
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths: {}
                components:
                  schemas:
                    Typed: { type: object, properties: { x: { type: string } }, additionalProperties: { type: integer } }
                    Inline:
                      type: object
                      properties: { x: { type: string } }
                      additionalProperties: { type: object, properties: { y: { type: boolean } } }
                    Mixed:
                      allOf:
                        - { type: object, properties: { a: { type: string } }, additionalProperties: { type: string } }
                        - { type: object, properties: { b: { type: string } }, additionalProperties: true }
                """)
        #expect(
            diagnostics.map(\.message) == [
                "'additionalProperties' differs from the one the struct keeps; ignored"
                    + " (at #/components/schemas/Mixed/allOf/1/additionalProperties)"
            ])
        let models = try #require(model?.models)
        #expect(models.map(\.name) == ["Typed", "Inline", "InlineAdditionalProperty", "Mixed"])
        #expect(
            models.map(\.additionalPropertiesType) == [
                .builtin(.int), .named("InlineAdditionalProperty"), nil, .builtin(.string),
            ])
        let source = SwiftRenderer(api: try #require(model), specFileName: "api.yaml", access: .public).render()
        #expect(source.contains("public var additionalProperties: [Swift.String: Swift.Int]\n"))
        #expect(source.contains("_0others.updateValue(try InlineAdditionalProperty(from: &reader), forKey: _0key)"))
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "Typed")
    }
}
