import Foundation
import Testing

@testable import CurlewGenerator

/// `OpenAPIFixtures/Petstore.openapi.yaml` restates `Specs/Petstore.curlew.json` (the spec the Petstore server
/// and the generated-client tests use) in OpenAPI 3.1: both must become the same client API, so everything the
/// native spec's end-to-end tests check holds for the OpenAPI path too.
@Suite struct OpenAPIPetstoreTests {
    /// The IR without what OpenAPI cannot say (fixed headers, retry, deprecation messages, docs) and without
    /// the native spec's second operation on `GET /whoami`; endpoints by name.
    static func comparable(_ model: APIModel) -> APIModel {
        var model = model
        model.doc = nil
        model.headers = []
        model.retry = nil
        model.keyStrategy = .exact
        model.servers = model.servers.map { APIModel.Server(swiftName: $0.swiftName, url: $0.url) }
        model.models = model.models.map { item in
            var item = item
            item.doc = nil
            item.includes = []
            item.fields = item.fields.map { field in
                var field = field
                field.doc = nil
                field.deprecated = field.deprecated.map { _ in "" }
                return field
            }
            return item
        }
        model.enums = model.enums.map { item in
            var item = item
            item.doc = nil
            return item
        }
        model.unions = model.unions.map { item in
            var item = item
            item.doc = nil
            return item
        }
        model.endpoints = model.endpoints.filter { $0.name != "anonymous" }.sorted { $0.name < $1.name }.map {
            endpoint in
            var endpoint = endpoint
            endpoint.doc = nil
            endpoint.retry = nil
            endpoint.deprecated = endpoint.deprecated.map { _ in "" }
            let strip = { (parameters: [APIModel.Parameter]) in
                parameters.map { parameter in
                    var parameter = parameter
                    parameter.doc = nil
                    return parameter
                }
            }
            endpoint.pathParams = strip(endpoint.pathParams)
            endpoint.queryParams = strip(endpoint.queryParams)
            endpoint.headerParams = strip(endpoint.headerParams)
            endpoint.formFields = strip(endpoint.formFields)
            endpoint.multipartFields = strip(endpoint.multipartFields)
            return endpoint
        }
        return model
    }

    @Test func openAPIPetstoreIsTheNativePetstore() throws {
        let native = try Data(contentsOf: GoldenFileTests.specsDirectory.appendingPathComponent("Petstore.curlew.json"))
        let openAPI = try Data(
            contentsOf: OpenAPIDocumentTests.fixtures.appendingPathComponent("Petstore.openapi.yaml"))
        let nativeResult = Generator.translate(SpecFile(name: "Petstore.curlew.json", contents: Array(native)))
        let openAPIResult = Generator.translate(SpecFile(name: "Petstore.openapi.yaml", contents: Array(openAPI)))
        #expect(openAPIResult.diagnostics.isEmpty, "\(openAPIResult.diagnostics)")
        let expected = Self.comparable(try #require(nativeResult.model))
        let actual = Self.comparable(try #require(openAPIResult.model))
        #expect(actual.name == expected.name)
        #expect(actual.baseURL == expected.baseURL)
        #expect(actual.servers == expected.servers)
        #expect(actual.auth == expected.auth)
        #expect(actual.models == expected.models)
        #expect(actual.enums == expected.enums)
        #expect(actual.unions == expected.unions)
        #expect(actual.endpoints.map(\.name) == expected.endpoints.map(\.name))
        for (mine, theirs) in zip(actual.endpoints, expected.endpoints) {
            #expect(mine == theirs, "\(mine.name)")
        }
    }
}
