/// `CurlewJSONDecoder` throws Foundation's `DecodingError` cases, each carrying the `JSONError` that locates it.
extension DecodingError {
    /// Foundation's error for a document that is not valid JSON: `dataCorrupted` at the root.
    static func invalidJSON(_ error: JSONError) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: [],
            debugDescription: "The given data was not valid JSON. \(error)",
            underlyingError: error
        )
        return .dataCorrupted(context)
    }

    /// The same case, type or key and coding path, described by `located` (its message, path and place in the
    /// input), which becomes the underlying error unless the thrower (a type's own `init(from:)`) gave one.
    func located(by located: JSONError) -> DecodingError {
        func context(_ context: Context) -> Context {
            let underlying =
                context.underlyingError.flatMap { $0 is TapeLocation || $0 is JSONError ? nil : $0 } ?? located
            return Context(
                codingPath: context.codingPath, debugDescription: located.description, underlyingError: underlying)
        }
        switch self {
        case .typeMismatch(let type, let errorContext): return .typeMismatch(type, context(errorContext))
        case .valueNotFound(let type, let errorContext): return .valueNotFound(type, context(errorContext))
        case .keyNotFound(let key, let errorContext): return .keyNotFound(key, context(errorContext))
        case .dataCorrupted(let errorContext): return .dataCorrupted(context(errorContext))
        @unknown default: return self
        }
    }
}

extension JSONError {
    /// The `JSONError` in `error`: `error` itself, or the underlying error of a `DecodingError` that
    /// `CurlewJSONDecoder` threw. Nil for other errors.
    ///
    /// ```swift
    /// do { _ = try CurlewJSONDecoder().decode(User.self, from: data) } catch {
    ///     print(JSONError(error)?.path ?? "$")  // $.users[3].id
    /// }
    /// ```
    public init?(_ error: any Error) {
        if let error = error as? JSONError {
            self = error
            return
        }
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext),
            .keyNotFound(_, let errorContext), .dataCorrupted(let errorContext):
            context = errorContext
        default:
            return nil
        }
        if let located = context.underlyingError as? JSONError {
            self = located
            return
        }
        return nil
    }
}

extension DecodingError {
    /// The case the Codable path throws for a reader's error (the fast path of `CurlewJSONDecoder.decode`), told
    /// from its message: `expected T, found null` is `valueNotFound`, `expected T, found ...` `typeMismatch`,
    /// `missing key "k"` `keyNotFound`, anything else (out of range, a generated decoder's own check)
    /// `dataCorrupted`. The coding path is read back from the error's `path`.
    init(readerError error: JSONError) {
        let codingPath = JSONPath.codingPath(error.path)
        let context = Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error)
        let message = error.message
        if message.hasPrefix("expected "), let comma = message.range(of: ", found "),
            let type = Self.expectedTypes[
                String(message[message.index(message.startIndex, offsetBy: 9)..<comma.lowerBound])]
        {
            let found = message[comma.upperBound...]
            if found.hasPrefix("null") {
                self = .valueNotFound(type, context)
            } else if found.hasPrefix("number"), type != [Any].self, type != [String: Any].self {
                self = .dataCorrupted(context)  // a number that does not fit the number type, as in Foundation
            } else {
                self = .typeMismatch(type, context)
            }
        } else if message.hasPrefix("missing key \""),
            let (written, rest) = Self.quoted(message.dropFirst("missing key ".count))
        {
            // `missing key "user_id" (the coding key "userId")`: the coding key, when named, is the second.
            let codingKey = rest.hasPrefix(" (the coding key ") ? Self.quoted(rest.dropFirst(17))?.text : nil
            self = .keyNotFound(JSONCodingKey(stringValue: codingKey ?? written), context)
        } else {
            self = .dataCorrupted(context)
        }
    }

    /// The JSON string literal at the start of `text`, unescaped, and the text after it.
    private static func quoted(_ text: Substring) -> (text: String, rest: Substring)? {
        guard text.first == "\"" else { return nil }
        var index = text.index(after: text.startIndex)
        while index < text.endIndex, text[index] != "\"" {
            index = text.index(after: text[index] == "\\" ? text.index(after: index) : index)
        }
        guard index < text.endIndex, case .string(let value) = try? JSONValue(parsing: String(text[...index])) else {
            return nil
        }
        return (value, text[text.index(after: index)...])
    }

    /// The types a reader's `expected T, found ...` names.
    private static let expectedTypes: [String: Any.Type] = [
        "Bool": Bool.self, "String": String.self, "Double": Double.self, "Float": Float.self, "Int": Int.self,
        "Int8": Int8.self, "Int16": Int16.self, "Int32": Int32.self, "Int64": Int64.self, "Int128": Int128.self,
        "UInt": UInt.self, "UInt8": UInt8.self, "UInt16": UInt16.self, "UInt32": UInt32.self,
        "UInt64": UInt64.self, "UInt128": UInt128.self, "object": [String: Any].self, "array": [Any].self,
    ]
}

extension JSONPath {
    /// The coding path a rendered path names: `$.a[3]["odd key"]` is `a`, `Index 3`, `odd key`.
    static func codingPath(_ path: String) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var rest = Substring(path.dropFirst())
        while let first = rest.first {
            if first == "." {
                rest = rest.dropFirst()
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                keys.append(JSONCodingKey(stringValue: String(rest[..<end])))
                rest = rest[end...]
            } else if first == "[", rest.dropFirst().first == "\"" {
                // A quoted key: a JSON string, then `]`.
                var index = rest.index(rest.startIndex, offsetBy: 2)
                while index < rest.endIndex, rest[index] != "\"" {
                    index = rest.index(after: rest[index] == "\\" ? rest.index(after: index) : index)
                }
                let end = min(rest.index(after: index), rest.endIndex)
                let literal = String(rest[rest.index(after: rest.startIndex)..<end])
                if case .string(let key) = try? JSONValue(parsing: literal) {
                    keys.append(JSONCodingKey(stringValue: key))
                }
                rest = rest[min(rest.index(after: end), rest.endIndex)...]
            } else if first == "[", let close = rest.firstIndex(of: "]") {
                keys.append(JSONIndexKey(index: Int(rest[rest.index(after: rest.startIndex)..<close]) ?? 0))
                rest = rest[rest.index(after: close)...]
            } else {
                break
            }
        }
        return keys
    }
}
