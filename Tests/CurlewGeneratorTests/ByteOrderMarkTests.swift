import Testing

@testable import CurlewGenerator

/// Specs saved with a UTF-8 byte order mark (as some Windows editors do) read like those without, in JSON and
/// in YAML, and columns on the first line do not count the mark.
@Suite struct ByteOrderMarkTests {
    static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func diagnose(_ text: String, name: String) -> (source: String?, diagnostics: [String]) {
        let result = Generator.generate(SpecFile(name: name, contents: mark + Array(text.utf8)))
        return (result.source, result.diagnostics.map(\.description))
    }

    @Test func nativeJSONSpecsMayStartWithAMark() {
        let (source, diagnostics) = Self.diagnose(#"{"name": "T", "x": 1}"#, name: "t.curlew.json")
        #expect(source != nil)
        #expect(diagnostics == ["t.curlew.json:1:15: warning: unknown key 'x' in the spec is ignored"])
        #expect(
            Self.diagnose(#"{"name": "T",, }"#, name: "t.curlew.json").diagnostics == [
                "t.curlew.json:1:14: error: invalid JSON: invalid object key (must be a string)"
            ])
        let second = Self.diagnose(
            "{\"name\": \"T\",\n \"models\": {\"A\": {\"fields\": {\"a\": \"Foo\"}}}}", name: "t.curlew.json")
        #expect(second.diagnostics == ["t.curlew.json:2:36: error: unknown type 'Foo' for field 'a'"])
    }

    @Test func openAPIJSONDocumentsMayStartWithAMark() {
        let document = #"{"openapi": "3.0.0", "info": {"title": "T", "version": "1"}, "paths": {}}"#
        let (source, diagnostics) = Self.diagnose(document, name: "t.openapi.json")
        #expect(diagnostics == [])
        #expect(source != nil)
    }

    @Test func yamlColumnsOnTheFirstLineDoNotCountTheMark() {
        #expect(
            Self.diagnose("{name: T, x: 1}", name: "t.curlew.yaml").diagnostics == [
                "t.curlew.yaml:1:11: warning: unknown key 'x' in the spec is ignored"
            ])
    }
}
