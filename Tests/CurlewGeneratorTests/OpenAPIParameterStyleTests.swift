import Testing

@testable import CurlewGenerator

/// Query array styles and cookie parameters of OpenAPI documents: what the IR carries and what the generated
/// method sends (the wire behaviour is checked against httpbin in OpenAPIClientTests).
@Suite struct OpenAPIParameterStyleTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Styles, version: "1" }
        paths:
          /anything:
            get:
              operationId: echo
              parameters:
                - { name: exploded, in: query, schema: { type: array, items: { type: string } } }
                - { name: commas, in: query, style: form, explode: false, schema: { type: array, items: { type: integer } } }
                - { name: spaces, in: query, style: spaceDelimited, schema: { type: array, items: { type: string } } }
                - { name: pipes, in: query, style: pipeDelimited, explode: false, schema: { type: array, items: { type: string } } }
                - { name: deep, in: query, style: deepObject, schema: { type: array, items: { type: string } } }
                - { name: session, in: cookie, required: true, schema: { type: string } }
                - { name: theme, in: cookie, schema: { type: string } }
              responses: { "204": { description: done } }
        """

    @Test func queryArrayStylesBecomeSeparators() throws {
        let (model, diagnostics) = Generator.translate(SpecFile(name: "styles.yaml", text: Self.document))
        let endpoint = try #require(model?.endpoints.first)
        // form exploded repeats (nil); the others join with their separator; deepObject warns and repeats
        #expect(endpoint.queryParams.map(\.wireName) == ["exploded", "commas", "spaces", "pipes", "deep"])
        #expect(endpoint.queryParams.map(\.arraySeparator) == [nil, ",", " ", "|", nil])
        #expect(
            diagnostics.map(\.message) == [
                "style 'deepObject' is not supported yet; sent as 'form' (at #/paths/~1anything/get/parameters/4/style)"
            ])
        #expect(endpoint.cookieParams.map(\.wireName) == ["session", "theme"])
        #expect(endpoint.cookieParams.map(\.optional) == [false, true])
    }

    @Test func generatedMethodJoinsArraysAndBuildsOneCookieHeader() throws {
        let (model, _) = Generator.translate(SpecFile(name: "styles.yaml", text: Self.document))
        let source = Generator.render(try #require(model), specFileName: "styles.yaml")
        #expect(source.contains("session: Swift.String,"))
        #expect(source.contains(#"commas.map { Swift.String($0) }.joined(separator: ",")"#))
        #expect(source.contains(#"spaces.map { $0 }.joined(separator: " ")"#))
        #expect(source.contains(#"_cookies.append("session=" + Curlew.URLEncoding.pathSegment(session))"#))
        #expect(source.contains(#"_headers.add(name: "Cookie", value: _cookies.joined(separator: "; "))"#))
    }
}
