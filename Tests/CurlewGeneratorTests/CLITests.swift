import CurlewTestSupport
import Foundation
import Testing

/// The `curlew` executable as a user runs it: files written, diagnostics on stderr, exit status.
///
/// `swift test` builds every product, so the tool sits next to the test bundle; if it is not there, the tests
/// fail and say so: a skipped test proves nothing.
@Suite
struct CLITests {
    func run(_ arguments: [String]) async throws -> ChildProcess.Outcome {
        let tool: URL = try #require(CurlewTool.url, "the curlew executable is not built next to the tests")
        return try await ChildProcess.run(tool, arguments)
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func generateWritesBaseNameDotSwiftEqualToTheGoldenFile() async throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = GoldenFileTests.specsDirectory.appendingPathComponent("Httpbin.curlew.json")
        let outcome = try await run(["generate", spec.path, "--output", output.path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        let written = try String(contentsOf: output.appendingPathComponent("Httpbin.swift"), encoding: .utf8)
        let golden = try String(
            contentsOf: GoldenFileTests.goldenDirectory.appendingPathComponent("Httpbin.swift"),
            encoding: .utf8
        )
        #expect(written == golden)
    }

    @Test func brokenSpecExitsOneWithDiagnosticsAndWritesNothing() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Bad.curlew.json")
        try Data(#"{ "name": "Bad", "models": { "A": { "fields": { "x": "Strin" } } } }"#.utf8).write(to: spec)
        let outcome = try await run(["generate", spec.path, "-o", directory.path, "--access", "public"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                \(spec.path):1:55: error: unknown type 'Strin' for field 'x'
                \(spec.path):1:55: note: did you mean 'String'?

                """
        )
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Bad.swift").path))
    }

    @Test func usageErrorsExitTwo() async throws {
        let missing = try await run([])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("curlew: error: missing a command\nUSAGE: curlew generate"))
        let noOutput = try await run(["generate", "x.curlew.json"])
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.hasPrefix("curlew: error: generate needs --output <dir>\n"))
        let badAccess = try await run(["generate", "x.curlew.json", "-o", "out", "--access", "open"])
        #expect(badAccess.stderr.hasPrefix("curlew: error: --access must be internal, package or public, not 'open'\n"))
        let unknown = try await run(["frob", "x.curlew.json"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("curlew: error: unknown command 'frob' (generate or lint)\n"))
        let lintOutput = try await run(["lint", "x.curlew.json", "--output", "out"])
        #expect(lintOutput.status == 2)
        #expect(lintOutput.stderr.hasPrefix("curlew: error: --output is an option of generate, not of lint\n"))
    }

    @Test func longOptionsTakeTheirValueAfterAnEqualsSignAndOnlyOnce() async throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = GoldenFileTests.specsDirectory.appendingPathComponent("Httpbin.curlew.json")
        let inline = try await run(["generate", spec.path, "--output=\(output.path)", "--access=public"])
        #expect(inline.status == 0, "\(inline.stderr)")
        let written = try String(contentsOf: output.appendingPathComponent("Httpbin.swift"), encoding: .utf8)
        #expect(written.contains("public struct HttpbinClient"))
        let twice = try await run(["generate", spec.path, "-o", output.path, "--output", "elsewhere"])
        #expect(twice.status == 2)
        #expect(twice.stderr.hasPrefix("curlew: error: --output is given twice\n"), "\(twice.stderr)")
        // after `--`, an argument with '=' is a spec's name, as it is
        let named = try await run(["lint", "--", "--output=x.curlew.json"])
        #expect(named.status == 1 && named.stderr.contains("--output=x.curlew.json"), "\(named.stderr)")
    }

    @Test func helpGoesToStandardOutput() async throws {
        let outcome = try await run(["--help"])
        #expect(outcome.status == 0)
        #expect(
            outcome.stdout.hasPrefix(
                "USAGE: curlew generate <spec>... --output <dir> [--access internal|package|public]"))
    }

    @Test func partsSplitTheOutput() async throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = GoldenFileTests.specsDirectory.appendingPathComponent("Petstore.curlew.json")
        let outcome = try await run(["generate", spec.path, "--output", output.path, "--parts", "2"])
        #expect(outcome.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["Petstore+Models2.swift", "Petstore.swift"])
        let badParts = try await run(["generate", spec.path, "-o", output.path, "--parts", "0"])
        #expect(badParts.status == 2)
        #expect(badParts.stderr.hasPrefix("curlew: error: --parts must be auto, 1-16 or auto:<1-16>, not '0'\n"))
    }

    @Test func declaredPartsHoldTheCodeInTheFilesItNeeds() async throws {
        // GIVEN the build plugin's command line: 3 files declared, for a spec whose code fits in one
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = GoldenFileTests.specsDirectory.appendingPathComponent("Petstore.curlew.json")
        let outcome = try await run(["generate", spec.path, "--output", output.path, "--parts", "auto:3"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // THEN all three are written, the code in the first, the others only the header
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["Petstore+Models2.swift", "Petstore+Models3.swift", "Petstore.swift"])
        let sources = try names.map { try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8) }
        #expect(!sources[0].contains("struct ") && !sources[1].contains("struct ") && sources[2].contains("struct Pet"))
        let bad = try await run(["generate", spec.path, "-o", output.path, "--parts", "auto:17"])
        #expect(bad.status == 2 && bad.stderr.contains("--parts must be auto, 1-16 or auto:<1-16>, not 'auto:17'"))
    }

    @Test func fewerPartsRemoveTheStalePartsOfAnEarlierRun() async throws {
        // GIVEN a spec generated in three parts, beside a file of the same pattern that curlew did not write and
        // the parts of another spec
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = GoldenFileTests.specsDirectory.appendingPathComponent("Petstore.curlew.json")
        #expect(try await run(["generate", spec.path, "--output", output.path, "--parts", "3"]).status == 0)
        let other = GoldenFileTests.specsDirectory.appendingPathComponent("Httpbin.curlew.json")
        #expect(try await run(["generate", other.path, "--output", output.path, "--parts", "2"]).status == 0)
        let own = output.appendingPathComponent("Petstore+Models4.swift")
        try Data("// Written by hand.\n".utf8).write(to: own)
        // WHEN it is generated again in one part (automatic for a small spec)
        let outcome = try await run(["generate", spec.path, "--output", output.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // THEN its old parts are gone (they would declare every type twice); the rest is untouched
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["Httpbin+Models2.swift", "Httpbin.swift", "Petstore+Models4.swift", "Petstore.swift"])
    }

    @Test func aSiblingThatDeclaresTheSameTypeFailsTheRunAndNothingIsWritten() async throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let httpbin = GoldenFileTests.specsDirectory.appendingPathComponent("Httpbin.curlew.json")
        let petstore = GoldenFileTests.specsDirectory.appendingPathComponent("Petstore.curlew.json")
        let outcome = try await run(["generate", httpbin.path, "--output", output.path, "--sibling", petstore.path])
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.hasPrefix(
                "\(httpbin.path):33:5: error: Httpbin.curlew.json and Petstore.curlew.json generate into one module "
                    + "and both declare 'Pet', 'PetStatus' (Swift would report 'Pet' is ambiguous)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [])
        // Shelter's types are in its namespace: no clash, and only the spec given is written.
        let shelter = GoldenFileTests.specsDirectory.appendingPathComponent("Shelter.curlew.json")
        let fine = try await run(["generate", shelter.path, "--output", output.path, "--sibling", httpbin.path])
        #expect(fine.status == 0)
        #expect(fine.stderr == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["Shelter.swift"])
    }

    @Test func anUnchangedOutputFileIsNotRewritten() async throws {
        // A build re-runs the generator when any spec of the target changes; unchanged clients keep their
        // modification date, so the compiler does not rebuild them.
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = GoldenFileTests.specsDirectory.appendingPathComponent("Httpbin.curlew.json")
        let file = output.appendingPathComponent("Httpbin.swift")
        #expect(try await run(["generate", spec.path, "--output", output.path]).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        #expect(try await run(["generate", spec.path, "--output", output.path]).status == 0)
        let date = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(date == past)
        try Data("// Generated by curlew from Httpbin.curlew.json. Do not edit.\nstale".utf8).write(to: file)
        #expect(try await run(["generate", spec.path, "--output", output.path]).status == 0)
        let golden = GoldenFileTests.goldenDirectory.appendingPathComponent("Httpbin.swift")
        #expect(try Data(contentsOf: file) == Data(contentsOf: golden))
    }

    @Test func aFileCurlewDidNotWriteIsNotOverwritten() async throws {
        // `generate-client` writes next to the spec, where the user's own `Petstore.swift` may be.
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let specs = ["Petstore", "Comments"].map {
            GoldenFileTests.specsDirectory.appendingPathComponent("\($0).curlew.json")
        }
        let mine = Data("extension PetstoreClient { func mine() {} }\n".utf8)
        let file = output.appendingPathComponent("Petstore.swift")
        try mine.write(to: file)
        let outcome = try await run(["generate"] + specs.map(\.path) + ["--output", output.path])
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                curlew: error: '\(file.path)' was not generated by curlew; not overwriting it with the client of \
                '\(specs[0].path)' (rename or move one of them)

                """)
        #expect(try Data(contentsOf: file) == mine)
        // The other spec is generated; an empty file, holding nothing to lose, is replaced.
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Comments.swift").path))
        try Data().write(to: file)
        #expect(try await run(["generate", specs[0].path, "--output", output.path]).status == 0)
    }

    @Test func lintReportsWithoutWriting() async throws {
        let spec = GoldenFileTests.specsDirectory.appendingPathComponent("Petstore.curlew.json")
        let outcome = try await run(["lint", spec.path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
    }
}

/// Where the built `curlew` executable is: beside the test bundle (or one level up), or nil.
enum CurlewTool {

    static let url: URL? = {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [directory, directory.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("curlew")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()
}
