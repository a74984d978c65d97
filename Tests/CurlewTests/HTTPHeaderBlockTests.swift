import Foundation
import Testing

@testable import Curlew

/// The buffer a transfer collects a response head in: fields as appended, room grown past the first reservation,
/// folded lines and bare CRs, and copies that keep their fields while the original starts a new head.
@Suite("Received header block")
struct HTTPHeaderBlockTests {
    /// Appends `name: value` to `block` as the header callback does (name and value as slices of one line).
    static func append(_ name: String, _ value: String, to block: inout HTTPHeaderBlock) {
        let line = Array((name + ":" + value).utf8)
        line.withUnsafeBytes { bytes in
            block.append(name: bytes[0..<name.utf8.count], value: bytes[(name.utf8.count + 1)...])
        }
    }

    /// Continues the last field as a folded line does.
    static func fold(_ continuation: String, into block: inout HTTPHeaderBlock) -> Bool {
        Array(continuation.utf8).withUnsafeBytes { block.appendToLastValue($0[...]) }
    }

    @Test("fields past the first reservation are all kept, in order, folded lines joined and bare CRs made spaces")
    func growsAndKeepsOrder() {
        var block = HTTPHeaderBlock()
        #expect(block.isEmpty)
        #expect(!Self.fold("orphan", into: &block))
        block.reserveCapacity(16)
        for index in 0..<50 { Self.append("X-Field-\(index)", String(repeating: "v", count: index), to: &block) }
        #expect(Self.fold("more", into: &block))
        Self.append("Bare", "a\rb", to: &block)
        Self.append("", "", to: &block)
        let pairs = block.pairs
        #expect(block.count == 52 && pairs.count == 52)
        #expect(pairs[0].name == "X-Field-0" && pairs[0].value == "")
        #expect(pairs[48].name == "X-Field-48" && pairs[48].value == String(repeating: "v", count: 48))
        #expect(pairs[49].value == String(repeating: "v", count: 49) + " more")
        #expect(pairs[50].name == "Bare" && pairs[50].value == "a b")
        #expect(pairs[51].name == "" && pairs[51].value == "")
    }

    @Test("a copy keeps its fields while the original is cleared and filled again")
    func copiesOnWrite() {
        var block = HTTPHeaderBlock()
        block.reserveCapacity(512)
        Self.append("Location", "/next", to: &block)
        let handedOut = block
        block.removeAll()
        #expect(block.isEmpty && !handedOut.isEmpty)
        Self.append("Content-Type", "text/plain", to: &block)
        var second = block
        Self.append("Server", "test", to: &second)
        #expect(handedOut.pairs.map(\.name) == ["Location"] && handedOut.pairs[0].value == "/next")
        #expect(block.pairs.map(\.name) == ["Content-Type"])
        #expect(second.pairs.map(\.name) == ["Content-Type", "Server"])
        #expect(HTTPHeaders(received: handedOut)["location"] == "/next")
    }
}
