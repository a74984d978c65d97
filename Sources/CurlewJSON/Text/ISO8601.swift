import Foundation

/// A small RFC 3339 date parser and formatter, so dates cost no formatter allocation per value.
enum ISO8601 {
    /// Parses `2024-05-06T07:08:09Z`, `2024-05-06T07:08:09.123456+02:00` (fractional seconds optional, `T` or
    /// `t` or a space between date and time, `Z`/`z` or a `±hh:mm`, `±hhmm` or `±hh` offset); nil when the text is not such a date.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var position = 0
        func digits(_ count: Int) -> Int? {
            CivilDate.digits(count, of: bytes, at: &position)
        }
        func expect(_ characters: UInt8...) -> Bool {
            guard position < bytes.count, characters.contains(bytes[position]) else { return false }
            position += 1
            return true
        }
        guard let year = digits(4), expect(45), let month = digits(2), expect(45), let day = digits(2),
            expect(84, 116, 32), let hour = digits(2), expect(58), let minute = digits(2), expect(58),
            let second = digits(2)
        else { return nil }
        guard (1...12).contains(month), (1...CivilDate.daysInMonth(month, year: year)).contains(day), hour < 24,
            minute < 60,
            second <= 60
        else { return nil }
        var fraction = 0.0
        if expect(46) {
            // The first 15 digits as one integer over a power of ten (one rounding, so `.958630` reads back as
            // the nearest Double to it); later digits are below what a Date holds.
            var digits = 0
            var count = 0
            while position < bytes.count, (48...57).contains(bytes[position]) {
                if count < 15 {
                    digits = digits * 10 + Int(bytes[position] - 48)
                    count += 1
                }
                position += 1
            }
            guard count > 0 else { return nil }
            fraction = Double(digits) / FastDouble.exactPowers[count]
        }
        var offsetSeconds = 0
        if !expect(90, 122) {
            guard position < bytes.count else { return nil }
            let sign = bytes[position] == 45 ? -1 : 1
            // RFC 3339's `+hh:mm`, and ISO 8601's `+hhmm` and `+hh`, which Foundation's `.iso8601` reads too.
            guard expect(43, 45), let offsetHours = digits(2) else { return nil }
            var offsetMinutes = 0
            if position < bytes.count {
                _ = expect(58)
                guard let minutes = digits(2) else { return nil }
                offsetMinutes = minutes
            }
            guard offsetHours < 24, offsetMinutes < 60 else { return nil }
            offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        }
        guard position == bytes.count else { return nil }
        let days = CivilDate.daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Seconds since 1970 of 0000-01-01T00:00:00Z and of 10000-01-01T00:00:00Z: RFC 3339 writes four-digit years only.
    static let writableSeconds = -62_167_219_200..<253_402_300_800

    /// Formats `2024-05-06T07:08:09Z` in UTC, with the fraction of a second the date has: none, milliseconds
    /// (`.123`) when it has whole ones, else microseconds (`.958630`), which is what a `Date` of this era holds (its
    /// `Double` keeps about a quarter of a microsecond in 2024). Nil when the date (rounded to the microsecond) is
    /// not in years 0000 through 9999, or is not finite. `parse` reads back everything this writes, to the same
    /// microsecond.
    static func format(_ date: Date) -> String? {
        let interval = date.timeIntervalSince1970
        // Checked before converting to `Int`, which traps beyond its range (and for NaN).
        guard interval >= Double(writableSeconds.lowerBound), interval < Double(writableSeconds.upperBound) else {
            return nil
        }
        var seconds = Int(interval.rounded(.down))
        var microseconds = Int(((interval - interval.rounded(.down)) * 1_000_000).rounded())
        if microseconds == 1_000_000 {
            seconds += 1
            microseconds = 0
        }
        guard writableSeconds.contains(seconds) else { return nil }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDate.civilFromDays(days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if microseconds % 1000 != 0 {
            text += "." + pad(microseconds, 6)
        } else if microseconds != 0 {
            text += "." + pad(microseconds / 1000, 3)
        }
        return text + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
