import Foundation

/// A type that reads itself from a `JSONReader`: the fast path, with no Codable machinery at run time.
///
/// Generated models conform to it (next to `Codable`), and so do the standard scalars, `Date`, `Data`, `URL`,
/// `UUID`, `Decimal`, `JSONValue`, and arrays, optionals and `[String: V]` dictionaries of conforming types.
/// `CurlewJSONDecoder.decode(_:from:)` uses this conformance whenever the type has it, even when called
/// through a generic `Decodable` context (as `APIClient` does).
public protocol JSONDecodable {
    /// Reads one value from `reader`, which stands on it, and leaves the reader just past it.
    init(from reader: inout JSONReader) throws
}

extension String: JSONDecodable {
    /// Reads a string.
    @inline(__always)
    public init(from reader: inout JSONReader) throws { self = try reader.readString() }
}

extension Bool: JSONDecodable {
    /// Reads `true` or `false`.
    public init(from reader: inout JSONReader) throws { self = try reader.readBool() }
}

extension Double: JSONDecodable {
    /// Reads a number.
    public init(from reader: inout JSONReader) throws { self = try reader.readDouble() }
}

extension Float: JSONDecodable {
    /// Reads a number, rounded once.
    public init(from reader: inout JSONReader) throws { self = try reader.readFloat() }
}

extension Int: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension Int8: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension Int16: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension Int32: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension Int64: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension UInt: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension UInt8: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension UInt16: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension UInt32: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension UInt64: JSONDecodable {
    /// Reads an integer in range.
    public init(from reader: inout JSONReader) throws { self = try reader.readInteger() }
}

extension Decimal: JSONDecodable {
    /// Reads a number exactly.
    public init(from reader: inout JSONReader) throws { self = try reader.readDecimal() }
}

extension Date: JSONDecodable {
    /// Reads a date per the decoder's `dateDecodingStrategy`.
    public init(from reader: inout JSONReader) throws { self = try reader.readDate() }
}

extension Data: JSONDecodable {
    /// Reads data per the decoder's data strategy.
    public init(from reader: inout JSONReader) throws { self = try reader.readData() }
}

extension URL: JSONDecodable {
    /// Reads a URL from a string.
    public init(from reader: inout JSONReader) throws { self = try reader.readURL() }
}

extension UUID: JSONDecodable {
    /// Reads a UUID from a string.
    public init(from reader: inout JSONReader) throws { self = try reader.readUUID() }
}

extension JSONValue: JSONDecodable {
    /// Reads any value as a tree.
    public init(from reader: inout JSONReader) throws { self = try reader.readJSONValue() }
}

extension Optional: JSONDecodable where Wrapped: JSONDecodable {
    /// Reads `null` as nil, anything else as `Wrapped`.
    @inlinable
    public init(from reader: inout JSONReader) throws { self = try reader.readOptional(Wrapped.self) }
}

extension Array: JSONDecodable where Element: JSONDecodable {
    /// Reads an array of `Element`s.
    @inlinable
    public init(from reader: inout JSONReader) throws { self = try reader.readArray(of: Element.self) }
}

extension Dictionary: JSONDecodable where Key == String, Value: JSONDecodable {
    /// Reads an object into a dictionary (a repeated key keeps its first value, as in Foundation; the values of its
    /// repeats are skipped unread).
    @inlinable
    public init(from reader: inout JSONReader) throws {
        self.init()
        try reader.beginObject()
        if let count = reader.memberCountHint() { reserveCapacity(count) }
        while let key = try reader.nextKey() {
            if index(forKey: key) == nil {
                self[key] = try Value(from: &reader)
            } else {
                try reader.skipValue()
            }
        }
    }
}
