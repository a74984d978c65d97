import CCurl
import CCurlShim

/// Typed setters over one easy handle that remember the first failure.
struct CurlEasyOptions {
    let easy: UnsafeMutableRawPointer
    var firstError = CURLE_OK

    mutating func check(_ code: CURLcode) {
        if firstError == CURLE_OK { firstError = code }
    }

    mutating func set(_ option: CURLoption, _ value: Int) {
        check(ccurlshim_easy_setopt_long(easy, option, value))
    }

    mutating func set(_ option: CURLoption, offset value: curl_off_t) {
        check(ccurlshim_easy_setopt_off(easy, option, value))
    }

    /// curl copies the string; `withCString` lends a native String's own bytes (the implicit conversion to a
    /// C string argument would copy them into a new array first).
    mutating func set(_ option: CURLoption, _ value: String) {
        check(value.withCString { ccurlshim_easy_setopt_string(easy, option, $0) })
    }

    mutating func set(_ option: CURLoption, pointer value: UnsafeMutableRawPointer?) {
        check(ccurlshim_easy_setopt_pointer(easy, option, value))
    }

    mutating func set<T>(_ option: CURLoption, pointer value: UnsafeMutablePointer<T>?) {
        check(ccurlshim_easy_setopt_pointer(easy, option, value.map(UnsafeMutableRawPointer.init)))
    }
}

extension Slice<UnsafeRawBufferPointer> {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Self {
        var bytes = self
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes.removeFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        return bytes
    }

    /// The non-negative decimal number these bytes spell, or `nil` (empty, another character, or too large).
    var decimalValue: Int? {
        guard !isEmpty, count <= 18 else { return nil }
        var value = 0
        for byte in self {
            guard byte &- 0x30 < 10 else { return nil }
            value = value * 10 + Int(byte &- 0x30)
        }
        return value
    }

    /// Whether these bytes spell `text` (lowercase ASCII) in any case: at a letter of `text` the byte with bit 0x20
    /// set equals it, elsewhere the byte is `text`'s exactly (else a CR, 0x0D, would pass for `-`, 0x2D, and 0x1A for
    /// `:`). `text`'s letters are the bytes with bit 0x40 set, so that bit shifted down is the case bit to fold.
    /// Eight bytes at a time (four for shorter text), the last load overlapping the one before it: byte by byte, the
    /// header callback's `Content-Length` and the two scheme checks of every request cost about 500 instructions.
    func equalsIgnoringASCIICase(_ text: StaticString) -> Bool {
        let count = count
        guard count == text.utf8CodeUnitCount, let base = base.baseAddress else { return false }
        let bytes = base + startIndex
        let expected = UnsafeRawPointer(text.utf8Start)
        func equal<Word: FixedWidthInteger & UnsignedInteger>(_: Word.Type, at offset: Int) -> Bool {
            let letterBit = Word.max / 0xFF &* 0x40  // 0x40 in every byte
            let wanted = expected.loadUnaligned(fromByteOffset: offset, as: Word.self)
            return bytes.loadUnaligned(fromByteOffset: offset, as: Word.self) | ((wanted & letterBit) >> 1) == wanted
        }
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                guard equal(UInt64.self, at: offset) else { return false }
                offset += 8
            }
            return equal(UInt64.self, at: count - 8)
        }
        if count >= 4 { return equal(UInt32.self, at: 0) && equal(UInt32.self, at: count - 4) }
        for offset in 0..<count {
            let wanted = expected.load(fromByteOffset: offset, as: UInt8.self)
            if bytes.load(fromByteOffset: offset, as: UInt8.self) | ((wanted & 0x40) >> 1) != wanted { return false }
        }
        return true
    }
}

extension Collection<UInt8> {
    /// Whether these bytes spell `text` (lowercase ASCII) in any case (letters folded, other bytes exact).
    func equalsIgnoringASCIICase(_ text: StaticString) -> Bool {
        guard count == text.utf8CodeUnitCount else { return false }
        return zip(self, UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)).allSatisfy {
            ($0 | (($1 & 0x40) >> 1)) == $1
        }
    }
}
