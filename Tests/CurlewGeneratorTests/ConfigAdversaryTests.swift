import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// Config files written by an adversary (or by a hurried user): each is a diagnostic at its place in the file, never
/// a hang, a crash or generated code that does not compile.
@Suite struct ConfigAdversaryTests {
    /// The printed first lines of the diagnostics of reading `text` as a YAML config file.
    func diagnostics(_ text: String) -> [String] {
        GeneratorConfig.read(name: "c.yaml", contents: Array(text.utf8)).diagnostics.map {
            String($0.description.split(separator: "\n")[0])
        }
    }

    @Test func aPathGlobOfManyStarsIsMatchedInTimeLinearInThePattern() {
        // Before: a recursive match that tried every split of the text at every `*`: these two patterns took 127 s
        // against this one path, and 8 `**` against a DigitalOcean path of 80 characters ran for more than 5 minutes.
        let path = Array("/pets/{petId}/uploadImage/{imageId}/tags")
        let start = ContinuousClock.now
        #expect(!OperationFilter.glob(Array("/" + String(repeating: "**", count: 7) + "x"), matches: path))
        #expect(!OperationFilter.glob(Array("/pets/" + String(repeating: "*", count: 8) + "x"), matches: path))
        #expect(OperationFilter.glob(Array("/" + String(repeating: "**", count: 7) + "s"), matches: path))
        #expect(OperationFilter.glob(Array("/pets/*/upload*/**/t*s"), matches: path))
        #expect(!OperationFilter.glob(Array("/pets/*/tags/**"), matches: path))
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func aPropertyOrCaseCannotBeRenamedToAMemberEveryTypeHas() {
        // Before: `Pet.tag: self` was accepted and the generated init read `self.name = name` off the String
        // parameter named `self` ("value of type 'String' has no member 'name'"); `Status.sold: Type` made a case
        // that `Status.Type` (the metatype) hides.
        #expect(
            diagnostics("rename: { properties: { Pet.tag: self, Pet.name: Self }, enumCases: { Status.sold: Type } }")
                == [
                    "c.yaml:1:25: error: 'rename.properties' gives 'Pet.tag' the name 'self', which every Swift type has already",
                    "c.yaml:1:40: error: 'rename.properties' gives 'Pet.name' the name 'Self', which every Swift type has already",
                    "c.yaml:1:71: error: 'rename.enumCases' gives 'Status.sold' the name 'Type', which every Swift type has already",
                ])
        // other keywords are written with backticks and compile (keywordNamesThatAreAcceptedCompile)
        #expect(diagnostics("rename: { properties: { Pet.tag: class }, enumCases: { Status.sold: default } }") == [])
    }

    @Test func keywordNamesThatAreAcceptedCompile() async throws {
        let spec = """
            openapi: 3.0.3
            info: { title: K, version: "1" }
            paths:
              /pets:
                post:
                  operationId: postPet
                  requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
            components:
              schemas:
                Pet:
                  type: object
                  required: [name]
                  properties: { name: { type: string }, tag: { type: string }, status: { $ref: "#/components/schemas/Status" } }
                Status: { type: string, enum: [available, sold] }
            """
        let (translated, _) = Generator.translate(SpecFile(name: "K.openapi.yaml", contents: Array(spec.utf8)))
        let read = GeneratorConfig.read(
            name: "c.yaml",
            contents: Array(
                "rename: { properties: { Pet.tag: class, Pet.name: in }, enumCases: { Status.sold: default }, operations: { postPet: func } }"
                    .utf8))
        let configured = Generator.configure(try #require(translated), with: try #require(read.config))
        #expect(configured.diagnostics.isEmpty, "\(configured.diagnostics)")
        let source = Generator.render(try #require(configured.model), specFileName: "K.openapi.yaml")
        #expect(source.contains("`class`") && source.contains("`default`") && source.contains("`func`"))
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "KeywordRenames")
    }
}

extension ConfigAdversaryTests {
    @Test func theIdiomaticStrategyNeverGivesATypeTheNameOfACurlewOrFoundationType() throws {
        // Before: `HttpRequest` became `HTTPRequest` (and `JsonValue` `JSONValue`, `ApiClient` `APIClient`), names the
        // translator itself avoids: a module importing Curlew and the public client failed on every unqualified
        // `HTTPRequest` ("'HTTPRequest' is ambiguous for type lookup in this context").
        let names = ["HttpRequest", "JsonValue", "ApiClient", "HttpHeaders", "UrlEncoding", "Url", "Id", "UserIds"]
        let schemas = names.map { "    \($0): { type: object, properties: { a: { type: string } } }" }
        let paths = names.map {
            "  /\($0): { get: { operationId: get\($0), responses: { '200': { description: ok, content: "
                + "{ application/json: { schema: { $ref: '#/components/schemas/\($0)' } } } } } } }"
        }
        let spec =
            "openapi: 3.0.3\ninfo: { title: Clash, version: '1' }\npaths:\n" + paths.joined(separator: "\n")
            + "\ncomponents:\n  schemas:\n" + schemas.joined(separator: "\n") + "\n"
        let (translated, diagnostics) = Generator.translate(
            SpecFile(name: "Clash.openapi.yaml", contents: Array(spec.utf8)))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let read = GeneratorConfig.read(name: "c.yaml", contents: Array("namingStrategy: idiomatic".utf8))
        let settings = try #require(read.config)
        let configured = Generator.configure(try #require(translated), with: settings)
        #expect(configured.diagnostics.isEmpty, "\(configured.diagnostics)")
        #expect(
            try #require(configured.model).models.map(\.name)
                == ["HttpRequest", "JsonValue", "ApiClient", "HttpHeaders", "UrlEncoding", "Url", "ID", "UserIDs"])
    }
}

extension ConfigAdversaryTests {
    /// The printed diagnostics of applying `config` to a one-operation spec called K (its client is `KClient`).
    func configure(_ config: String) throws -> [String] {
        let spec = """
            openapi: 3.0.3
            info: { title: K, version: "1" }
            paths:
              /pets:
                get:
                  operationId: getPet
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
            components:
              schemas:
                Pet: { type: object, properties: { name: { type: string } } }
            """
        let (translated, _) = Generator.translate(SpecFile(name: "K.openapi.yaml", contents: Array(spec.utf8)))
        let read = GeneratorConfig.read(name: "c.yaml", contents: Array(config.utf8))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let settings = try #require(read.config)
        return Generator.configure(try #require(translated), with: settings).diagnostics.map(\.description)
    }

    @Test func aTypeCannotBeRenamedToAModuleOrACurlewTypeNorTheNamespaceToTheClient() throws {
        // Before: `Pet: Curlew` (or Swift, CurlewJSON, Foundation) generated `struct Curlew`, and every
        // `Curlew.APIClient` of the client failed ("'APIClient' is not a member type of struct 'K.Curlew'");
        // `namespace: KClient` made `enum KClient` beside `struct KClient` ("ambiguous for type lookup").
        for name in ["Curlew", "Swift", "CurlewJSON", "Foundation", "HTTPRequest", "Optional"] {
            #expect(
                try configure("rename: { types: { Pet: \(name) } }") == [
                    "c.yaml:1:20: error: cannot rename 'Pet' to '\(name)': that name is reserved in generated code (a module, or a type of Swift, Foundation or Curlew)"
                ])
        }
        #expect(
            try configure("namespace: KClient") == [
                "c.yaml:1:12: error: namespace 'KClient' is also the name of a type this spec generates; pick another"
            ])
        #expect(try configure("namespace: KTypes\nrename: { types: { Pet: Animal } }") == [])
    }
}

extension ConfigAdversaryTests {
    @Test func anOverrideTypeWithAKeywordIsNoTypeName() {
        // Before: `X.self`, `X.Type` and `Self` were accepted and written as the property's type: a value, a metatype
        // and the generated model itself (a struct that contains itself).
        for type in ["X.self", "X.Type", "Self", "Any", "X.Protocol"] {
            #expect(
                diagnostics("typeOverrides: { schemas: { Pet: \(type) } }") == [
                    "c.yaml:1:29: error: '\(type)' (for 'Pet') is not a Swift type name"
                ])
        }
        #expect(diagnostics("typeOverrides: { schemas: { Pet: MyModule.Pet }, formats: { uuid: _ID } }") == [])
    }
}

extension ConfigAdversaryTests {
    /// The diagnostics of the idiomatic strategy (and `config`'s other settings) on a spec with `getUrl`, whose
    /// `…Output` and `…Response` methods follow its new name `getURL`, beside operations `getURLOutput` and
    /// `getURLResponse`.
    func variantDiagnostics(_ config: String = "namingStrategy: idiomatic") throws -> [String] {
        let spec = """
            openapi: 3.0.3
            info: { title: V, version: "1" }
            paths:
              /a:
                get:
                  operationId: getUrl
                  responses:
                    "200":
                      description: ok
                      headers: { X-Rate: { schema: { type: integer } } }
                      content: { application/json: { schema: { type: string } } }
              /b: { get: { operationId: getURLOutput, responses: { "204": { description: ok } } } }
              /c: { get: { operationId: getURLResponse, responses: { "204": { description: ok } } } }
            """
        let (translated, diagnostics) = Generator.translate(
            SpecFile(name: "V.openapi.yaml", contents: Array(spec.utf8)))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let read = GeneratorConfig.read(name: "c.yaml", contents: Array(config.utf8))
        let settings = try #require(read.config)
        return Generator.configure(try #require(translated), with: settings).diagnostics.map {
            String($0.description.split(separator: "\n")[0])
        }
    }

    @Test func aVariantMethodThatTheStrategyGivesAnotherMethodsNameIsACollision() throws {
        // Before: no diagnostic; `getURLResponse()` of getUrl was silently not generated, and two methods
        // `getURLOutput()` (one returning `GetURLOutput`, one `Void`) made every call ambiguous.
        #expect(
            try variantDiagnostics() == [
                "c.yaml:1:17: error: the idiomatic naming strategy spells methods 'getUrlResponse' and 'getURLResponse' both 'getURLResponse'",
                "c.yaml:1:17: error: the idiomatic naming strategy spells methods 'getURLOutput' and 'getUrlOutput' both 'getURLOutput'",
            ])
    }
}

extension ConfigAdversaryTests {
    @Test func anAliasedStringRepeatedThousandsOfTimesIsReadOnce() {
        // Before: `paths: [&s "/xxx…" (100 KB), *s, *s, …]` (a 115 KB file) kept curlew generate busy for more than
        // two minutes matching 5,000 copies against every operation, and would have printed a warning of 100 KB for
        // each; within YAML's alias budget (a million nodes) nothing stopped it.
        let long = "/" + String(repeating: "x", count: 100_000)
        let bomb =
            "filter: { paths: [&s \"\(long)\", " + Array(repeating: "*s", count: 5_000).joined(separator: ",")
            + "] }"
        let start = ContinuousClock.now
        #expect(
            diagnostics(bomb) == [
                "c.yaml:1:19: error: 'filter.paths' holds '/\(String(repeating: "x", count: 59))…', 100001 bytes long; at most 1000 are allowed"
            ])
        #expect(ContinuousClock.now - start < .seconds(5))
        // a short value listed again is read once, with one warning for all the copies
        let read = GeneratorConfig.read(
            name: "c.yaml", contents: Array("filter: { tags: [&t pets, *t, *t, pets, orders] }".utf8))
        #expect(
            read.diagnostics.map(\.description) == [
                "c.yaml:1:27: warning: 'filter.tags' lists 'pets' 4 times; once is enough"
            ])
        #expect(read.config?.filter?.tags.map(\.value) == ["pets", "orders"])
    }
}

extension ConfigAdversaryTests {
    @Test func aYAMLConfigOfCommentsOnlySetsNothing() throws {
        // Before: "error: the spec is empty" (a config file is no spec), for a template whose settings are all
        // commented out, although `{}` in JSON was fine.
        for text in ["", "# accessModifier: public\n\n  # namingStrategy: idiomatic\n", "\u{FEFF}# all off"] {
            let read = GeneratorConfig.read(name: "curlew-config.yaml", contents: Array(text.utf8))
            #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
            let config = try #require(read.config)
            #expect(config.access == nil && config.filter == nil && config.namingStrategy == nil)
        }
        // a comment and a setting is read as before
        #expect(
            try #require(
                GeneratorConfig.read(
                    name: "c.yaml", contents: Array("# exported\naccessModifier: public\n".utf8)
                ).config
            ).access == .public)
    }
}
