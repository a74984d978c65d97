/// A failure to parse or decode JSON, with where it happened in the input and in the document.
///
/// Every parse and decode failure in CurlewJSON is a `JSONError`. `path` names the value in the document
/// (`$` is the root, `$.statuses[3].user.id` a nested one); `byteOffset`, `line` and `column` locate it in the
/// input bytes; `excerpt` shows a short printable slice of the input around the offset; switch on `kind` for what
/// went wrong, broadly.
///
/// ```swift
/// do { _ = try JSONValue(parsing: "[1, 2, x]") } catch let error as JSONError {
///     print(error)  // JSON error at $[2] (line 1, column 8, byte 7): invalid char in json text near `[1, 2, x]`
///     if error.kind == .syntax { … }
/// }
/// ```
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, broadly; an open set (new kinds may be added later).
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case syntax, limit, typeMismatch, valueNotFound, missingKey, invalidValue, usage
        }
        private let base: Base

        private init(_ base: Base) {
            self.base = base
        }

        /// The input is not JSON: a bad token, a cut-off document, text after its end, invalid UTF-8.
        public static let syntax = Kind(.syntax)
        /// The input passes a limit: document size, nesting depth, string length.
        public static let limit = Kind(.limit)
        /// A value of another JSON type than expected (`expected Int, found string "x"`), or no array where a
        /// stream expects one.
        public static let typeMismatch = Kind(.typeMismatch)
        /// `null` where a value is required.
        public static let valueNotFound = Kind(.valueNotFound)
        /// A required key is absent (or the key path a stream reads does not lead to a value).
        public static let missingKey = Kind(.missingKey)
        /// The value has the right JSON type but not one the Swift type accepts: a number out of range, a date
        /// that does not parse, a model's own check (`reader.error(_:)`), or any other decoding failure.
        public static let invalidValue = Kind(.invalidValue)
        /// CurlewJSON was used wrong: a bad stream path, input after `finish()`, a decoder kept past its call.
        public static let usage = Kind(.usage)

        /// The kind's name, such as `typeMismatch`.
        public var description: String { base.rawValue }
    }

    /// What went wrong, broadly.
    public var kind: Kind
    /// What is wrong, e.g. `expected Int, found string "x"`.
    public var message: String
    /// The 0-based offset in the whole input of the offending byte or value.
    public var byteOffset: Int
    /// The 1-based line of `byteOffset`.
    public var line: Int
    /// The 1-based column of `byteOffset`, counted in bytes.
    public var column: Int
    /// The coding path of the offending value: `$` for the root, `$.statuses[3].user.id` for a nested one.
    public var path: String
    /// A short, printable slice of the input around the offset, or `""` when none is available.
    public var excerpt: String

    /// Creates an error from its parts; CurlewJSON fills these in, other code rarely needs to.
    public init(
        message: String, byteOffset: Int, line: Int, column: Int, path: String, excerpt: String = "",
        kind: Kind = .invalidValue
    ) {
        self.kind = kind
        self.message = message
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
        self.path = path
        self.excerpt = excerpt
    }

    /// `JSON error at $.a[1] (line 1, column 9, byte 8): expected Int, found string "x" near `…``.
    public var description: String {
        let location = "line \(line), column \(column), byte \(byteOffset)"
        let near = excerpt.isEmpty ? "" : " near `\(excerpt)`"
        return "JSON error at \(path) (\(location)): \(message)\(near)"
    }
}

extension JSONError {
    /// Creates an error at `byteOffset` of `input`, computing line, column and excerpt from the bytes (e.g. for a
    /// problem found in `JSONParser` events, whose offsets index the input).
    public init(
        message: String, byteOffset: Int, path: String = "$", in input: some Collection<UInt8>,
        kind: Kind = .invalidValue
    ) {
        let error = try? withContiguousBytes(input) { buffer in
            JSONError(message: message, byteOffset: byteOffset, path: path, input: buffer, kind: kind)
        }
        self =
            error
            ?? JSONError(
                message: message, byteOffset: byteOffset, line: 1, column: byteOffset + 1, path: path, kind: kind)
    }

    /// Builds an error whose location is computed from the whole input, which is at hand.
    init(message: String, byteOffset: Int, path: String, input: UnsafeRawBufferPointer, kind: Kind) {
        let offset = min(max(byteOffset, 0), input.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where input[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        self.init(
            message: message,
            byteOffset: offset,
            line: line,
            column: offset - lineStart + 1,
            path: path,
            excerpt: JSONError.excerpt(of: input, around: offset),
            kind: kind
        )
    }

    /// A printable slice of at most ~40 bytes of `bytes` around `offset` (an index into `bytes`).
    static func excerpt(of bytes: UnsafeRawBufferPointer, around offset: Int) -> String {
        guard !bytes.isEmpty else { return "" }
        let lower = max(0, min(offset, bytes.count) - 20)
        let upper = min(bytes.count, max(offset, 0) + 20)
        guard lower < upper else { return "" }
        var scalars = ""
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                scalars.append(" ")
            } else if scalar == "`" {
                scalars.append("'")
            } else {
                scalars.unicodeScalars.append(scalar)
            }
        }
        return scalars
    }
}

/// Renders coding paths the way `JSONError.path` shows them: `$`, `$.a`, `$[3]`, `$["odd key"]`.
enum JSONPath {
    /// Appends an object member to `path`.
    static func appendKey(_ key: String, to path: inout String) {
        if isIdentifier(key) {
            path += "."
            path += key
        } else {
            path += "["
            path += JSONValue.string(key).description
            path += "]"
        }
    }

    /// Appends an array element to `path`.
    static func appendIndex(_ index: Int, to path: inout String) {
        path += "[\(index)]"
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                return true
            default:
                return false
            }
        }
    }
}
