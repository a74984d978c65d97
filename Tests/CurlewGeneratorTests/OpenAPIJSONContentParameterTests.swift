import Testing

@testable import CurlewGenerator

/// A parameter with JSON `content` instead of a `schema` is sent as the JSON text of its value, in every place:
/// not as a form-exploded object, nor as plain text.
@Suite struct OpenAPIJSONContentParameterTests {
    @Test func jsonContentParametersAreEncodedAsJSON() throws {
        // GIVEN an object in the query, a string in a header and an array in the path, each with JSON content
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a/{ids}:
                    get:
                      parameters:
                        - { name: ids, in: path, required: true, content: { application/json: { schema: { type: array, items: { type: integer } } } } }
                        - { name: near, in: query, content: { application/json: { schema: { $ref: "#/components/schemas/Point" } } } }
                        - { name: X-Name, in: header, content: { application/json: { schema: { type: string } } } }
                        - { name: plain, in: query, content: { text/plain: { schema: { type: string } } } }
                      responses: { "204": { description: none } }
                components:
                  schemas:
                    Point: { type: object, properties: { lat: { type: number }, long: { type: number } } }
                """)
        // THEN no warning says they are sent as plain text, and no style applies to them
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoint = try #require(model?.endpoints.first)
        let parameters = endpoint.pathParams + endpoint.queryParams + endpoint.headerParams
        #expect(parameters.map(\.wireName) == ["ids", "near", "plain", "X-Name"])
        #expect(parameters.map(\.jsonContent) == [true, true, false, true])
        #expect(parameters.allSatisfy { $0.objectStyle == nil && $0.joinedStyle == nil && $0.arraySeparator == nil })
        let source = try #require(model.map { SwiftRenderer(api: $0, specFileName: "api.yaml", access: .internal) })
            .render()
        let json = { (name: String) in
            "Swift.String(decoding: try self.api.encoder.encode(\(name)), as: Swift.UTF8.self)"
        }
        #expect(source.contains("Curlew.URLEncoding.pathSegment(\(json("ids")))"), "\(source)")
        #expect(source.contains("Foundation.URLQueryItem(name: \"near\", value: \(json("near")))"), "\(source)")
        #expect(source.contains("_headers.add(name: \"X-Name\", value: \(json("xName")))"), "\(source)")
        #expect(source.contains("Foundation.URLQueryItem(name: \"plain\", value: plain)"), "\(source)")
    }
}
