/// Strict UTF-8 validation (Unicode's table of well-formed sequences).
///
/// yajl's own check lets through overlong forms (`C0 AF`), encoded surrogates (`ED A0 80`) and code points above
/// U+10FFFF (`F4 BF BF BF`), which Swift would silently replace with U+FFFD; strict JSON rejects them.
enum UTF8Validation {
    /// What `check(_:)` returns for well-formed ASCII text.
    static let ascii = -1
    /// What `check(_:)` returns for well-formed text with at least one non-ASCII sequence.
    static let nonASCII = -2

    /// The index of the first byte that is not part of a well-formed sequence, or nil when all of `bytes` is.
    static func firstInvalidIndex(_ bytes: UnsafeRawBufferPointer) -> Int? {
        let result = check(bytes)
        return result >= 0 ? result : nil
    }

    /// The index of the first byte that is not part of a well-formed sequence; else `ascii` when all bytes are
    /// ASCII, `nonASCII` when not (so a String can be made from them without validating them again).
    @inline(__always)
    static func check(_ bytes: UnsafeRawBufferPointer) -> Int {
        let count = bytes.count
        if count < 8 {
            // Short strings (most keys and values): one OR over the bytes decides the all-ASCII case.
            var bits: UInt8 = 0
            for index in 0..<count { bits |= bytes[index] }
            if bits < 0x80 { return ascii }
        }
        return checkLong(bytes)
    }

    /// Whether all of `bytes` are ASCII (for text already known to be well-formed), eight bytes at a time.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        guard count >= 8 else {
            var bits: UInt8 = 0
            for index in 0..<count { bits |= bytes[index] }
            return bits < 0x80
        }
        var bits: UInt64 = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        var index = 0
        while index + 8 < count {
            bits |= bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// The length of the longest prefix of `bytes` made of whole well-formed sequences: all of it when it is
    /// well-formed, else the index of the first byte that is invalid or starts a sequence cut off at the end.
    static func validPrefixLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        let result = checkLong(bytes)
        return result >= 0 ? result : bytes.count
    }

    private static func checkLong(_ bytes: UnsafeRawBufferPointer) -> Int {
        let count = bytes.count
        var sawNonASCII = false
        var index = 0
        while index < count {
            // Skip ASCII 32 bytes at a time, then eight.
            while index + 32 <= count {
                let word =
                    bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                guard word & 0x8080_8080_8080_8080 == 0 else { break }
                index += 32
            }
            while index + 8 <= count,
                bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < count else { return sawNonASCII ? nonASCII : ascii }
            // Fewer than eight bytes left: the last eight (overlapping what was checked) cover them.
            if count >= 8, count - index < 8,
                bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                return sawNonASCII ? nonASCII : ascii
            }
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            // Non-ASCII text (CJK, emoji) comes in runs mixed with ASCII spaces and punctuation: stay in this loop
            // over both (fewer mispredicted branches) until eight ASCII bytes in a row send it back to the words.
            sawNonASCII = true
            while index < count {
                if bytes[index] < 0x80 {
                    if index &+ 8 <= count,
                        bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                    {
                        break
                    }
                    index &+= 1
                    continue
                }
                // Two common three-byte sequences (most CJK, fullwidth forms) in one load and a few bit tests.
                if index + 8 <= count {
                    let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian
                    if word & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0,
                        isCommonThreeByteLead(UInt8(truncatingIfNeeded: word)),
                        isCommonThreeByteLead(UInt8(truncatingIfNeeded: word >> 24))
                    {
                        index += 6
                        continue
                    }
                }
                let lead = bytes[index]
                if isCommonThreeByteLead(lead), index + 3 <= count,
                    bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80
                {
                    index += 3
                    continue
                }
                let length = sequenceLength(bytes, at: index, count: count)
                guard length > 0 else { return index }
                index += length
            }
        }
        return sawNonASCII ? nonASCII : ascii
    }

    /// Whether `lead` starts a three-byte sequence whose continuation bytes may be anything in 80-BF (E1-EF but
    /// ED, whose second byte must stay below A0 to keep surrogates out; E0 needs A0 or more against overlong forms).
    @inline(__always)
    private static func isCommonThreeByteLead(_ lead: UInt8) -> Bool {
        lead &- 0xE1 < 0x0F && lead != 0xED
    }

    /// The length of the well-formed sequence whose lead byte (not ASCII) is at `index`, or 0 when it is not one.
    @inline(__always)
    private static func sequenceLength(_ bytes: UnsafeRawBufferPointer, at index: Int, count: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return 0
        }
        guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return 0 }
        for continuation in 2..<length where !(0x80...0xBF).contains(bytes[index + continuation]) {
            return 0
        }
        return length
    }
}
