import Testing

@testable import Curlew

/// The case-insensitive comparison the header callback and the scheme checks use, eight or four bytes at a time: the
/// same answer as a byte-by-byte loop for every length, case and position of a difference.
@Suite("Header name comparison: bytes against lowercase ASCII")
struct HeaderNameComparisonTests {
    /// Texts of every length from 1 to 20, so each word size and each overlap of the last load is met.
    static let texts: [StaticString] = [
        "a", "te", "age", "etag", "http:", "https:", "chunked", "location", "trailers", "connection",
        "set-cookie1", "content-type", "last-modified", "content-length", "content-language", "content-encoding",
        "transfer-encoding", "www-authenticate-1", "proxy-authenticate1", "strict-transport-sec",
    ]

    /// `compare` with `bytes` as a slice that starts `offset` bytes into its buffer.
    static func compare(_ bytes: [UInt8], offset: Int, with text: StaticString) -> Bool {
        let padded = [UInt8](repeating: 0x41, count: offset) + bytes + [0x41, 0x41]
        return padded.withUnsafeBytes { buffer in
            buffer[offset..<(offset + bytes.count)].equalsIgnoringASCIICase(text)
        }
    }

    @Test("equal in any case, at any offset; unequal for any one byte changed, or another length")
    func everyLengthAndPosition() {
        for text in Self.texts {
            let lower = Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
            let upper = lower.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
            for offset in 0..<3 {
                #expect(Self.compare(lower, offset: offset, with: text), "\(text)")
                #expect(Self.compare(upper, offset: offset, with: text), "\(text) upper")
                for position in lower.indices {
                    var changed = lower
                    changed[position] = changed[position] == 0x7A ? 0x79 : changed[position] + 1
                    #expect(!Self.compare(changed, offset: offset, with: text), "\(text) at \(position)")
                }
                #expect(!Self.compare(Array(lower.dropLast()), offset: offset, with: text), "\(text) shorter")
                #expect(!Self.compare(lower + [lower[0]], offset: offset, with: text), "\(text) longer")
            }
        }
    }

    @Test("a control byte does not pass for the punctuation its bit 0x20 would make: CR for -, SUB for :")
    func controlBytesAreNotPunctuation() {
        let contentLength = Array("content\rlength".utf8)
        for offset in 0..<3 {
            #expect(!Self.compare(contentLength, offset: offset, with: "content-length"))
            #expect(!Self.compare(Array("http\u{1A}".utf8), offset: offset, with: "http:"))
            #expect(!Self.compare(Array("https\u{1A}".utf8), offset: offset, with: "https:"))
            #expect(!Self.compare(Array("set-cookie\u{11}".utf8), offset: offset, with: "set-cookie1"))
            #expect(!Self.compare([0x0D], offset: offset, with: "-"))
        }
        #expect(!contentLength.equalsIgnoringASCIICase("content-length"), "the generic version too")
        #expect(Array("Content-Length".utf8).equalsIgnoringASCIICase("content-length"))
    }

    @Test("an empty slice equals only empty text")
    func empty() {
        #expect(Self.compare([], offset: 0, with: ""))
        #expect(!Self.compare([], offset: 1, with: "a"))
    }
}
