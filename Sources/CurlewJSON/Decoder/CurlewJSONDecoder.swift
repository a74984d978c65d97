import Foundation

/// Decodes any `Decodable` from JSON bytes, like Foundation's `JSONDecoder`, with errors that say where.
///
/// The input is parsed once into a flat token tape (yajl, numbers kept as text) and decoded from it. Integers
/// are range-checked from the exact text (never wrapped), `Decimal` comes from the text (not through `Double`),
/// `Date`, `Data` (base64), `URL` and `JSONValue` are read the way `JSONDecoder` reads them.
///
/// Failures are the `DecodingError`s `JSONDecoder` throws, with the same case and coding path; their context's
/// `underlyingError` is a ``JSONError`` (also in the `debugDescription`) with the line, column and byte of the
/// offending value and the path in the document (`JSONError(error)` gets it back). Invalid JSON is
/// `DecodingError.dataCorrupted` with an empty coding path, as in Foundation. Types with a generated reader
/// (``JSONDecodable``) throw the reader's `JSONError` itself.
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
        /// The closure converts each key of an object: it gets the container's coding path plus the JSON key
        /// (Foundation's `.custom`). When two keys convert to one, the first counts. Not applied to the keys of
        /// `[String: T]` dictionaries, nor inside `JSONValue`.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Double` and `Float` read the values JSON has no number for.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Only JSON numbers are floats; a number beyond the type's range is an error.
        case `throw`
        /// These exact strings read as positive infinity, negative infinity and NaN.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How `Date` values are read; `.deferredToDate` by default, like Foundation.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { settings.values.dateDecodingStrategy }
        set { change { $0.dateDecodingStrategy = newValue } }
    }
    /// How object keys map to coding keys; `.useDefaultKeys` by default.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { settings.values.keyDecodingStrategy }
        set { change { $0.keyDecodingStrategy = newValue } }
    }
    /// How `Data` values are read; `.base64` by default, like Foundation.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { settings.values.dataDecodingStrategy }
        set { change { $0.dataDecodingStrategy = newValue } }
    }
    /// How `Double` and `Float` read infinities and NaN; `.throw` by default, like Foundation.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { settings.values.nonConformingFloatDecodingStrategy }
        set { change { $0.nonConformingFloatDecodingStrategy = newValue } }
    }
    /// Values handed to `Decoder.userInfo` for custom `init(from:)` code.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { settings.values.userInfo }
        set { change { $0.userInfo = newValue } }
    }
    /// What the parser accepts (comments, nesting depth); strict JSON up to 512 levels by default.
    public var parsingOptions: JSONParser.Options {
        get { settings.values.parsingOptions }
        set { change { $0.parsingOptions = newValue } }
    }
    /// Foundation's JSON5 switch. Of JSON5, Curlew reads `//` comments (to a line feed or carriage return), `/* */`
    /// comments (which must be closed), vertical tabs and form feeds. The rest of JSON5 (trailing commas, unquoted
    /// or single-quoted keys and strings, hexadecimal numbers, a leading `+` or `.`, `Infinity`, `NaN`, `\x`
    /// escapes, escaped line breaks) stays an error, as in strict JSON. False by default.
    public var allowsJSON5: Bool {
        get { settings.values.allowsJSON5 }
        set { change { $0.allowsJSON5 = newValue } }
    }
    /// A document that does not start with `{` is read as the members of a top-level object (`"a": 1, "b": 2`;
    /// nothing at all is `{}`), as Foundation does. False by default.
    public var assumesTopLevelDictionary: Bool {
        get { settings.values.assumesTopLevelDictionary }
        set { change { $0.assumesTopLevelDictionary = newValue } }
    }

    /// The settings above, shared by copies of the decoder until one of them changes a setting: every decode, reader
    /// and container holds a copy, which is then one reference instead of strategies, strings and a dictionary.
    private var settings = DecoderSettings.defaults

    private mutating func change(_ body: (inout DecoderSettings.Values) -> Void) {
        var values = settings.values
        body(&values)
        settings = DecoderSettings(values)
    }

    /// Creates a decoder with Foundation's defaults.
    public init() {}

    /// Decodes a value of `type` from a whole JSON document (`Data`, `[UInt8]` or any byte collection), calling
    /// `type.init(from:)` (a subclass passed as its superclass's type decodes as the subclass). Throws
    /// `DecodingError` as `JSONDecoder` does, located by a `JSONError` (see the type's documentation). A type that
    /// is also `JSONDecodable` is read through that conformance (the fast path), even from a generic context.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        if let fast = type as? any JSONDecodable.Type {
            return try decodeFast(fast, from: bytes) as! T
        }
        return try decodeDocument(from: bytes) { decoder in
            guard ObjectIdentifier(type) == ObjectIdentifier(T.self) else {
                return try decoder.withValue(at: 0, node: nil) { try type.init(from: decoder) }
            }
            return try decoder.decodeValue(T.self, at: 0, node: nil)
        }
    }

    /// Decodes a value of `type` with `configuration` (Foundation's `DecodableWithConfiguration`).
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type,
        from bytes: some Collection<UInt8>,
        configuration: T.DecodingConfiguration
    ) throws -> T {
        try decodeDocument(from: bytes) { decoder in
            try decoder.withValue(at: 0, node: nil) { try type.init(from: decoder, configuration: configuration) }
        }
    }

    /// Decodes a value of `type` with the configuration `provider` supplies.
    public func decode<T, C: DecodingConfigurationProviding>(
        _ type: T.Type,
        from bytes: some Collection<UInt8>,
        configuration provider: C.Type
    ) throws -> T where T: DecodableWithConfiguration, T.DecodingConfiguration == C.DecodingConfiguration {
        try decode(type, from: bytes, configuration: C.decodingConfiguration)
    }

    /// Parses `bytes` and runs `body` with a decoder on the root value; errors as Foundation's (see the type).
    private func decodeDocument<R>(
        from bytes: some Collection<UInt8>,
        _ body: (TapeDecoder) throws -> R
    ) throws -> R {
        if let plain = try json5Blanked(bytes) { return try plain.decoder.decodeDocument(from: plain.bytes, body) }
        if let braced = bracedInput(bytes) { return try bracing(braced, of: bytes) { try decodeBytes($0, body) } }
        return try decodeBytes(bytes, body)
    }

    /// With ``allowsJSON5``, `bytes` with comments and JSON5 whitespace blanked and a decoder that reads them as
    /// plain JSON; nil when there are none (or no JSON5). A block comment never closed is invalid JSON.
    private func json5Blanked(_ bytes: some Collection<UInt8>) throws -> (bytes: [UInt8], decoder: Self)? {
        guard allowsJSON5 else { return nil }
        do {
            guard let blanked = try JSON5Blanking.blanked(bytes) else { return nil }
            var plain = self
            plain.allowsJSON5 = false
            return (blanked, plain)
        } catch let error as JSONError {
            throw DecodingError.invalidJSON(error)
        }
    }

    /// With ``assumesTopLevelDictionary``, `bytes` inside braces when they do not start with `{`; else nil, for
    /// the caller to read `bytes` as they are.
    private func bracedInput(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        assumesTopLevelDictionary ? TopLevelDictionary.braced(bytes) : nil
    }

    /// `body` run on the `braced` form of `bytes`, its errors located in `bytes`. (Not a generic `R?` result: a
    /// generic caller would look up `Optional<R>`'s metadata at run time on every decode.)
    private func bracing<R>(_ braced: [UInt8], of bytes: some Collection<UInt8>, _ body: ([UInt8]) throws -> R)
        throws -> R
    {
        do {
            return try body(braced)
        } catch let error as DecodingError {
            throw TopLevelDictionary.unbraced(error, input: bytes)
        }
    }

    private func decodeBytes<R>(_ bytes: some Collection<UInt8>, _ body: (TapeDecoder) throws -> R) throws -> R {
        var options = parsingOptions
        if allowsJSON5 { options.allowComments = true }
        var tokenizer = TokenizerCache.take(options: options)
        defer { TokenizerCache.giveBack(&tokenizer) }  // the tape goes (and a reader kept past its call fails)
        return try withContiguousBytes(bytes) { buffer in
            defer {
                // Model code that kept the `Decoder` or a container reads a copy of the input afterwards, as with
                // Foundation.
                if tokenizer.liveDecoders > 0 { tokenizer.keepInput() }
            }
            let tape = JSONTape(tokenizer)
            do {
                try tokenizer.begin(buffer)
                try tape.ensureToken(0)
                return try decodeTape(tape, input: buffer, body)
            } catch let error as JSONError where tokenizer.state.pointee.failure != nil {
                throw DecodingError.invalidJSON(error)
            }
        }
    }

    /// Runs `body` on the tape's root; the decoder is gone when this returns, unless model code kept it.
    private func decodeTape<R>(
        _ tape: JSONTape,
        input: UnsafeRawBufferPointer,
        _ body: (TapeDecoder) throws -> R
    ) throws -> R {
        let decoder = TapeDecoder(tape: tape, options: self)
        decoder.streamsRoot = tape[0].kind == .arrayStart
        do {
            let value = try body(decoder)
            try tape.validateRest()
            return value
        } catch let error as DecodingError {
            let located = JSONError(error, tape: tape, input: input, convertsKeys: decoder.convertsKeys)
            try tape.validateRest()  // invalid JSON wins over a decoding error, as in Foundation
            throw error.located(by: located)
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
        var tokenizer = TokenizerCache.take(options: parsingOptions)
        defer { TokenizerCache.giveBack(&tokenizer) }  // a reader kept past the call fails
        return try withContiguousBytes(bytes) { buffer in
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

    /// The fast path: the reader's `JSONError`s become the `DecodingError` cases the Codable path throws.
    private func decodeFast<T: JSONDecodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        if let plain = try json5Blanked(bytes) { return try plain.decoder.decodeFast(type, from: plain.bytes) }
        if let braced = bracedInput(bytes) { return try bracing(braced, of: bytes) { try readFast(type, from: $0) } }
        return try readFast(type, from: bytes)
    }

    private func readFast<T: JSONDecodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        var options = parsingOptions
        if allowsJSON5 { options.allowComments = true }
        var tokenizer = TokenizerCache.take(options: options)
        defer { TokenizerCache.giveBack(&tokenizer) }
        var parseFailed = false  // a Bool, not a copy of the failure: an Optional<JSONError> copied costs ~100
        do {
            return try withContiguousBytes(bytes) { buffer in
                defer { if case .some = tokenizer.state.pointee.failure { parseFailed = true } }
                try tokenizer.begin(buffer)
                let tape = JSONTape(tokenizer)
                do {
                    var reader = try JSONReader(tape: tape, options: self)
                    let value = try T(from: &reader)
                    try tape.validateRest()
                    return value
                } catch let error as JSONError {
                    try tape.validateRest()  // invalid JSON wins over a decoding error, as in Foundation
                    throw error
                }
            }
        } catch let error as JSONError {
            if parseFailed { throw DecodingError.invalidJSON(error) }
            throw DecodingError(readerError: error)
        }
    }
}
