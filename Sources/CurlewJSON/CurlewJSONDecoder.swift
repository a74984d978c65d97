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
        /// A string read with a `DateFormatter` (set its locale and time zone; `en_US_POSIX` for fixed formats).
        case formatted(DateFormatter)
        /// A closure that reads the date from the decoder positioned at the value.
        case custom(@Sendable (any Decoder) throws -> Date)
    }

    /// How `Data` values are read.
    public enum DataDecodingStrategy: Sendable {
        /// A base64 string (Foundation's default).
        case base64
        /// The way `Data` decodes itself: an array of byte values.
        case deferredToData
        /// A closure that reads the data from the decoder positioned at the value.
        case custom(@Sendable (any Decoder) throws -> Data)
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

    /// How `Double` and `Float` read the values JSON has no number for.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Only JSON numbers are floats; a number beyond the type's range is an error.
        case `throw`
        /// These exact strings read as positive infinity, negative infinity and NaN.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How `Date` values are read; `.deferredToDate` by default, like Foundation.
    public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    /// How object keys map to coding keys; `.useDefaultKeys` by default.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// How `Data` values are read; `.base64` by default, like Foundation.
    public var dataDecodingStrategy: DataDecodingStrategy = .base64
    /// How `Double` and `Float` read infinities and NaN; `.throw` by default, like Foundation.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
    /// Values handed to `Decoder.userInfo` for custom `init(from:)` code.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// What the parser accepts (comments, nesting depth); strict JSON up to 512 levels by default.
    public var parsingOptions = JSONParser.Options()

    /// Creates a decoder with Foundation's defaults.
    public init() {}

    /// Decodes a value of `type` from a whole JSON document (`Data`, `[UInt8]` or any byte collection).
    /// Throws `JSONError` for invalid JSON and for JSON that does not fit `type`. A type that is also
    /// `JSONDecodable` is read through that conformance (the fast path), even from a generic context.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        if let fast = T.self as? any JSONDecodable.Type {
            return try decodeFast(fast, from: bytes) as! T
        }
        return try withContiguousBytes(bytes) { buffer in
            let tokenizer = YAJLTokenizer(options: parsingOptions, keepsTape: true)
            // Model code may keep the `Decoder`: after this call every use of it fails instead of reading `bytes`.
            defer { tokenizer.invalidate() }
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
                let located = JSONError(error, tape: tape, input: buffer, convertsKeys: decoder.convertsKeys)
                try tape.validateRest()  // invalid JSON wins over a decoding error, as in Foundation
                throw located
            }
        }
    }

    /// Decodes a `JSONDecodable` value from a whole JSON document through its reader conformance.
    /// Throws `JSONError` for invalid JSON and for JSON that does not fit `type`.
    public func decode<T: JSONDecodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        try decodeFast(type, from: bytes)
    }

    /// Decodes a type that is both `Decodable` and `JSONDecodable` through the reader (the fast path).
    public func decode<T: Decodable & JSONDecodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        try decodeFast(type, from: bytes)
    }

    /// Calls `body` with a reader standing on the root value of a whole JSON document, then checks that the rest
    /// of the document is valid JSON. The reader must not escape `body` (a kept reader traps when used).
    ///
    /// ```swift
    /// let ids = try CurlewJSONDecoder().withReader(from: data) { reader in try reader.readArray(of: Int64.self) }
    /// ```
    public func withReader<R>(
        from bytes: some Collection<UInt8>,
        _ body: (inout JSONReader) throws -> R
    ) throws -> R {
        try withContiguousBytes(bytes) { buffer in
            let tokenizer = YAJLTokenizer(options: parsingOptions, keepsTape: true)
            defer { tokenizer.invalidate() }
            try tokenizer.begin(buffer)
            let tape = JSONTape(tokenizer)
            do {
                var reader = try JSONReader(tape: tape, options: self)
                let value = try body(&reader)
                try tape.validateRest()
                return value
            } catch let error as JSONError {
                try tape.validateRest()  // invalid JSON wins over a decoding error, as in Foundation
                throw error
            }
        }
    }

    private func decodeFast<T: JSONDecodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        try withReader(from: bytes) { reader in try T(from: &reader) }
    }
}
