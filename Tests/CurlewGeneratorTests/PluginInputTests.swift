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
        #expect(CurlewPluginInputs.isOpenAPI("openapi.json") && CurlewPluginInputs.isOpenAPI("Shop.openapi.yml"))
        #expect(!CurlewPluginInputs.isOpenAPI("Shop.curlew.yaml") && !CurlewPluginInputs.isOpenAPI("myopenapi.yaml"))
    }
}
