import Foundation

extension JSONError {
    /// A decoding failure located in the input. The decoder's own errors carry the tape index of their token
    /// (`TapeLocation`), whose path is read off the tape with the document's keys (`$.user_id` under
    /// `convertFromSnakeCase`, not `$.userId`); other errors (thrown by a type's own `init(from:)`) have their
    /// coding path walked on the tape, keys matched as the decoder matches them (`convertsKeys`).
    init(_ error: DecodingError, tape: JSONTape, input: UnsafeRawBufferPointer, convertsKeys: Bool = false) {
        let message: String
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext):
            message = errorContext.debugDescription
            context = errorContext
        case .keyNotFound(let key, let errorContext):
            message = Self.missingKey(key, convertsKeys: convertsKeys)
            context = errorContext
        case .dataCorrupted(let errorContext):
            message = errorContext.debugDescription
            context = errorContext
        @unknown default:
            message = "\(error)"
            context = DecodingError.Context(codingPath: [], debugDescription: message)
        }
        let location = (context.underlyingError as? TapeLocation)?.index
        var (path, index) = tape.locate(context.codingPath, convertsKeys: convertsKeys)
        if let location, let exact = tape.path(to: location, element: context.codingPath.first?.intValue) {
            (path, index) = (exact, location)
        }
        let offset = tape.contains(index) ? tape[index].offset : 0
        self.init(message: message, byteOffset: offset, path: path, input: input, kind: Kind(error))
    }
}

extension JSONError.Kind {
    /// The kind of a Codable failure: its case, `dataCorrupted` being an invalid value.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch: self = .typeMismatch
        case .valueNotFound: self = .valueNotFound
        case .keyNotFound: self = .missingKey
        default: self = .invalidValue
        }
    }
}

extension JSONError {
    /// `missing key "user_id"`: the key as the document would have it, and the coding key when that differs
    /// (`convertsKeys`: `convertFromSnakeCase`).
    static func missingKey(_ key: any CodingKey, convertsKeys: Bool) -> String {
        let written = convertsKeys ? SnakeCase.toSnakeCase(key.stringValue) : key.stringValue
        let codingKey = written == key.stringValue ? "" : " (the coding key \(JSONValue.string(key.stringValue)))"
        return "missing key \(JSONValue.string(written))" + codingKey
    }
}

/// The tape index of the value a decoding error is about, carried as the error context's underlying error so the
/// `JSONError` can point at the exact token.
struct TapeLocation: Error {
    let index: Int
}

extension JSONTape {
    /// The rendered path (`$.a[3].b`) of the token at `target`, found by walking down from the root (or from the
    /// value at `root`, whose path is `prefix`).
    func path(to target: Int, from root: Int = 0, prefix: String = "$") -> String {
        var path = prefix
        var index = root
        while index != target, firstIndex <= root, contains(index) {
            let token = self[index]
            let isObject = token.kind == .objectStart
            guard isObject || token.kind == .arrayStart else { break }
            var position = index + 1
            var element = 0
            var next: Int?
            while position < min(token.payload, endIndex) {
                let valueIndex = isObject ? position + 1 : position
                let after = indexAfterValue(at: valueIndex)
                if target >= position, target < after {
                    if isObject {
                        JSONPath.appendKey(text(at: position), to: &path)
                    } else {
                        JSONPath.appendIndex(element, to: &path)
                    }
                    next = target == position ? target : valueIndex
                    break
                }
                position = after
                element += 1
            }
            guard let next else { break }
            index = next
        }
        return path
    }

    /// The path of the token at `location`, from the root; or, once a streamed root array has dropped the tokens
    /// before some element (the tape then starts at one), from the element holding `location`, which is the
    /// array's `element`th. Nil when the token is gone.
    func path(to location: Int, element: Int?) -> String? {
        guard contains(location) else { return nil }
        if contains(0) { return path(to: location) }
        guard let element, self[firstIndex].kind != .arrayEnd else { return nil }
        var start = firstIndex
        while indexAfterValue(at: start) <= location { start = indexAfterValue(at: start) }
        return path(to: location, from: start, prefix: "$[\(element)]")
    }

    /// Follows a coding path from the root: the rendered path (`$.a[3].b`) and the tape index of the deepest value
    /// found on the way (the root if none). Keys found in the document are rendered as the document has them.
    func locate(_ codingPath: [any CodingKey], convertsKeys: Bool = false) -> (path: String, index: Int) {
        var path = "$"
        var index = 0
        var found = firstIndex == 0 && contains(0)
        for key in codingPath {
            let inArray = found ? self[index].kind == .arrayStart : isArrayStep(key)
            let child = found ? child(of: index, key: key, convertsKeys: convertsKeys) : nil
            if let position = key.intValue, inArray {
                JSONPath.appendIndex(position, to: &path)
            } else if let child, self[child - 1].kind == .key {
                JSONPath.appendKey(text(at: child - 1), to: &path)
            } else {
                JSONPath.appendKey(convertsKeys ? SnakeCase.toSnakeCase(key.stringValue) : key.stringValue, to: &path)
            }
            if let child {
                index = child
            } else {
                found = false
            }
        }
        return (path, index)
    }

    private func isArrayStep(_ key: any CodingKey) -> Bool {
        key.stringValue == "Index \(key.intValue ?? -1)"
    }

    /// Whether the token at `index` is on the tape.
    func contains(_ index: Int) -> Bool {
        index >= firstIndex && index < endIndex
    }

    /// The tape index of the value `key` names in the array or object at `index`: for an object, the first member
    /// whose key matches it as the decoder matches keys (`keyMatches`).
    private func child(of index: Int, key: any CodingKey, convertsKeys: Bool) -> Int? {
        let token = self[index]
        let end = min(token.payload, endIndex)
        switch token.kind {
        case .arrayStart:
            guard let target = key.intValue else { return nil }
            var position = index + 1
            var element = 0
            while position < end {
                if element == target { return position }
                element += 1
                position = indexAfterValue(at: position)
            }
            return nil
        case .objectStart:
            var position = index + 1
            while position + 1 < end {
                if keyMatches(at: position, key.stringValue, convertsKeys: convertsKeys) { return position + 1 }
                position = indexAfterValue(at: position + 1)
            }
            return nil
        default:
            return nil
        }
    }
}
