import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewJSON

/// The fast double parser (Clinger + Eisel-Lemire) gives exactly the C library's correctly rounded result.
@Suite struct FastDoubleTests {
    private func fast(_ text: String) -> Double {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { NumberText.double(UnsafeBufferPointer($0)) }
    }

    private func reference(_ text: String) -> Double {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { NumberText.parseDouble(UnsafeBufferPointer($0)) }
    }

    /// Bit for bit (so `-0` and `0` differ); returns the texts that differ, at most a few.
    private func mismatches(_ texts: some Sequence<String>) -> [String] {
        var found: [String] = []
        for text in texts where fast(text).bitPattern != reference(text).bitPattern {
            found.append("\(text): \(fast(text)) vs strtod \(reference(text))")
            if found.count == 5 { break }
        }
        return found
    }

    @Test func edgeCases() {
        let texts = [
            "0", "-0", "0.0", "-0.0", "0e0", "-0e-5", "0e400", "1", "-1", "1.5", "0.1", "0.3", "123456789",
            "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
            "18014398509481985", "18446744073709551615", "18446744073709551616", "1e22", "1e23", "1e-22",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "-1.7976931348623157e308",
            "1e308", "1e309", "1e400", "-1e400", "2.2250738585072014e-308", "2.2250738585072011e-308",
            "2.2250738585072012e-308", "4.9406564584124654e-324", "5e-324", "2.4703282292062327e-324",
            "2.4703282292062328e-324", "1e-323", "1e-400", "-1e-400",
            "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124",
            "1.00000000000000011102230246251565404236316680908203126",
            "9007199254740993.0000000000000000000000001", "0.000000000000000000000000000000000000001",
            "123456789012345678901234567890", "1234567890123456789", "12345678901234567890",
            "0.1234567890123456789", "1.234567890123456789e-300", "7.2057594037927933e16", "3.0e-1", "1E5", "1e+5",
            "2.5E-5", "-65.613616999999977", "43.3332203445", "1e0000000000000000000001", "1e-0000000000000000000001",
        ]
        #expect(mismatches(texts) == [])
        #expect(fast("-0").sign == .minus)
        #expect(fast("5e-324") == .leastNonzeroMagnitude)
        #expect(fast("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(fast("1e400") == .infinity)
    }

    @Test func shortestAndSeventeenDigitFormsOfRandomDoubles() {
        var random = SplitMix64(seed: 0xC0FF_EE00_1234_5678)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next() & ~(1 << 63))
            guard value.isFinite else { continue }
            texts.append("\(value)")
            texts.append(String(format: "%.16e", value))
            texts.append(String(format: "-%.18e", value))
        }
        #expect(mismatches(texts) == [])
    }

    @Test func randomMantissasAndExponents() {
        var random = SplitMix64(seed: 42)
        var texts: [String] = []
        for _ in 0..<40_000 {
            let digits = 1 + random.below(19)
            let mantissa = random.next() % (digits == 19 ? 10_000_000_000_000_000_000 : powerOfTen(digits))
            texts.append("\(mantissa)e\(random.below(700) - 360)")
            // Up to 26 digits: past 19 the fast path must hand over when the digits it drops matter.
            let extra = String(random.next() % 10_000_000).padding(
                toLength: random.below(8), withPad: "0", startingAt: 0)
            texts.append("\(mantissa)\(extra)e-\(random.below(330))")
            texts.append("0.\(mantissa)")
        }
        #expect(mismatches(texts) == [])
    }

    @Test func halfwayIntegersRoundToEven() {
        var random = SplitMix64(seed: 7)
        var texts: [String] = []
        for _ in 0..<10_000 {
            // (2m + 1) · 2^k lies exactly halfway between two neighbouring doubles.
            let mantissa = (1 << 52) | random.next() & ((1 << 52) - 1)
            let shift = random.below(10)
            let halfway = (2 * mantissa + 1) << shift
            texts.append("\(halfway)")
            texts.append("\(halfway)000e-3")
            texts.append("\(halfway - 1)")
            texts.append("\(halfway + 1)")
            texts.append("\(halfway).000000000000000000001")
        }
        #expect(mismatches(texts) == [])
    }

    @Test func subnormalsAndTheEdgesOfTheRange() {
        var random = SplitMix64(seed: 99)
        var texts: [String] = []
        for _ in 0..<10_000 {
            let subnormal = Double(bitPattern: random.next() % (1 << 52))
            texts.append(String(format: "%.17e", subnormal))
            texts.append("\(subnormal)")
            let large = Double(bitPattern: 0x7FE0_0000_0000_0000 | random.next() % (1 << 52))
            texts.append(String(format: "%.17e", large))
            let aroundMinNormal = Double(bitPattern: (1 << 52) + random.next() % (1 << 20) - (1 << 19))
            texts.append(String(format: "%.17e", aroundMinNormal))
        }
        #expect(mismatches(texts) == [])
    }

    @Test func decoderReadsTheSameDoubles() throws {
        let text = "[0.1, -65.613616999999977, 1e23, 5e-324, -0, 1.7976931348623157e308, 123456789012345678901]"
        let values = try CurlewJSONDecoder().decode([Double].self, from: Array(text.utf8))
        #expect(
            values == [
                0.1, -65.613616999999977, 1e23, .leastNonzeroMagnitude, -0.0, .greatestFiniteMagnitude,
                1.2345678901234568e20,
            ])
        #expect(values[4].sign == .minus)
    }

    private func powerOfTen(_ exponent: Int) -> UInt64 {
        (0..<exponent).reduce(1) { power, _ in power * 10 }
    }
}
