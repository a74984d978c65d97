import Foundation
import Testing

/// The plugins' output names (`CurlewPluginOutputs.swift` is the plugins' own file, linked into this target): file
/// names Swift cannot have twice in one target are an error that names the specs, not SwiftPM's "multiple
/// producers".
@Suite struct PluginOutputTests {
    static let folder = URL(fileURLWithPath: "/package/Sources/App", isDirectory: true)

    static func spec(_ path: String, parts: Int = 1) -> (url: URL, outputs: [String]) {
        let url = folder.appendingPathComponent(path)
        let base = SpecFileNames.baseName(ofSpec: url.lastPathComponent) ?? ""
        return (url, SpecFileNames.outputNames(base: base, parts: parts))
    }

    @Test func outputNamesFollowTheCLIsRule() {
        #expect(Self.spec("Petstore.curlew.json").outputs == ["Petstore.swift"])
        #expect(
            Self.spec("v1/openapi.yaml", parts: 3).outputs == [
                "openapi.swift", "openapi+Models2.swift", "openapi+Models3.swift",
            ])
        #expect(SpecFileNames.baseName(ofSpec: "Shop.openapi.yml") == "Shop")
        #expect(SpecFileNames.baseName(ofSpec: ".curlew.json") == nil)
        #expect(SpecFileNames.baseName(ofSpec: "myopenapi.yaml") == nil)
    }

    @Test func twoSpecsOfOneOutputNameInDifferentFoldersAreAnError() {
        let clashes = CurlewPluginOutputs.clashes(
            specs: [Self.spec("v1/openapi.yaml"), Self.spec("v2/openapi.json"), Self.spec("Petstore.curlew.json")],
            sources: [])
        #expect(
            clashes == [
                "/package/Sources/App/v1/openapi.yaml and /package/Sources/App/v2/openapi.json both generate "
                    + "openapi.swift, and Swift needs distinct file names in a target: rename one spec (e.g. to "
                    + "V2.openapi.json)"
            ])
    }

    @Test func aModelsPartNamedLikeAnotherSpecsFileIsAnError() {
        let clashes = CurlewPluginOutputs.clashes(
            specs: [Self.spec("Shop.curlew.json", parts: 2), Self.spec("sub/Shop+Models2.curlew.yaml")], sources: [])
        #expect(clashes.count == 1)
        #expect(clashes.first?.hasSuffix("rename one spec (e.g. to SubShop+Models2.curlew.yaml)") == true)
    }

    @Test func aGeneratedFileNamedLikeOneOfTheTargetsSourcesIsAnError() {
        let sources = ["main.swift", "Petstore.swift"].map { Self.folder.appendingPathComponent($0) }
        let clashes = CurlewPluginOutputs.clashes(specs: [Self.spec("Specs/Petstore.curlew.json")], sources: sources)
        #expect(
            clashes == [
                "/package/Sources/App/Specs/Petstore.curlew.json generates Petstore.swift, and the target already "
                    + "has /package/Sources/App/Petstore.swift: rename the spec or that file (if generate-client "
                    + "wrote it, delete it: the build plugin generates it now)"
            ])
        #expect(CurlewPluginOutputs.clashes(specs: [Self.spec("Petstore.curlew.json")], sources: [sources[0]]) == [])
    }
}
