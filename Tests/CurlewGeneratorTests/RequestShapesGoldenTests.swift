import Foundation
import Testing

@testable import CurlewGenerator

/// Tests/OpenAPIClientTests/Requests.openapi.yaml (the request oracle's document) generates exactly its golden
/// file: nested form fields in brackets, `encoding` styles and JSON, deepObject objects and arrays, multipart
/// arrays of files and JSON parts, an operation's own server with typed variables.
@Suite struct RequestShapesGoldenTests {
    static let document = GoldenFileTests.testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("OpenAPIClientTests/Requests.openapi.yaml")

    @Test func requestShapesMatchTheGoldenFile() throws {
        let data = try Data(contentsOf: Self.document)
        let result = Generator.generate(SpecFile(name: "Requests.openapi.yaml", contents: Array(data)))
        // nothing the client sends is skipped: no diagnostics at all
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let source = try #require(result.source)
        let golden = OpenAPIDocumentTests.golden.appendingPathComponent("Requests.swift.golden")
        if ProcessInfo.processInfo.environment["CURLEW_RECORD_GOLDEN"] == "1" {
            try Data(source.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(source == expected, "regenerate with CURLEW_RECORD_GOLDEN=1 if the change is intended")
    }

    /// Fuzz/spec/seeds/request-shapes.openapi.yaml: structured values in the path (matrix, exploded), a header and
    /// a cookie, joined-style form fields, an operation by `$ref`: the client type-checks.
    @Test func everyRequestShapeTypeChecks() async throws {
        let seed = GoldenFileTests.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/spec/seeds/request-shapes.openapi.yaml")
        let result = Generator.generate(SpecFile(name: seed.path, contents: Array(try Data(contentsOf: seed))))
        // only the unknown encoding style (the union without a discriminator is a typed enum now)
        #expect(result.diagnostics.filter { $0.severity == .warning }.count == 1, "\(result.diagnostics)")
        let source = try #require(result.source)
        #expect(source.contains(#"FormEncoding.text(id, prefix: ";", separator: ";", keySeparator: "=""#))
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "RequestShapes")
    }
}
