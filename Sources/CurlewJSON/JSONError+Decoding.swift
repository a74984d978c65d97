import Foundation

extension JSONError {
    /// A decoding failure located in the input: the coding path is walked on the tape to find the value's offset.
    init(_ error: DecodingError, tape: JSONTape, input: UnsafeRawBufferPointer) {
        let message: String
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext):
            message = errorContext.debugDescription
            context = errorContext
        case .keyNotFound(let key, let errorContext):
            message = "missing key \(JSONValue.string(key.stringValue))"
            context = errorContext
        case .dataCorrupted(let errorContext):
            message = errorContext.debugDescription
            context = errorContext
        @unknown default:
            message = "\(error)"
            context = DecodingError.Context(codingPath: [], debugDescription: message)
        }
        var (path, index) = tape.locate(context.codingPath)
        if let location = context.underlyingError as? TapeLocation {
            index = location.index
        }
        let offset = tape.contains(index) ? tape[index].offset : 0
        self.init(message: message, byteOffset: offset, path: path, input: input)
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

    /// Follows a coding path from the root: the rendered path (`$.a[3].b`) and the tape index of the deepest value
    /// found on the way (the root if none).
    func locate(_ codingPath: [any CodingKey]) -> (path: String, index: Int) {
        var path = "$"
        var index = 0
        var found = firstIndex == 0 && contains(0)
        for key in codingPath {
            let inArray = found ? self[index].kind == .arrayStart : isArrayStep(key)
            if let position = key.intValue, inArray {
                JSONPath.appendIndex(position, to: &path)
            } else {
                JSONPath.appendKey(key.stringValue, to: &path)
            }
            if found, let child = child(of: index, key: key) {
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

    private func child(of index: Int, key: any CodingKey) -> Int? {
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
                if textEquals(at: position, key.stringValue) { return position + 1 }
                position = indexAfterValue(at: position + 1)
            }
            return nil
        default:
            return nil
        }
    }
}
