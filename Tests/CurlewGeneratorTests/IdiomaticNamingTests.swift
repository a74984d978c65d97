import Foundation
import Testing

@testable import CurlewGenerator

/// The config file's `namingStrategy`: `idiomatic` spells acronyms as Swift's API Design Guidelines do, checked
/// against golden files; `defensive` (the default) leaves today's output byte for byte; collisions are errors.
@Suite struct IdiomaticNamingTests {
    static let fixtures = GoldenFileTests.testsDirectory.appendingPathComponent("OpenAPIFixtures")

    /// The spec at `url` generated with `config` (YAML): the source, or nil, and the diagnostics.
    func generate(_ url: URL, config: String) throws -> (source: String?, diagnostics: [Diagnostic]) {
        let spec = SpecFile(name: url.lastPathComponent, contents: Array(try Data(contentsOf: url)))
        let (model, diagnostics) = Generator.translate(spec)
        #expect(diagnostics.allSatisfy { $0.severity == .warning }, "\(diagnostics)")
        let read = GeneratorConfig.read(name: "c.curlew-config.yaml", contents: Array(config.utf8))
        let configured = Generator.configure(try #require(model), with: try #require(read.config))
        return (configured.model.map { Generator.render($0, specFileName: spec.name) }, configured.diagnostics)
    }

    @Test(arguments: [
        ("Naming.openapi.yaml", "NamingIdiomatic.swift.golden"),
        ("../../OpenAPIClientTests/TwilioVerify.openapi.json", "TwilioVerifyIdiomatic.swift.golden"),
    ])
    func idiomaticNamesMatchTheGoldenFileAndTypeCheck(spec: String, golden: String) async throws {
        let url = Self.fixtures.appendingPathComponent(spec).standardizedFileURL
        let (source, diagnostics) = try generate(url, config: "namingStrategy: idiomatic")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let generated = try #require(source)
        let file = GoldenFileTests.goldenDirectory.appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["CURLEW_RECORD_GOLDEN"] == "1" {
            try Data(generated.utf8).write(to: file)
        }
        #expect(generated == (try String(contentsOf: file, encoding: .utf8)), "re-record with CURLEW_RECORD_GOLDEN=1")
        // stable: a second run spells everything the same
        #expect(try self.generate(url, config: "namingStrategy: idiomatic").source == generated)
        // (`.golden`, not `.swift`: a spec's doc text may be longer than `make lint` allows a line of Swift.)
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: generated, named: "Idiomatic")
    }

    @Test func defensiveIsTodaysOutput() throws {
        for name in ["Httpbin.curlew.json", "Petstore.curlew.json"] {
            let url = GoldenFileTests.specsDirectory.appendingPathComponent(name)
            let defensive = try generate(url, config: "namingStrategy: defensive").source
            let golden = try String(
                contentsOf: GoldenFileTests.goldenDirectory.appendingPathComponent(
                    Generator.outputFileName(forSpec: name)),
                encoding: .utf8)
            #expect(defensive == golden)
        }
    }

    @Test func spellings() {
        #expect(IdiomaticNames.member("userId") == "userID")
        #expect(IdiomaticNames.member("htmlUrl") == "htmlURL")
        #expect(IdiomaticNames.member("friendIds") == "friendIDs")
        #expect(IdiomaticNames.member("urlString") == "urlString" && IdiomaticNames.member("idCard") == "idCard")
        #expect(IdiomaticNames.member("identity") == "identity" && IdiomaticNames.member("isAscii") == "isASCII")
        #expect(IdiomaticNames.member("http2") == "http2" && IdiomaticNames.member("_2xx") == "_2xx")
        #expect(IdiomaticNames.member("getUserById") == "getUserByID")
        #expect(IdiomaticNames.type("UrlSession") == "URLSession" && IdiomaticNames.type("URLSession") == "URLSession")
        #expect(IdiomaticNames.type("UserHtmlProfile") == "UserHTMLProfile" && IdiomaticNames.type("Apis") == "APIs")
        #expect(IdiomaticNames.type("Pet") == "Pet" && IdiomaticNames.member("user_id") == "user_id")
        #expect(IdiomaticNames.words(Array("parseHTMLString2Now")) == ["parse", "HTML", "String2", "Now"])
    }

    @Test func twoNamesThatBecomeOneAreAnError() throws {
        let spec = """
            openapi: 3.0.3
            info: { title: Clash, version: "1" }
            paths: {}
            components:
              schemas:
                User: { type: object, properties: { userId: { type: string }, userID: { type: integer } } }
                UrlInfo: { type: object, properties: { a: { type: string } } }
                URLInfo: { type: object, properties: { b: { type: string } } }
            """
        let (model, _) = Generator.translate(SpecFile(name: "clash.openapi.yaml", text: spec))
        let read = GeneratorConfig.read(name: "c.yaml", contents: Array("\nnamingStrategy: idiomatic".utf8))
        let result = Generator.configure(try #require(model), with: try #require(read.config))
        #expect(result.model == nil)
        #expect(
            result.diagnostics.map { $0.description.split(separator: "\n")[0] } == [
                "c.yaml:2:17: error: the idiomatic naming strategy spells properties of User 'userId' and 'userID' both 'userID'",
                "c.yaml:2:17: error: the idiomatic naming strategy spells types 'UrlInfo' and 'URLInfo' both 'URLInfo'",
            ])
        #expect(
            GeneratorConfig.read(name: "c.yaml", contents: Array("namingStrategy: swifty".utf8)).diagnostics.first?
                .message == "'namingStrategy' must be one of defensive, idiomatic, not 'swifty'")
    }
}
