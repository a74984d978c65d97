import CurlewJSON
import Foundation

/// A day in the calendar without a time or a time zone: OpenAPI's `format: date`, `"2024-05-06"` on the wire.
///
/// Generated models use it for date-only fields, so a birthday stays the same day in every time zone (a `Date`
/// at midnight UTC is the day before in America). Convert with ``date(in:)`` and ``init(_:in:)``.
///
/// ```swift
/// let day = CalendarDate(year: 2024, month: 5, day: 6)
/// day.description                      // "2024-05-06"
/// CalendarDate("2024-02-30")           // nil: no such day
/// ```
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, LosslessStringConvertible, JSONDecodable {
    /// The year (1...9999).
    public var year: Int
    /// The month (1...12).
    public var month: Int
    /// The day of the month (1...31).
    public var day: Int

    /// The day `year`-`month`-`day`; the caller keeps it valid (`init?(_:)` checks text).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `yyyy-MM-dd` (exactly that: four, two and two digits); nil if it is not a day of the calendar.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), year >= 1,
            (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day on which `date` falls in `timeZone` (UTC by default).
    public init(_ date: Date, in timeZone: TimeZone = .gmt) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Midnight at the start of this day in `timeZone` (UTC by default).
    public func date(in timeZone: TimeZone = .gmt) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }

    /// `yyyy-MM-dd`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Earlier days first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes a `yyyy-MM-dd` string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date yyyy-MM-dd, found \"\(text)\"")
        }
        self = value
    }

    /// Encodes as a `yyyy-MM-dd` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Reads a `yyyy-MM-dd` string from CurlewJSON's reader (the fast path of generated models).
    public init(from reader: inout JSONReader) throws {
        let text = try reader.readString()
        guard let value = Self(text) else { throw reader.error("expected a date yyyy-MM-dd, found \"\(text)\"") }
        self = value
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
