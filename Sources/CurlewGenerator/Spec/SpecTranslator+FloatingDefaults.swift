import Foundation

extension SpecTranslator {
    /// Whether a number (JSON spelling) is a usable default of `Double`, `Float` or `Decimal`: the generated
    /// code must compile without warnings and not crash, so a `Double`/`Float` literal must neither overflow to
    /// infinity nor underflow (to zero or a subnormal), and `Decimal(string:)`, which the generated code
    /// force-unwraps, must read it.
    static func fitsFloatingPoint(_ text: String, _ builtin: BuiltinType) -> Bool {
        switch builtin {
        case .double: isExactEnough(text, as: Double.self)
        case .float: isExactEnough(text, as: Float.self)
        case .decimal: Decimal(string: text) != nil
        default: false
        }
    }

    private static func isExactEnough<Value: BinaryFloatingPoint & LosslessStringConvertible>(
        _ text: String, as _: Value.Type
    ) -> Bool {
        guard let value = Value(text), value.isFinite else { return false }
        // Zero only when written as zero (`0.0`, `-0e5`); `1e-400` would be rounded to it.
        let digits = text.prefix { $0 != "e" && $0 != "E" }
        return value.isNormal || (value.isZero && !digits.contains { ("1"..."9").contains($0) })
    }
}
