import Testing

@testable import CurlewGenerator

/// Servers on a path item or an operation: their requests go there, through a property of the client whose
/// variables are typed and settable (instead of silently going to the client's base URL).
@Suite struct OpenAPIOwnServersTests {
    static let document =
        OpenAPITranslationTests.header + """
            servers: [{ url: "https://api.example.com/v1/" }]
            paths:
              /upload:
                servers: [{ url: "https://uploads.example.com/" }]
                post: { operationId: upload, responses: { "204": { description: ok } } }
                put: { operationId: replace, responses: { "204": { description: ok } } }
              /report:
                servers: [{ url: "https://ignored.example.com" }]
                get:
                  operationId: report
                  servers:
                    - url: "https://{region}.reports.example.com:{port}/{v}"
                      variables:
                        region: { default: eu, enum: [eu, us, "ap-south"] }
                        port: { default: 443 }
                        v: { default: v2, description: The API version. }
                  responses: { "204": { description: ok } }
              /same:
                get:
                  operationId: same
                  servers: [{ url: "https://{host}/v1", variables: { host: { default: api.example.com } } }]
                  responses: { "204": { description: ok } }
              /relative:
                get:
                  operationId: relative
                  servers: [{ url: "/other" }]
                  responses: { "204": { description: ok } }
            """

    @Test func serversOfPathItemsAndOperationsBecomeTypedProperties() throws {
        let (model, diagnostics) = OpenAPITranslationTests.translate(Self.document)
        let api = try #require(model)
        // THEN the path item's server serves both its operations (one property), the operation's wins over its
        // path item's, a repeat of the document's server is no server of its own
        #expect(
            api.endpoints.map(\.ownServer) == ["uploadServer", "uploadServer", "reportServer", nil, "relativeServer"])
        #expect(
            api.ownServers.map(\.typeName) == [
                "UploadServerVariables", "ReportServerVariables", "RelativeServerVariables",
            ])
        let report = api.ownServers[1]
        #expect(report.url == "https://{region}.reports.example.com:{port}/{v}")
        #expect(report.variables.map(\.swiftName) == ["region", "port", "v"])
        #expect(report.variables.map(\.defaultValue) == ["eu", "443", "v2"])
        #expect(report.variables.map(\.values) == [["eu", "us", "ap-south"], [], []])
        // AND a relative server is one too (resolved against the base URL at run time): no warning at all
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func theClientHoldsTheServersAndEachRequestBuildsItsURL() throws {
        let (model, _) = OpenAPITranslationTests.translate(Self.document)
        let source = Generator.render(try #require(model), specFileName: "api.yaml")
        #expect(source.contains("var reportServer = ReportServerVariables()"))
        #expect(source.contains("enum Region: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable"))
        #expect(source.contains(#"case apSouth = "ap-south""#))
        #expect(source.contains(#"init(region: Region = .eu, port: Swift.String = "443", v: Swift.String = "v2")"#))
        #expect(
            source.contains(
                #"let text = "https://" + self.region.rawValue + ".reports.example.com:" + self.port + "/" + self.v"#))
        // a trailing `/` is dropped, as for the document's servers
        #expect(source.contains(#"let text = "https://uploads.example.com""#))
        #expect(source.contains("_api.baseURL = try self.reportServer.url(relativeTo: self.api.baseURL)"))
        #expect(source.contains("var override: Foundation.URL? = nil"))
        #expect(source.contains(#"let text = "/other""#))
    }

    @Test func theServerPropertyTakesNoNameTheClientAlreadyHas() throws {
        // GIVEN an operation `upload` with a server, another operation named `uploadServer`, a variable named
        // `override`, and a model named `UploadServerVariables`
        let (model, _) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /upload:
                    post:
                      operationId: upload
                      servers: [{ url: "https://{override}.example.com", variables: { override: { default: up } } }]
                      responses: { "204": { description: ok } }
                  /other:
                    get: { operationId: uploadServer, responses: { "204": { description: ok } } }
                components:
                  schemas:
                    UploadServerVariables: { type: object, properties: { a: { type: string } } }
                """)
        let server = try #require(model?.ownServers.first)
        // THEN each takes another name
        #expect(server.swiftName == "uploadServer_")
        #expect(server.typeName == "UploadServerVariables2")
        #expect(server.variables.map(\.swiftName) == ["override_"])
    }
}
