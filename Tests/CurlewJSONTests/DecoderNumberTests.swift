import Foundation
import Testing

@testable import CurlewJSON

/// Numbers from their exact text: every integer width range-checked, floats, Decimal.
@Suite struct DecoderNumberTests {
    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try CurlewJSONDecoder().decode(type, from: Array(text.utf8))
    }

    private func decodeError<T: Decodable>(_ type: T.Type, _ text: String) throws -> JSONError {
        try decodingFailure { try decode(type, text) }
    }

    @Test func int64Extremes() throws {
        #expect(try decode([Int64].self, "[-9223372036854775808, 9223372036854775807]") == [.min, .max])
        #expect(try decode(UInt64.self, "18446744073709551615") == .max)
        #expect(try decode(Int.self, "-0") == 0)
        #expect(try decode(UInt8.self, "-0") == 0)
    }

    @Test func outOfRangeNeverWraps() throws {
        let error = try decodeError([String: Int8].self, #"{"a": 1, "b": 300}"#)
        #expect(error.message == "Int8 out of range: 300")
        #expect(error.path == "$.b")
        #expect(error.byteOffset == 14)
        #expect(try decodeError(Int64.self, "9223372036854775808").message == "Int64 out of range: 9223372036854775808")
        #expect(
            try decodeError(Int64.self, "-9223372036854775809").message == "Int64 out of range: -9223372036854775809")
        #expect(
            try decodeError(UInt64.self, "18446744073709551616").message == "UInt64 out of range: 18446744073709551616")
        #expect(try decodeError(UInt.self, "-1").message == "UInt out of range: -1")
        #expect(try decodeError(UInt16.self, "65536").message == "UInt16 out of range: 65536")
        #expect(try decodeError(Int32.self, "1e10").message == "Int32 out of range: 1e10")
        #expect(
            try decodeError(Int16.self, "99999999999999999999999").message
                == "Int16 out of range: 99999999999999999999999")
    }

    @Test func everyWidthAtItsLimits() throws {
        #expect(try decode([Int8].self, "[-128, 127]") == [.min, .max])
        #expect(try decode([Int16].self, "[-32768, 32767]") == [.min, .max])
        #expect(try decode([Int32].self, "[-2147483648, 2147483647]") == [.min, .max])
        #expect(try decode([UInt8].self, "[0, 255]") == [.min, .max])
        #expect(try decode([UInt16].self, "[0, 65535]") == [.min, .max])
        #expect(try decode([UInt32].self, "[0, 4294967295]") == [.min, .max])
        #expect(try decode([UInt].self, "[0, 18446744073709551615]") == [.min, .max])
        #expect(try decode([Int].self, "[-9223372036854775808, 9223372036854775807]") == [.min, .max])
    }

    @Test func integralFractionsAndExponentsAreIntegers() throws {
        #expect(try decode([Int].self, "[1.0, 1e3, 2.50e1, -1.5E+2, 0e99, 12300e-2]") == [1, 1000, 25, -150, 0, 123])
        let error = try decodeError([Int].self, "[1, 1.5]")
        #expect(error.message == "expected Int, found number 1.5")
        #expect(error.path == "$[1]")
    }

    @Test func hugeExponentsAreErrorsNotCrashes() throws {
        struct Model: Decodable { var id: Int }
        let error = try decodeError(Model.self, #"{"id":1e9223372036854775807}"#)
        #expect(error.message == "Int out of range: 1e9223372036854775807")
        #expect(error.path == "$.id")
        #expect(error.byteOffset == 6)
        #expect(try decodeError(Int.self, "1.0e-9223372036854775808").message.hasPrefix("expected Int"))
        #expect(try decodeError(Int64.self, "-1e99999999999999999999").message.hasPrefix("Int64 out of range"))
        // Zero is zero whatever its exponent, as with Foundation.
        for text in ["0e99999999999999999999", "-0.0e-9223372036854775808", "0E+9223372036854775807"] {
            #expect(try decode(Int.self, text) == 0)
            #expect(try JSONDecoder().decode(Int.self, from: Data(text.utf8)) == 0)
        }
    }

    @Test func floatingPoint() throws {
        #expect(
            try decode([Double].self, "[0.1, -0, 5e-324, 1.7976931348623157e308]") == [
                0.1, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            ])
        // Too small is refused as too large is, as in Foundation (a zero written as such reads).
        #expect(try decodeError(Double.self, "1e-400").message == "Double out of range: 1e-400")
        #expect(try decode(Double.self, "0e-400") == 0)
        #expect(try decode(Float.self, "0.1") == Float(0.1))
        #expect(try decodeError(Double.self, "1e400").message == "Double out of range: 1e400")
        #expect(try decodeError(Float.self, "1e39").message == "Float out of range: 1e39")
    }

    @Test func decimalComesFromTheText() throws {
        let value = try decode(Decimal.self, "12345678901234567890.123456789")
        #expect(value == Decimal(string: "12345678901234567890.123456789"))
        #expect("\(value)" == "12345678901234567890.123456789")
        #expect(try decode([Decimal].self, "[0.1, -2.5e3]") == [Decimal(string: "0.1")!, Decimal(-2500)])
        struct Price: Decodable { var amount: Decimal }
        #expect(try decode(Price.self, #"{"amount": 0.30}"#).amount == Decimal(string: "0.3"))
    }

    @Test func stringsAreNotNumbers() throws {
        let error = try decodeError([String: Int].self, "{\n  \"n\": \"x\"\n}")
        #expect(error.message == #"expected Int, found string "x""#)
        #expect(error.path == "$.n")
        #expect(error.byteOffset == 9)
        #expect(error.line == 2)
        #expect(error.column == 8)
        #expect(try decodeError(String.self, "12").message == "expected String, found number 12")
        #expect(try decodeError(Bool.self, "0").message == "expected Bool, found number 0")
    }
}
