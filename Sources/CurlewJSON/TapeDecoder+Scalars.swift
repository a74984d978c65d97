import Foundation

/// Reading scalars from tokens: exact integer text, floats, `Decimal`, strings, and the errors when they do not fit.
extension TapeDecoder {
    func unboxNil(at index: Int) -> Bool {
        tape.tokens[index].kind == .null
    }

    func unboxBool(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Bool {
        switch tape.tokens[index].kind {
        case .trueValue: return true
        case .falseValue: return false
        default: throw mismatch(Bool.self, expected: "Bool", at: index, node: node, key: key)
        }
    }

    func unboxString(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> String {
        guard tape.tokens[index].kind == .string else {
            throw mismatch(String.self, expected: "String", at: index, node: node, key: key)
        }
        return tape.strings[tape.tokens[index].payload]
    }

    func unboxInteger<T: FixedWidthInteger>(
        _ type: T.Type,
        at index: Int,
        node: PathNode?,
        key: (any CodingKey)?
    ) throws -> T {
        let text = try numberText(T.self, at: index, node: node, key: key)
        switch NumberText.integer(text, as: T.self) {
        case .value(let value):
            return value
        case .outOfRange:
            throw corrupted("\(T.self) out of range: \(text)", at: index, node: node, key: key)
        case .notInteger:
            throw mismatch(T.self, expected: "\(T.self)", at: index, node: node, key: key)
        }
    }

    func unboxDouble(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Double {
        let text = try numberText(Double.self, at: index, node: node, key: key)
        guard let value = Double(text), value.isFinite else {
            throw corrupted("Double out of range: \(text)", at: index, node: node, key: key)
        }
        return value
    }

    func unboxFloat(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Float {
        let text = try numberText(Float.self, at: index, node: node, key: key)
        guard let value = Float(text), value.isFinite else {
            throw corrupted("Float out of range: \(text)", at: index, node: node, key: key)
        }
        return value
    }

    func unboxDecimal(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Decimal {
        let text = try numberText(Decimal.self, at: index, node: node, key: key)
        guard let value = Decimal(string: text, locale: nil), !value.isNaN else {
            throw corrupted("Decimal out of range: \(text)", at: index, node: node, key: key)
        }
        return value
    }

    private func numberText(_ type: Any.Type, at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> String {
        guard tape.tokens[index].kind == .number else {
            throw mismatch(type, expected: "\(type)", at: index, node: node, key: key)
        }
        return tape.strings[tape.tokens[index].payload]
    }

    /// `expected Int, found string "x"` (or `found null`, as `valueNotFound`, like Foundation).
    func mismatch(
        _ type: Any.Type,
        expected: String,
        at index: Int,
        node: PathNode?,
        key: (any CodingKey)?
    ) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: PathNode.codingPath(node, plus: key),
            debugDescription: "expected \(expected), found \(describe(at: index))"
        )
        if tape.tokens[index].kind == .null {
            return .valueNotFound(type, context)
        }
        return .typeMismatch(type, context)
    }

    func corrupted(_ message: String, at index: Int, node: PathNode?, key: (any CodingKey)?) -> DecodingError {
        .dataCorrupted(.init(codingPath: PathNode.codingPath(node, plus: key), debugDescription: message))
    }

    /// A short description of the value at `index` for messages: `string "x"`, `number 1.5`, `object`, `null`.
    func describe(at index: Int) -> String {
        let token = tape.tokens[index]
        switch token.kind {
        case .objectStart, .objectEnd: return "object"
        case .arrayStart, .arrayEnd: return "array"
        case .trueValue: return "true"
        case .falseValue: return "false"
        case .null: return "null"
        case .number: return "number \(tape.strings[token.payload])"
        case .string, .key:
            let text = tape.strings[token.payload]
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "string \(JSONValue.string(shown))"
        }
    }
}

/// Integer conversion from exact JSON number text, never through `Double`.
enum NumberText {
    enum IntegerResult<T> {
        case value(T)
        case outOfRange
        case notInteger
    }

    /// The integer `text` denotes, including `1.0` and `1e3`; out of range instead of wrapping.
    static func integer<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> IntegerResult<T> {
        var magnitude: UInt64 = 0
        var negative = false
        var simple = true
        var overflow = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                negative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                overflow = overflow || overflowTimes || overflowSum
                magnitude = sum
            default:
                simple = false
            }
        }
        guard simple else { return slowInteger(text, as: type) }
        if overflow { return .outOfRange }
        return fit(magnitude, negative: negative)
    }

    private static func fit<T: FixedWidthInteger>(_ magnitude: UInt64, negative: Bool) -> IntegerResult<T> {
        if !negative || magnitude == 0 {
            return T(exactly: magnitude).map { .value($0) } ?? .outOfRange
        }
        guard T.isSigned, let belowMagnitude = T(exactly: magnitude - 1) else { return .outOfRange }
        return .value(T.zero - belowMagnitude - 1)
    }

    /// Numbers with a fraction or exponent: integral only if the digits after the point work out to zeros.
    private static func slowInteger<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> IntegerResult<T> {
        let utf8 = Array(text.utf8)
        var negative = false
        var digits: [UInt8] = []
        var exponent = 0
        var position = 0
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            position = 1
        }
        while position < utf8.count, (48...57).contains(utf8[position]) {
            digits.append(utf8[position] - 48)
            position += 1
        }
        if position < utf8.count, utf8[position] == UInt8(ascii: ".") {
            position += 1
            while position < utf8.count, (48...57).contains(utf8[position]) {
                digits.append(utf8[position] - 48)
                exponent -= 1
                position += 1
            }
        }
        if position < utf8.count, utf8[position] | 0x20 == UInt8(ascii: "e") {
            guard let value = Int(String(decoding: utf8[(position + 1)...], as: UTF8.self)) else { return .outOfRange }
            exponent += value
        }
        while let first = digits.first, first == 0 { digits.removeFirst() }
        if digits.isEmpty { return fit(0, negative: false) }
        while exponent < 0 {
            guard digits.last == 0 else { return .notInteger }
            digits.removeLast()
            exponent += 1
        }
        guard digits.count + exponent <= 20 else { return .outOfRange }
        digits += repeatElement(0, count: exponent)
        var magnitude: UInt64 = 0
        for digit in digits {
            let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(digit))
            if overflowTimes || overflowSum { return .outOfRange }
            magnitude = sum
        }
        return fit(magnitude, negative: negative)
    }
}
