import CYAJL

/// Conversions from the exact text of a JSON number (already validated by yajl), never wrapping or rounding twice.
enum NumberText {
    enum IntegerResult<T> {
        case value(T)
        case outOfRange
        case notInteger
    }

    /// The integer `text` denotes, including `1.0` and `1e3`; out of range instead of wrapping. Up to 64 bits the
    /// digits are gathered in a `UInt64`, beyond (`Int128`, `UInt128`) in a `UInt128`.
    @inline(__always)
    static func integer<T: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>, as type: T.Type) -> IntegerResult<T> {
        if T.bitWidth > 64 { return integer(text, as: type, magnitude: UInt128.self) }
        return integer(text, as: type, magnitude: UInt64.self)
    }

    @inline(__always)
    private static func integer<T: FixedWidthInteger, M: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<UInt8>,
        as type: T.Type,
        magnitude: M.Type
    ) -> IntegerResult<T> {
        var magnitude: M = 0
        var negative = false
        var overflow = false
        for byte in text {
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(M(digit))
                overflow = overflow || overflowTimes || overflowSum
                magnitude = sum
            } else if byte == UInt8(ascii: "-") {
                negative = true
            } else {
                return slowInteger(text, as: type, magnitude: M.self)
            }
        }
        if overflow { return .outOfRange }
        return fit(magnitude, negative: negative)
    }

    @inline(__always)
    private static func fit<T: FixedWidthInteger, M: FixedWidthInteger & UnsignedInteger>(
        _ magnitude: M,
        negative: Bool
    ) -> IntegerResult<T> {
        if !negative || magnitude == 0 {
            return T(exactly: magnitude).map { .value($0) } ?? .outOfRange
        }
        guard T.isSigned, let belowMagnitude = T(exactly: magnitude - 1) else { return .outOfRange }
        return .value(T.zero - belowMagnitude - 1)
    }

    /// Numbers with a fraction or exponent: integral only if the digits after the point work out to zeros.
    private static func slowInteger<T: FixedWidthInteger, M: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<UInt8>,
        as type: T.Type,
        magnitude: M.Type
    ) -> IntegerResult<T> {
        var negative = false
        var digits: [UInt8] = []
        var exponent = 0
        var position = 0
        if text.first == UInt8(ascii: "-") {
            negative = true
            position = 1
        }
        while position < text.count, (48...57).contains(text[position]) {
            digits.append(text[position] - 48)
            position += 1
        }
        if position < text.count, text[position] == UInt8(ascii: ".") {
            position += 1
            while position < text.count, (48...57).contains(text[position]) {
                digits.append(text[position] - 48)
                exponent -= 1
                position += 1
            }
        }
        if position < text.count, text[position] | 0x20 == UInt8(ascii: "e") {
            exponent += exponentValue(UnsafeBufferPointer(rebasing: text[(position + 1)...]))
        }
        while let first = digits.first, first == 0 { digits.removeFirst() }
        if digits.isEmpty { return fit(M(0), negative: false) }
        while exponent < 0 {
            guard digits.last == 0 else { return .notInteger }
            digits.removeLast()
            exponent += 1
        }
        // The widest magnitudes have 20 digits (UInt64.max) and 39 (UInt128.max).
        guard digits.count + exponent <= (M.bitWidth > 64 ? 39 : 20) else { return .outOfRange }
        digits += repeatElement(0, count: exponent)
        var magnitude: M = 0
        for digit in digits {
            let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(M(digit))
            if overflowTimes || overflowSum { return .outOfRange }
            magnitude = sum
        }
        return fit(magnitude, negative: negative)
    }

    /// The exponent after a number's `e`, saturated at ±`exponentLimit`: any exponent that large already puts a non-zero
    /// integer out of every range (or makes it a fraction), and saturating keeps the arithmetic on it from overflowing.
    private static func exponentValue(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var negative = false
        var magnitude = 0
        for byte in text {
            if byte == UInt8(ascii: "-") {
                negative = true
            } else if byte != UInt8(ascii: "+") {
                magnitude = min(magnitude * 10 + Int(byte &- UInt8(ascii: "0")), exponentLimit)
            }
        }
        return negative ? -magnitude : magnitude
    }

    /// Far beyond the 39 digits of the widest integer, far below where `Int` arithmetic on an exponent could overflow.
    private static let exponentLimit = 1 << 40

    /// The nearest `Double` to `text` (infinite when out of range).
    ///
    /// Clinger's fast path and Eisel-Lemire (FastDouble.swift) decide almost every number; the rest (more than 19
    /// significant digits, exact halfway products, subnormals, overflow) go to the C library's exact parser.
    @inline(__always)
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        if let value = FastDouble.parse(text) { return value }
        return parseDouble(text)
    }

    /// The correctly rounded `Double` of a validated JSON number via glibc's `strtod_l` in the C locale (CYAJL's shim), copied to a
    /// NUL-terminated stack buffer (no `String` allocation).
    static func parseDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
            for index in 0..<text.count { buffer[index] = CChar(bitPattern: text[index]) }
            buffer[text.count] = 0
            return cyajl_strtod(buffer.baseAddress!)
        }
    }

    /// Whether `text`, a JSON number, has a nonzero digit before its exponent: a number that reads as zero when it
    /// does is too small for the type (`2.01e-1234`), which Foundation refuses as it refuses one too large.
    static func hasNonzeroSignificand(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in text {
            switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): return true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): return false
            default: continue
            }
        }
        return false
    }

    /// The nearest `Float` to `text` (infinite when out of range), rounded once.
    static func float(_ text: UnsafeBufferPointer<UInt8>) -> Float {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
            for index in 0..<text.count { buffer[index] = CChar(bitPattern: text[index]) }
            buffer[text.count] = 0
            return cyajl_strtof(buffer.baseAddress!)
        }
    }
}
