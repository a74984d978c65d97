import CurlewJSON
import Foundation

/// Reads an HTTP-date (RFC 9110 §5.6.7) in any of its three forms, always in GMT:
/// IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, and the obsolete RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT`
/// and asctime `Sun Nov  6 08:49:37 1994`, which recipients must accept too.
///
/// A fixed-format parser: the English names and the exact layout of each form (no locale, no leniency).
enum HTTPDate {
    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The instant `text` names, or `nil` if it is none of the three forms; `now` places an RFC 850 two-digit
    /// year: in the latest century that does not put it more than 50 years after `now`.
    static func parse(_ text: some StringProtocol, now: Date) -> Date? {
        imfFixdate(text) ?? rfc850(text, now: now) ?? asctime(text)
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT`.
    private static func imfFixdate(_ text: some StringProtocol) -> Date? {
        var scanner = Scanner(text)
        guard scanner.name(days) != nil, scanner.skip(", "), let day = scanner.number(2), scanner.skip(" "),
            let month = scanner.name(months), scanner.skip(" "), let year = scanner.number(4), scanner.skip(" "),
            let time = scanner.time(), scanner.skip(" GMT"), scanner.atEnd
        else { return nil }
        return date(year: year, month: month + 1, day: day, seconds: time)
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`.
    private static func rfc850(_ text: some StringProtocol, now: Date) -> Date? {
        var scanner = Scanner(text)
        guard scanner.name(longDays) != nil, scanner.skip(", "), let day = scanner.number(2), scanner.skip("-"),
            let month = scanner.name(months), scanner.skip("-"), let twoDigits = scanner.number(2), scanner.skip(" "),
            let time = scanner.time(), scanner.skip(" GMT"), scanner.atEnd
        else { return nil }
        // the day count is checked before it becomes an `Int`, which traps beyond its range (and for NaN)
        let today = (now.timeIntervalSince1970 / 86_400).rounded(.down)
        guard today.magnitude < 1e12 else { return nil }
        let thisYear = CivilDate.civilFromDays(Int(today)).year
        var year = thisYear - thisYear % 100 + twoDigits
        if year > thisYear + 50 {
            year -= 100
        } else if year <= thisYear - 50 {
            year += 100
        }
        return date(year: year, month: month + 1, day: day, seconds: time)
    }

    /// `Sun Nov  6 08:49:37 1994` (a one-digit day has a space before it).
    private static func asctime(_ text: some StringProtocol) -> Date? {
        var scanner = Scanner(text)
        guard scanner.name(days) != nil, scanner.skip(" "), let month = scanner.name(months), scanner.skip(" ") else {
            return nil
        }
        let day = scanner.skip(" ") ? scanner.number(1) : scanner.number(2)
        guard let day, scanner.skip(" "), let time = scanner.time(), scanner.skip(" "), let year = scanner.number(4),
            scanner.atEnd
        else { return nil }
        return date(year: year, month: month + 1, day: day, seconds: time)
    }

    /// The instant, or `nil` if the day is not in the calendar.
    private static func date(year: Int, month: Int, day: Int, seconds: Int) -> Date? {
        guard (1...CivilDate.daysInMonth(month, year: year)).contains(day) else { return nil }
        let days = CivilDate.daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + seconds))
    }

    /// Walks the bytes of a date, each step consuming what it matched.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ text: some StringProtocol) {
            bytes = Array(text.utf8)
        }

        var atEnd: Bool { index == bytes.count }

        /// Consumes `literal` if it comes next.
        mutating func skip(_ literal: String) -> Bool {
            let expected = Array(literal.utf8)
            guard bytes[index...].starts(with: expected) else { return false }
            index += expected.count
            return true
        }

        /// Consumes exactly `count` digits and returns their value.
        mutating func number(_ count: Int) -> Int? {
            CivilDate.digits(count, of: bytes, at: &index)
        }

        /// Consumes one of `names` (exact case) and returns its position in the list.
        mutating func name(_ names: [String]) -> Int? {
            for (position, name) in names.enumerated() {
                if skip(name) { return position }
            }
            return nil
        }

        /// Consumes `HH:mm:ss` and returns the seconds since midnight (a leap second 60 is allowed).
        mutating func time() -> Int? {
            guard let hours = number(2), hours < 24, skip(":"), let minutes = number(2), minutes < 60, skip(":"),
                let seconds = number(2), seconds <= 60
            else { return nil }
            return hours * 3600 + minutes * 60 + seconds
        }
    }
}
