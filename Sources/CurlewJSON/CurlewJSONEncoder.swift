import Foundation

/// Encodes any `Encodable` as JSON through yajl's generator, like Foundation's `JSONEncoder`.
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
        /// An RFC 3339 string in UTC, `2024-05-06T07:08:09Z`, with milliseconds (`.123`) when the date has them.
        /// `EncodingError.invalidValue` for a date outside years 0000 through 9999, which RFC 3339 cannot write.
        case iso8601
        /// A string from the formatter.
        case formatted(DateFormatter)
        /// A closure that writes the date to the encoder (nothing written means `{}`, as in Foundation).
        case custom(@Sendable (Date, any Encoder) throws -> Void)
    }

    /// Layout options for the output. Strings are escaped as JSON requires (`"`, `\` and control characters) and no
    /// more: `/` and non-ASCII characters are written as they are.
    public struct OutputFormatting: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Object members sorted by key instead of in encoding order.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 0)
        /// Indented, one value per line.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 1)
        /// `/` written as is. This encoder never escapes `/` (JSON does not require it), so this changes nothing;
        /// it is here so code written for Foundation's `JSONEncoder`, which writes `\/` without it, compiles.
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 2)
    }

    /// How coding keys are written as JSON object keys.
    public enum KeyEncodingStrategy: Sendable {
        /// Keys are written as they are.
        case useDefaultKeys
        /// `myURLProperty` is written `my_url_property` (Foundation's rules). Like Foundation, not applied to the
        /// keys of `[String: T]` dictionaries, nor inside `JSONValue`, which is written as it is.
        case convertToSnakeCase
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
    /// milliseconds (`.250`) when it has them. Generated clients send date parameters in the same form.
    ///
    /// RFC 3339 writes years 0000 through 9999 only: a date after that is written as `9999-12-31T23:59:59.999Z`, one
    /// before it (or NaN) as `0000-01-01T00:00:00Z`, where the strategy throws `EncodingError`.
    public static func iso8601String(from date: Date) -> String {
        if let text = ISO8601.format(date) { return text }
        return date.timeIntervalSince1970 > 0 ? "9999-12-31T23:59:59.999Z" : "0000-01-01T00:00:00Z"
    }

    /// Encodes `value` as a JSON document. Throws `EncodingError` for values JSON cannot hold (NaN, infinity).
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = TreeEncoder(options: self, node: nil)
        let tree = try encoder.box(value, node: nil)
        return try YAJLWriter.write(
            tree,
            sortedKeys: outputFormatting.contains(.sortedKeys),
            pretty: outputFormatting.contains(.prettyPrinted)
        )
    }
}
