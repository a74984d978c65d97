import Foundation
import Testing

@testable import CurlewJSON

/// swift-foundation's `test_json5Spec` (Apache 2.0 with Runtime Library Exception), which runs the json5-tests
/// suite's categories through a JSON5 decoder and a plain one. The inputs here are our own small documents of each
/// named shape, each run through Foundation's decoders and Curlew's with JSON5 on and off; every row says what both
/// do. Comments are the JSON5 Curlew reads; the rest of JSON5, and trailing commas even in plain mode, are its
/// documented strict refusals (`.foundationOnly`, README's difference table).
@Suite struct FoundationPortedJSON5SpecTests {
    /// (case, input, type, with JSON5, plain)
    static let cases: [(String, String, DecodeShape, DecodeOutcome, DecodeOutcome)] = [
        // Arrays.
        ("empty-array", "[]", .bools, .same, .same),
        ("regular-array", "[\n    true,\n    false,\n    null\n]", .optionalBools, .same, .same),
        ("trailing-comma-array", "[\n    null,\n]", .nulls, .foundationOnly, .foundationOnly),
        ("leading-comma-array", "[\n    ,null\n]", .bools, .bothFail, .bothFail),
        ("lone-trailing-comma-array", "[\n    ,\n]", .bools, .bothFail, .bothFail),
        ("no-comma-array", "[\n    true\n    false\n]", .bools, .bothFail, .bothFail),
        // Comments.
        (
            "block-comment-following-array-element", "[\n    false\n    /*\n        true\n    */\n]", .bools, .same,
            .bothFail
        ),
        ("block-comment-following-top-level-value", "null\n/*\n    a value came first\n*/", .null, .same, .bothFail),
        ("block-comment-in-string", #""This /* block comment */ isn't one.""#, .string, .same, .same),
        (
            "block-comment-preceding-top-level-value", "/*\n    the value comes next\n*/\nnull", .null, .same,
            .bothFail
        ),
        (
            "block-comment-with-asterisks", "/**\n * JavaDoc style,\n * closed with more asterisks\n **/\ntrue", .bool,
            .same, .bothFail
        ),
        ("inline-comment-following-array-element", "[\n    false   // true\n]", .bools, .same, .bothFail),
        ("inline-comment-following-top-level-value", "null // the value came first", .null, .same, .bothFail),
        ("inline-comment-in-string", #""This inline comment // isn't one.""#, .string, .same, .same),
        ("inline-comment-preceding-top-level-value", "// the value comes next\nnull", .null, .same, .bothFail),
        ("top-level-block-comment", "/*\n    only a comment\n*/", .bool, .bothFail, .bothFail),
        ("top-level-inline-comment", "// only a comment", .bool, .bothFail, .bothFail),
        ("unterminated-block-comment", "true\n/*\n    never closed\n", .bool, .bothFail, .bothFail),
        // Miscellaneous.
        ("empty", "", .bool, .bothFail, .bothFail),
        ("valid-whitespace", "{\n    \u{0C}// a form feed came first\n  \"a\": true\n}", .boolMap, .same, .bothFail),
        ("vertical-tab", "[\u{0B}true]", .bools, .same, .bothFail),
        ("no-break-space", "[\u{A0}true]", .bools, .bothFail, .bothFail),
        ("line-separator", "[\u{2028}true]", .bools, .bothFail, .bothFail),
        ("paragraph-separator", "[\u{2029}true]", .bools, .bothFail, .bothFail),
        ("byte-order-mark-inside", "[\u{FEFF}true]", .bools, .bothFail, .bothFail),
        ("whitespace-in-a-string-stays", "\"a\u{A0}\u{0C}b\"", .string, .bothFail, .bothFail),
        // New lines.
        ("comment-cr", "{\r    // ends with a carriage return\r}", .stringMap, .same, .bothFail),
        ("comment-crlf", "{\r\n    // ends with CR LF\r\n}", .stringMap, .same, .bothFail),
        ("comment-lf", "{\n    // ends with a line feed\n}", .stringMap, .same, .bothFail),
        ("comment-cr-before-a-member", "{// a comment\r\"a\": \"b\"}", .stringMap, .same, .bothFail),
        ("comment-in-a-string-stays", "{\"a\": \"// not a comment\"}", .stringMap, .same, .same),
        ("escaped-cr", "{\r    \"a\": 'line 1 \\\rline 2'\r}", .stringMap, .foundationOnly, .bothFail),
        ("escaped-crlf", "{\r\n    \"a\": 'line 1 \\\r\nline 2'\r\n}", .stringMap, .foundationOnly, .bothFail),
        ("escaped-lf", "{\n    \"a\": 'line 1 \\\nline 2'\n}", .stringMap, .foundationOnly, .bothFail),
        // Numbers.
        ("float-leading-decimal-point", ".5", .double, .foundationOnly, .bothFail),
        ("float-leading-zero", "0.5", .double, .same, .same),
        ("float-trailing-decimal-point-with-integer-exponent", "5.e4", .double, .foundationOnly, .bothFail),
        ("float-trailing-decimal-point", "5.", .double, .foundationOnly, .bothFail),
        ("float-with-integer-exponent", "1.2e3", .double, .same, .same),
        ("float", "1.2", .double, .same, .same),
        ("hexadecimal-lowercase-letter", "0xc8", .uint, .foundationOnly, .bothFail),
        ("hexadecimal-uppercase-x", "0XC8", .uint, .foundationOnly, .bothFail),
        ("hexadecimal-with-integer-exponent", "0xc8e4", .uint, .foundationOnly, .bothFail),
        ("hexadecimal", "0xC8", .uint, .foundationOnly, .bothFail),
        ("infinity", "Infinity", .double, .foundationOnly, .bothFail),
        ("integer-with-integer-exponent", "2e23", .double, .same, .same),
        ("integer-with-negative-integer-exponent", "2e-23", .double, .same, .same),
        ("integer-with-negative-zero-integer-exponent", "5e-0", .int, .same, .same),
        ("integer-with-positive-integer-exponent", "1e+2", .int, .same, .same),
        ("integer-with-positive-zero-integer-exponent", "5e+0", .int, .same, .same),
        ("integer-with-zero-integer-exponent", "5e0", .int, .same, .same),
        ("integer", "15", .int, .same, .same),
        ("nan", "NaN", .double, .foundationOnly, .bothFail),
        ("negative-float-leading-decimal-point", "-.5", .double, .foundationOnly, .bothFail),
        ("negative-float-leading-zero", "-0.5", .double, .same, .same),
        ("negative-float-trailing-decimal-point", "-5.", .double, .foundationOnly, .bothFail),
        ("negative-float", "-1.2", .double, .same, .same),
        ("negative-hexadecimal", "-0xC8", .int, .foundationOnly, .bothFail),
        ("negative-infinity", "-Infinity", .double, .foundationOnly, .bothFail),
        ("negative-integer", "-15", .int, .same, .same),
        ("negative-zero-float-leading-decimal-point", "-.0", .double, .foundationOnly, .bothFail),
        ("negative-zero-float-trailing-decimal-point", "-0.", .double, .foundationOnly, .bothFail),
        ("negative-zero-hexadecimal", "-0x0", .int, .foundationOnly, .bothFail),
        ("negative-zero-integer", "-0", .int, .same, .same),
        ("positive-integer", "+15", .int, .foundationOnly, .bothFail),
        ("positive-zero-float-leading-decimal-point", "+.0", .double, .foundationOnly, .bothFail),
        ("positive-zero-float-trailing-decimal-point", "+0.", .double, .foundationOnly, .bothFail),
        ("positive-zero-float", "+0.0", .double, .foundationOnly, .bothFail),
        ("positive-zero-hexadecimal", "+0x0", .int, .foundationOnly, .bothFail),
        ("positive-zero-integer", "+0", .int, .foundationOnly, .bothFail),
        ("zero-float-leading-decimal-point", ".0", .double, .foundationOnly, .bothFail),
        ("zero-float-trailing-decimal-point", "0.", .double, .foundationOnly, .bothFail),
        ("zero-float", "0.0", .double, .same, .same),
        ("zero-hexadecimal", "0x0", .int, .foundationOnly, .bothFail),
        ("zero-integer-with-integer-exponent", "0e23", .int, .same, .same),
        ("zero-integer", "0", .int, .same, .same),
        ("hexadecimal-empty", "0x", .uint, .bothFail, .bothFail),
        ("integer-with-float-exponent", "1e2.3", .double, .bothFail, .bothFail),
        ("integer-with-hexadecimal-exponent", "1e0x4", .double, .bothFail, .bothFail),
        ("integer-with-negative-float-exponent", "1e-2.3", .double, .bothFail, .bothFail),
        ("integer-with-negative-hexadecimal-exponent", "1e-0x4", .double, .bothFail, .bothFail),
        ("integer-with-positive-float-exponent", "1e+2.3", .double, .bothFail, .bothFail),
        ("integer-with-positive-hexadecimal-exponent", "1e+0x4", .double, .bothFail, .bothFail),
        ("lone-decimal-point", ".", .double, .bothFail, .bothFail),
        ("negative-noctal", "-098", .int, .bothFail, .bothFail),
        ("negative-octal", "-0123", .int, .bothFail, .bothFail),
        ("noctal-with-leading-octal-digit", "0780", .int, .bothFail, .bothFail),
        ("noctal", "080", .int, .bothFail, .bothFail),
        ("octal", "0123", .int, .bothFail, .bothFail),
        ("positive-noctal", "+098", .int, .bothFail, .bothFail),
        ("positive-octal", "+0123", .int, .bothFail, .bothFail),
        ("positive-zero-octal", "+00", .int, .bothFail, .bothFail),
        ("zero-octal", "00", .int, .bothFail, .bothFail),
        // Objects.
        ("duplicate-keys", "{\n    \"a\": true,\n    \"a\": false\n}", .boolMap, .same, .same),
        ("empty-object", "{}", .boolMap, .same, .same),
        ("reserved-unquoted-key", "{\n    while: true\n}", .boolMap, .foundationOnly, .bothFail),
        ("single-quoted-key", "{\n    'hello': \"world\"\n}", .stringMap, .foundationOnly, .bothFail),
        ("trailing-comma-object", "{\n    \"foo\": \"bar\",\n}", .stringMap, .foundationOnly, .foundationOnly),
        (
            "unquoted-keys",
            "{\n    hello: \"world\",\n    _: \"underscore\",\n    $: \"dollar sign\",\n    one1: \"n\"\n}",
            .stringMap, .foundationOnly, .bothFail
        ),
        ("illegal-unquoted-key-number", "{\n    10twenty: \"ten twenty\"\n}", .stringMap, .bothFail, .bothFail),
        ("illegal-unquoted-key-symbol", "{\n    multi-word: \"multi-word\"\n}", .stringMap, .bothFail, .bothFail),
        ("leading-comma-object", "{\n    ,\"foo\": \"bar\"\n}", .stringMap, .bothFail, .bothFail),
        ("lone-trailing-comma-object", "{\n    ,\n}", .stringMap, .bothFail, .bothFail),
        ("no-comma-object", "{\n    \"foo\": \"bar\"\n    \"hello\": \"world\"\n}", .stringMap, .bothFail, .bothFail),
        // Strings.
        ("escaped-single-quoted-string", #"'I can\'t wait'"#, .string, .foundationOnly, .bothFail),
        ("multi-line-string", "'hello\\\n world'", .string, .foundationOnly, .bothFail),
        ("single-quoted-string", "'hello world'", .string, .foundationOnly, .bothFail),
        ("unescaped-multi-line-string", "\"foo\nbar\"", .string, .bothFail, .bothFail),
        // Keys that json5-tests keeps under "todo".
        ("unicode-escaped-unquoted-key", "{\n    sig\\u03A3ma: \"the sum\"\n}", .stringMap, .foundationOnly, .bothFail),
        ("unicode-unquoted-key", "{\n    ümlåût: \"not quite\"\n}", .stringMap, .foundationOnly, .bothFail),
    ]

    @Test(arguments: cases)
    func json5SpecCase(
        name: String, json: String, shape: DecodeShape, withJSON5: DecodeOutcome, plain: DecodeOutcome
    ) {
        let (foundation, curlew) = json5Decoders()
        #expect(shape.outcome(json, foundation: foundation, curlew: curlew) == withJSON5, "\(name) with JSON5")
        #expect(shape.outcome(json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == plain, "\(name) plain")
    }
}
