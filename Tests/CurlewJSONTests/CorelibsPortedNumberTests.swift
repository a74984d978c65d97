import Foundation
import Testing

@testable import CurlewJSON

/// The number and scalar cases of swift-corelibs-foundation's `Tests/Foundation/TestJSONEncoder.swift` (Apache 2.0
/// with Runtime Library Exception; its tables of inputs and expectations, rewritten for swift-testing): every
/// width at its limits and one past them, integral floating-point text into integers, `Bool` never read as a
/// number or a number as `Bool`. Each input goes through Foundation's decoder and Curlew's in the same test.
@Suite struct CorelibsPortedNumberTests {
    typealias Coders = FoundationPortedTests.Coders

    /// One optional member per type, named `<type>Value`, as the original's `DataStruct`.
    struct DataStruct: Codable {
        var int8Value: Int8?
        var uint8Value: UInt8?
        var int16Value: Int16?
        var uint16Value: UInt16?
        var int32Value: Int32?
        var uint32Value: UInt32?
        var int64Value: Int64?
        var intValue: Int?
        var uintValue: UInt?
        var uint64Value: UInt64?
        var floatValue: Float?
        var doubleValue: Double?
        var decimalValue: Decimal?
    }

    private static func json(_ type: String, _ value: String) -> String {
        "{ \"\(type.lowercased())Value\": \(value) }"
    }

    static let goodValues: [(String, String)] = [
        ("Int8", "0"), ("Int8", "1"), ("Int8", "-1"), ("Int8", "-128"), ("Int8", "127"),
        ("UInt8", "0"), ("UInt8", "1"), ("UInt8", "255"), ("UInt8", "-0"),
        ("Int16", "0"), ("Int16", "1"), ("Int16", "-1"), ("Int16", "-32768"), ("Int16", "32767"),
        ("UInt16", "0"), ("UInt16", "1"), ("UInt16", "65535"), ("UInt16", "34.0"),
        ("Int32", "0"), ("Int32", "1"), ("Int32", "-1"), ("Int32", "-2147483648"), ("Int32", "2147483647"),
        ("UInt32", "0"), ("UInt32", "1"), ("UInt32", "4294967295"),
        ("Int64", "0"), ("Int64", "1"), ("Int64", "-1"), ("Int64", "-9223372036854775808"),
        ("Int64", "9223372036854775807"),
        ("UInt64", "0"), ("UInt64", "1"), ("UInt64", "18446744073709551615"),
        ("Double", "0"), ("Double", "1"), ("Double", "-1"), ("Double", "2.2250738585072014e-308"),
        ("Double", "1.7976931348623157e+308"), ("Double", "5e-324"), ("Double", "3.141592653589793"),
        ("Decimal", "1.2"), ("Decimal", "3.14159265358979323846264338327950288419"),
        ("Int", "0"), ("Int", "1"), ("Int", "-1"), ("Int", "-9223372036854775808"), ("Int", "9223372036854775807"),
        ("UInt", "0"), ("UInt", "1"), ("UInt", "18446744073709551615"),
    ]

    @Test(arguments: goodValues)
    func aNumberThatFitsItsTypeDecodesInBoth(type: String, value: String) throws {
        let json = Self.json(type, value)
        _ = try JSONDecoder().decode(DataStruct.self, from: Data(json.utf8))
        _ = try CurlewJSONDecoder().decode(DataStruct.self, from: Array(json.utf8))
    }

    static let badValues: [(String, String)] = [
        ("Int8", "-129"), ("Int8", "128"), ("Int8", "1.2"), ("UInt8", "-1"), ("UInt8", "256"),
        ("Int16", "-32769"), ("Int16", "32768"), ("UInt16", "-1"), ("UInt16", "65536"),
        ("Int32", "-2147483649"), ("Int32", "2147483648"), ("UInt32", "-1"), ("UInt32", "4294967296"),
        ("Int64", "9223372036854775808"), ("Int64", "-100000000000000000000"), ("UInt64", "-1"),
        ("UInt64", "18446744073709600000"), ("Int64", "10000000000000000000000000000000000000"),
        // Not JSON numbers at all.
        ("Int8", "0000000000000000000000000000001"), ("Double", "-.1"), ("Int32", "+1"), ("Int", ".012"),
    ]

    @Test(arguments: badValues)
    func aNumberOutsideItsTypeOrNotJSONFailsInBoth(type: String, value: String) {
        Coders().decodeFails(DataStruct.self, Self.json(type, value))
    }

    static let numberTypes = [
        "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float", "double",
        "decimal",
    ]

    @Test(arguments: numberTypes, ["false", "true"])
    func aBoolIsNeverReadAsANumber(type: String, bool: String) {
        Coders().decodeFails(DataStruct.self, "{ \"\(type)Value\": \(bool) }")
    }

    @Test func aNumberIsNeverReadAsABool() throws {
        let coders = Coders()
        coders.decodeFails([Bool].self, "[1]")
        coders.decodeFails([Bool].self, "[0]")
        try coders.decodes("[true,false]", to: [true, false])
    }

    struct NumericTypes: Codable, Equatable {
        var int8Value: Int8 = -12
        var uint8Value: UInt8 = 34
        var int16Value: Int16 = -5678
        var uint16Value: UInt16 = 9011
        var int32Value: Int32 = -12_141_516
        var uint32Value: UInt32 = 17_181_920
        var int64Value: Int64 = -21_222_324_252_627
        var intValue = -2_829_303_132
        var uintValue: UInt = 33_343_536
        var uint64Value: UInt64 = 373_839_404_142
        var floatValue: Float = 1.234
        var doubleValue = 5.101520
        var decimalValue = Decimal(10)
    }

    @Test func integralFloatingPointTextDecodesIntoEveryIntegerType() throws {
        let coders = Coders()
        try coders.roundTrip(NumericTypes())
        let json = """
            {
                "int8Value": -12.0, "uint8Value": 34.0, "int16Value": -5678.0, "uint16Value": 9011.0,
                "int32Value": -12141516.0, "uint32Value": 17181920.0, "int64Value": -21222324252627.0,
                "intValue": -2829303132.0, "uintValue": 33343536.0, "uint64Value": 373839404142.0,
                "floatValue": 1.234, "doubleValue": 5.101520, "decimalValue": 10.0
            }
            """
        try coders.decodes(json, to: NumericTypes())
    }

    struct Limits: Codable, Equatable {
        var int64Min = Int64.min
        var int64Max = Int64.max
        var uint64Min = UInt64.min
        var uint64Max = UInt64.max
    }

    @Test func scalarsEncodeAndDecodeAsTheirText() throws {
        // Sorted, so the helper also compares Curlew's bytes with Foundation's (a scalar has no keys to sort).
        let plain = Coders()
        try plain.roundTrip(true, expected: "true")
        try plain.roundTrip(false, expected: "false")
        try plain.roundTrip(Int?.none, expected: "null")
        try plain.roundTrip(Int8(-42), expected: "-42")
        try plain.roundTrip(UInt8(42), expected: "42")
        try plain.roundTrip(Int16(-30042), expected: "-30042")
        try plain.roundTrip(UInt16(30042), expected: "30042")
        try plain.roundTrip(Int32(-2_000_000_042), expected: "-2000000042")
        try plain.roundTrip(UInt32(2_000_000_042), expected: "2000000042")
        try plain.roundTrip(Int64(-9_000_000_000_000_000_042), expected: "-9000000000000000042")
        try plain.roundTrip(UInt64(9_000_000_000_000_000_042), expected: "9000000000000000042")
        try plain.roundTrip(Int(-9_000_000_000_000_000_042), expected: "-9000000000000000042")
        try plain.roundTrip(UInt(9_000_000_000_000_000_042), expected: "9000000000000000042")
        try plain.roundTrip(Float(1.5), expected: "1.5")
        try plain.roundTrip(Double(1.5), expected: "1.5")
        try plain.roundTrip(Decimal.pi, expected: "3.14159265358979323846264338327950288419")
        try plain.roundTrip("Hello, world!", expected: #""Hello, world!""#)
        try plain.roundTrip(URL(string: "https://swift.org")!, expected: #""https:\/\/swift.org""#)
        try plain.roundTrip(
            Limits(),
            expected: #"{"int64Max":9223372036854775807,"int64Min":-9223372036854775808,"#
                + #""uint64Max":18446744073709551615,"uint64Min":0}"#)
        // Too large for the type: an error, not infinity.
        plain.decodeFails(Float.self, "1e100")
        plain.decodeFails(Double.self, "100e323")
    }

    /// `test_childTypeDecoder`: the dynamic type passed is the one initialised.
    class BaseType: Decodable {}
    final class ChildType: BaseType {}

    @Test func decodingADynamicSubclassTypeMakesTheSubclass() throws {
        let type: BaseType.Type = ChildType.self
        #expect(try JSONDecoder().decode(type, from: Data("{}".utf8)) is ChildType)
        #expect(try CurlewJSONDecoder().decode(type, from: Array("{}".utf8)) is ChildType)
    }
}
