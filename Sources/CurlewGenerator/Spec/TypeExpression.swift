/// Parses the spec's type spelling: `String`, `Pet`, `T?`, `[T]`, `[String: T]`, nested freely.
///
/// Names are not resolved here: anything that is not a built-in becomes `.named`, and `references` lists each
/// one with its UTF-8 position so the translator can point an "unknown type" diagnostic at it.
struct TypeExpression {
    /// A parse failure: what is wrong and the UTF-8 index in the spelling where it is.
    struct Failure: Error {
        var message: String
        var index: Int
    }

    /// A named (non built-in) type and where it appears.
    struct Reference {
        var name: String
        var index: Int
    }

    /// Nesting deeper than this is surely a mistake, and keeps the recursive parser's stack small.
    static let maxDepth = 32

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private(set) var references: [Reference] = []

    /// Parses `text` completely.
    static func parse(_ text: String) -> Result<(type: TypeRef, references: [Reference]), Failure> {
        var parser = TypeExpression(bytes: Array(text.utf8))
        do {
            let type = try parser.parseType()
            parser.skipSpaces()
            if parser.position < parser.bytes.count {
                throw Failure(message: "unexpected '\(parser.character)' after the type", index: parser.position)
            }
            return .success((type, parser.references))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "invalid type '\(text)'", index: 0))
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var character: String {
        position < bytes.count ? String(decoding: [bytes[position]], as: UTF8.self) : "end"
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") {
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        skipSpaces()
        guard position < bytes.count, bytes[position] == byte else {
            let found = position < bytes.count ? "'\(character)'" : "the end"
            throw Failure(message: "expected \(what) in type, found \(found)", index: position)
        }
        position += 1
    }

    private mutating func parseType() throws -> TypeRef {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else {
            throw Failure(message: "types nest at most \(Self.maxDepth) levels deep", index: position)
        }
        skipSpaces()
        var type: TypeRef
        guard position < bytes.count else {
            throw Failure(message: "expected a type name", index: position)
        }
        if bytes[position] == UInt8(ascii: "[") {
            position += 1
            skipSpaces()
            let firstStart = position
            let first = try parseType()
            skipSpaces()
            if position < bytes.count, bytes[position] == UInt8(ascii: ":") {
                position += 1
                guard first == .builtin(.string) else {
                    throw Failure(message: "dictionary keys must be String, not '\(first)'", index: firstStart)
                }
                type = .dictionary(try parseType())
            } else {
                type = .array(first)
            }
            try expect(UInt8(ascii: "]"), "']'")
        } else {
            type = try parseName()
        }
        skipSpaces()
        if position < bytes.count, bytes[position] == UInt8(ascii: "?") {
            position += 1
            type = .optional(type)
            skipSpaces()
            if position < bytes.count, bytes[position] == UInt8(ascii: "?") {
                throw Failure(message: "a type can be optional only once", index: position)
            }
        }
        return type
    }

    private mutating func parseName() throws -> TypeRef {
        let start = position
        while position < bytes.count, SwiftNames.isIdentifierByte(bytes[position]) {
            position += 1
        }
        guard position > start else {
            let found = position < bytes.count ? "'\(character)'" : "the end"
            throw Failure(message: "expected a type name, found \(found)", index: position)
        }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        if let builtin = BuiltinType(rawValue: name) {
            return .builtin(builtin)
        }
        references.append(Reference(name: name, index: start))
        return .named(name)
    }
}
