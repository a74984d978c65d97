import Foundation
import Testing

@testable import CurlewGenerator

/// Broken specs and the exact diagnostics they produce, as the CLI prints them.
@Suite struct DiagnosticTests {
    /// The printed diagnostics for `text` read as `t.curlew.json`.
    func diagnose(_ text: String) -> [String] {
        Generator.generate(SpecFile(name: "t.curlew.json", text: text)).diagnostics.map(\.description)
    }

    @Test func badJSONPointsAtTheParserPosition() {
        let spec = """
            {
              "name": "T",
              "models": { "A": { "fields": { "x": "Int" } }
            """
        #expect(diagnose(spec) == ["t.curlew.json:3:48: error: invalid JSON: premature EOF"])
        #expect(
            diagnose(#"{ "name": "T", "x": [1, 2,, 3] }"#) == [
                "t.curlew.json:1:27: error: invalid JSON: unallowed token at this point in JSON text"
            ])
        #expect(diagnose("") == ["t.curlew.json:1:1: error: invalid JSON: premature EOF"])
    }

    @Test func commentsAreAllowed() {
        let spec = """
            // A spec with comments.
            { "name": "T" /* the API */ }
            """
        #expect(diagnose(spec) == [])
    }

    @Test func topLevelMustBeAnObject() {
        #expect(
            diagnose("[1]") == [
                "t.curlew.json:1:1: error: expected an object at the top level of the spec, found an array"
            ])
    }

    @Test func missingNameIsAnError() {
        #expect(
            diagnose("{}") == [
                "t.curlew.json:1:1: error: missing required key 'name' (the API's name; the client is '<name>Client')"
            ]
        )
    }

    @Test func unknownKeysAreWarningsWithSuggestions() {
        let spec = """
            {
              "name": "T",
              "baseUrl": "http://x"
            }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:3:3: warning: unknown key 'baseUrl' in the spec is ignored\n"
                    + "t.curlew.json:3:3: note: did you mean 'baseURL'?"
            ]
        )
    }

    @Test func duplicateKeysPointAtTheSecond() {
        let spec = """
            {
              "name": "T",
              "name": "U"
            }
            """
        #expect(diagnose(spec) == ["t.curlew.json:3:3: error: duplicate key 'name' (first on line 2)"])
        // A native spec in YAML follows the same rules: an error, and nothing is generated.
        let yaml = "name: T\nmodels:\n  Pet: {fields: {id: Int}}\n  Pet: {fields: {name: String}}\n"
        let result = Generator.generate(SpecFile(name: "t.curlew.yaml", text: yaml))
        #expect(
            result.diagnostics.map(\.description) == ["t.curlew.yaml:4:3: error: duplicate key 'Pet' (first on line 3)"]
        )
        #expect(result.source == nil)
    }

    @Test func unknownTypeGetsDidYouMean() {
        let spec = """
            {
              "name": "T",
              "models": {
                "Pet": { "fields": { "owner": "[Persn]?", "tag": "string" } },
                "Person": { "fields": { "name": "String" } }
              }
            }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:4:37: error: unknown type 'Persn' for field 'owner'\n"
                    + "t.curlew.json:4:37: note: did you mean 'Person'?",
                "t.curlew.json:4:55: error: unknown type 'string' for field 'tag'\n"
                    + "t.curlew.json:4:55: note: did you mean 'String'?",
            ]
        )
    }

    @Test func wrongJSONKindsNameTheKey() {
        let spec = """
            {
              "name": "T",
              "endpoints": { "ping": { "GET": "/ping", "returns": 42 } }
            }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:3:55: error: expected a type string for 'returns' of endpoint 'ping', found a number"
            ])
    }

    @Test func undeclaredPathParameterPointsIntoThePath() {
        let spec = """
            {
              "name": "T",
              "endpoints": { "getPet": { "GET": "/pets/{id}" } }
            }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:3:44: error: path parameter '{id}' of endpoint 'getPet' is not declared\n"
                    + "t.curlew.json:3:44: note: add it to \"params\", e.g. \"params\": { \"id\": \"String\" }"
            ]
        )
    }

    @Test func declaredPathParameterMissingFromThePath() {
        let spec = """
            {
              "name": "T",
              "endpoints": { "getPet": { "GET": "/pets", "params": { "id": "Int" } } }
            }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:3:58: error: path parameter 'id' of endpoint 'getPet' is not in the path '/pets'"
            ]
        )
    }

    @Test func unsupportedAndMisplacedFeaturesAreRejected() {
        let spec = """
            {
              "name": "T",
              "endpoints": {
                "list": { "GET": "/pets", "returns": "[File]", "stream": true, "servers": { "a": "http://a" } }
              }
            }
            """
        #expect(
            diagnose(spec) == [
                #"t.curlew.json:4:44: error: type 'File' is only for 'multipart' fields (a file sent from disk)"#,
                #"t.curlew.json:4:62: error: 'stream' of endpoint 'list' needs 'returns' to be an array type, like "[Pet]""#,
                #"t.curlew.json:4:68: error: 'servers' in endpoint 'list' is not supported yet"#,
            ])
    }

    @Test func invalidNamesAreErrors() {
        let spec = """
            {
              "name": "my api",
              "models": { "Pet Food": { "fields": {} }, "String": { "fields": {} }, "A": { "fields": { "--": "Int" } } },
              "endpoints": { "get-pet": { "GET": "/" }, "api": { "GET": "/" } }
            }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:2:11: error: invalid API name 'my api': use letters, digits and '_', starting with a letter",
                "t.curlew.json:3:15: error: invalid model name 'Pet Food': use letters, digits and '_', starting with a letter",
                "t.curlew.json:3:45: error: model name 'String' clashes with the built-in type 'String'",
                "t.curlew.json:3:92: error: invalid field name '--': it has no letters or digits",
                "t.curlew.json:4:18: error: invalid endpoint name 'get-pet': use letters, digits and '_', starting with a letter",
                "t.curlew.json:4:45: error: endpoint name 'api' is reserved in the generated client",
            ]
        )
    }

    @Test func parametersMustBeScalars() {
        let spec = """
            {
              "name": "T",
              "models": { "Pet": { "fields": {} } },
              "endpoints": {
                "a": { "GET": "/a/{id}", "params": { "id": "Int?" }, "query": { "pet": "Pet" }, "headers": { "X": "[String]" } }
              }
            }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:5:48: error: path parameter 'id' of endpoint 'a' cannot be optional",
                "t.curlew.json:5:76: error: query parameter 'pet' of endpoint 'a' must be a scalar, an enum or an array of them, not 'Pet'",
                "t.curlew.json:5:103: error: header parameter 'X' of endpoint 'a' must be a scalar or an enum, not '[String]'",
            ]
        )
    }

    @Test func allErrorsAreCollected() {
        let spec = """
            {
              "name": "T",
              "models": { "A": { "fields": { "x": "Nope", "y": "Nada" } } },
              "endpoints": { "e": { "GET": "/x", "returns": "Zilch" } }
            }
            """
        #expect(diagnose(spec).count == 3)
    }

    @Test func typeSyntaxErrorsPointIntoTheString() {
        let spec = """
            { "name": "T", "models": { "A": { "fields": { "x": "[Int", "y": "[Int: Int]", "z": "Int??" } } } }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:1:57: error: invalid type '[Int' for field 'x': expected ']' in type, found the end",
                "t.curlew.json:1:67: error: invalid type '[Int: Int]' for field 'y': dictionary keys must be String, not 'Int'",
                "t.curlew.json:1:89: error: invalid type 'Int??' for field 'z': a type can be optional only once",
            ]
        )
    }

    @Test func modelsThatContainThemselvesAreErrors() {
        let spec = """
            { "name": "T", "models": { "Node": { "fields": { "next": "Node", "children": "[Node]" } } } }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:1:28: error: model 'Node' contains itself (through 'Node.next')\n"
                    + "t.curlew.json:1:28: note: make the field optional ('Node?') or hold it in an array ('[Node]')"
            ]
        )
    }

    @Test func modelsThatHoldThemselvesThroughOptionalsAreStoredIndirectly() throws {
        // GIVEN a node holding its parent (optional), and a cycle A -> B? -> A through another model
        let spec = """
            { "name": "T", "models": {
              "Node": { "fields": { "parent": "Node?", "name": "String", "children": "[Node]" } },
              "A": { "fields": { "b": "B?", "n": "Int" } }, "B": { "fields": { "a": "A" } },
              "Leaf": { "fields": { "node": "Node?" } } } }
            """
        let result = Generator.generate(SpecFile(name: "t.curlew.json", text: spec))
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.source)
        // THEN exactly the optional fields on a cycle are stored indirectly, the others inline
        #expect(source.contains("    @Curlew.Indirect var parent: Swift.Optional<Node>\n"))
        #expect(source.contains("    @Curlew.Indirect var b: Swift.Optional<B>\n"))
        #expect(source.contains("    var a: A\n"))
        #expect(source.contains("    var node: Swift.Optional<Node>\n"))
        #expect(source.components(separatedBy: "@Curlew.Indirect").count == 3)
    }

    @Test func cyclesThroughOtherModelsAreReportedOnce() {
        let spec = """
            { "name": "T", "models": { "A": { "fields": { "b": "B" } }, "B": { "fields": { "a": "A", "all": "[A]" } } } }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:1:28: error: model 'A' contains itself (through 'B.a')\n"
                    + "t.curlew.json:1:28: note: make the field optional ('A?') or hold it in an array ('[A]')"
            ]
        )
    }

    @Test func deeplyNestedTypesAreAnErrorNotACrash() {
        let type = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
        let diagnostics = diagnose(#"{ "name": "T", "models": { "A": { "fields": { "x": "\#(type)" } } } }"#)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix("types nest at most 32 levels deep") == true)
    }

    @Test func longChainsOfModelsAreFine() throws {
        let count = 2000
        let models = (0..<count).map { index in
            let next = index + 1 < count ? "M\(index + 1)?" : "String"
            return "\"M\(index)\": { \"fields\": { \"next\": \"\(next)\", \"all\": \"[M0]\" } }"
        }
        let spec = "{ \"name\": \"T\", \"models\": { \(models.joined(separator: ", ")) } }"
        let result = Generator.generate(SpecFile(name: "t.curlew.json", text: spec))
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.source).contains("struct M1999: Swift.Codable"))
    }

    @Test func collidingNamesAreErrors() {
        let spec = """
            { "name": "T", "models": { "A": { "fields": { "a-b": "Int", "a_b": "Int" } } } }
            """
        #expect(
            diagnose(spec) == [
                "t.curlew.json:1:61: error: fields 'a-b' and 'a_b' of 'A' both become the Swift name 'aB'"
            ]
        )
    }

    @Test func generatorNeverCrashesOnTruncatedSpecs() throws {
        let data = try String(
            contentsOf: GoldenFileTests.specsDirectory.appendingPathComponent("Petstore.curlew.json"), encoding: .utf8)
        let bytes = Array(data.utf8)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            let result = Generator.generate(SpecFile(name: "t.curlew.json", contents: Array(bytes[..<length])))
            #expect(result.source == nil || !result.hasErrors)
        }
    }

    @Test func generatorNeverCrashesOnMutatedSpecs() throws {
        let url = GoldenFileTests.specsDirectory.appendingPathComponent("Httpbin.curlew.json")
        let original = Array(try Data(contentsOf: url))
        let alphabet = Array(#"{}[]":,?/ aZ09-_\n"#.utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + next(4)) {
                bytes[next(bytes.count)] = alphabet[next(alphabet.count)]
            }
            let result = Generator.generate(SpecFile(name: "m.curlew.json", contents: bytes))
            #expect((result.source == nil) == result.hasErrors)
        }
    }

    @Test func headWithReturnsIsAWarning() {
        let spec = #"{ "name": "T", "endpoints": { "peek": { "HEAD": "/x", "returns": "String" } } }"#
        #expect(
            diagnose(spec) == [
                "t.curlew.json:1:66: warning: a HEAD response has no body, so 'returns' of endpoint 'peek' cannot be decoded\n"
                    + "t.curlew.json:1:66: note: remove 'returns'"
            ]
        )
        #expect(Generator.generate(SpecFile(name: "t.curlew.json", text: spec)).source != nil)
    }
}
