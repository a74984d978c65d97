import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// Generated code type-checks against the real Curlew runtime (`swiftc -typecheck` with the package's built
/// modules), for every golden file and for a spec full of awkward names and every built-in type.
///
/// Needs the `Curlew` module built next to the tests (`swift test` builds it); fails and says so otherwise.
@Suite
struct GeneratedCodeCompilesTests {
    /// Every built-in type, keywords and dashes as names, a model holding itself (stored indirectly, one field
    /// deprecated), enum values that need renaming, parameters named like the generated locals, typed error
    /// bodies of several kinds.
    static let awkwardSpec = """
        { "name": "Awkward", "keys": "snake_case", "baseURL": "http://127.0.0.1:1",
          "models": {
            "Item": { "fields": {
              "default": "Bool", "class": "String?", "content-type": "String", "2fa": "Int?", "self": "Int?",
              "when": "Date", "money": "Decimal?", "raw": "Data?", "link": "URL?", "id": "UUID",
              "extra": "[String: [JSON]]?", "f": "Float", "d": "Double", "i32": "Int32", "u": "UInt64",
              "kind": "Kind", "children": "[Item]", "parent": "Item?", "old": { "type": "Item?", "deprecated": true } } },
            "Empty": { "fields": {} },
            "Kind": { "enum": ["in-stock", "2xx", "default", "unknown", "a b", "a-b", "", "rawValue", "init", "self"] },
            "Endpoint": { "fields": { "s": "String" } },
            "APIClient": { "fields": { "s": "String" } }
          },
          "endpoints": {
            "default": {
              "GET": "/x/{in}/{id}",
              "params": { "in": "Kind", "id": "UUID" },
              "query": { "since": "Date?", "flags": "[Bool]", "query": "String", "endpoint": "Int?", "path": "Double",
                         "item": "[Kind]?", "amount": "Decimal" },
              "headers": { "X-Trace": "Int64?", "self": "String" },
              "returns": "[String: Item]",
              "errors": { "404": "Empty", "500": "JSON", "503": "Endpoint" }
            },
            "put": { "PUT": "/y", "body": "[Item]" },
            "del": { "DELETE": "/z/{a}", "params": { "a": { "type": "String", "key": "a" } }, "errors": { "409": "[String]" } },
            "head": { "HEAD": "/h" }, "options": { "OPTIONS": "/o", "returns": "APIClient" }
          }
        }
        """

    @Test(arguments: GoldenFileTests.specNames)
    func goldenFileTypeChecks(specName: String) async throws {
        let golden = GoldenFileTests.goldenDirectory.appendingPathComponent(Generator.outputFileName(forSpec: specName))
        try await expectTypeChecks(golden)
    }

    @Test(arguments: AccessLevel.allCases)
    func awkwardSpecTypeChecks(access: AccessLevel) async throws {
        let result = Generator.generate(
            SpecFile(name: "Awkward.curlew.json", text: Self.awkwardSpec),
            options: GeneratorOptions(access: access)
        )
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        try await expectTypeChecks(source: try #require(result.source), named: "Awkward")
    }

    @Test func aDateParameterWithoutAnyModelTypeChecks() async throws {
        // GIVEN a spec whose only use of CurlewJSON is a date parameter (written by its ISO 8601 formatter)
        let spec =
            #"{ "name": "Dates", "endpoints": { "ping": { "GET": "/x/{on}", "params": { "on": "Date" }, "#
            + #""query": { "since": "Date" }, "headers": { "X-At": "Date?" } } } }"#
        let result = Generator.generate(SpecFile(name: "Dates.curlew.json", text: spec))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // THEN the client imports what it uses and compiles
        try await expectTypeChecks(source: try #require(result.source), named: "Dates")
    }

    @Test func severalAPIKeySchemesGetAFactoryEachAndTypeCheck() async throws {
        // GIVEN an API that takes a key in a header or the query, and another in a second header
        let spec = """
            openapi: 3.0.3
            info: { title: Keys, version: "1" }
            security: [{ header: [] }, { query: [] }, { app: [] }]
            paths: { /a: { get: { operationId: a, responses: { "204": { description: none } } } } }
            components:
              securitySchemes:
                header: { type: apiKey, in: header, name: X-API-Key }
                query: { type: apiKey, in: query, name: api_key }
                app: { type: apiKey, in: header, name: X-App-Id }
            """
        let result = Generator.generate(SpecFile(name: "keys.openapi.yaml", text: spec))
        let source = try #require(result.source)
        // THEN each key has a factory of its own, named for where it goes
        #expect(source.contains("static func apiKeyXAPIKeyInHeader(_ key: Swift.String) -> Self"))
        #expect(source.contains("static func apiKeyInQuery(_ key: Swift.String) -> Self") == false)
        #expect(source.contains("static func apiKeyApiKeyInQuery(_ key: Swift.String) -> Self"))
        #expect(source.contains("static func apiKeyXAppIdInHeader(_ key: Swift.String) -> Self"))
        // AND the client compiles
        try await expectTypeChecks(source: source, named: "Keys")
        // while one key per place needs no name
        let twoPlaces = Generator.generate(
            SpecFile(
                name: "keys.openapi.yaml",
                text: spec.replacingOccurrences(of: ", { app: [] }", with: "")
                    .replacingOccurrences(of: "    app: { type: apiKey, in: header, name: X-App-Id }", with: "")))
        let twoPlacesSource = try #require(twoPlaces.source)
        #expect(twoPlacesSource.contains("static func apiKeyInHeader(_ key: Swift.String) -> Self"))
        #expect(twoPlacesSource.contains("static func apiKeyInQuery(_ key: Swift.String) -> Self"))
    }

    @Test func twoSpecsDeclaringPetTypeCheckInOneModuleWhenOneHasANamespace() async throws {
        // Httpbin's Pet and PetStatus are top-level; Shelter's are Shelter.Pet and Shelter.PetStatus.
        try await expectTypeChecks(
            ["Httpbin.swift", "Shelter.swift"].map(GoldenFileTests.goldenDirectory.appendingPathComponent))
    }

    @Test(arguments: AccessLevel.allCases)
    func awkwardSpecInANamespaceSplitInPartsTypeChecks(access: AccessLevel) async throws {
        // Models named Endpoint and APIClient, keywords, a self-holding model: all inside `enum Awkward`.
        let text = Self.awkwardSpec.replacingOccurrences(
            of: #""name": "Awkward","#, with: #""name": "Awkward", "namespace": "Awkward","#)
        let result = Generator.generateFiles(
            SpecFile(name: "Awkward.curlew.json", text: text), options: GeneratorOptions(access: access, parts: 3))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("Awkward-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for (name, source) in result.files {
            files.append(directory.appendingPathComponent(name))
            try Data(source.utf8).write(to: files[files.count - 1])
        }
        #expect(files.count == 3)
        try await expectTypeChecks(files)
    }

    @Test func openAPIDocumentInANamespaceTypeChecks() async throws {
        // Response-header Output types go inside the namespace, examples stay in the top-level ExtrasExamples.
        let url = GoldenFileTests.testsDirectory.deletingLastPathComponent()
            .appendingPathComponent("OpenAPIClientTests/Extras.openapi.yaml")
        let text = "x-curlew-namespace: ExtrasTypes\n" + (try String(contentsOf: url, encoding: .utf8))
        let result = Generator.generate(SpecFile(name: url.path, text: text))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let source = try #require(result.source)
        #expect(source.contains("func getAnimalOutput("))
        #expect(source.contains("-> ExtrasTypes.GetAnimalOutput {"))
        #expect(source.contains("\nenum ExtrasExamples {"))
        try await expectTypeChecks(source: source, named: "Extras")
    }

    @Test func degenerateSchemasTypeCheck() async throws {
        // GIVEN an always-empty object held by another (whose reader reads it), `{}` items and an empty enum
        let spec = """
            openapi: 3.0.3
            info: { title: Degenerate, version: "1" }
            paths:
              /a:
                get:
                  operationId: a
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "#/components/schemas/Holder" } } }
            components:
              schemas:
                Empty: { type: object, properties: {}, additionalProperties: false }
                Holder:
                  type: object
                  required: [empty]
                  properties:
                    empty: { $ref: "#/components/schemas/Empty" }
                    inline: { type: object, properties: {} }
                    list: { type: array, items: { $ref: "#/components/schemas/Empty" } }
                    anything: { type: array, items: {} }
                    never: { type: string, enum: [] }
            """
        let result = Generator.generate(SpecFile(name: "degenerate.openapi.yaml", text: spec))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let source = try #require(result.source)
        // THEN the empty structs read themselves (their holder's reader calls them), and the client compiles
        #expect(
            source.contains("struct Empty: Swift.Codable, Swift.Hashable, Swift.Sendable, CurlewJSON.JSONDecodable"))
        try await expectTypeChecks(source: source, named: "Degenerate")
    }

    @Test func aOneOfOfAThousandMembersTypeChecks() async throws {
        // GIVEN a discriminated oneOf of 1,000 object schemas (a compile-time bomb a document can hold)
        let members = (0..<1_000).map { "M\($0): { type: object, properties: { kind: { type: string } } }" }
        let mapping = (0..<1_000).map { "m\($0): '#/components/schemas/M\($0)'" }.joined(separator: ", ")
        let refs = (0..<1_000).map { "{ $ref: '#/components/schemas/M\($0)' }" }.joined(separator: ", ")
        let spec =
            OpenAPITranslationTests.header + "components:\n  schemas:\n"
            + members.map { "    \($0)\n" }.joined()
            + "    U: { oneOf: [\(refs)], discriminator: { propertyName: kind, mapping: { \(mapping) } } }\n"
        let result = Generator.generate(SpecFile(name: "bomb.openapi.yaml", text: spec))
        let source = try #require(result.source, "\(result.diagnostics)")
        // THEN its encode(to:) ends in `default` (swiftc gave up on the exhaustive switch: "unable to check that
        // this switch is exhaustive in reasonable time"), and the whole client type-checks without a warning
        #expect(source.contains("default:\n            if case .unknown(_, let value) = self"))
        try await expectTypeChecks(source: source, named: "Bomb")
    }

    func expectTypeChecks(_ file: URL) async throws {
        try await expectTypeChecks([file])
    }

    /// Writes `source` to a temporary `<name>-<uuid>.swift` and type-checks it.
    func expectTypeChecks(source: String, named name: String) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(source.utf8).write(to: file)
        try await expectTypeChecks(file)
    }

    func expectTypeChecks(_ files: [URL]) async throws {
        let arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-package-name", "generated"]
            + (try #require(RuntimeModules.arguments, "the Curlew module is not built next to the tests"))
            + files.map(\.path)
        let outcome = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        let output = outcome.stdout + outcome.stderr
        #expect(outcome.status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }
}

/// The `swiftc` flags that make the package's built `Curlew` and `CurlewJSON` modules importable, or nil.
enum RuntimeModules {
    /// Debian's multiarch directory name, where curl.h lives.
    #if arch(arm64)
        static let multiarch = "aarch64"
    #else
        static let multiarch = "x86_64"
    #endif

    static let arguments: [String]? = {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let sources = GoldenFileTests.specsDirectory.deletingLastPathComponent().appendingPathComponent("Sources")
        let modules = build.appendingPathComponent("Modules")
        let shim = build.appendingPathComponent("CCurlShim.build/module.modulemap")
        let files = [
            modules.appendingPathComponent("Curlew.swiftmodule"), shim,
            sources.appendingPathComponent("CYAJL/module.modulemap"),
            sources.appendingPathComponent("CCurl/module.modulemap"),
        ]
        guard files.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        return ["-I", modules.path] + files.dropFirst().flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
            + ["-Xcc", "-I/usr/include/\(multiarch)-linux-gnu"]
    }()
}
