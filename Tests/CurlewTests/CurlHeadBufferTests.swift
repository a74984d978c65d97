import Foundation
import Testing

@testable import Curlew

/// The storage an easy handle collects a response head in: the block it gives a response has the fields
/// `HTTPHeaderBlock.append` would have made, through growth, folded lines and bare CRs, and keeps them once the
/// buffer starts a new head, is trimmed or freed.
@Suite("Received head buffer")
struct CurlHeadBufferTests {
    /// Appends `name: value` to `buffer` as the header callback does (name and value as slices of one line).
    static func append(_ name: String, _ value: String, to buffer: inout CurlHeadBuffer) {
        let line = Array((name + ":" + value).utf8)
        line.withUnsafeBytes { bytes in
            buffer.append(name: bytes[0..<name.utf8.count], value: bytes[(name.utf8.count + 1)...])
        }
    }

    /// Continues the last field as a folded line does.
    static func fold(_ continuation: String, into buffer: inout CurlHeadBuffer) -> Bool {
        Array(continuation.utf8).withUnsafeBytes { buffer.appendToLastValue($0[...]) }
    }

    @Test("fields past the first storage are all kept, in order, folded lines joined and bare CRs made spaces")
    func growsAndKeepsOrder() {
        var buffer = CurlHeadBuffer()
        defer { buffer.free() }
        #expect(buffer.isEmpty && buffer.block.isEmpty)
        #expect(!Self.fold("orphan", into: &buffer))
        for index in 0..<50 { Self.append("X-Field-\(index)", String(repeating: "v", count: index * 3), to: &buffer) }
        #expect(Self.fold("more\rstill", into: &buffer))
        Self.append("Bare\r", "a\rb\r\rc", to: &buffer)
        Self.append("", "", to: &buffer)
        let pairs = buffer.block.pairs
        #expect(buffer.block.count == 52 && pairs.count == 52)
        #expect(pairs[0].name == "X-Field-0" && pairs[0].value == "")
        #expect(pairs[48].name == "X-Field-48" && pairs[48].value == String(repeating: "v", count: 144))
        #expect(pairs[49].value == String(repeating: "v", count: 147) + " more still")
        #expect(pairs[50].name == "Bare " && pairs[50].value == "a b  c")
        #expect(pairs[51].name == "" && pairs[51].value == "")
    }

    @Test("the block holds the bytes HTTPHeaderBlock.append makes, field after field", arguments: [1, 7, 200])
    func sameBytesAsTheBlock(seed: Int) throws {
        var buffer = CurlHeadBuffer()
        defer { buffer.free() }
        var block = HTTPHeaderBlock()
        var state = UInt64(seed)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("abcXYZ-_ \r\t0:;".utf8)
        for field in 0..<120 {
            if field % 40 == 0 {
                buffer.removeAll()
                block.removeAll()
            }
            let name = String(decoding: (0..<next(30)).map { _ in alphabet[next(alphabet.count)] }, as: UTF8.self)
            let value = String(decoding: (0..<next(300)).map { _ in alphabet[next(alphabet.count)] }, as: UTF8.self)
            if next(5) == 0 {
                let folded = Array(value.utf8)
                #expect(
                    folded.withUnsafeBytes { buffer.appendToLastValue($0[...]) }
                        == folded.withUnsafeBytes { block.appendToLastValue($0[...]) })
            } else {
                Self.append(name, value, to: &buffer)
                HTTPHeaderBlockTests.append(name, value, to: &block)
            }
            let same = buffer.block.bytes == block.bytes  // (not in the expectation: it would print both heads)
            try #require(same, "field \(field): \(String(decoding: buffer.block.bytes.suffix(60), as: UTF8.self))")
        }
    }

    @Test("a block handed out keeps its fields while the buffer starts a new head, is trimmed and freed")
    func blocksAreCopies() {
        var buffer = CurlHeadBuffer()
        Self.append("Location", "/next", to: &buffer)
        let first = buffer.block
        buffer.removeAll()
        #expect(buffer.isEmpty && !first.isEmpty)
        Self.append("Content-Type", "text/plain", to: &buffer)
        Self.append("X-Large", String(repeating: "x", count: CurlHeadBuffer.keptCapacity), to: &buffer)
        let second = buffer.block
        buffer.trim()
        #expect(buffer.isEmpty && buffer.block.isEmpty)
        Self.append("Server", "test", to: &buffer)
        let third = buffer.block
        buffer.free()
        #expect(first.pairs.map(\.name) == ["Location"] && first.pairs[0].value == "/next")
        #expect(second.pairs.map(\.name) == ["Content-Type", "X-Large"])
        #expect(third.pairs.map(\.name) == ["Server"] && third.pairs[0].value == "test")
        #expect(HTTPHeaders(received: first)["location"] == "/next")
    }
}
