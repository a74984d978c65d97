import Testing

@testable import CurlewGenerator

/// Spec text quoted in a diagnostic (keys, names, type text) is printed with its control characters escaped, so
/// a diagnostic is one line (two with a note) and a hostile key cannot fake another `file:line:col: error:`.
@Suite struct DiagnosticEscapingTests {
    @Test func keysAndTypesWithNewlinesPrintOnOneLine() {
        let spec = """
            curlew: 1
            name: X
            models:
              A:
                fields:
                  "a\\nb.swift:1:1: error: fake": Int
                  "a\\nb.swift:1:1: error: fake": Int
                  c: "Foo\\nbar.swift:9:9: error: injected"
            """
        let diagnostics = Generator.generate(SpecFile(name: "t.curlew.yaml", text: spec)).diagnostics
        #expect(
            diagnostics.map(\.description) == [
                #"t.curlew.yaml:7:7: error: duplicate key 'a\nb.swift:1:1: error: fake' (first on line 6)"#,
                #"t.curlew.yaml:8:10: error: invalid type 'Foo\nbar.swift:9:9: error: injected' for field 'c': "#
                    + #"unexpected '\n' after the type"#,
            ])
    }

    @Test func everyControlCharacterIsEscaped() {
        let diagnostic = Diagnostic(
            .warning, "a\u{1B}[31mb\tc\r\u{0}\u{7F}\u{85}\u{2028}é\\n",
            at: SourceLocation(file: "x\ny.json", line: 1, column: 2), hint: "did you mean 'p\nq'?")
        #expect(
            diagnostic.description
                == #"x\ny.json:1:2: warning: a\u{1B}[31mb\tc\r\u{0}\u{7F}\u{85}\u{2028}é\n"# + "\n"
                + #"x\ny.json:1:2: note: did you mean 'p\nq'?"#)
    }
}
