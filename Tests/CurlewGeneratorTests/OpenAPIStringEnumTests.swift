import Testing

@testable import CurlewGenerator

/// A `type: string` enum whose values YAML reads as numbers or booleans (`010`, `1e3`, `true` unquoted) keeps
/// them as string cases, spelled as written; a value that cannot be text is left out with a warning.
@Suite struct OpenAPIStringEnumTests {
    @Test func unquotedNumbersAndBooleansAreCasesAsWritten() throws {
        let text =
            OpenAPITranslationTests.header + """
                components:
                  schemas:
                    Code:
                      type: string
                      enum: [010, 1e3, abc, +1.50, True, 0x1F, null]
                    Block:
                      type: string
                      enum:
                        - 007 # a comment
                        - -2
                """
        let (model, diagnostics) = OpenAPITranslationTests.translate(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let enums = try #require(model?.enums)
        try #require(enums.map(\.name) == ["Code", "Block"])
        #expect(enums[0].cases.map(\.value) == ["010", "1e3", "abc", "+1.50", "True", "0x1F"])
        #expect(enums[0].cases.map(\.swiftName) == ["_010", "_1e3", "abc", "_150", "true", "_0x1F"])
        #expect(enums[1].cases.map(\.value) == ["007", "-2"])
        let source = try #require(Generator.generate(SpecFile(name: "api.yaml", text: text)).source)
        #expect(source.contains(#"case "010": self = ._010"#))
        #expect(source.contains(#"case ._1e3: return "1e3""#))
    }

    @Test func jsonNumbersKeepTheirText() throws {
        let text = """
            {"openapi": "3.0.3", "info": {"title": "T", "version": "1"},
             "components": {"schemas": {"Code": {"type": "string", "enum": ["a", 1E3, 2.50, false]}}}}
            """
        let (model, diagnostics) = OpenAPITranslationTests.translate(text, name: "api.json")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model?.enums.first?.cases.map(\.value) == ["a", "1E3", "2.50", "false"])
    }

    @Test func valuesThatAreNotTextAreWarnings() throws {
        let text =
            OpenAPITranslationTests.header + """
                components:
                  schemas:
                    Code:
                      type: string
                      enum: [a, { b: 1 }, !!int 12, [c]]
                """
        let (model, diagnostics) = OpenAPITranslationTests.translate(text)
        #expect(model?.enums.first?.cases.map(\.value) == ["a"])
        #expect(
            diagnostics.map(\.description) == [
                "api.yaml:7:17: warning: enum value of a string schema is an object, not a string; left out of the "
                    + "cases (at #/components/schemas/Code/enum/1)\n"
                    + "api.yaml:7:17: note: quote it to make it a string",
                "api.yaml:7:27: warning: enum value of a string schema is a number, not a string; left out of the "
                    + "cases (at #/components/schemas/Code/enum/2)\n"
                    + "api.yaml:7:27: note: quote it to make it a string",
                "api.yaml:7:37: warning: enum value of a string schema is an array, not a string; left out of the "
                    + "cases (at #/components/schemas/Code/enum/3)\n"
                    + "api.yaml:7:37: note: quote it to make it a string",
            ])
    }
}
