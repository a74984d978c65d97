import Foundation

/// Typed reads of scalars: exact integers, floats, strings, and the Foundation types JSON spells its own way.
extension JSONReader {
    /// Reads `null` and returns true, or returns false and reads nothing when the next value is not `null`.
    @inline(__always)
    public mutating func readNull() -> Bool {
        guard tape[index].kind == .null else { return false }
        index += 1
        return true
    }

    /// Reads `true` or `false`.
    public mutating func readBool() throws -> Bool {
        switch tape[index].kind {
        case .trueValue:
            index += 1
            return true
        case .falseValue:
            index += 1
            return false
        default:
            throw mismatch("Bool")
        }
    }

    /// Reads a string (always valid UTF-8: the tokenizer rejects a document with a string that is not).
    @inline(__always)
    public mutating func readString() throws -> String {
        guard tape[index].kind == .string else { throw mismatch("String") }
        let text = tape.text(at: index)
        index += 1
        return text
    }

    /// Calls `body` with the UTF-8 bytes of the next string (unescaped, not yet checked for valid UTF-8), then
    /// moves past it: for matching enum cases without making a `String`. The bytes must not escape `body`.
    public mutating func withStringBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R {
        guard tape[index].kind == .string else { throw mismatch("String") }
        let result = try tape.withText(at: index, body)
        index += 1
        return result
    }

    /// Reads an integer of type `T` from the number's exact text (`1.0` and `1e3` count as integers); a number
    /// out of `T`'s range or with a fraction is an error, never wrapped or truncated.
    @inline(__always)
    public mutating func readInteger<T: FixedWidthInteger>(_ type: T.Type = T.self) throws -> T {
        guard tape[index].kind == .number else { throw mismatch("\(T.self)") }
        switch tape.withText(at: index, { NumberText.integer($0, as: T.self) }) {
        case .value(let value):
            index += 1
            return value
        case .outOfRange:
            throw error("\(T.self) out of range: \(tape.text(at: index))")
        case .notInteger:
            throw mismatch("\(T.self)")
        }
    }

    /// Reads an `Int`; see `readInteger(_:)`.
    @inline(__always)
    public mutating func readInt() throws -> Int { try readInteger(Int.self) }

    /// Reads an `Int64`; see `readInteger(_:)`.
    @inline(__always)
    public mutating func readInt64() throws -> Int64 { try readInteger(Int64.self) }

    /// Reads an `Int32`; see `readInteger(_:)`.
    @inline(__always)
    public mutating func readInt32() throws -> Int32 { try readInteger(Int32.self) }

    /// Reads a `UInt64`; see `readInteger(_:)`.
    @inline(__always)
    public mutating func readUInt64() throws -> UInt64 { try readInteger(UInt64.self) }

    /// Reads the nearest `Double` to the number's text; a number beyond `Double`'s range is an error. With a
    /// non-conforming float strategy, its strings (`"NaN"`, `"Infinity"`, …) read as those values.
    @inline(__always)
    public mutating func readDouble() throws -> Double {
        guard tape[index].kind == .number else {
            if let special = try nonConformingFloat() { return special }
            throw mismatch("Double")
        }
        let value = tape.withText(at: index) { NumberText.double($0) }
        guard value.isFinite, value != 0 || !tape.withText(at: index, { NumberText.hasNonzeroSignificand($0) }) else {
            throw error("Double out of range: \(tape.text(at: index))")
        }
        index += 1
        return value
    }

    /// Reads the nearest `Float` to the number's text (rounded once); see `readDouble()`.
    public mutating func readFloat() throws -> Float {
        guard tape[index].kind == .number else {
            if let special = try nonConformingFloat() { return Float(special) }
            throw mismatch("Float")
        }
        let value = tape.withText(at: index) { NumberText.float($0) }
        guard value.isFinite, value != 0 || !tape.withText(at: index, { NumberText.hasNonzeroSignificand($0) }) else {
            throw error("Float out of range: \(tape.text(at: index))")
        }
        index += 1
        return value
    }

    /// Reads a `Decimal` from the number's text, exactly (not through `Double`).
    public mutating func readDecimal() throws -> Decimal {
        let value = try decodeThroughTape { decoder, index in try decoder.unboxDecimal(at: index, node: nil, key: nil) }
        return value
    }

    /// Reads a `Date` per the decoder's `dateDecodingStrategy`.
    public mutating func readDate() throws -> Date {
        if case .iso8601 = options.dateDecodingStrategy {
            let start = index
            let text = try readString()
            guard let date = ISO8601.parse(text) else {
                index = start
                throw error("expected an ISO 8601 date, found \(JSONValue.string(text))")
            }
            return date
        }
        return try decodeThroughTape { decoder, index in try decoder.decodeDate(at: index, node: nil) }
    }

    /// Reads `Data` per the decoder's data strategy (base64 by default).
    public mutating func readData() throws -> Data {
        try decodeThroughTape { decoder, index in try decoder.decodeData(at: index, node: nil) }
    }

    /// Reads a `URL` from a string.
    public mutating func readURL() throws -> URL {
        let start = index
        let text = try readString()
        guard let url = URL(string: text) else {
            index = start
            throw error("expected a URL, found \(JSONValue.string(text))")
        }
        return url
    }

    /// Reads a `UUID` from its string form (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, any case).
    public mutating func readUUID() throws -> UUID {
        let start = index
        let text = try readString()
        guard let uuid = UUID(uuidString: text) else {
            index = start
            throw error("expected a UUID, found \(JSONValue.string(text))")
        }
        return uuid
    }

    /// Reads any value as a `JSONValue` tree (numbers keep their text, objects their key order).
    public mutating func readJSONValue() throws -> JSONValue {
        try skipValueCompletes()
        let value = JSONValue(tape: tape, at: index)
        index = tape.indexAfterValue(at: index)
        return value
    }

    /// Makes sure the container that comes next is all on the tape.
    private func skipValueCompletes() throws {
        let token = tape[index]
        if token.kind == .objectStart || token.kind == .arrayStart, token.payload == JSONToken.unpatched {
            try tape.ensureComplete(index)
        }
    }

    /// The value of a non-conforming float string per the decoder's strategy, moving past it; nil otherwise.
    private mutating func nonConformingFloat() throws -> Double? {
        guard tape[index].kind == .string,
            case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy
        else { return nil }
        let text = tape.text(at: index)
        let value: Double
        switch text {
        case positive: value = .infinity
        case negative: value = -.infinity
        case nan: value = .nan
        default: return nil
        }
        index += 1
        return value
    }

    /// Reads the next value with the Codable decoder's scalar code, with errors located by this reader.
    private mutating func decodeThroughTape<T>(_ body: (TapeDecoder, Int) throws -> T) throws -> T {
        let decoder = fallbackDecoder()
        let start = index
        do {
            let value = try body(decoder, start)
            index = tape.indexAfterValue(at: start)
            return value
        } catch let failure as DecodingError {
            throw located(failure)
        }
    }
}
