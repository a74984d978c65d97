import Foundation

/// The test's identifier type for the museum's `format: uuid` (Museum.curlew-config.yaml): its text, as sent.
struct EventID: Codable, Hashable, Sendable {
    var text: String

    init(_ text: String) {
        self.text = text
    }

    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// The test's calendar day for the museum's `format: date`: `2023-11-18` as year, month and day.
struct CalendarDay: Codable, Hashable, Sendable {
    var year: Int
    var month: Int
    var day: Int

    init(_ year: Int, _ month: Int, _ day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let parts = try container.decode(String.self).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a yyyy-mm-dd date")
        }
        (year, month, day) = (parts[0], parts[1], parts[2])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(format: "%04d-%02d-%02d", year, month, day))
    }
}

/// The test's price for the museum's `format: float`: a number (`25`, as the document's examples write it) or a
/// numeric string, each written back as it came.
struct Price: Codable, Hashable, Sendable {
    var amount: Double
    var quoted: Bool

    init(_ amount: Double, quoted: Bool = false) {
        (self.amount, self.quoted) = (amount, quoted)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self), let amount = Double(text) {
            (self.amount, quoted) = (amount, true)
        } else {
            (amount, quoted) = (try container.decode(Double.self), false)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if quoted {
            try container.encode(amount == amount.rounded() ? String(Int(amount)) : String(amount))
        } else {
            try container.encode(amount)
        }
    }
}
