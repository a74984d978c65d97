import Foundation
import Testing

@testable import CurlewGenerator

/// Strings from a spec (docs, names, keys, enum values, defaults, base URL, header values) are data: whatever
/// they contain, the generated Swift type-checks and declares nothing the spec did not ask for.
@Suite
struct SpecInjectionTests {
    /// Every string slot a spec has, each trying to close a comment, a string or a scope and declare `evil`.
    static let hostileSpec = #"""
        { "name": "Hostile", "baseURL": "http://127.0.0.1:1/v1/*/%22%5C(?x=*/",
          "doc": "*/ }\nfunc evilDoc() {}\n/* \u0000 \u2028 \\",
          "headers": { "X-Static": "a\"); func evilHeader() {} //" },
          "models": {
            "Thing": {
              "doc": "*/ } func evilModel() {} /*\n\n}\nfunc evilModel2() {}",
              "fields": {
                "name": { "type": "String", "default": "\\(evilInterpolation())\" + evilConcat() + \"",
                          "doc": "\r\n*/ func evilField() {}", "key": "na\"me\\\n" },
                "count": { "type": "Int", "default": 3, "key": "c\") func evilKey() {} //" },
                "kind": { "type": "Kind", "default": "a\"b" }
              }
            },
            "Kind": { "doc": "*/\nfunc evilEnumDoc() {}", "enum": ["a\"b", "c\\d", "\\(evilCase())", "e\nf", "\"\"\"", "#\"x\"#"] }
          },
          "endpoints": {
            "getThing": {
              "GET": "/things/{id}/%22)!;%20func%20evilPath()%20%7B%7D",
              "doc": "*/ } func evilEndpoint() {}\n///",
              "params": { "id": { "type": "String", "doc": "\n}\nfunc evilParam() {}" } },
              "query": { "q\"uery": { "type": "String", "key": "q\") evilQuery(\"", "default": "\\(evilQueryDefault())" } },
              "headers": { "X-Evil": { "type": "String?", "doc": "*/ func evilHeaderDoc() {}" } },
              "returns": "Thing"
            }
          }
        }
        """#

    @Test(arguments: AccessLevel.allCases)
    func hostileStringsStayData(access: AccessLevel) async throws {
        let result = Generator.generate(
            SpecFile(name: "Hostile.curlew.json", text: Self.hostileSpec), options: GeneratorOptions(access: access))
        // A spec the generator refuses (e.g. a bad name) injects nothing either; this one must be accepted so the
        // escaping itself is what is tested.
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let source = try #require(result.source)
        // `func evil…` may only appear in a `///` line or after an opening quote (inside a string literal); the
        // type-check below proves the literals and comments are closed where the generator meant them to be.
        for line in source.split(separator: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("///"), let evil = code.range(of: "func evil") else { continue }
            #expect(code[..<evil.lowerBound].contains("\""), "injected declaration: \(line)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Hostile-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(source.utf8).write(to: file)
        try await GeneratedCodeCompilesTests().expectTypeChecks(file)
    }

    /// Strings that cannot be data where they stand are refused with a located error, and nothing is generated.
    @Test(arguments: [
        #"{ "name": "H", "baseURL": "http://h/\")!; func evil() {}; let x = URL(string: \"", "endpoints": {} }"#,
        #"{ "name": "H", "endpoints": { "e": { "GET": "/a\")!; func evil() {} //" } } }"#,
        #"{ "name": "H", "endpoints": { "e": { "GET": "/a", "headers": { "X-A\": \"": "String" } } } }"#,
    ])
    func hostileStringsRefused(spec: String) {
        let result = Generator.generate(SpecFile(name: "H.curlew.json", text: spec))
        #expect(result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(result.source == nil)
    }
}
