import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// Config files beside specs (Docs/Configuration.md): the names the plugins look for, what the reader accepts,
/// the diagnostics for what it does not, and `curlew generate --config` with the command line overriding it.
@Suite struct ConfigFileTests {
    /// The printed lines of the diagnostics of reading `text` as the config file `name`.
    func diagnostics(_ text: String, name: String = "curlew-config.json") -> [String] {
        GeneratorConfig.read(name: name, contents: Array(text.utf8)).diagnostics
            .flatMap { $0.description.split(separator: "\n").map(String.init) }
    }

    @Test func jsonWithCommentsAndYAMLAreRead() throws {
        let json = GeneratorConfig.read(
            name: "curlew-config.json",
            contents: Array("// generated code for other modules\n{ \"accessModifier\": \"public\" /* here */ }".utf8))
        #expect(json.diagnostics.isEmpty)
        #expect(try #require(json.config).access == .public)
        let yaml = GeneratorConfig.read(
            name: "Shop.curlew-config.yaml", contents: Array("# the package only\naccessModifier: package\n".utf8))
        #expect(yaml.diagnostics.isEmpty)
        #expect(try #require(yaml.config).access == .package)
        let empty = GeneratorConfig.read(name: "curlew-config.json", contents: Array("{}".utf8))
        #expect(try #require(empty.config).access == nil)
    }

    @Test func unknownKeysAndBadValuesAreErrorsAtTheirLineAndColumn() {
        #expect(
            diagnostics("{\n  \"acessModifier\": \"public\"\n}")
                == [
                    "curlew-config.json:2:3: error: unknown key 'acessModifier' in the config (known: accessModifier, filter, exclude, namespace, typeOverrides, rename, namingStrategy, refRoot)",
                    "curlew-config.json:2:3: note: did you mean 'accessModifier'?",
                ])
        #expect(
            diagnostics("{ \"accessModifier\": \"open\" }")
                == [
                    "curlew-config.json:1:21: error: 'accessModifier' must be one of internal, package, public, not 'open'"
                ])
        #expect(
            diagnostics("accessModifier: Public\n", name: "c.curlew-config.yaml")
                == [
                    "c.curlew-config.yaml:1:17: error: 'accessModifier' must be one of internal, package, public, not 'Public'",
                    "c.curlew-config.yaml:1:17: note: did you mean 'public'?",
                ])
        #expect(
            diagnostics("{ \"accessModifier\": true }")
                == ["curlew-config.json:1:21: error: 'accessModifier' must be a string, found a boolean"])
        #expect(
            diagnostics("[\"public\"]")
                == ["curlew-config.json:1:1: error: a config file holds an object of settings, found an array"])
        #expect(diagnostics("{ \"accessModifier\": ").first?.hasPrefix("curlew-config.json:1:") == true)
        #expect(
            diagnostics("{ \"accessModifier\": \"public\", \"accessModifier\": \"package\" }")
                == ["curlew-config.json:1:31: error: duplicate key 'accessModifier' (first on line 1)"])
        // A config with an error is not used at all.
        #expect(GeneratorConfig.read(name: "x.json", contents: Array("{ \"x\": 1 }".utf8)).config == nil)
    }

    @Test func theCommandLineOverridesTheFile() {
        var config = GeneratorConfig()
        #expect(config.options(access: nil, parts: 2) == GeneratorOptions(access: .internal, parts: 2))
        config.access = .public
        #expect(config.options(access: nil, parts: 1).access == .public)
        #expect(config.options(access: .internal, parts: 1).access == .internal)
    }

    @Test func aSpecsOwnConfigWinsOverItsFoldersAndTwoOfOneRankAreAnError() throws {
        #expect(
            SpecFileNames.configNames(forSpec: "Shop.openapi.yaml")
                == [
                    ["Shop.curlew-config.json", "Shop.curlew-config.yaml", "Shop.curlew-config.yml"],
                    ["curlew-config.json", "curlew-config.yaml", "curlew-config.yml"],
                ])
        #expect(SpecFileNames.configNames(forSpec: "openapi.yaml").first?.first == "openapi.curlew-config.json")
        #expect(SpecFileNames.configNames(forSpec: "notes.txt").isEmpty)
        #expect(SpecFileNames.isConfig("curlew-config.yaml") && SpecFileNames.isConfig("Shop.curlew-config.json"))
        #expect(
            !SpecFileNames.isConfig("Shop.curlew.json") && SpecFileNames.baseName(ofSpec: "curlew-config.json") == nil)

        let spec = URL(fileURLWithPath: "/p/Sources/App/Shop.openapi.yaml")
        func file(_ existing: Set<String>) throws -> String? {
            try CurlewPluginConfigs.file(forSpec: spec) { existing.contains($0) }?.path
        }
        #expect(try file([]) == nil)
        #expect(try file(["/p/Sources/App/curlew-config.yaml"]) == "/p/Sources/App/curlew-config.yaml")
        #expect(
            try file(["/p/Sources/App/curlew-config.json", "/p/Sources/App/Shop.curlew-config.yml"])
                == "/p/Sources/App/Shop.curlew-config.yml")
        #expect(try file(["/p/Sources/curlew-config.json", "/p/Sources/App/Other.curlew-config.json"]) == nil)
        #expect(throws: CurlewPluginConfigs.AmbiguousConfig.self) {
            try file(["/p/Sources/App/curlew-config.json", "/p/Sources/App/curlew-config.yaml"])
        }
    }

    @Test func generateReadsConfigAndTheAccessFlagOverridesIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-config-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try #require(CurlewTool.url, "the curlew executable is not built next to the tests")
        let spec = GoldenFileTests.specsDirectory.appendingPathComponent("Httpbin.curlew.json").path
        let config = directory.appendingPathComponent("curlew-config.yaml")
        try Data("accessModifier: package # the package's other modules\n".utf8).write(to: config)
        let output = directory.appendingPathComponent("out")
        let generated = output.appendingPathComponent("Httpbin.swift")

        // WHEN generating with the config THEN every declaration is `package`
        var outcome = try await ChildProcess.run(tool, ["generate", spec, "-o", output.path, "--config", config.path])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
        var source = try String(contentsOf: generated, encoding: .utf8)
        #expect(source.contains("package struct HttpbinClient") && source.contains("package struct Pet:"))
        #expect(!source.contains("public "))

        // WHEN --access is given too THEN it wins
        outcome = try await ChildProcess.run(
            tool, ["generate", spec, "-o", output.path, "--config=\(config.path)", "--access", "public"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        source = try String(contentsOf: generated, encoding: .utf8)
        #expect(source.contains("public struct HttpbinClient") && !source.contains("package "))

        // WHEN the config has an error THEN it is printed at its place, the exit status is 1, nothing is written
        try Data("accessModifier: package\nparts: 3\n".utf8).write(to: config)
        try FileManager.default.removeItem(at: generated)
        outcome = try await ChildProcess.run(tool, ["generate", spec, "-o", output.path, "--config", config.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("\(config.path):2:1: error: unknown key 'parts' in the config"))
        #expect(!FileManager.default.fileExists(atPath: generated.path))

        // WHEN the config file is missing THEN that is the error
        outcome = try await ChildProcess.run(
            tool, ["generate", spec, "-o", output.path, "--config", "/nonexistent.json"])
        #expect(outcome.status == 1 && outcome.stderr == "/nonexistent.json: error: cannot read the config file\n")
    }
}
