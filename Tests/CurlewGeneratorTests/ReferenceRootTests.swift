import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// A relative `$ref` reads only files inside a root folder, compared after symlinks are resolved: the document's
/// own folder, unless `--ref-root`, a config file's `refRoot` or the plugins (the package's folder) widen it.
/// A vendor's document dropped into a target must not read `../../../etc/passwd` into the generated code.
/// (The corpus's multi-file document, DigitalOcean's 2,872 files, climbs with `..` but never above its folder.)
@Suite struct ReferenceRootTests {
    /// `base/outside.yaml`, `base/pkg/Shared/owner.yaml`, and in `base/pkg/Sources/App`: `sub/pet.yaml` and
    /// `link.yaml`, a symlink to `outside.yaml`.
    struct Tree {
        let base: URL
        var package: URL { base.appendingPathComponent("pkg") }
        var app: URL { package.appendingPathComponent("Sources/App") }

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-refroot-\(UUID().uuidString)")
            let manager = FileManager.default
            try manager.createDirectory(
                at: base.appendingPathComponent("pkg/Sources/App/sub"), withIntermediateDirectories: true)
            try manager.createDirectory(
                at: base.appendingPathComponent("pkg/Shared"), withIntermediateDirectories: true)
            let secret = "Secret: { type: object, properties: { key: { type: string } } }\n"
            try Data(secret.utf8).write(to: base.appendingPathComponent("outside.yaml"))
            try Data("just some text\n".utf8).write(to: base.appendingPathComponent("passwd"))
            try Data("Owner: { type: object, properties: { name: { type: string } } }\n".utf8)
                .write(to: base.appendingPathComponent("pkg/Shared/owner.yaml"))
            try Data("Pet: { type: object, properties: { name: { type: string } } }\n".utf8)
                .write(to: app.appendingPathComponent("sub/pet.yaml"))
            try manager.createSymbolicLink(
                atPath: app.appendingPathComponent("link.yaml").path, withDestinationPath: "../../../outside.yaml")
        }

        /// Writes `api.openapi.yaml` in the app folder with one schema `Home` whose property `x` is `$ref: ref`.
        func document(_ ref: String) throws -> URL {
            let url = app.appendingPathComponent("api.openapi.yaml")
            let text = """
                openapi: 3.1.0
                info: { title: Test API, version: "1" }
                components:
                  schemas:
                    Home:
                      type: object
                      properties:
                        x: { $ref: '\(ref)' }

                """
            try Data(text.utf8).write(to: url)
            return url
        }

        func translate(_ ref: String, root: URL? = nil) throws -> (model: APIModel?, diagnostics: [Diagnostic]) {
            let url = try document(ref)
            var spec = SpecFile(name: url.path, contents: Array(try Data(contentsOf: url)))
            spec.referenceRoot = root?.path
            return Generator.translate(spec)
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    @Test(arguments: ["sub/pet.yaml#/Pet", "sub/../sub/pet.yaml#/Pet", "../App/sub/pet.yaml#/Pet"])
    func dotDotInsideTheRootIsAllowed(ref: String) throws {
        let tree = try Tree()
        defer { tree.remove() }
        let (model, diagnostics) = try tree.translate(ref)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model?.models.map(\.name).sorted() == ["Home", "Pet"])
    }

    @Test(arguments: [
        ("../../../outside.yaml#/Secret", "outside.yaml"), ("../../../passwd", "passwd"),
        ("link.yaml#/Secret", "outside.yaml"), ("../../Shared/owner.yaml#/Owner", "pkg/Shared/owner.yaml"),
    ])
    func aFileAboveTheRootOrLinkedFromOutsideIsAnError(ref: String, target: String) throws {
        // GIVEN a reference that climbs above the document's folder, or a symlink in it that points out
        let tree = try Tree()
        defer { tree.remove() }
        let (model, diagnostics) = try tree.translate(ref)
        // THEN nothing is generated, and the error names the `$ref`, the file and line it is written at, the file
        // it would read and the root
        #expect(model == nil)
        let error = try #require(diagnostics.first { $0.severity == .error }, "\(diagnostics)")
        let path = ref.split(separator: "#").first.map(String.init) ?? ref
        #expect(error.message.hasPrefix("'$ref' '\(path)' reads '"), "\(error.message)")
        #expect(error.message.contains(target))
        #expect(error.message.contains("outside the folder '\(tree.app.path)'"))
        #expect(error.location.file == tree.app.appendingPathComponent("api.openapi.yaml").path)
        #expect(error.location.line == 8)
    }

    @Test func aWidenedRootAllowsWhatItHolds() throws {
        let tree = try Tree()
        defer { tree.remove() }
        // The package's folder (the plugins' root): the package-level Shared folder is inside, outside.yaml not
        let shared = try tree.translate("../../Shared/owner.yaml#/Owner", root: tree.package)
        #expect(shared.diagnostics.isEmpty, "\(shared.diagnostics)")
        #expect(shared.model?.models.map(\.name).sorted() == ["Home", "Owner"])
        let above = try tree.translate("../../../outside.yaml#/Secret", root: tree.package)
        #expect(above.model == nil)
        // The folder above: everything, the symlink's target included
        for ref in ["../../../outside.yaml#/Secret", "link.yaml#/Secret"] {
            let (model, diagnostics) = try tree.translate(ref, root: tree.base)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(model?.models.map(\.name).sorted() == ["Home", "Secret"])
        }
    }

    @Test func theCommandLineAndTheConfigFileWidenTheRoot() async throws {
        let tree = try Tree()
        defer { tree.remove() }
        let tool: URL = try #require(CurlewTool.url, "the curlew executable is not built next to the tests")
        let spec = try tree.document("../../Shared/owner.yaml#/Owner")
        let output = tree.base.appendingPathComponent("out")
        // Without a root: an error at the `$ref`, nothing written
        let refused = try await ChildProcess.run(tool, ["generate", spec.path, "-o", output.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("\(spec.path):8:"), "\(refused.stderr)")
        #expect(refused.stderr.contains("error: '$ref' '../../Shared/owner.yaml' reads '"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("api.swift").path))
        // --ref-root <package>
        let flagged = try await ChildProcess.run(
            tool, ["generate", spec.path, "-o", output.path, "--ref-root", tree.package.path])
        #expect(flagged.status == 0, "\(flagged.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("api.swift").path))
        // a config file's refRoot, relative to the config file's folder
        let config = tree.app.appendingPathComponent("curlew-config.json")
        try Data(#"{ "refRoot": "../.." }"#.utf8).write(to: config)
        let configured = try await ChildProcess.run(
            tool, ["lint", spec.path, "--config", config.path])
        #expect(configured.status == 0, "\(configured.stderr)")
        // a refRoot that is no folder is an error in the config file
        try Data(#"{ "refRoot": "../nowhere" }"#.utf8).write(to: config)
        let missing = try await ChildProcess.run(tool, ["lint", spec.path, "--config", config.path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("\(config.path):1:14: error: 'refRoot' must name an existing folder"))
    }
}
