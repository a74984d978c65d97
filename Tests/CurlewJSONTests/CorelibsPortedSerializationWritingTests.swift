import Foundation
import Testing

@testable import CurlewJSON

/// The writing cases of swift-corelibs-foundation's `Tests/Foundation/TestJSONSerialization.swift` (Apache 2.0 with
/// Runtime Library Exception) that concern the coders: Foundation's `JSONEncoder` writes numbers and strings as
/// `JSONSerialization` does, and Curlew's encoder must write the same bytes. Each value goes through both encoders
/// in the same test; the expected text is the original's.
@Suite struct CorelibsPortedSerializationWritingTests {
    /// Both encoders' text for `value`, after checking they are equal.
    static func text<T: Encodable>(
        _ value: T, _ formatting: JSONEncoder.OutputFormatting = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let foundation = JSONEncoder()
        foundation.outputFormatting = formatting
        var curlew = CurlewJSONEncoder()
        curlew.outputFormatting = CurlewJSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
        let theirs = String(decoding: try foundation.encode(value), as: UTF8.self)
        let ours = String(decoding: try curlew.encode(value), as: UTF8.self)
        #expect(ours == theirs, sourceLocation: sourceLocation)
        return ours
    }

    static let fractions: [(String, Double)] = [
        ("0.1", 0.1), ("0.2", 0.2), ("0.3", 0.3), ("0.4", 0.4), ("0.5", 0.5), ("0.6", 0.6), ("0.7", 0.7),
        ("0.8", 0.8), ("0.9", 0.9), ("0.23456789012345", 0.23456789012345), ("-0.1", -0.1), ("-0.2", -0.2),
        ("-0.3", -0.3), ("-0.4", -0.4), ("-0.5", -0.5), ("-0.6", -0.6), ("-0.7", -0.7), ("-0.8", -0.8),
        ("-0.9", -0.9), ("-0.23456789012345", -0.23456789012345), ("1.1", 1.1), ("1.2", 1.2),
        ("1.23456789012345", 1.23456789012345), ("-1.1", -1.1), ("-1.2", -1.2),
        ("-1.23456789012345", -1.23456789012345),
        ("-1", -1.0), ("0", 0.0), ("1", 1.0), ("7.708700996619999", 7.7087009966199993),
        ("7.70870099662", 7.7087009966200002),
    ]

    /// `test_serialize_dictionaryWithDecimal` and the round-tripping part of `test_serialize_Double`.
    @Test(arguments: fractions)
    func aDoubleIsWrittenInItsShortestText(expected: String, value: Double) throws {
        #expect(try Self.text([expected: value]) == #"{"\#(expected)":\#(expected)}"#)
        #expect(try CurlewJSONDecoder().decode([Double].self, from: Array(try Self.text([value]).utf8)) == [value])
    }

    @Test(arguments: -10..<10)
    func aWholeIntIsWrittenWithoutAFraction(value: Int) throws {
        #expect(try Self.text(["\(value)": value]) == #"{"\#(value)":\#(value)}"#)
    }

    @Test func nullsAndNesting() throws {
        #expect(try Self.text([Int?.none]) == "[null]")
        #expect(try Self.text(["a": Int?.none]) == #"{"a":null}"#)
        #expect(try Self.text([Int?.none, nil, nil]) == "[null,null,null]")
        #expect(try Self.text([["a": Int?.none], ["b": nil], ["c": nil]]) == #"[{"a":null},{"b":null},{"c":null}]"#)
        #expect(try Self.text([Bool?.none]) == "[null]")
        #expect(try Self.text(["a": 4]) == #"{"a":4}"#)
        #expect(try Self.text([1, 2, 3, 4]) == "[1,2,3,4]")
        #expect(try Self.text(["a": [1, 2]]) == #"{"a":[1,2]}"#)
        #expect(try Self.text(["a", "b", "c"]) == #"["a","b","c"]"#)
        #expect(try Self.text([["a": 1], ["b": 2]]) == #"[{"a":1},{"b":2}]"#)
        #expect(try Self.text(["a"]) == #"["a"]"#)
        #expect(try Self.text([["b"]]) == #"[["b"]]"#)
        #expect(try Self.text([[["c"]]]) == #"[[["c"]]]"#)
        #expect(try Self.text([[[["d"]]]]) == #"[[[["d"]]]]"#)
        #expect(try Self.text(["a": ["b": 1]]) == #"{"a":{"b":1}}"#)
        #expect(try Self.text(["a": ["b": ["c": 1]]]) == #"{"a":{"b":{"c":1}}}"#)
        #expect(try Self.text(["a": ["b": ["c": ["d": 1]]]]) == #"{"a":{"b":{"c":{"d":1}}}}"#)
        #expect(try Self.text(["a": ["b": ["c": [1, nil] as [Int?]]]]) == #"{"a":{"b":{"c":[1,null]}}}"#)
        #expect(try Self.text([String: Int]()) == "{}")
        #expect(try Self.text([String: String]()) == "{}")
        #expect(try Self.text([String]()) == "[]")
        #expect(try Self.text([Double]()) == "[]")
        #expect(try Self.text([true, false, true]) == "[true,false,true]")
        #expect(try Self.text([false, true, false]) == "[false,true,false]")
    }

    @Test func integersAtTheirLimits() throws {
        #expect(try Self.text([1, 1.1, 0, -2] as [Double]) == "[1,1.1,0,-2]")
        #expect(try Self.text([Int.max]) == "[\(Int.max)]")
        #expect(try Self.text([Int.min]) == "[\(Int.min)]")
        #expect(try Self.text([UInt.max]) == "[\(UInt.max)]")
        #expect(try Self.text([UInt.min]) == "[0]")
        #expect(try Self.text([Int8.min, -1, 0, 1, .max]) == "[-128,-1,0,1,127]")
        #expect(try Self.text([UInt8.min, 0, 1, .max]) == "[0,0,1,255]")
        #expect(try Self.text([Int16.min, -1, 0, 1, .max]) == "[-32768,-1,0,1,32767]")
        #expect(try Self.text([UInt16.min, 0, 1, .max]) == "[0,0,1,65535]")
        #expect(try Self.text([Int32.min, -1, 0, 1, .max]) == "[-2147483648,-1,0,1,2147483647]")
        #expect(try Self.text([UInt32.min, 0, 1, .max]) == "[0,0,1,4294967295]")
        #expect(try Self.text([Int64.min, -1, 0, 1, .max]) == "[-9223372036854775808,-1,0,1,9223372036854775807]")
        #expect(try Self.text([UInt64.min, 0, 1, .max]) == "[0,0,1,18446744073709551615]")
    }

    @Test func floatsAndDoublesAtTheirLimits() throws {
        #expect(try Self.text([-Float.leastNonzeroMagnitude, .leastNonzeroMagnitude]) == "[-1e-45,1e-45]")
        #expect(try Self.text([-Float.greatestFiniteMagnitude]) == "[-3.4028235e+38]")
        #expect(try Self.text([Float.greatestFiniteMagnitude]) == "[3.4028235e+38]")
        #expect(try Self.text([Float(-1), .leastNonzeroMagnitude, 1]) == "[-1,1e-45,1]")
        #expect(try Self.text([-Double.leastNonzeroMagnitude, .leastNonzeroMagnitude]) == "[-5e-324,5e-324]")
        #expect(
            try Self.text([-Double.leastNormalMagnitude, .leastNormalMagnitude])
                == "[-2.2250738585072014e-308,2.2250738585072014e-308]")
        #expect(try Self.text([-Double.greatestFiniteMagnitude]) == "[-1.7976931348623157e+308]")
        #expect(try Self.text([Double.greatestFiniteMagnitude]) == "[1.7976931348623157e+308]")
        #expect(try Self.text([Double(-1.0), 1.0]) == "[-1,1]")
    }

    @Test func decimalsAtTheirLimits() throws {
        let tiny = "0." + String(repeating: "0", count: 126) + "1"
        #expect(try Self.text([-Decimal.leastNonzeroMagnitude]) == "[-\(tiny)]")
        #expect(try Self.text([Decimal.leastNonzeroMagnitude]) == "[\(tiny)]")
        let huge = "340282366920938463463374607431768211455" + String(repeating: "0", count: 127)
        #expect(try Self.text([-Decimal.greatestFiniteMagnitude]) == "[-\(huge)]")
        #expect(try Self.text([Decimal.greatestFiniteMagnitude]) == "[\(huge)]")
        #expect(try Self.text([Decimal(Int8.min), Decimal(0), Decimal(Int8.max)]) == "[-128,0,127]")
        let spelled = ["-0.0", "0.000", "1.0000"].map { Decimal(string: $0)! }
        #expect(try Self.text(spelled) == "[0,0,1]")
    }

    static let escapes: [(String, String)] = [
        ("foo", #""foo""#), ("a\0", #""a\u0000""#), ("b\\", #""b\\""#), ("c\t", #""c\t""#), ("d\n", #""d\n""#),
        ("e\r", #""e\r""#), ("f\"", #""f\"""#), ("g'", #""g'""#), ("h\u{7}", #""h\u0007""#), ("i\u{1f}", #""i\u001f""#),
        ("j/", #""j\/""#),
    ]

    @Test(arguments: escapes)
    func aStringIsEscapedAsFoundationDoes(value: String, expected: String) throws {
        #expect(try Self.text([value]) == "[\(expected)]")
    }

    @Test func slashesEscapedOrNot() throws {
        let value = "This /\\/ is a \\ \\\\ \\\\\\ \"string\"\n\r\t\u{0}\u{1}\u{8}\u{c}\u{f}"
        let escaped = #""This \/\\\/ is a \\ \\\\ \\\\\\ \"string\"\n\r\t\u0000\u0001\b\f\u000f""#
        let unescaped = #""This /\\/ is a \\ \\\\ \\\\\\ \"string\"\n\r\t\u0000\u0001\b\f\u000f""#
        #expect(try Self.text(value) == escaped)
        #expect(try Self.text(value, .withoutEscapingSlashes) == unescaped)
    }

    @Test func sortedAndPrettyOutput() throws {
        let letters = ["z": 1, "y": 1, "x": 1, "w": 1, "v": 1, "u": 1, "t": 1, "s": 1, "r": 1, "q": 1]
        #expect(
            try Self.text(letters, .sortedKeys) == #"{"q":1,"r":1,"s":1,"t":1,"u":1,"v":1,"w":1,"x":1,"y":1,"z":1}"#)
        #expect(
            try Self.text(["aaaa": 1, "aaa": 1, "aa": 1, "a": 1], .sortedKeys) == #"{"a":1,"aa":1,"aaa":1,"aaaa":1}"#)
        let inner = ["c": 1, "b": 1, "a": 1]
        #expect(
            try Self.text(["c": inner, "b": inner, "a": inner], .sortedKeys)
                == #"{"a":{"a":1,"b":1,"c":1},"b":{"a":1,"b":1,"c":1},"c":{"a":1,"b":1,"c":1}}"#)
        #expect(try Self.text(["key": 4], .prettyPrinted) == "{\n  \"key\" : 4\n}")
    }
}
