import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// A config file's `filter` and `exclude`: which operations stay, the closure of types they reach, what is
/// printed, and the diagnostics for entries that name nothing. ConfigClientTests compiles and calls the same
/// subset through the build plugin.
@Suite struct ConfigSubsetTests {
    static let folder = GoldenFileTests.specsDirectory.deletingLastPathComponent()
        .appendingPathComponent("Tests/ConfigClientTests")

    /// Shop.openapi.yaml translated, then configured with `config` (YAML text).
    func configured(_ config: String) throws -> Generator.Configured {
        let spec = Self.folder.appendingPathComponent("Shop.openapi.yaml")
        let (model, diagnostics) = Generator.translate(
            SpecFile(name: spec.path, contents: Array(try Data(contentsOf: spec))))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let read = GeneratorConfig.read(name: "Shop.curlew-config.yaml", contents: Array(config.utf8))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        return Generator.configure(try #require(model), with: try #require(read.config))
    }

    func typeNames(_ model: APIModel?) -> Set<String> {
        Set(
            (model?.models.map(\.name) ?? []) + (model?.enums.map(\.name) ?? []) + (model?.unions.map(\.name) ?? [])
                + (model?.valueUnions.map(\.name) ?? []) + (model?.typeAliases.map(\.name) ?? []))
    }

    @Test func theShopSubsetKeepsFourOperationsAndTheTypesTheyReach() async throws {
        let config = try String(
            contentsOf: Self.folder.appendingPathComponent("Shop.curlew-config.yaml"), encoding: .utf8)
        let result = try configured(config)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let model = try #require(result.model)
        #expect(model.endpoints.map(\.name) == ["listPets", "createPet", "getPet", "flaky"])
        // Pet's allOf copies Entity's fields, so Entity itself is not reached; Toy's variants, the value union of
        // additionalProperties, the error body and the query enum are.
        #expect(
            typeNames(model)
                == ["Pet", "Attribute", "Toy", "Ball", "Rope", "NewPet", "PetStatus", "Problem", "Attempts"])
        #expect(result.summary == "kept 4 of 8 operations, 9 of 16 types")
        // AND the subset compiles on its own
        let source = Generator.render(model, specFileName: "Shop.openapi.yaml")
        #expect(!source.contains("Order") && !source.contains("User") && !source.contains("searchPets"))
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "ShopSubset")
    }

    @Test func examplesGoWithTheirOperationEvenWhenTheirTypeStays() throws {
        let spec = """
            openapi: 3.0.3
            info: { title: Ex, version: "1" }
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { type: string }, example: "a" } } }
                    "404":
                      description: no
                      content: { application/json: { schema: { $ref: "#/components/schemas/Problem" }, example: { message: "no a" } } }
              /b:
                get:
                  operationId: getB
                  responses:
                    "404":
                      description: no
                      content: { application/json: { schema: { $ref: "#/components/schemas/Problem" }, example: { message: "no b" } } }
            components:
              schemas:
                Problem: { type: object, properties: { message: { type: string } }, example: { message: "shared" } }
            """
        let (model, diagnostics) = Generator.translate(SpecFile(name: "Ex.openapi.yaml", contents: Array(spec.utf8)))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let everything = try #require(model)
        #expect(everything.examples.map(\.name).sorted() == ["getA200", "getA404", "getB404", "problem"])
        let read = GeneratorConfig.read(
            name: "curlew-config.yaml", contents: Array("filter: { operations: [getA] }".utf8))
        let config = try #require(read.config)
        let subset = try #require(Generator.configure(everything, with: config).model)
        // getB's example of the Problem both keep goes with getB; the component's own example stays
        #expect(subset.examples.map(\.name).sorted() == ["getA200", "getA404", "problem"])
    }

    @Test func everyKindOfEntrySelectsAndExcludeWins() throws {
        func kept(_ config: String) throws -> [String] {
            try configured(config).model?.endpoints.map(\.name) ?? []
        }
        #expect(try kept("filter: { methods: [delete] }") == ["deletePet"])
        #expect(try kept("filter: { paths: ['/pets/*'] }") == ["getPet", "deletePet"])
        #expect(try kept("filter: { paths: ['/pets/**'] }") == ["getPet", "deletePet", "searchPets"])
        #expect(try kept("filter: { paths: ['/users/{id}', /orders] }") == ["listOrders", "getUser"])
        #expect(try kept("filter: { operations: getUser }") == ["getUser"])
        #expect(try kept("exclude: { tags: [pets, orders, users] }") == ["flaky"])
        #expect(try kept("filter: { tags: [orders] }\nexclude: { methods: [GET, POST] }") == [])
        // `schemas` keeps types (and what they reach) that no kept operation uses
        let withOrder = try configured("filter: { operations: [flaky], schemas: [Order] }").model
        #expect(typeNames(withOrder) == ["Attempts", "Order", "OrderStatus", "LineItem", "User", "Address"])
    }

    @Test func entriesThatNameNothingAreWarningsAndAnEmptySubsetIsAnError() throws {
        let result = try configured(
            """
            filter:
              tags: [pets, pet]
              operations: [getpet]
              schemas: [Nope]
            exclude: { paths: ["/nowhere/*"] }
            """)
        #expect(
            result.diagnostics.map(\.description) == [
                "Shop.curlew-config.yaml:2:16: warning: 'filter.tags' entry 'pet' matches no operation of Shop",
                "Shop.curlew-config.yaml:3:16: warning: 'filter.operations' entry 'getpet' matches no operation of Shop",
                "Shop.curlew-config.yaml:4:13: warning: 'filter.schemas' entry 'Nope' matches no type of Shop",
                "Shop.curlew-config.yaml:5:20: warning: 'exclude.paths' entry '/nowhere/*' matches no operation of Shop",
            ])
        #expect(result.model?.endpoints.count == 5)

        let empty = try configured("filter: { tags: [orders] }\nexclude: { tags: [orders] }")
        #expect(empty.model == nil)
        #expect(
            empty.diagnostics.map(\.description).last
                == "Shop.curlew-config.yaml:1:1: error: the config's filter and exclude keep none of the 8 operations of Shop"
        )
    }

    @Test func badFiltersAreErrorsWhereTheyAre() {
        func diagnostics(_ text: String) -> [String] {
            GeneratorConfig.read(name: "c.curlew-config.yaml", contents: Array(text.utf8)).diagnostics.map(
                \.description)
        }
        #expect(
            diagnostics("filter: { methods: [FETCH] }")
                == [
                    "c.curlew-config.yaml:1:21: error: 'filter.methods' entry 'FETCH' must be one of GET, PUT, POST, DELETE, PATCH, HEAD, OPTIONS"
                ])
        #expect(
            diagnostics("filter: { paths: [pets] }")
                == ["c.curlew-config.yaml:1:19: error: 'filter.paths' entry 'pets' must start with '/'"])
        #expect(
            diagnostics("exclude: { schemas: [Pet] }").first
                == "c.curlew-config.yaml:1:12: error: unknown key 'schemas' in 'exclude' (known: operations, tags, paths, methods)"
        )
        #expect(
            diagnostics("filter: [listPets]")
                == [
                    "c.curlew-config.yaml:1:9: error: 'filter' must be an object of lists (operations, tags, paths, methods), found an array"
                ])
        #expect(
            diagnostics("filter: { tags: [1, ''] }")
                == [
                    "c.curlew-config.yaml:1:18: error: 'filter.tags' must be a list of strings, found a number in it",
                    "c.curlew-config.yaml:1:21: error: 'filter.tags' must be a list of strings, found an empty string in it",
                ])
    }

    @Test func pathGlobs() {
        func glob(_ pattern: String, _ path: String) -> Bool {
            OperationFilter.glob(Array(pattern), matches: Array(path))
        }
        #expect(glob("/pets", "/pets") && !glob("/pets", "/pets/1"))
        #expect(glob("/pets/*", "/pets/{id}") && !glob("/pets/*", "/pets/{id}/photo") && !glob("/pets/*", "/pets"))
        #expect(glob("/pets/*/photo", "/pets/{id}/photo") && glob("/pets/**", "/pets/a/b"))
        #expect(glob("/**/photo", "/pets/{id}/photo") && glob("*", "") && !glob("/a*", "/b"))
    }

    @Test func generatePrintsWhatWasKept() async throws {
        let tool = try #require(CurlewTool.url, "the curlew executable is not built next to the tests")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-subset-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = Self.folder.appendingPathComponent("Shop.openapi.yaml").path
        let config = Self.folder.appendingPathComponent("Shop.curlew-config.yaml").path
        let outcome = try await ChildProcess.run(tool, ["generate", spec, "-o", output.path, "--config", config])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "\(spec): kept 4 of 8 operations, 9 of 16 types\n")
        let source = try String(contentsOf: output.appendingPathComponent("Shop.swift"), encoding: .utf8)
        #expect(source.contains("func flaky(") && !source.contains("func deletePet("))
    }

    @Test func lintChecksTheConfigAgainstEachSpecAndWritesNothing() async throws {
        let tool = try #require(CurlewTool.url, "the curlew executable is not built next to the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-lint-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = Self.folder.appendingPathComponent("Shop.openapi.yaml").path
        let config = folder.appendingPathComponent("curlew-config.yaml")
        try Data("filter: { tags: [pets, pet] }\n".utf8).write(to: config)
        var outcome = try await ChildProcess.run(tool, ["lint", spec, "--config", config.path])
        #expect(outcome.status == 0 && outcome.stdout.isEmpty)
        #expect(
            outcome.stderr == "\(config.path):1:24: warning: 'filter.tags' entry 'pet' matches no operation of Shop\n")
        try Data("filter: { tags: [orders] }\nexclude: { methods: [get] }\n".utf8).write(to: config)
        outcome = try await ChildProcess.run(tool, ["lint", spec, "--config=\(config.path)"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error: the config's filter and exclude keep none of the 8 operations of Shop"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["curlew-config.yaml"])
    }
}
