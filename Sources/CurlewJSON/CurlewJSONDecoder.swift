import Foundation

/// Decodes any `Decodable` from JSON bytes, like Foundation's `JSONDecoder`, with errors that say where.
///
/// The input is parsed once into a flat token tape (yajl, numbers kept as text) and decoded from it. Integers
/// are range-checked from the exact text (never wrapped), `Decimal` comes from the text (not through `Double`),
/// `Date`, `Data` (base64), `URL` and `JSONValue` are read the way `JSONDecoder` reads them. Every failure is a
/// `JSONError` with the coding path and the line, column and byte of the offending value.
///
/// ```swift
/// var decoder = CurlewJSONDecoder()
/// decoder.dateDecodingStrategy = .iso8601
/// let user = try decoder.decode(User.self, from: data)
/// ```
public struct CurlewJSONDecoder: Sendable {
    /// How `Date` values are read.
    public enum DateDecodingStrategy: Sendable {
        /// The way `Date` decodes itself: seconds since 2001-01-01 as a number (Foundation's default).
        case deferredToDate
        /// Seconds since 1970-01-01 as a number.
        case secondsSince1970
        /// Milliseconds since 1970-01-01 as a number.
        case millisecondsSince1970
        /// An RFC 3339 / ISO 8601 string, with or without fractional seconds (`2024-05-06T07:08:09.123Z`).
        case iso8601
        /// A closure that reads the date from the decoder positioned at the value.
        case custom(@Sendable (any Decoder) throws -> Date)
    }

    /// How JSON object keys map to coding keys.
    public enum KeyDecodingStrategy: Sendable {
        /// Keys are used as they are.
        case useDefaultKeys
        /// `first_name` in JSON matches the coding key `firstName` (Foundation's rules: leading and trailing
        /// underscores kept, a key without inner underscores unchanged). Like Foundation, not applied to the keys of
        /// `[String: T]` dictionaries, nor inside `JSONValue`, which keeps the document as it is.
        case convertFromSnakeCase
    }

    /// How `Date` values are read; `.deferredToDate` by default, like Foundation.
    public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    /// How object keys map to coding keys; `.useDefaultKeys` by default.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// Values handed to `Decoder.userInfo` for custom `init(from:)` code.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// What the parser accepts (comments, nesting depth); strict JSON up to 512 levels by default.
    public var parsingOptions = JSONParser.Options()

    /// Creates a decoder with Foundation's defaults.
    public init() {}

    /// Decodes a value of `type` from a whole JSON document (`Data`, `[UInt8]` or any byte collection).
    /// Throws `JSONError` for invalid JSON and for JSON that does not fit `type`.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        try withContiguousBytes(bytes) { buffer in
            let tokenizer = YAJLTokenizer(options: parsingOptions, keepsTape: true)
            try tokenizer.begin(buffer)
            let tape = JSONTape(tokenizer)
            try tape.ensureToken(0)
            let decoder = TapeDecoder(tape: tape, options: self)
            decoder.streamsRoot = tape[0].kind == .arrayStart
            do {
                let value = try decoder.decodeValue(T.self, at: 0, node: nil)
                try tape.validateRest()
                return value
            } catch let error as DecodingError {
                let located = JSONError(error, tape: tape, input: buffer)
                try tape.validateRest()  // invalid JSON wins over a decoding error, as in Foundation
                throw located
            }
        }
    }
}
