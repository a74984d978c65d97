import Foundation
import Testing

@testable import CurlewGenerator

/// Tests/Fixtures/MultiFile: a document whose operations, path items, parameters, request bodies, responses,
/// headers, examples and schemas are `$ref`s to files in other folders (`../../shared/…`), as DigitalOcean's are.
@Suite struct OpenAPIMultiFileTests {
    static let document = GoldenFileTests.testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MultiFile/api.yaml")

    static func generate() throws -> GeneratorResult {
        Generator.generate(SpecFile(name: document.path, contents: Array(try Data(contentsOf: document))))
    }

    @Test func operationsByReferenceKeepTheirParametersBodiesAndResponses() throws {
        let spec = SpecFile(name: Self.document.path, contents: Array(try Data(contentsOf: Self.document)))
        let (model, diagnostics) = Generator.translate(spec)
        // THEN the only diagnostic is the cycle (no "path parameter not declared")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("'$ref' cycle through 'b.yml'") == true, "\(diagnostics)")
        #expect(diagnostics.first?.location.file.hasSuffix("MultiFile/loops/a.yml") == true)
        let endpoints = Dictionary(uniqueKeysWithValues: (model?.endpoints ?? []).map { ($0.name, $0) })
        #expect(endpoints.keys.sorted() == ["dropletsDestroy", "dropletsGet", "volumesCreate", "volumesList"])
        // an operation by $ref: path and query parameters from ../../shared, a response and an error body by
        // $ref, a response header and a schema from files further down
        let get = try #require(endpoints["dropletsGet"])
        #expect(get.pathParams.map(\.wireName) == ["droplet_id"])
        #expect(get.pathParams.first?.type == .builtin(.int))
        #expect(get.queryParams.map(\.wireName) == ["with_backups"])
        #expect(get.returns == .named("Droplet"))
        #expect(get.errors.map(\.status) == [401])
        #expect(get.output?.headers.map(\.wireName) == ["ratelimit-limit"])
        #expect(endpoints["dropletsDestroy"]?.pathParams.map(\.wireName) == ["droplet_id"])
        // a path item by $ref: its parameters for both operations, a request body by $ref
        #expect(endpoints["volumesList"]?.queryParams.map(\.wireName) == ["per_page"])
        #expect(endpoints["volumesCreate"]?.body == .named("VolumeCreate"))
        // a `properties` map that is itself a $ref (DigitalOcean's attributes.yml), whose members refer on from
        // their own file
        let create = model?.models.first { $0.name == "VolumeCreate" }
        #expect(create?.fields.map(\.jsonKey) == ["name", "region"])
        #expect(create?.fields.map(\.type) == [.builtin(.string), .named("Region")])
        #expect(endpoints["volumesCreate"]?.queryParams.map(\.wireName) == ["per_page"])
        // one type per file, however its path is spelled (`droplet.yml` refers to itself)
        #expect(model?.models.map(\.name).sorted() == ["Droplet", "ErrorModel", "Region", "Volume", "VolumeCreate"])
        #expect(model?.examples.isEmpty == false)
    }

    @Test func theClientTypeChecks() async throws {
        let source = try #require(try Self.generate().source)
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "MultiFile")
    }
}
