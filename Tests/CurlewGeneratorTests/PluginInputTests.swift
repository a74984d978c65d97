import CurlewGenerator
import Foundation
import Testing

/// The build plugin's inputs (`CurlewPluginInputs.swift` is the plugin's own file, linked into this target): an
/// OpenAPI document's command re-runs when a file that its `$ref`s may name changes.
@Suite struct PluginInputTests {
    static let folder = URL(fileURLWithPath: "/package/Sources/App", isDirectory: true)
    static let files = [
        "api.openapi.yaml", "schemas/pet.yaml", "paths/pets.YML", "data.json", "main.swift", "Other.curlew.json",
    ]
    .map { folder.appendingPathComponent($0) }

    @Test func anOpenAPIDocumentDependsOnTheTargetsOtherYAMLAndJSONFiles() {
        let inputs = CurlewPluginInputs.inputFiles(
            spec: Self.files[0], siblings: [Self.files[5]], targetFiles: Self.files)
        #expect(
            inputs.map { String($0.path.dropFirst(Self.folder.path.count + 1)) } == [
                "api.openapi.yaml", "Other.curlew.json", "data.json", "paths/pets.YML", "schemas/pet.yaml",
            ])
    }

    @Test func aNativeSpecDependsOnItselfAndItsSiblings() {
        let inputs = CurlewPluginInputs.inputFiles(
            spec: Self.files[5], siblings: [Self.files[0]], targetFiles: Self.files)
        #expect(inputs == [Self.files[5], Self.files[0]])
        #expect(SpecFileNames.isOpenAPI("openapi.json") && SpecFileNames.isOpenAPI("Shop.openapi.yml"))
        #expect(!SpecFileNames.isOpenAPI("Shop.curlew.yaml") && !SpecFileNames.isOpenAPI("myopenapi.yaml"))
    }
}

/// The files an OpenAPI document's `$ref`s name are inputs wherever they are: editing a schema in a package-level
/// folder outside the target regenerates the client.
@Suite struct PluginReferenceInputTests {
    @Test func referencesAreReadFromJSONAndYAML() {
        let text = """
            a: { $ref: "schemas/pet.yaml#/Pet" }
            b:
              $ref: '../../Shared/my%20owner.yaml'
            c: {"$ref" : "x.json", "d": [{"$ref":"#/components/schemas/Local"}]}
            e: { $ref: plain.yml }
            f: { $ref: "https://example.com/remote.yaml", g: { $ref: /abs.yaml } }
            $refs: not-a-ref.yaml
            """
        #expect(
            CurlewPluginInputs.references(in: Array(text.utf8)) == [
                "schemas/pet.yaml", "../../Shared/my owner.yaml", "x.json", "plain.yml",
            ])
    }

    @Test func aReferencedFileOutsideTheTargetAndTheFilesItNamesAreInputs() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-refs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let target = package.appendingPathComponent("Sources/App")
        let shared = package.appendingPathComponent("Shared")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let spec = target.appendingPathComponent("openapi.yaml")
        try Data(#"owner: { $ref: "../../Shared/owner.yaml" }"#.utf8).write(to: spec)
        try Data("pet: { $ref: 'pets/pet.yaml#/Pet' }\nloop: { $ref: ../Sources/App/openapi.yaml }".utf8)
            .write(to: shared.appendingPathComponent("owner.yaml"))
        try FileManager.default.createDirectory(
            at: shared.appendingPathComponent("pets"), withIntermediateDirectories: true)
        try Data("Pet: { type: object }\n".utf8).write(to: shared.appendingPathComponent("pets/pet.yaml"))
        let inputs = CurlewPluginInputs.inputFiles(spec: spec, siblings: [], targetFiles: [spec])
        #expect(
            inputs.map(\.standardizedFileURL.path) == [
                spec.path, shared.appendingPathComponent("owner.yaml").path,
                shared.appendingPathComponent("pets/pet.yaml").path,
            ])
    }
}

/// A `$ref:` that is text, not a reference (in a YAML comment or a description), names a file that does not exist:
/// it is no input, or SwiftPM would fail the build on a missing input the generator never reads.
@Suite struct PluginReferenceTextTests {
    @Test func referencesToFilesThatDoNotExistAreNoInputs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("openapi.yaml")
        try Data(
            """
            # prices are decimal strings (see $ref: Price)
            price: { $ref: "price.yaml" }
            note: { description: "write $ref: other.yaml to share it" }
            """.utf8
        ).write(to: spec)
        try Data("type: string\n".utf8).write(to: folder.appendingPathComponent("price.yaml"))
        #expect(CurlewPluginInputs.references(in: Array(try Data(contentsOf: spec))).count == 3)
        let inputs = CurlewPluginInputs.inputFiles(spec: spec, siblings: [], targetFiles: [spec])
        #expect(inputs.map(\.lastPathComponent) == ["openapi.yaml", "price.yaml"])
    }
}

/// The scan reads no file outside the root the generator confines `$ref`s to (the package, in both plugins; the
/// document's folder or `--ref-root` in the CLI): a vendor's document cannot make the build read `/etc` or a file a
/// symlink points out to, or count it towards the split.
@Suite struct PluginReferenceRootTests {
    @Test func filesOutsideTheRootAreNeitherReadNorInputs() throws {
        // GIVEN a package whose document names a file inside it, one above it, and a symlink inside that points out
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let package = top.appendingPathComponent("package")
        let target = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let inside = package.appendingPathComponent("Shared.yaml")
        let outside = top.appendingPathComponent("secret.yaml")
        try Data("a: 1\n".utf8).write(to: inside)
        try Data(("b: " + String(repeating: "x", count: 600_000) + "\n").utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: target.appendingPathComponent("link.yaml"), withDestinationURL: outside)
        let spec = target.appendingPathComponent("openapi.yaml")
        try Data(
            """
            a: { $ref: "../../Shared.yaml" }
            b: { $ref: "../../../secret.yaml" }
            c: { $ref: "link.yaml" }
            """.utf8
        ).write(to: spec)
        var read: [String] = []
        let reader: CurlewPluginInputs.Reader = { url in
            read.append(url.lastPathComponent)
            return CurlewPluginInputs.read(url)
        }
        // WHEN the plugin scans it within the package
        let inputs = CurlewPluginInputs.inputFiles(
            spec: spec, siblings: [], targetFiles: [spec], within: package, read: reader)
        // THEN only the file inside is an input, and the outside one was never read, nor counted for the split
        #expect(inputs.map(\.standardizedFileURL.path) == [spec.path, inside.path])
        #expect(read == ["openapi.yaml", "Shared.yaml"])
        #expect(CurlewPluginOutputs.parts(forSpecAt: spec, within: package) == 1)
        #expect(Generator.parts(forSpecAt: spec.path, referenceRoot: package.path) == 1)
        #expect(Generator.parts(forSpecAt: spec.path) == 1)  // the CLI's default root: the document's folder
        // AND without a root (as before) both are read, and the 600 KB file, counted through both names, splits it
        #expect(CurlewPluginInputs.inputFiles(spec: spec, siblings: [], targetFiles: [spec]).count == 4)
        #expect(CurlewPluginOutputs.parts(forSpecAt: spec) == 8)
    }
}

/// A document split over many files is sized by all of them: the CLI's `--parts auto` and both plugins split
/// DigitalOcean's 110 KB root file, which reaches 13.8 MB, like a 13.8 MB document, and every file it reaches is
/// an input (once only the first 256 were).
@Suite struct PluginSplitDocumentTests {
    @Test func partsCountEveryFileTheReferencesReach() throws {
        // GIVEN a small root that reaches 300 files of 2 KiB each (600 KiB in all) through a chain of `$ref`s
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-split-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("paths"), withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("api.openapi.yaml")
        try Data("openapi: 3.0.3\nx: { $ref: 'paths/p0.yaml' }\n".utf8).write(to: spec)
        let padding = "# " + String(repeating: "x", count: 2_000) + "\n"
        for index in 0..<300 {
            let next = index < 299 ? "next: { $ref: 'p\(index + 1).yaml' }\n" : ""
            try Data((padding + next).utf8).write(to: folder.appendingPathComponent("paths/p\(index).yaml"))
        }
        // THEN all 300 are inputs, and the client is split as a 600 KiB document is (3 parts, rounded up to a power
        // of two: 4), not as its root
        let inputs = CurlewPluginInputs.inputFiles(spec: spec, siblings: [], targetFiles: [spec])
        #expect(inputs.count == 301)
        #expect(Generator.parts(forSpecSize: try Data(contentsOf: spec).count) == 1)
        #expect(CurlewPluginOutputs.parts(forSpecAt: spec) == 4)
        #expect(Generator.parts(forSpecAt: spec.path) == 4)
        // AND a native spec, which names no other file, is sized by itself
        let native = folder.appendingPathComponent("Shop.curlew.json")
        try Data(#"{"name": "Shop"}"#.utf8).write(to: native)
        #expect(CurlewPluginOutputs.parts(forSpecAt: native) == 1)
    }
}
