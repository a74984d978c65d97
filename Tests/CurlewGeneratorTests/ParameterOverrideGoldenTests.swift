import Foundation
import Testing

@testable import CurlewGenerator

/// The Ledger API of ConfigClientTests generated with its config file: type overrides reach model properties and
/// path, query and header parameters (sent through `Curlew.FormEncoding`), checked against a golden file and
/// type-checked with the test's own types. LedgerClientTests sends it to httpbin and reads the wire.
@Suite struct ParameterOverrideGoldenTests {
    static let folder = GoldenFileTests.testsDirectory.deletingLastPathComponent().appendingPathComponent(
        "ConfigClientTests")

    @Test func ledgerWithItsConfigMatchesTheGoldenFileAndTypeChecks() async throws {
        let spec = ledgerFile("Ledger.openapi.yaml")
        let config = ledgerFile("Ledger.curlew-config.yaml")
        let file = SpecFile(name: spec.path, contents: Array(try Data(contentsOf: spec)))
        let (model, diagnostics) = Generator.translate(file)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let read = GeneratorConfig.read(
            name: "Ledger.curlew-config.yaml", contents: Array(try Data(contentsOf: config)))
        let configured = Generator.configure(try #require(model), with: try #require(read.config))
        #expect(configured.diagnostics.isEmpty, "\(configured.diagnostics)")
        let generated = Generator.render(try #require(configured.model), specFileName: "Ledger.openapi.yaml")
        let golden = GoldenFileTests.goldenDirectory.appendingPathComponent("LedgerOverrides.swift.golden")
        if ProcessInfo.processInfo.environment["CURLEW_RECORD_GOLDEN"] == "1" {
            try Data(generated.utf8).write(to: golden)
        }
        #expect(generated == (try String(contentsOf: golden, encoding: .utf8)), "re-record with CURLEW_RECORD_GOLDEN=1")
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("Ledger-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: source) }
        try Data(generated.utf8).write(to: source)
        try await GeneratedCodeCompilesTests().expectTypeChecks([source, ledgerFile("LedgerTypes.swift")])
    }

    private func ledgerFile(_ name: String) -> URL {
        Self.folder.appendingPathComponent(name)
    }
}
