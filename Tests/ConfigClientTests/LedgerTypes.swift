import Foundation

/// The test's own money type, which Ledger.curlew-config.yaml puts in place of the spec's `Money` schema: stored
/// in cents, coded as Money's `{"units": …, "currency": …}`.
struct Amount: Codable, Hashable, Sendable {
    var cents: Int
    var currency: String

    enum CodingKeys: String, CodingKey {
        case cents = "units"
        case currency
    }
}

/// The test's own identifier type, which Ledger.curlew-config.yaml gives every `format: uuid` property: a UUID
/// coded as its string.
struct TransferID: Codable, Hashable, Sendable {
    var uuid: UUID

    init(_ uuid: UUID = UUID()) {
        self.uuid = uuid
    }

    init(from decoder: any Decoder) throws {
        uuid = try decoder.singleValueContainer().decode(UUID.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuid)
    }
}

/// The test's own currency type, which Ledger.curlew-config.yaml puts in place of the spec's `Currency` enum (a
/// query parameter): coded as its code, so the generated client sends `currency=EUR`.
struct CurrencyCode: Codable, Hashable, Sendable {
    var code: String

    init(_ code: String) {
        self.code = code
    }

    init(from decoder: any Decoder) throws {
        code = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

/// The test's own type for the spec's `AmountEcho` schema (httpbin's echo of a `Money` body), which
/// Ledger.curlew-config.yaml overrides: the answer of `putAmount` is this type itself, read through its `Decodable`.
struct AmountSeen: Codable, Hashable, Sendable {
    var json: Amount
    var method: String
}

/// The test's own price type, which Ledger.curlew-config.yaml puts in place of the spec's `Price` schema, a scalar
/// (`type: string, format: decimal`) that the generator would otherwise inline as `String`: a `Decimal` coded as
/// its text (`"12.5"`).
struct PriceText: Codable, Hashable, Sendable {
    var value: Decimal

    init(_ value: Decimal) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a decimal: \(text)")
        }
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.description)
    }
}
