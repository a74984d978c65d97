import Foundation

/// Encodes any `Encodable` as JSON, byte for byte as Foundation's `JSONEncoder` writes it (with `.sortedKeys`;
/// without it, members keep their encoding order where Foundation's order is random).
///
/// Doubles are written in Swift's shortest round-trip form (`0.1`, `1e+100`; `1.0` as `1`); non-finite ones are
/// rejected with an `EncodingError` unless ``nonConformingFloatEncodingStrategy`` names strings for them.
/// `JSONValue` numbers are written as their exact text. `Data` is base64 by default, `URL` its absolute string,
/// `Decimal` its exact text. The strategies are Foundation's, and match ``CurlewJSONDecoder``'s: what it writes
/// reads back to equal values with the same strategies.
///
/// ```swift
/// var encoder = CurlewJSONEncoder()
/// encoder.outputFormatting = [.sortedKeys]
/// encoder.dateEncodingStrategy = .iso8601
/// let body = try encoder.encode(newPet)
/// ```
public struct CurlewJSONEncoder: Sendable {
    /// How `Date` values are written.
    public enum DateEncodingStrategy: Sendable {
        /// The way `Date` encodes itself: seconds since 2001-01-01 as a number (Foundation's default).
        case deferredToDate
        /// Seconds since 1970-01-01 as a number.
        case secondsSince1970
        /// Milliseconds since 1970-01-01 as a number.
        case millisecondsSince1970
        /// An RFC 3339 string in UTC, `2024-05-06T07:08:09Z`, with the fraction of a second the date has:
        /// milliseconds (`.123`) when it is whole milliseconds, else microseconds (`.958630`).
        /// `EncodingError.invalidValue` for a date outside years 0000 through 9999, which RFC 3339 cannot write.
        case iso8601
        /// A string from the formatter.
        case formatted(DateFormatter)
        /// A closure that writes the date to the encoder (nothing written means `{}`, as in Foundation).
        case custom(@Sendable (Date, any Encoder) throws -> Void)
    }

    /// Layout options for the output, with `JSONEncoder.OutputFormatting`'s raw values. Strings are escaped as
    /// Foundation escapes them: `"`, `\\`, control characters, and `/` as `\/` unless ``withoutEscapingSlashes``;
    /// non-ASCII characters are written as they are.
    public struct OutputFormatting: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Indented by two spaces, one value per line, members written `"key" : value` (Foundation's layout).
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        /// Object members sorted by key (in the order of the keys' UTF-8 bytes) instead of in encoding order.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
        /// `/` written as is instead of as `\/`.
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }

    /// How coding keys are written as JSON object keys.
    public enum KeyEncodingStrategy: Sendable {
        /// Keys are written as they are.
        case useDefaultKeys
        /// `myURLProperty` is written `my_url_property` (Foundation's rules). Like Foundation, not applied to the
        /// keys of `[String: T]` dictionaries, nor inside `JSONValue`, which is written as it is.
        case convertToSnakeCase
        /// The closure names the key: it gets the coding path to the key, the key last (Foundation's
        /// `.custom`). Not applied to the keys of `[String: T]` dictionaries, nor inside `JSONValue`.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How coding keys are written; `.useDefaultKeys` by default.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// How `Date` values are written; `.deferredToDate` by default, like Foundation.
    public var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    /// How `Data` values are written; `.base64` by default, like Foundation.
    public var dataEncodingStrategy: DataEncodingStrategy = .base64
    /// How infinities and NaN are written; `.throw` by default, like Foundation (JSON has no such numbers).
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    /// Layout of the output; compact, in encoding order by default.
    public var outputFormatting: OutputFormatting = []
    /// Values handed to `Encoder.userInfo` for custom `encode(to:)` code.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates an encoder with Foundation's defaults.
    public init() {}

    /// `date` as the ``DateEncodingStrategy/iso8601`` strategy writes it, in UTC: `2024-05-06T07:08:09Z`, with
    /// milliseconds (`.250`) when it has whole ones, else microseconds (`.958630`). Generated clients send date
    /// parameters in the same form.
    ///
    /// RFC 3339 writes years 0000 through 9999 only: a date after that is written as `9999-12-31T23:59:59.999Z`, one
    /// before it (or NaN) as `0000-01-01T00:00:00Z`, where the strategy throws `EncodingError`.
    public static func iso8601String(from date: Date) -> String {
        if let text = ISO8601.format(date) { return text }
        return date.timeIntervalSince1970 > 0 ? "9999-12-31T23:59:59.999Z" : "0000-01-01T00:00:00Z"
    }

    /// Encodes `value` as a JSON document. Throws `EncodingError` for values JSON cannot hold (NaN, infinity) and,
    /// as Foundation does, for a top-level value that encodes nothing.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = TreeEncoder(options: self)
        defer { encoder.context.drain() }
        return try write(try encoder.boxRoot(value))
    }

    /// Encodes `value` with `configuration` (Foundation's `EncodableWithConfiguration`) as a JSON document.
    public func encode<T: EncodableWithConfiguration>(
        _ value: T,
        configuration: T.EncodingConfiguration
    ) throws -> Data {
        let encoder = TreeEncoder(options: self)
        defer { encoder.context.drain() }
        return try write(
            try encoder.boxRoot(value, configured: { try value.encode(to: $0, configuration: configuration) }))
    }

    /// Encodes `value` with the configuration `provider` supplies as a JSON document.
    public func encode<T, C: EncodingConfigurationProviding>(
        _ value: T,
        configuration provider: C.Type
    ) throws -> Data where T: EncodableWithConfiguration, T.EncodingConfiguration == C.EncodingConfiguration {
        try encode(value, configuration: C.encodingConfiguration)
    }

    private func write(_ tree: EncodedValue) throws -> Data {
        try JSONTextWriter.write(
            tree,
            sortedKeys: outputFormatting.contains(.sortedKeys),
            pretty: outputFormatting.contains(.prettyPrinted),
            escapesSlashes: !outputFormatting.contains(.withoutEscapingSlashes)
        )
    }
}
