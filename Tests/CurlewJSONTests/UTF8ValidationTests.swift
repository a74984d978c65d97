import Testing

@testable import CurlewJSON

/// Curlew's strict UTF-8 check agrees with the standard library's on every mix of ASCII runs, well-formed
/// sequences and ill-formed ones, at every length (the word-at-a-time paths included).
@Suite struct UTF8ValidationTests {
    private static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("hello, w".utf8), Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8),
        Array("é".utf8), Array("日本語".utf8), Array("😀".utf8), Array("\u{10FFFF}".utf8), Array("\u{7F}".utf8),
        Array("\u{E000}\u{FFFF}\u{D7FF}\u{800}".utf8), [0xEE, 0x80], [0xEF, 0xBF, 0xC0], [0xEC, 0x7F, 0x80],
        [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE3, 0x81], [0xFF], [0xF0, 0x8F],
    ]

    private static func validate(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { UTF8Validation.firstInvalidIndex($0) }
    }

    @Test func agreesWithTheStandardLibrary() {
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var disagreements: [[UInt8]] = []
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<next() % 6 {
                // Mostly well-formed pieces, so both answers come up often.
                let piece = next() % 4 == 0 ? Self.pieces[next() % Self.pieces.count] : Self.pieces[next() % 8]
                bytes += piece.prefix(1 + next() % piece.count)
            }
            let found = Self.validate(bytes)
            let valid = String(validating: bytes, as: UTF8.self) != nil
            let prefixValid = found.map { String(validating: bytes[..<$0], as: UTF8.self) != nil } ?? true
            // Strings are made from checked text without a second validation, trusting the ASCII answer.
            let checked = bytes.withUnsafeBytes { UTF8Validation.check($0) }
            let classified = checked >= 0 || (checked == UTF8Validation.ascii) == bytes.allSatisfy { $0 < 0x80 }
            if (found == nil) != valid || !prefixValid || !classified { disagreements.append(bytes) }
        }
        #expect(disagreements.prefix(3) == [])
    }

    @Test func pointsAtTheFirstIllFormedByte() {
        #expect(Self.validate(Array("abcdefghijklmnop".utf8) + [0xED, 0xA0, 0x80]) == 16)
        #expect(Self.validate(Array("abc".utf8) + [0x80]) == 3)
        #expect(Self.validate(Array("日本".utf8) + [0xC0, 0xAF] + Array("0123456789".utf8)) == 6)
        #expect(Self.validate(Array("0123456789abcdefghijklmnopqrstuvwxyz0123456789".utf8) + [0xFF]) == 46)
        #expect(Self.validate([]) == nil)
    }
}
