/// A cursor over a parsed document for hand-written and generated decoders: typed reads, no Codable machinery.
///
/// A reader walks the document's values in order. Objects are read with `beginObject()` then `nextKey(in:)` (or
/// `nextKey()`) until it returns nil; arrays with `beginArray()` then `hasNext()` until it returns false; every
/// value in between is read with one `read…()` call or skipped with `skipValue()`. Each read checks the kind and
/// the range (an integer out of range, a string that is not a date) and throws a `JSONError` with the value's
/// path (`$.statuses[3].user.id`), line, column and byte offset.
///
/// Readers are handed out by `CurlewJSONDecoder` (`decode(_:from:)` for a `JSONDecodable` type, or
/// `withReader(_:from:)`); the document they read lives only for that call. A reader kept past it does not read
/// freed memory: every read traps instead.
///
/// ```swift
/// struct User: JSONDecodable {
///     var id: Int64
///     var name: String
///     static let keys = JSONKeys(["id", "name"])
///     init(from reader: inout JSONReader) throws {
///         var id: Int64?, name: String?
///         var seen: UInt64 = 0  // keeps the first of a repeated key, as JSONDecoder does
///         try reader.beginObject()
///         while let key = try reader.nextKey(in: Self.keys, seen: &seen) {
///             switch key {
///             case 0: id = try reader.readInt64()
///             case 1: name = try reader.readString()
///             default: try reader.skipValue()
///             }
///         }
///         guard let id else { throw reader.missingKey("id") }
///         guard let name else { throw reader.missingKey("name") }
///         (self.id, self.name) = (id, name)
///     }
/// }
/// ```
public struct JSONReader {
    let tape: JSONTape
    /// The strategies (dates, data, non-conforming floats) and `userInfo` of the decoder that made this reader.
    public let options: CurlewJSONDecoder
    /// The tape index of the next token to read.
    @usableFromInline
    var index: Int
    /// How many containers are open.
    var depth = 0
    /// Whether the root is an array parsed as its elements are read, its passed tokens forgotten.
    let streamsRoot: Bool
    /// For a streamed root array: the number of the element being read.
    var rootElement = -1
    /// The tape index of a value whose path is `basePath` (a streamed element), from which error paths are
    /// found once the tokens before it are gone; -1 for the root.
    var baseIndex = -1
    var basePath = "$"
    /// The key matched last, where the next lookup starts (models' keys usually come in declaration order).
    var keyHint = 0
    /// A Codable decoder over the same tape, made on first use, for `decode(_:)` and custom date strategies.
    var fallback: TapeDecoder?

    init(tape: JSONTape, options: CurlewJSONDecoder) throws {
        self.tape = tape
        self.options = options
        index = 0
        try tape.ensureToken(0)
        streamsRoot = tape[0].kind == .arrayStart
        if !streamsRoot { try tape.ensureComplete(0) }
    }

    /// A reader standing on the complete value at `index` of a streamed document, whose path is `path`.
    init(tape: JSONTape, options: CurlewJSONDecoder, at index: Int, path: String) {
        self.tape = tape
        self.options = options
        self.index = index
        streamsRoot = false
        baseIndex = index
        basePath = path
    }

    /// What kind of value comes next.
    public enum ValueKind: Sendable, Hashable {
        /// `{`
        case object
        /// `[`
        case array
        /// A string.
        case string
        /// A number.
        case number
        /// `true` or `false`.
        case bool
        /// `null`.
        case null
    }

    /// The kind of the next value, without reading it (nil inside an object before its next key is read).
    public var nextKind: ValueKind? {
        switch tape[index].kind {
        case .objectStart: return .object
        case .arrayStart: return .array
        case .string: return .string
        case .number: return .number
        case .trueValue, .falseValue: return .bool
        case .null: return .null
        case .key, .objectEnd, .arrayEnd: return nil
        }
    }

    /// Enters the object that comes next; read its members with `nextKey(in:)` or `nextKey()`.
    /// Throws when the next value is not an object.
    public mutating func beginObject() throws {
        guard tape[index].kind == .objectStart else { throw mismatch("object") }
        depth += 1
        index += 1
    }

    /// The next key of the current object, matched against `keys`: its position in `keys`, `JSONKeys.unknown` for
    /// a key not in it (skip its value), or nil at the end of the object (which is then left).
    @inline(__always)
    @_spi(Generated) public mutating func nextKey(in keys: JSONKeys) throws -> Int? {
        let token = tape[index]
        if token.kind == .objectEnd {
            index += 1
            depth -= 1
            return nil
        }
        let found = keys.position(of: tape.textBytes(of: token), readable: tape.readableBytes(of: token), hint: keyHint)
        index += 1
        if found >= 0 { keyHint = found + 1 }
        return found
    }

    /// `nextKey(in:)` for a decoder that keeps the first of a repeated key, as Foundation's `JSONDecoder` does:
    /// a key whose bit is already set in `seen` is skipped with its value. Start `seen` at 0 for each object;
    /// it covers positions 0-63 (use the `[UInt64]` form for more keys).
    @inline(__always)
    @_spi(Generated) public mutating func nextKey(in keys: JSONKeys, seen: inout UInt64) throws -> Int? {
        while let found = try nextKey(in: keys) {
            guard found >= 0, found < 64 else { return found }
            let bit: UInt64 = 1 << UInt64(found)
            if seen & bit == 0 {
                seen |= bit
                return found
            }
            try skipValue()
        }
        return nil
    }

    /// `nextKey(in:seen:)` for any number of keys: `seen` holds one bit per position, 64 to a word, and starts
    /// as `(keys.count + 63) / 64` zero words for each object.
    @_spi(Generated) public mutating func nextKey(in keys: JSONKeys, seen: inout [UInt64]) throws -> Int? {
        while let found = try nextKey(in: keys) {
            guard found >= 0, found / 64 < seen.count else { return found }
            let bit: UInt64 = 1 << UInt64(found % 64)
            if seen[found / 64] & bit == 0 {
                seen[found / 64] |= bit
                return found
            }
            try skipValue()
        }
        return nil
    }

    /// The text of the key `nextKey(in:)` (or `nextKey(in:seen:)`) just returned, `JSONKeys.unknown` included: for a
    /// decoder that keeps the members it does not declare (OpenAPI `additionalProperties`). Call it before reading
    /// or skipping that key's value.
    @_spi(Generated) public func currentKey() -> String {
        precondition(index > 0 && tape[index - 1].kind == .key, "currentKey() is only valid right after nextKey(in:)")
        return tape.text(at: index - 1)
    }

    /// The next key of the current object as a string, or nil at the end of the object (which is then left).
    /// Throws for a key that is not valid UTF-8.
    public mutating func nextKey() throws -> String? {
        if tape[index].kind == .objectEnd {
            index += 1
            depth -= 1
            return nil
        }
        let key = tape.text(at: index)
        index += 1
        return key
    }

    /// Skips the rest of the current object, up to and past its `}` (for a decoder that has read what it needs).
    public mutating func skipRestOfObject() throws {
        while tape[index].kind != .objectEnd {
            index = tape.indexAfterValue(at: index + 1)
        }
        index += 1
        depth -= 1
    }

    /// Enters the array that comes next; read its elements while `hasNext()` is true.
    /// Throws when the next value is not an array.
    public mutating func beginArray() throws {
        guard tape[index].kind == .arrayStart else { throw mismatch("array") }
        depth += 1
        index += 1
    }

    /// Whether the current array has another element; false at its end (which is then left).
    ///
    /// The elements of a top-level array are parsed as they are reached and forgotten once passed, so reading a
    /// long array element by element keeps only about one element's tokens in memory.
    public mutating func hasNext() throws -> Bool {
        if streamsRoot, depth == 1, baseIndex != index {
            try tape.ensureComplete(index)
            tape.dropTokens(before: index)
            if tape[index].kind != .arrayEnd {
                rootElement += 1
                baseIndex = index
                basePath = "$"
                JSONPath.appendIndex(rootElement, to: &basePath)
            }
        }
        if tape[index].kind == .arrayEnd {
            index += 1
            depth -= 1
            return false
        }
        return true
    }

    /// Skips the next value (a whole object or array at once).
    public mutating func skipValue() throws {
        let token = tape[index]
        if token.kind == .objectStart || token.kind == .arrayStart, token.payload == JSONToken.unpatched {
            try tape.ensureComplete(index)
        }
        index = tape.indexAfterValue(at: index)
    }

    /// Reads the next value as `T` through its `JSONDecodable` conformance.
    @inlinable
    public mutating func read<T: JSONDecodable>(_ type: T.Type = T.self) throws -> T {
        try T(from: &self)
    }

    /// Reads an array of `T` (`[` … `]`).
    ///
    /// Inlinable, so a caller's model types specialize it: no generic metadata or casts per element.
    @inlinable
    public mutating func readArray<T: JSONDecodable>(of type: T.Type = T.self) throws -> [T] {
        try beginArray()
        var elements: [T] = []
        if let capacity = capacityHint(elementsRead: 0) { elements.reserveCapacity(capacity) }
        while try hasNext() {
            elements.append(try T(from: &self))
            if elements.count == 1024, let capacity = capacityHint(elementsRead: 1024) {
                elements.reserveCapacity(capacity)
            }
        }
        return elements
    }

    /// How many elements the array being read probably has, to reserve once instead of doubling, or nil.
    ///
    /// Before the first element of an array that starts with a scalar, the tokens up to its end bound the count
    /// (exactly, for an array of scalars). A streamed top-level array's length is unknown: after 1024 elements,
    /// the share of the input read so far suggests it, so a long array is not copied while it grows (peak memory
    /// stays near the result's size).
    @usableFromInline
    func capacityHint(elementsRead: Int) -> Int? {
        if streamsRoot, depth == 1 {
            guard elementsRead == 1024, tape.contains(baseIndex) else { return nil }
            let done = max(tape[baseIndex].offset, 1)
            return Int(Double(elementsRead) * Double(tape.input.count) / Double(done) * 1.02)
        }
        guard elementsRead == 0 else { return nil }
        let end = tape[index - 1].payload
        guard end != JSONToken.unpatched else { return nil }
        switch tape[index].kind {
        case .number, .string, .trueValue, .falseValue, .null:
            return end - index
        case .objectStart:
            // Elements that are objects (models, often large): one hop per element over the linked tape, cheap
            // next to decoding them, so the array is not copied while it grows. (For arrays of arrays, such as
            // coordinates, the hops cost more than growing an array of small elements.)
            var count = 0
            var position = index
            while position < end {
                position = tape.indexAfterValue(at: position)
                count += 1
            }
            return count
        default:
            return nil
        }
    }

    /// The number of members of the object just entered, counted on the tape (its values skipped in O(1) each),
    /// so a dictionary is sized once; nil when the object is not all parsed yet.
    @usableFromInline
    func memberCountHint() -> Int? {
        guard index - 1 >= tape.firstIndex else { return nil }
        let end = tape[index - 1].payload
        guard end != JSONToken.unpatched else { return nil }
        var count = 0
        var position = index
        while position < end {
            position = tape.indexAfterValue(at: position + 1)
            count += 1
        }
        return count
    }

    /// Reads `null` as nil, anything else as `T`.
    @inlinable
    public mutating func readOptional<T: JSONDecodable>(_ type: T.Type = T.self) throws -> T? {
        if readNull() { return nil }
        return try T(from: &self)
    }

    /// Reads the next value through `T`'s `Decodable` conformance (the Codable path, for types that are not
    /// `JSONDecodable`), with this reader's strategies.
    public mutating func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        let decoder = fallbackDecoder()
        let start = index
        let value: T
        do {
            value = try decoder.decodeValue(T.self, at: start, node: nil)
        } catch let failure as DecodingError {
            throw located(failure)
        }
        index = tape.indexAfterValue(at: start)
        return value
    }

    mutating func fallbackDecoder() -> TapeDecoder {
        if let fallback { return fallback }
        let decoder = TapeDecoder(tape: tape, options: options)
        fallback = decoder
        return decoder
    }
}
