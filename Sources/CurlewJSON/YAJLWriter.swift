import CYAJL
import Foundation

/// Writes an `EncodedValue` tree as JSON text through a `yajl_gen` (UTF-8 validated).
struct YAJLWriter {
    private let generator: yajl_gen
    private let sortedKeys: Bool

    /// The whole document for `value`, compact or indented by two spaces, without a trailing newline.
    static func write(_ value: EncodedValue, sortedKeys: Bool, pretty: Bool) throws -> Data {
        guard let generator = yajl_gen_alloc(nil) else { fatalError("yajl_gen_alloc failed") }
        defer { yajl_gen_free(generator) }
        YAJLOptions.set(yajl_gen_validate_utf8, true, on: generator)
        if pretty {
            YAJLOptions.set(yajl_gen_beautify, true, on: generator)
            YAJLOptions.setIndent("  ", on: generator)
        }
        let writer = YAJLWriter(generator: generator, sortedKeys: sortedKeys)
        try writer.write(value)
        var buffer: UnsafePointer<UInt8>?
        var length = 0
        yajl_gen_get_buf(generator, &buffer, &length)
        guard let buffer else { return Data() }
        var data = Data(bytes: buffer, count: length)
        if pretty, data.last == UInt8(ascii: "\n") { data.removeLast() }
        return data
    }

    private func check(_ status: yajl_gen_status, _ value: Any) throws {
        guard status != yajl_gen_status_ok else { return }
        let context = EncodingError.Context(codingPath: [], debugDescription: "yajl_gen failed (\(status.rawValue))")
        throw EncodingError.invalidValue(value, context)
    }

    /// Runs `body` for the member or element at `key`, putting `key` in front of the path of any error it throws
    /// (paths are built only for errors).
    private func within(_ key: any CodingKey, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch EncodingError.invalidValue(let value, let context) {
            let context = EncodingError.Context(
                codingPath: [key] + context.codingPath,
                debugDescription: context.debugDescription,
                underlyingError: context.underlyingError
            )
            throw EncodingError.invalidValue(value, context)
        }
    }

    private func write(_ value: EncodedValue) throws {
        switch value {
        case .null: try check(yajl_gen_null(generator), value)
        case .bool(let flag): try check(yajl_gen_bool(generator, flag ? 1 : 0), value)
        case .number(let text): try writeNumber(text, trusted: true)
        case .string(let text): try writeString(text)
        case .array(let array):
            try check(yajl_gen_array_open(generator), value)
            for (index, element) in array.elements.enumerated() {
                try within(JSONIndexKey(index: index)) { try write(element) }
            }
            try check(yajl_gen_array_close(generator), value)
        case .object(let object):
            try check(yajl_gen_map_open(generator), value)
            let members = sortedKeys ? object.members.sorted { $0.key < $1.key } : object.members
            for (key, member) in members {
                try writeString(key)
                try within(JSONCodingKey(stringValue: key)) { try write(member) }
            }
            try check(yajl_gen_map_close(generator), value)
        case .json(let json): try write(json)
        case .deferred(let encoder): try write(encoder.value ?? .object(EncodedObject()))
        }
    }

    private func write(_ value: JSONValue) throws {
        switch value {
        case .null: try check(yajl_gen_null(generator), value)
        case .bool(let flag): try check(yajl_gen_bool(generator, flag ? 1 : 0), value)
        case .number(let text): try writeNumber(text, trusted: false)
        case .string(let text): try writeString(text)
        case .array(let elements):
            try check(yajl_gen_array_open(generator), value)
            for (index, element) in elements.enumerated() {
                try within(JSONIndexKey(index: index)) { try write(element) }
            }
            try check(yajl_gen_array_close(generator), value)
        case .object(let object):
            try check(yajl_gen_map_open(generator), value)
            let members = sortedKeys ? object.sorted { $0.key < $1.key } : Array(object)
            for (key, member) in members {
                try writeString(key)
                try within(JSONCodingKey(stringValue: key)) { try write(member) }
            }
            try check(yajl_gen_map_close(generator), value)
        }
    }

    private func writeString(_ text: String) throws {
        var text = text
        let status = text.withUTF8 { bytes in
            withUnsafePointer(to: UInt8(0)) { empty in
                yajl_gen_string(generator, bytes.baseAddress ?? empty, bytes.count)
            }
        }
        try check(status, text)
    }

    /// Writes number text; text that does not come from this encoder (a `JSONValue`'s) is checked first.
    private func writeNumber(_ text: String, trusted: Bool) throws {
        guard trusted || NumberText.isJSONNumber(text) else {
            let context = EncodingError.Context(codingPath: [], debugDescription: "not a JSON number: \(text)")
            throw EncodingError.invalidValue(text, context)
        }
        var text = text
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { yajl_gen_number(generator, $0.baseAddress, $0.count) }
        }
        try check(status, text)
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
