import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// `Double`, `Float` and `Decimal` defaults are kept only when the generated code can hold them: a literal that
/// overflows to infinity or underflows is a compiler warning (fatal under `-warnings-as-errors`), and a
/// `Decimal(string:)` that fails crashes at run time.
@Suite struct FloatingPointDefaultTests {
    @Test func outOfRangeDefaultsInANativeSpecAreErrors() {
        let spec = """
            { "name": "Dbl",
              "models": { "M": { "fields": {
                "a": { "type": "Double", "default": 1e400 },
                "b": { "type": "Float", "default": 1e39 },
                "c": { "type": "Decimal", "default": 1e400 },
                "d": { "type": "Decimal", "default": 1e-400 },
                "e": { "type": "Double", "default": 1e-400 },
                "f": { "type": "Float", "default": 1e-40 },
                "g": { "type": "Decimal", "default": 0.1 },
                "h": { "type": "Float", "default": -0.0 } } } } }
            """
        let result = Generator.generate(SpecFile(name: "Dbl.curlew.json", text: spec))
        #expect(
            result.diagnostics.map(\.description) == [
                "Dbl.curlew.json:3:41: error: the default 1e400 of field 'a' is out of range for Double",
                "Dbl.curlew.json:4:40: error: the default 1e39 of field 'b' is out of range for Float",
                "Dbl.curlew.json:5:42: error: the default 1e400 of field 'c' is out of range for Decimal",
                "Dbl.curlew.json:6:42: error: the default 1e-400 of field 'd' is out of range for Decimal",
                "Dbl.curlew.json:7:41: error: the default 1e-400 of field 'e' is out of range for Double",
                "Dbl.curlew.json:8:40: error: the default 1e-40 of field 'f' is out of range for Float",
            ])
    }

    @Test func outOfRangeOpenAPIDefaultsAreLeftOutAndTheCodeCompiles() async throws {
        let spec = """
            openapi: 3.0.3
            info: { title: Esc, version: "1" }
            paths: {}
            components:
              schemas:
                S:
                  type: object
                  properties:
                    huge: { type: number, default: 1e400 }
                    tiny: { type: number, default: 1e-400 }
                    wide: { type: number, format: float, default: 1.5e300 }
                    money: { type: number, format: decimal, default: 1e400 }
                    cents: { type: number, format: decimal, default: 1e-400 }
                    fine: { type: number, format: float, default: 2.5 }
                    zero: { type: number, default: -0.0 }
                    price: { type: number, format: decimal, default: 0.1 }
            """
        let result = Generator.generate(SpecFile(name: "Esc.openapi.yaml", text: spec))
        #expect(
            result.diagnostics.map(\.description) == [
                "Esc.openapi.yaml:9:40: note: the default 1e400 is out of range for type 'Double'; \(OpenAPITranslator.notApplied) "
                    + "(at #/components/schemas/S/properties/huge/default)",
                "Esc.openapi.yaml:10:40: note: the default 1e-400 is out of range for type 'Double'; \(OpenAPITranslator.notApplied) "
                    + "(at #/components/schemas/S/properties/tiny/default)",
                "Esc.openapi.yaml:11:55: note: the default 1.5e300 is out of range for type 'Float'; \(OpenAPITranslator.notApplied) "
                    + "(at #/components/schemas/S/properties/wide/default)",
                "Esc.openapi.yaml:12:58: note: the default 1e400 is out of range for type 'Decimal'; \(OpenAPITranslator.notApplied) "
                    + "(at #/components/schemas/S/properties/money/default)",
                "Esc.openapi.yaml:13:58: note: the default 1e-400 is out of range for type 'Decimal'; \(OpenAPITranslator.notApplied) "
                    + "(at #/components/schemas/S/properties/cents/default)",
            ])
        let source = try #require(result.source)
        #expect(!source.contains("1e400") && !source.contains("1e-400") && !source.contains("1.5e300"))
        // The defaults that fit are kept, and the whole file compiles (not only type-checks: the overflow
        // warnings come from code generation) without a warning.
        #expect(source.contains("Foundation.Decimal(string: \"0.1\")!") && source.contains("2.5"))
        try await Self.expectCompiles(source)
    }

    /// Compiles `source` to an object file against the built Curlew modules; no errors, no warnings.
    static func expectCompiles(_ source: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("defaults-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Generated.swift")
        try Data(source.utf8).write(to: file)
        let arguments =
            ["swiftc", "-c", "-parse-as-library", "-swift-version", "6", "-module-name", "Gen"]
            + (try #require(RuntimeModules.arguments, "the Curlew module is not built next to the tests"))
            + ["-o", folder.appendingPathComponent("Generated.o").path, file.path]
        let outcome = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        let output = outcome.stdout + outcome.stderr
        #expect(outcome.status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }
}
