/// Correctly rounded text-to-`Double` conversion for validated JSON numbers, without the C library in the common
/// case: Clinger's fast path (an exact mantissa times an exact power of ten), then Eisel-Lemire (a 128-bit product
/// with a table of powers of ten, PowersOfTen.swift), and `strtod_l` only when neither can decide (more than 19
/// significant digits, a product too close to a halfway point, results out of the normal range).
enum FastDouble {
    /// Powers of ten a `Double` holds exactly.
    @usableFromInline
    static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// The decimal form of a JSON number: `mantissa × 10^exponent`, with the sign.
    struct Decimal {
        var negative = false
        var mantissa: UInt64 = 0
        var exponent = 0
        /// Whether the digits were more than the mantissa holds exactly (19 significant digits).
        var truncated = false
    }

    /// The nearest `Double` to a validated JSON number, or nil when only an arbitrary-precision parser can tell.
    @inline(__always)
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let decimal = decimal(text), !decimal.truncated else { return nil }
        return value(of: decimal)
    }

    /// Splits a validated JSON number (`-?digits(.digits)?([eE][+-]?digits)?`) into mantissa and exponent.
    ///
    /// One tight loop per part, digits accumulated with wrapping; a number of more than 19 digits is read again
    /// by `carefulDecimal`, which keeps the first 19 significant ones and notes whether it dropped any.
    @inline(__always)
    static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Decimal? {
        var result = Decimal()
        var position = 0
        let count = text.count
        if position < count, text[position] == UInt8(ascii: "-") {
            result.negative = true
            position += 1
        }
        let digitsStart = position
        var mantissa: UInt64 = 0
        while position < count {
            let digit = text[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            position += 1
        }
        var digits = position - digitsStart
        if position < count, text[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            // Eight digits at a time while they last (SWAR, as in fast_float), then one at a time.
            while position + 8 <= count {
                let word = UnsafeRawPointer(text.baseAddress! + position).loadUnaligned(as: UInt64.self).littleEndian
                guard isEightDigits(word) else { break }
                mantissa = mantissa &* 100_000_000 &+ eightDigitsValue(word)
                position += 8
            }
            while position < count {
                let digit = text[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                position += 1
            }
            result.exponent = fractionStart - position
            digits += position - fractionStart
        }
        if digits > 19 { return carefulDecimal(text) }
        result.mantissa = mantissa
        if position < count {
            guard let exponent = exponent(text, from: position) else { return nil }
            result.exponent += exponent
        }
        return result
    }

    /// Whether the eight bytes of `word` (little-endian) are all ASCII digits.
    @inline(__always)
    static func isEightDigits(_ word: UInt64) -> Bool {
        ((word &+ 0x4646_4646_4646_4646) | (word &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080 == 0
    }

    /// The value of eight ASCII digits (little-endian, first digit in the low byte) in three multiplications.
    @inline(__always)
    static func eightDigitsValue(_ word: UInt64) -> UInt64 {
        var value = word &- 0x3030_3030_3030_3030
        value = value &* 10 &+ value >> 8
        let low = (value & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064
        let high = (value >> 16 & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001
        return (low &+ high) >> 32
    }

    /// The value of the exponent part (`e`, `E`, sign, digits) starting at `start`, saturated far outside any
    /// double's range; nil when the text does not end with one.
    @inline(__always)
    static func exponent(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var position = start
        let count = text.count
        guard text[position] | 0x20 == UInt8(ascii: "e") else { return nil }
        position += 1
        var negative = false
        if position < count, text[position] == UInt8(ascii: "-") || text[position] == UInt8(ascii: "+") {
            negative = text[position] == UInt8(ascii: "-")
            position += 1
        }
        var exponent = 0
        while position < count {
            let digit = text[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            // Saturate: anything past this is zero or infinity whatever the mantissa.
            if exponent < 100_000 { exponent = exponent * 10 + Int(digit) }
            position += 1
        }
        return negative ? -exponent : exponent
    }

    /// `decimal(_:)` for numbers of more than 19 digits: leading zeros skipped, the first 19 significant digits
    /// kept, `truncated` when a dropped one is not zero.
    static func carefulDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Decimal? {
        var result = Decimal()
        var position = 0
        let count = text.count
        if position < count, text[position] == UInt8(ascii: "-") {
            result.negative = true
            position += 1
        }
        var digits = 0
        while position < count {
            let digit = text[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            if result.mantissa != 0 || digit != 0 { digits += 1 }
            if digits <= 19 {
                result.mantissa = result.mantissa &* 10 &+ UInt64(digit)
            } else {
                result.exponent += 1
                if digit != 0 { result.truncated = true }
            }
            position += 1
        }
        if position < count, text[position] == UInt8(ascii: ".") {
            position += 1
            while position < count {
                let digit = text[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                if result.mantissa != 0 || digit != 0 { digits += 1 }
                if digits <= 19 {
                    result.mantissa = result.mantissa &* 10 &+ UInt64(digit)
                    result.exponent -= 1
                } else if digit != 0 {
                    result.truncated = true
                }
                position += 1
            }
        }
        if position < count {
            guard let exponent = exponent(text, from: position) else { return nil }
            result.exponent += exponent
        }
        return result
    }

    /// The correctly rounded value of an exact decimal, or nil when the fast algorithms cannot decide.
    @inline(__always)
    static func value(of decimal: Decimal) -> Double? {
        let mantissa = decimal.mantissa
        let exponent = decimal.exponent
        // Clinger: both factors exact, one rounding.
        if mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            var value = Double(mantissa)
            value = exponent < 0 ? value / exactPowers[-exponent] : value * exactPowers[exponent]
            return decimal.negative ? -value : value
        }
        return eiselLemire(mantissa, exponent: exponent, negative: decimal.negative)
    }

    /// Eisel-Lemire (as in Go's strconv and fast_float): the mantissa times the 128-bit power of ten, rounded to
    /// 53 bits, when the truncated product's error cannot change the rounding; nil otherwise.
    static func eiselLemire(_ mantissa: UInt64, exponent: Int, negative: Bool) -> Double? {
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        guard exponent >= PowersOfTen.minExponent, exponent <= PowersOfTen.maxExponent else { return nil }
        let zeros = mantissa.leadingZeroBitCount
        let man = mantissa << zeros
        // 217706 / 2^16 approximates log2(10).
        var binaryExponent = UInt64(bitPattern: Int64((217_706 &* exponent) >> 16 + 64 + 1023)) &- UInt64(zeros)
        let row = 2 * (exponent - PowersOfTen.minExponent)
        let (high, low) = PowersOfTen.mantissas.withUnsafeBufferPointer { table in (table[row], table[row + 1]) }
        var (xHigh, xLow) = man.multipliedFullWidth(by: high)
        // Within the product's error of a rounding boundary: add the low half of the power's product.
        if xHigh & 0x1FF == 0x1FF, xLow &+ man < man {
            let (yHigh, yLow) = man.multipliedFullWidth(by: low)
            var mergedHigh = xHigh
            let mergedLow = xLow &+ yHigh
            if mergedLow < xLow { mergedHigh &+= 1 }
            if mergedHigh & 0x1FF == 0x1FF, mergedLow &+ 1 == 0, yLow &+ man < man { return nil }
            xHigh = mergedHigh
            xLow = mergedLow
        }
        let top = xHigh >> 63
        var result = xHigh >> (top + 9)
        binaryExponent &-= 1 ^ top
        // Exactly halfway between two doubles: the truncated digits decide, which this cannot see.
        if xLow == 0, xHigh & 0x1FF == 0, result & 3 == 1 { return nil }
        result &+= result & 1
        result >>= 1
        if result >> 53 > 0 {
            result >>= 1
            binaryExponent &+= 1
        }
        // Subnormal, zero or infinite results are for strtod.
        if binaryExponent &- 1 >= 0x7FF - 1 { return nil }
        let bits = binaryExponent << 52 | result & 0x000F_FFFF_FFFF_FFFF | (negative ? 1 << 63 : 0)
        return Double(bitPattern: bits)
    }
}
