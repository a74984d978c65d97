import Foundation

/// Reading scalars from tokens: exact integer text, floats, `Decimal`, strings, and the errors when they do not fit.
extension TapeDecoder {
    func unboxNil(at index: Int) -> Bool {
        tape[index].kind == .null
    }

    func unboxBool(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Bool {
        switch tape[index].kind {
        case .trueValue: return true
        case .falseValue: return false
        default: throw mismatch(Bool.self, expected: "Bool", at: index, node: node, key: key)
        }
    }

    func unboxString(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> String {
        guard tape[index].kind == .string else {
            throw mismatch(String.self, expected: "String", at: index, node: node, key: key)
        }
        return tape.text(at: index)
    }

    @inline(__always)
    func unboxInteger<T: FixedWidthInteger>(
        _ type: T.Type,
        at index: Int,
        node: PathNode?,
        key: (any CodingKey)?
    ) throws -> T {
        guard tape[index].kind == .number else {
            throw mismatch(T.self, expected: "\(T.self)", at: index, node: node, key: key)
        }
        switch tape.withText(at: index, { NumberText.integer($0, as: T.self) }) {
        case .value(let value):
            return value
        case .outOfRange:
            throw corrupted("\(T.self) out of range: \(tape.text(at: index))", at: index, node: node, key: key)
        case .notInteger:
            // A number that does not fit is `dataCorrupted`, as in Foundation (not `typeMismatch`).
            throw corrupted(
                "expected \(T.self), found number \(tape.text(at: index))", at: index, node: node, key: key)
        }
    }

    func unboxDouble(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Double {
        guard tape[index].kind == .number else {
            if let special = nonConformingFloat(at: index) { return special }
            throw mismatch(Double.self, expected: "Double", at: index, node: node, key: key)
        }
        let value = tape.withText(at: index) { NumberText.double($0) }
        guard value.isFinite, value != 0 || !tape.withText(at: index, { NumberText.hasNonzeroSignificand($0) }) else {
            throw corrupted("Double out of range: \(tape.text(at: index))", at: index, node: node, key: key)
        }
        return value
    }

    func unboxFloat(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Float {
        guard tape[index].kind == .number else {
            if let special = nonConformingFloat(at: index) { return Float(special) }
            throw mismatch(Float.self, expected: "Float", at: index, node: node, key: key)
        }
        let value = tape.withText(at: index) { NumberText.float($0) }
        guard value.isFinite, value != 0 || !tape.withText(at: index, { NumberText.hasNonzeroSignificand($0) }) else {
            throw corrupted("Float out of range: \(tape.text(at: index))", at: index, node: node, key: key)
        }
        return value
    }

    func unboxDecimal(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Decimal {
        guard tape[index].kind == .number else {
            throw mismatch(Decimal.self, expected: "Decimal", at: index, node: node, key: key)
        }
        let text = tape.text(at: index)
        guard let value = Decimal(string: text, locale: nil), !value.isNaN else {
            throw corrupted("Decimal out of range: \(text)", at: index, node: node, key: key)
        }
        return value
    }

    /// The value of a non-conforming float string per the strategy, or nil.
    func nonConformingFloat(at index: Int) -> Double? {
        guard tape[index].kind == .string,
            case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy
        else { return nil }
        switch tape.text(at: index) {
        case positive: return .infinity
        case negative: return -.infinity
        case nan: return .nan
        default: return nil
        }
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
            debugDescription: "expected \(expected), found \(tape.describe(at: index))",
            underlyingError: TapeLocation(index: index)
        )
        if tape[index].kind == .null {
            return .valueNotFound(type, context)
        }
        return .typeMismatch(type, context)
    }

    func corrupted(_ message: String, at index: Int, node: PathNode?, key: (any CodingKey)?) -> DecodingError {
        let codingPath = PathNode.codingPath(node, plus: key)
        return .dataCorrupted(
            .init(codingPath: codingPath, debugDescription: message, underlyingError: TapeLocation(index: index)))
    }

}
