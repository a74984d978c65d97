import Foundation

/// Writes an `EncodedValue` tree as JSON text, byte for byte as Foundation's `JSONEncoder` writes the same value
/// with the same options: compact, or pretty with two-space indents, `"key" : value` and empty containers as
/// `[\n\n]`; `/` escaped as `\/` unless told not to; `\b \f \n \r \t`, `\"` and `\\` short, other control characters
/// as `\u00xx` (lowercase hex), everything else (non-ASCII, U+007F, U+2028) as is. Sorted keys are in the order of
/// their UTF-8 bytes, as Foundation sorts them.
///
/// (yajl's generator, used before, cannot write `"key" : value`, and writes uppercase hex escapes.)
struct JSONTextWriter {
    private var bytes: JSONOutputBuffer
    private let sortedKeys: Bool
    private let pretty: Bool
    private let escapesSlashes: Bool
    private var depth = 0

    /// The whole document for `value`, without a trailing newline.
    static func write(
        _ value: EncodedValue,
        sortedKeys: Bool,
        pretty: Bool,
        escapesSlashes: Bool
    ) throws -> Data {
        var writer = JSONTextWriter(sortedKeys: sortedKeys, pretty: pretty, escapesSlashes: escapesSlashes)
        do {
            try writer.write(value)
        } catch {
            writer.bytes.release()
            throw error
        }
        return writer.bytes.takeData()
    }

    private init(sortedKeys: Bool, pretty: Bool, escapesSlashes: Bool) {
        bytes = JSONOutputBuffer(capacity: 4096)
        self.sortedKeys = sortedKeys
        self.pretty = pretty
        self.escapesSlashes = escapesSlashes
    }

    /// Runs `body` for the member or element at `key`, putting `key` in front of the path of any error it throws
    /// (paths are built only for errors).
    @inline(__always)
    private mutating func within(
        _ key: @autoclosure () -> any CodingKey,
        _ body: (inout JSONTextWriter) throws -> Void
    ) throws {
        do {
            try body(&self)
        } catch EncodingError.invalidValue(let value, let context) {
            let context = EncodingError.Context(
                codingPath: [key()] + context.codingPath,
                debugDescription: context.debugDescription,
                underlyingError: context.underlyingError
            )
            throw EncodingError.invalidValue(value, context)
        }
    }

    private mutating func write(_ value: EncodedValue) throws {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let text): try writeNumber(text, trusted: true)
        case .integer(let integer): bytes.appendInteger(negative: integer < 0, magnitude: integer.magnitude)
        case .unsigned(let integer): bytes.appendInteger(negative: false, magnitude: integer)
        case .string(let text): writeString(text)
        case .array(let array):
            try writeArray(array.elements) { writer, element in try writer.write(element) }
        case .object(let object):
            try writeObject(sortedKeys ? object.sortedMembers() : object.members) { writer, member in
                try writer.write(member)
            }
        case .json(let json): try write(json)
        case .deferred(let encoder): try write(encoder.value ?? .object(EncodedObject()))
        case .strings(let values): try writeArray(values) { writer, text in writer.writeString(text) }
        case .integers(let values):
            try writeArray(values) { writer, integer in
                writer.bytes.appendInteger(negative: integer < 0, magnitude: UInt64(integer.magnitude))
            }
        case .int64s(let values):
            try writeArray(values) { writer, integer in
                writer.bytes.appendInteger(negative: integer < 0, magnitude: integer.magnitude)
            }
        case .bools(let values): try writeArray(values) { writer, flag in writer.append(flag ? "true" : "false") }
        case .doubles(let values):
            try writeArray(values) { writer, number in
                try writer.writeNumber(JSONValue.numberText(number), trusted: true)
            }
        case .stringMap(let map): try writeMap(map) { writer, text in writer.writeString(text) }
        case .integerMap(let map):
            try writeMap(map) { writer, integer in
                writer.bytes.appendInteger(negative: integer < 0, magnitude: UInt64(integer.magnitude))
            }
        case .boolMap(let map): try writeMap(map) { writer, flag in writer.append(flag ? "true" : "false") }
        }
    }

    /// A `[String: …]` dictionary kept whole: in its own order (the order its `encode(to:)` goes in), or sorted.
    private mutating func writeMap<V>(
        _ map: [String: V],
        _ writeValue: (inout JSONTextWriter, V) throws -> Void
    ) throws {
        if sortedKeys {
            try writeObject(Self.sorted(Array(map)), writeValue)
        } else {
            try writeObject(map, writeValue)
        }
    }

    private mutating func write(_ value: JSONValue) throws {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let text): try writeNumber(text, trusted: false)
        case .string(let text): writeString(text)
        case .array(let elements):
            try writeArray(elements) { writer, element in try writer.write(element) }
        case .object(let object):
            let members = object.map { (key: $0.key, value: $0.value) }
            try writeObject(sortedKeys ? Self.sorted(members) : members) { writer, member in try writer.write(member) }
        }
    }

    private static func sorted<V>(_ members: [(key: String, value: V)]) -> [(key: String, value: V)] {
        members.sorted { utf8Precedes($0.key, $1.key) }
    }

    /// Whether `first` sorts before `second` by their UTF-8 bytes (a `memcmp` on native strings).
    @inline(__always)
    static func utf8Precedes(_ first: String, _ second: String) -> Bool {
        let compared = first.utf8.withContiguousStorageIfAvailable { left in
            second.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = min(left.count, right.count)
                if common > 0, let a = left.baseAddress, let b = right.baseAddress {
                    let order = memcmp(a, b, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        if let compared, let compared { return compared }
        return first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    private mutating func writeArray<C: Collection>(
        _ elements: C,
        _ writeElement: (inout JSONTextWriter, C.Element) throws -> Void
    ) throws {
        bytes.append(UInt8(ascii: "["))
        open()
        for (index, element) in elements.enumerated() {
            if index > 0 { separate() }
            indent()
            try within(JSONIndexKey(index: index)) { try writeElement(&$0, element) }
        }
        close()
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject<V, Members: Collection<(key: String, value: V)>>(
        _ members: Members,
        _ writeValue: (inout JSONTextWriter, V) throws -> Void
    ) throws {
        bytes.append(UInt8(ascii: "{"))
        open()
        for (index, member) in members.enumerated() {
            if index > 0 { separate() }
            indent()
            writeString(member.key)
            append(pretty ? " : " : ":")
            try within(JSONCodingKey(stringValue: member.key)) { try writeValue(&$0, member.value) }
        }
        close()
        bytes.append(UInt8(ascii: "}"))
    }

    /// After `[` or `{`: a newline when pretty (an empty container still gets two, as in Foundation).
    private mutating func open() {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        depth += 1
    }

    /// Before `]` or `}`.
    private mutating func close() {
        guard pretty else { return }
        depth -= 1
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func separate() {
        bytes.append(UInt8(ascii: ","))
        if pretty { bytes.append(UInt8(ascii: "\n")) }
    }

    private mutating func indent() {
        guard pretty else { return }
        bytes.append(repeating: UInt8(ascii: " "), count: depth * 2)
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(text)
    }

    private mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    /// Appends `utf8` (valid UTF-8: it comes from a `String`) quoted and escaped, copying runs of plain bytes whole.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard
                byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || (byte == UInt8(ascii: "/") && escapesSlashes)
            else { continue }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                let hex: StaticString = "0123456789abcdef"
                append("u00")
                bytes.append(hex.utf8Start[Int(byte >> 4)])
                bytes.append(hex.utf8Start[Int(byte & 0xF)])
            }
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes number text; text that does not come from this encoder (a `JSONValue`'s) is checked first.
    private mutating func writeNumber(_ text: String, trusted: Bool) throws {
        guard trusted || NumberText.isJSONNumber(text) else {
            let context = EncodingError.Context(codingPath: [], debugDescription: "not a JSON number: \(text)")
            throw EncodingError.invalidValue(text, context)
        }
        var text = text
        text.withUTF8 { bytes.append($0) }
    }
}

extension NumberText {
    /// Whether `text` is a number in JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var position = 0
        func digits() -> Int {
            let start = position
            while position < bytes.count, (48...57).contains(bytes[position]) { position += 1 }
            return position - start
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let start = position
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[start] != UInt8(ascii: "0") else { return false }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() > 0 else { return false }
        }
        return position == bytes.count
    }
}
