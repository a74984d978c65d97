import Testing

@testable import CurlewGenerator

/// Operation-level `security` picks which of the client's credentials an operation is sent with: the schemes it
/// names, the document's when it names none, nothing for `security: []`; unknown scheme names are warnings.
@Suite struct OpenAPISecurityRequirementTests {
    static func endpoints(_ yaml: String) -> (endpoints: [APIModel.Endpoint], diagnostics: [String]) {
        let (model, diagnostics) = OpenAPITranslationTests.translate(OpenAPITranslationTests.header + yaml)
        return (model?.endpoints ?? [], diagnostics.map(\.description))
    }

    static let schemes = """
        components:
          securitySchemes:
            bearer: { type: http, scheme: bearer }
            key: { type: apiKey, in: header, name: X-Key }
        """

    @Test func operationsAcceptTheSchemesTheyName() {
        let (endpoints, diagnostics) = Self.endpoints(
            """
            security: [{ bearer: [] }]
            paths:
              /a: { get: { operationId: both, security: [{ bearer: [] }, { key: [] }], responses: {} } }
              /b: { get: { operationId: keyOnly, security: [{ key: [] }], responses: {} } }
              /c: { get: { operationId: inherited, responses: {} } }
              /d: { get: { operationId: open, security: [{}], responses: {} } }
              /e: { get: { operationId: typo, security: [{ beare: [] }], responses: {} } }
            """ + "\n" + Self.schemes)
        #expect(endpoints.map(\.usesAuth) == [true, true, true, false, false])
        #expect(
            endpoints.map(\.authRequirements) == [
                nil, [[.apiKeyHeader("X-Key")]], [[.bearer]], nil, nil,
            ])
        #expect(
            diagnostics == [
                "api.yaml:9:55: warning: security scheme 'beare' is not declared in 'components/securitySchemes'; "
                    + "ignored (at #/paths/~1e/get/security/0/beare)"
            ])
    }

    @Test func withoutTopLevelSecurityAnOperationThatNamesNoneIsSentWithout() {
        let (endpoints, _) = Self.endpoints(
            """
            paths:
              /a: { get: { operationId: keyed, security: [{ key: [] }], responses: {} } }
              /b: { get: { operationId: plain, responses: {} } }
            """ + "\n" + Self.schemes)
        #expect(endpoints.map(\.usesAuth) == [true, false])
    }

    @Test func aDocumentThatNamesNoSecurityKeepsEveryCredentialEverywhere() {
        let (endpoints, _) = Self.endpoints(
            """
            paths:
              /a: { get: { operationId: plain, responses: {} } }
              /login: { post: { operationId: login, security: [], responses: {} } }
            """ + "\n" + Self.schemes)
        #expect(endpoints.map(\.usesAuth) == [true, false])
        #expect(endpoints.map(\.authRequirements) == [nil, nil])
    }

    @Test func theClientTakesOffCredentialsOfOtherSchemes() throws {
        let (model, _) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /b: { get: { operationId: keyOnly, security: [{ key: [] }], responses: {} } }
                """ + "\n" + Self.schemes)
        let source = SwiftRenderer(api: try #require(model), specFileName: "api.yaml", access: .internal).render()
        #expect(
            source.contains(
                """
                        _endpoint.options.operationName = "keyOnly"
                        _endpoint.options.acceptedAuth = [[.apiKeyHeader("X-Key")]]
                        return try await self.api.sendWithResponse(_endpoint)
                """))
    }

    @Test func requirementsKeepSchemesSentTogetherAndTheirOrder() throws {
        let (model, _) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a: { get: { operationId: pair, security: [{ key: [], bearer: [] }, {}], responses: {} } }
                  /b: { get: { operationId: pairOnly, security: [{ key: [], bearer: [] }], responses: {} } }
                """ + "\n" + Self.schemes)
        let api = try #require(model)
        // both schemes together, or none; a lone requirement with every scheme of the API needs no filter
        #expect(api.endpoints.map(\.authRequirements) == [[[.apiKeyHeader("X-Key"), .bearer], []], nil])
        let source = SwiftRenderer(api: api, specFileName: "api.yaml", access: .internal).render()
        #expect(source.contains(#"_endpoint.options.acceptedAuth = [[.apiKeyHeader("X-Key"), .bearer], []]"#))
        #expect(source.contains("static func all(_ auths: Self...) -> Self"))
    }
}
