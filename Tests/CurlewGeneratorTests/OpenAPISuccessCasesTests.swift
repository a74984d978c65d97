import Foundation
import Testing

@testable import CurlewGenerator

/// Success responses with different bodies become an enum with a case per status (`<Operation>Success`), picked by
/// the answer's status; equal bodies keep one return type. OpenAPIFixtures/SuccessCases.openapi.yaml pins the
/// generated code.
@Suite struct OpenAPISuccessCasesTests {
    static let document = OpenAPIDocumentTests.fixtures.appendingPathComponent("SuccessCases.openapi.yaml")

    static func generated(access: AccessLevel = .public) throws -> GeneratorResult {
        let data = try Data(contentsOf: document)
        return Generator.generate(
            SpecFile(name: "SuccessCases.openapi.yaml", contents: Array(data)),
            options: GeneratorOptions(access: access))
    }

    @Test func theGeneratedEnumAndItsDecodingMatchTheGoldenFile() throws {
        let result = try Self.generated()
        // no success response is left out: no diagnostics at all
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let source = try #require(result.source)
        let golden = OpenAPIDocumentTests.golden.appendingPathComponent("SuccessCases.swift.golden")
        if ProcessInfo.processInfo.environment["CURLEW_RECORD_GOLDEN"] == "1" {
            try Data(source.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(source == expected, "regenerate with CURLEW_RECORD_GOLDEN=1 if the change is intended")
    }

    @Test func theCasesAreNamedForTheirStatusesAndTheEnumTakesAFreeName() throws {
        let (model, diagnostics) = Generator.translate(
            SpecFile(name: "SuccessCases.openapi.yaml", contents: Array(try Data(contentsOf: Self.document))))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoints = try #require(model?.endpoints)
        let create = try #require(endpoints.first { $0.name == "createPet" })
        let cases = try #require(create.successCases)
        // a schema named CreatePetSuccess keeps its name; the enum takes the next free one
        #expect(cases.typeName == "CreatePetSuccess2")
        #expect(create.returns == .named("CreatePetSuccess2"))
        #expect(
            cases.cases.map(\.swiftName) == [
                "ok", "created", "nonAuthoritativeInformation", "noContent", "partialContent", "status207",
                "success2XX",
            ])
        #expect(cases.cases.map(\.status) == [200, 201, 203, 204, 206, 207, nil])
        #expect(
            cases.cases.map(\.type) == [
                .named("Pet"), .named("CreatePetResponse201"), .optional(.builtin(.string)), nil,
                .builtin(.string), .builtin(.data), nil,
            ])
        #expect(cases.cases.map(\.format) == [.json, .json, .json, .json, .text, .data, .json])
        // equal bodies (and a bodiless 204) keep the one optional type, as before
        let get = try #require(endpoints.first { $0.name == "getPet" })
        #expect(get.successCases == nil)
        #expect(get.returns == .optional(.named("Pet")))
        #expect(get.bodilessStatuses == [204])
        // pagination reads the pages from the 200's case
        let list = try #require(endpoints.first { $0.name == "listPets" })
        #expect(list.successCases?.pageCase?.type == .named("PetPage"))
        #expect(list.pagination?.items == "data")
    }

    @Test func theEnumHasTheClientsAccessLevel() throws {
        for access in [AccessLevel.public, .package, .internal] {
            let source = try #require(try Self.generated(access: access).source)
            let prefix = access == .internal ? "" : access.rawValue + " "
            #expect(source.contains("\n\(prefix)enum CreatePetSuccess2: Swift.Hashable, Swift.Sendable {"))
            #expect(
                source.contains(
                    "    \(prefix)init(response: Curlew.HTTPResponse, decoder: CurlewJSON.CurlewJSONDecoder) throws {"))
        }
    }

    @Test func aBodyThatDiffersIsNoLongerIgnored() throws {
        // GIVEN two success responses with different inline scalar bodies (the warning said one was ignored)
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a:
                    get:
                      operationId: a
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { type: string } } } }
                        "202": { description: queued, content: { application/json: { schema: { type: integer } } } }
                  /b:
                    get:
                      operationId: b
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { type: string } } } }
                        "201": { description: made, content: { application/json: { schema: { type: string } } } }
                """)
        // THEN nothing is ignored: the first is an enum of both, the second (equal bodies) one String
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let endpoints = try #require(model?.endpoints)
        #expect(endpoints[0].successCases?.cases.map(\.type) == [.builtin(.string), .builtin(.int)])
        #expect(endpoints[0].returns == .named("ASuccess"))
        #expect(endpoints[1].successCases == nil)
        #expect(endpoints[1].returns == .builtin(.string))
    }
}
