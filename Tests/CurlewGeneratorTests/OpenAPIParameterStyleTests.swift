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
        // form exploded repeats (nil); the others join with their separator; deepObject sends `deep[]=a` pairs
        #expect(endpoint.queryParams.map(\.wireName) == ["exploded", "commas", "spaces", "pipes", "deep"])
        #expect(endpoint.queryParams.map(\.arraySeparator) == [nil, ",", " ", "|", nil])
        #expect(endpoint.queryParams.map(\.pairStyle) == [nil, nil, nil, nil, .deepObject])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(endpoint.cookieParams.map(\.wireName) == ["session", "theme"])
        #expect(endpoint.cookieParams.map(\.optional) == [false, true])
    }

    @Test func generatedMethodJoinsArraysAndBuildsOneCookieHeader() throws {
        let (model, _) = Generator.translate(SpecFile(name: "styles.yaml", text: Self.document))
        let source = Generator.render(try #require(model), specFileName: "styles.yaml")
        #expect(source.contains("session: Swift.String,"))
        #expect(
            source.contains(
                #"_encodedQuery.append(Curlew.URLEncoding.queryComponent("commas") + "=" + "#
                    + #"commas.map { Curlew.URLEncoding.queryComponent(Swift.String($0)) }.joined(separator: ","))"#))
        #expect(source.contains(#"spaces.map { $0 }.joined(separator: " ")"#))
        #expect(source.contains(#"_cookies.append("session=" + Curlew.URLEncoding.queryComponent(session))"#))
        #expect(source.contains(#"_headers.add(name: "Cookie", value: _cookies.joined(separator: "; "))"#))
    }

    static let pathHeaderCookie = """
        openapi: 3.0.3
        info: { title: Styles, version: "1" }
        paths:
          /things/{ids}/{labels}/{matrix}/{each}/{one}:
            get:
              operationId: things
              parameters:
                - { name: ids, in: path, required: true, schema: { type: array, items: { type: string } } }
                - { name: labels, in: path, required: true, style: label, explode: true, schema: { type: array, items: { type: integer } } }
                - { name: matrix, in: path, required: true, style: matrix, schema: { type: array, items: { type: string } } }
                - { name: each, in: path, required: true, style: matrix, explode: true, schema: { type: array, items: { type: string } } }
                - { name: one, in: path, required: true, style: matrix, schema: { type: integer } }
                - { name: X-Ids, in: header, schema: { type: array, items: { type: integer } } }
                - { name: X-Odd, in: header, style: form, schema: { type: array, items: { type: integer } } }
                - { name: flavours, in: cookie, schema: { type: array, items: { type: string } } }
              responses: { "204": { description: done } }
        """

    @Test func pathHeaderAndCookieArraysAreJoinedInTheirStyle() throws {
        let (model, diagnostics) = Generator.translate(SpecFile(name: "styles.yaml", text: Self.pathHeaderCookie))
        let endpoint = try #require(model?.endpoints.first)
        // Arrays keep their types (no "sent as a string", no "skipped"); only the style a header cannot take warns
        #expect(
            diagnostics.map(\.message) == [
                "style 'form' is not supported yet; sent as 'simple' (at #/paths/~1things~1{ids}~1{labels}~1{matrix}~1{each}~1{one}/get/parameters/6/style)"
            ])
        #expect(
            endpoint.pathParams.map(\.type) == [
                .array(.builtin(.string)), .array(.builtin(.int)), .array(.builtin(.string)), .array(.builtin(.string)),
                .builtin(.int),
            ])
        #expect(
            endpoint.pathParams.map(\.joinedStyle) == [
                APIModel.JoinedStyle(prefix: "", separator: ",", encoded: true),
                APIModel.JoinedStyle(prefix: ".", separator: ".", encoded: true),
                APIModel.JoinedStyle(prefix: ";matrix=", separator: ",", encoded: true),
                APIModel.JoinedStyle(prefix: ";each=", separator: ";each=", encoded: true),
                APIModel.JoinedStyle(prefix: ";one=", separator: ",", encoded: true),
            ])
        #expect(endpoint.headerParams.map(\.wireName) == ["X-Ids", "X-Odd"])
        #expect(endpoint.headerParams.map(\.joinedStyle?.encoded) == [false, false])
        #expect(
            endpoint.cookieParams.map(\.joinedStyle) == [
                APIModel.JoinedStyle(prefix: "", separator: ",", encoded: true)
            ])
        // AND the generated method encodes each path item, so a value cannot change the path
        let source = Generator.render(try #require(model), specFileName: "styles.yaml")
        #expect(
            source.contains(#"";matrix=" + matrix.map { Curlew.URLEncoding.pathSegment($0) }.joined(separator: ",")"#))
        #expect(source.contains(#"";one=" + Curlew.URLEncoding.pathSegment(Swift.String(one))"#))
        #expect(source.contains(#"value: xIds.map { Swift.String($0) }.joined(separator: ",")"#))
    }

    @Test func objectsOfScalarsAreJoinedInsteadOfSkippedOrStringified() throws {
        let (model, diagnostics) = Generator.translate(
            SpecFile(
                name: "styles.yaml",
                text: """
                    openapi: 3.0.3
                    info: { title: Styles, version: "1" }
                    paths:
                      /c/{color}/{label}:
                        get:
                          operationId: colors
                          parameters:
                            - { name: color, in: path, required: true, style: matrix, explode: true, schema: { $ref: "#/components/schemas/Color" } }
                            - { name: label, in: path, required: true, style: label, schema: { $ref: "#/components/schemas/Color" } }
                            - { name: q, in: query, explode: false, schema: { $ref: "#/components/schemas/Color" } }
                            - { name: X-Color, in: header, explode: true, schema: { $ref: "#/components/schemas/Color" } }
                            - { name: palette, in: cookie, schema: { type: object, additionalProperties: { type: integer } } }
                          responses: { "204": { description: done } }
                    components:
                      schemas:
                        Color: { type: object, properties: { R: { type: integer }, G: { type: integer } } }
                    """))
        let endpoint = try #require(model?.endpoints.first)
        // No "sent as a string" for the path objects, no "skipped" for the query, header and cookie ones
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(endpoint.pathParams.map(\.type) == [.named("Color"), .named("Color")])
        #expect(
            endpoint.pathParams.map(\.joinedStyle) == [
                APIModel.JoinedStyle(prefix: ";", separator: ";", encoded: true, keySeparator: "="),
                APIModel.JoinedStyle(prefix: ".", separator: ".", encoded: true, keySeparator: "."),
            ])
        #expect(
            endpoint.queryParams.map(\.joinedStyle) == [
                APIModel.JoinedStyle(prefix: "", separator: ",", encoded: false)
            ])
        #expect(
            endpoint.headerParams.map(\.joinedStyle) == [
                APIModel.JoinedStyle(prefix: "", separator: ",", encoded: false, keySeparator: "=")
            ])
        #expect(
            endpoint.cookieParams.map(\.joinedStyle) == [
                APIModel.JoinedStyle(prefix: "", separator: ",", encoded: true)
            ])
    }
}
