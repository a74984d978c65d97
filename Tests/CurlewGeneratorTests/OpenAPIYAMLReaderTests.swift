import Testing

@testable import CurlewGenerator

/// The YAML reader: libyaml events → the located tree the translators read, with YAML 1.2 core scalars,
/// anchors, aliases and merge keys, located errors, and bounds against alias bombs and deep nesting.
@Suite struct OpenAPIYAMLReaderTests {
    static func read(_ text: String) -> (node: SpecNode?, diagnostics: [Diagnostic]) {
        read(bytes: Array(text.utf8))
    }

    static func read(bytes: [UInt8]) -> (node: SpecNode?, diagnostics: [Diagnostic]) {
        let source = SourceText(fileName: "t.yaml", bytes: bytes)
        var bag = DiagnosticBag(source: source)
        let node = YAMLReader.read(source, diagnostics: &bag)
        return (node, bag.diagnostics)
    }

    /// Compact JSON-like text of a tree, for comparisons.
    static func describe(_ node: SpecNode) -> String {
        switch node.value {
        case .object(let members): "{" + members.map { "\($0.key):\(describe($0.value))" }.joined(separator: ",") + "}"
        case .array(let elements): "[" + elements.map(describe).joined(separator: ",") + "]"
        case .string(let text): "\"\(text)\""
        case .number(let text): text
        case .bool(let flag): "\(flag)"
        case .null: "null"
        }
    }

    @Test func scalarsResolveByTheCoreSchema() throws {
        let (node, diagnostics) = Self.read(
            """
            a: 12
            b: -0.5
            c: +7
            d: .5
            e: true
            f: ~
            g: "12"
            h: yes
            i: 0x1F
            j: 1e3
            200: ok
            k: 'it''s'
            l: |
              two
              lines
            """)
        #expect(diagnostics.isEmpty)
        let tree = try #require(node)
        #expect(
            Self.describe(tree)
                == #"{a:12,b:-0.5,c:7,d:0.5,e:true,f:null,g:"12",h:"yes",i:"0x1F",j:1e3,200:"ok",k:"it's",l:"two\#nlines"}"#
        )
    }

    @Test func nodesKeepTheirLocation() throws {
        let text = "info:\n  title: Pets\n  list:\n    - \"é\"\n    - x\n"
        let source = SourceText(fileName: "t.yaml", bytes: Array(text.utf8))
        let tree = try #require(Self.read(text).node)
        let info = try #require(tree.members?.first)
        let title = try #require(info.value.members?.first)
        #expect(source.location(ofByte: title.keyOffset) == SourceLocation(file: "t.yaml", line: 2, column: 3))
        #expect(source.location(ofByte: title.value.offset) == SourceLocation(file: "t.yaml", line: 2, column: 10))
        // Offsets are bytes even after multi-byte characters (libyaml counts characters).
        let list = try #require(info.value.members?.last?.value.elements)
        #expect(source.location(ofByte: list[1].offset) == SourceLocation(file: "t.yaml", line: 5, column: 7))
    }

    @Test func syntaxErrorsAreLocated() throws {
        let (node, diagnostics) = Self.read("a: 1\nb: [1, 2\nc: 3\n")
        #expect(node == nil)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.message.hasPrefix("invalid YAML: "))
        #expect(error.location.line == 3)
    }

    @Test func tabsAndBadUTF8AreErrorsNotCrashes() {
        #expect(Self.read("a:\n\tb: 1\n").node == nil)
        let (node, diagnostics) = Self.read(bytes: Array("a: ".utf8) + [0xFF, 0xFE, 0x0A])
        #expect(node == nil)
        #expect(diagnostics.first?.message.hasPrefix("invalid YAML") == true)
    }

    @Test func badUTF8IsLocatedAtItsByte() {
        // libyaml reports a reader error by the offending byte's offset, not by mark; a multi-byte character
        // before it and a file longer than libyaml's 16 KiB input buffer must not shift the location.
        let (node, diagnostics) = Self.read(bytes: Array("a: é\nb: xy".utf8) + [0xFF, 0xFE, 0x0A])
        #expect(node == nil)
        #expect(diagnostics.map(\.description) == ["t.yaml:2:6: error: invalid YAML: invalid leading UTF-8 octet"])
        let long = Array(("# " + String(repeating: "x", count: 20_000) + "\na: 1\nb: ").utf8) + [0xC3, 0x28]
        #expect(
            Self.read(bytes: long).diagnostics.map(\.description) == [
                "t.yaml:3:5: error: invalid YAML: invalid trailing UTF-8 octet"
            ])
    }

    @Test func duplicateKeysAreErrorsAndTheFirstWins() throws {
        let (node, diagnostics) = Self.read("a: 1\nb: 2\na: 3\n")
        #expect(node.map(Self.describe) == "{a:1,b:2}")
        #expect(diagnostics.map(\.description) == ["t.yaml:3:1: error: duplicate key 'a' (first on line 1)"])
    }

    @Test func duplicateKeysInOpenAPIDocumentsAreWarnings() {
        // OpenAPI documents are not ours to fix: the first value wins and the rest still generates.
        let spec = "openapi: 3.0.0\ninfo:\n  title: A\n  version: '1'\n  title: B\npaths: {}\n"
        let result = Generator.generate(SpecFile(name: "t.openapi.yaml", text: spec))
        #expect(
            result.diagnostics.map(\.description) == [
                "t.openapi.yaml:5:3: warning: duplicate key 'title' (first on line 3); the first one is used"
            ])
        #expect(result.source != nil)
    }

    @Test func aliasesAndMergeKeysResolve() throws {
        let (node, diagnostics) = Self.read(
            """
            base: &base { type: string, format: uuid }
            copy: *base
            merged:
              <<: *base
              format: date
            list: [&x 1, *x]
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            Self.describe(try #require(node))
                == #"{base:{type:"string",format:"uuid"},copy:{type:"string",format:"uuid"},merged:{format:"date",type:"string"},list:[1,1]}"#
        )
    }

    @Test func anAliasToAScalarMayBeAKey() throws {
        let text = "x: &k title\nn: &n 200\ninfo: {*k : T, *n : ok}\n"
        let (node, diagnostics) = Self.read(text)
        #expect(diagnostics.isEmpty)
        let tree = try #require(node)
        #expect(Self.describe(tree) == #"{x:"title",n:200,info:{title:"T",200:"ok"}}"#)
        // The key is located at the alias, and counts for duplicates like any other key.
        let key = try #require(tree.members?.last?.value.members?.first)
        let source = SourceText(fileName: "t.yaml", bytes: Array(text.utf8))
        #expect(source.location(ofByte: key.keyOffset) == SourceLocation(file: "t.yaml", line: 3, column: 8))
        #expect(
            Self.read("x: &k a\ny: {a: 1, *k : 2}\n").diagnostics.map(\.description) == [
                "t.yaml:2:11: error: duplicate key 'a' (first on line 2)"
            ])
    }

    @Test func anAliasToACollectionAsAKeyIsAnError() {
        let (node, diagnostics) = Self.read("a: &m {b: 1}\nc: {*m : 1}\n")
        #expect(node == nil)
        #expect(
            diagnostics.map(\.description) == [
                "t.yaml:2:5: error: a mapping key must be a scalar, but the alias '*m' names an object"
            ])
    }

    @Test func unknownAliasIsAnError() {
        let (node, diagnostics) = Self.read("a: *nowhere\n")
        #expect(node == nil)
        #expect(diagnostics.first?.message.contains("*nowhere") == true)
    }

    @Test func aliasBombStopsEarly() throws {
        // "Billion laughs": each level doubles tenfold; 12 levels would be 10^12 nodes.
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...12 {
            let previous = "*a\(level - 1)"
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]")
        }
        let (node, diagnostics) = Self.read(lines.joined(separator: "\n"))
        #expect(node == nil)
        let error = try #require(diagnostics.first)
        #expect(error.message.contains("alias bomb"))
    }

    @Test func deepNestingIsBounded() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let (node, diagnostics) = Self.read(deep)
        #expect(node == nil)
        #expect(diagnostics.first?.message.contains("nests deeper") == true)
        // Nesting through aliases counts too.
        var chain = ["a0: &a0 [x]"]
        for level in 1...600 {
            chain.append("a\(level): &a\(level) [*a\(level - 1)]")
        }
        #expect(Self.read(chain.joined(separator: "\n")).node == nil)
    }

    @Test func emptyDocumentsAndExtraDocuments() {
        #expect(Self.read("").diagnostics.first?.message == "the spec is empty")
        #expect(Self.read("# only a comment\n").node == nil)
        let (node, diagnostics) = Self.read("a: 1\n---\nb: 2\n")
        #expect(node.map(Self.describe) == "{a:1}")
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func complexKeysAreErrors() {
        #expect(Self.read("? [a, b]\n: 1\n").node == nil)
    }

    @Test func mutatedDocumentsNeverCrash() throws {
        // Bounded fuzzing: deterministic byte mutations of a real document through the whole OpenAPI path.
        let text = try String(
            contentsOf: OpenAPIDocumentTests.fixtures.appendingPathComponent("oai-v3.0-petstore-expanded.yaml"),
            encoding: .utf8)
        let original = Array(text.utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("{}[]:,-&*!|>'\"#%@`?\n\t 0aZ~\\".utf8) + [0xC3, 0xFF, 0x00]
        for _ in 0..<max(150, OpenAPIFuzzTests.iterations) {
            var bytes = original
            for _ in 0..<(1 + next(6)) {
                let position = next(bytes.count)
                switch next(3) {
                case 0: bytes[position] = alphabet[next(alphabet.count)]
                case 1: bytes.insert(alphabet[next(alphabet.count)], at: position)
                default: bytes.remove(at: position)
                }
            }
            _ = Generator.generate(SpecFile(name: "fuzz.yaml", contents: bytes))
        }
    }
}
