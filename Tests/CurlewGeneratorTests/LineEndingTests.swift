import Testing

@testable import CurlewGenerator

/// Diagnostics count lines the way libyaml and editors do, whatever the line endings: "\n", "\r\n" or a lone "\r".
@Suite struct LineEndingTests {
    static func diagnose(_ text: String, name: String) -> [String] {
        Generator.generate(SpecFile(name: name, text: text)).diagnostics.map(\.description)
    }

    @Test func loneCarriageReturnsEndLines() {
        let spec = "curlew: 1\rname: X\rmodels:\r  A:\r    fields:\r      a: Foo\r"
        #expect(
            Self.diagnose(spec, name: "t.curlew.yaml") == [
                "t.curlew.yaml:6:10: error: unknown type 'Foo' for field 'a'"
            ])
        // libyaml's own line count (in the context of a syntax error) and ours agree.
        #expect(
            Self.diagnose("name: X\rmodels:\r  A:\r    fields: [\r", name: "t.curlew.yaml") == [
                "t.curlew.yaml:5:1: error: invalid YAML: did not find expected node content (while parsing a flow node on line 5)"
            ])
        #expect(
            Self.diagnose("{\"name\": \"X\",\r \"x\": 1}", name: "t.curlew.json") == [
                "t.curlew.json:2:2: warning: unknown key 'x' in the spec is ignored"
            ])
    }

    @Test func crlfIsOneLineBreak() {
        let spec = "name: X\r\nmodels:\r\n  A:\r\n    fields:\r\n      a: Foo\r\n"
        #expect(
            Self.diagnose(spec, name: "t.curlew.yaml") == [
                "t.curlew.yaml:5:10: error: unknown type 'Foo' for field 'a'"
            ])
        let location = SourceText(fileName: "t", bytes: Array("a\r\r\nb\r".utf8)).location(ofByte: 4)
        #expect(location == SourceLocation(file: "t", line: 3, column: 1))
    }
}
