import Testing

@testable import CurlewGenerator

/// The renderer's byte-level printer lays out docs, lists and arrays exactly as documented.
@Suite struct SwiftSourceTests {
    @Test func docLinesSplitAtEveryLineBreakAndShowControlCharacters() {
        // GIVEN a doc with CRLF, CR and LF breaks, a NUL and a DEL, trailing blanks and non-ASCII text
        let text = "first  \r\nsecond\rthird\u{0}end\u{7F} \t\n\ncafé\u{2028}x\n"
        // WHEN printed one level deep
        let printed = SwiftSource.render([.block("struct A", [.doc(text)])])
        // THEN each break ends a `///` line, controls show as U+FFFD, trailing blanks go, the rest is kept
        #expect(
            printed == """
                struct A {
                    /// first
                    /// second
                    /// third\u{FFFD}end\u{FFFD}
                    ///
                    /// café\u{2028}x
                    ///
                }

                """
        )
    }

    @Test func listsAndArraysWrapPastOneHundredTwentyColumns() {
        let short = SwiftSource.render([.list(prefix: "f", items: ["a", "b"], suffix: " -> X")])
        #expect(short == "f(a, b) -> X\n")
        let items = (0..<12).map { "argument\($0): Swift.Int" }
        let long = SwiftSource.render([.listBlock(prefix: "func g", items: items, suffix: "", body: [.line("x")])])
        #expect(long == "func g(\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n) {\n    x\n}\n")
        let keys = (0..<30).map { "\"key\($0)\"" }
        let filled = SwiftSource.render([.filledArray(prefix: "let k = K(", items: keys, suffix: ")")])
        let lines = filled.split(separator: "\n")
        #expect(lines.first == "let k = K([")
        #expect(lines.last == "])")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("    \"key") && $0.hasSuffix(",") })
        #expect(lines.allSatisfy { $0.utf8.count <= 120 })
        #expect(
            lines.dropFirst().dropLast().map { $0.dropFirst(4) }.joined(separator: " ") == keys.joined(separator: ", ")
                + ",")
        let wrapped = SwiftSource.render([.wrapped("self.x =", String(repeating: "y", count: 120))])
        #expect(wrapped == "self.x =\n    " + String(repeating: "y", count: 120) + "\n")
    }
}
