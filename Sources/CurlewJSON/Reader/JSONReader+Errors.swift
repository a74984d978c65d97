/// The errors a reader throws: at the value it stands on, with the value's path in the document.
extension JSONReader {
    /// An error at the next value (or key): its message, path, line, column, byte offset and excerpt.
    /// For a decoder's own checks, e.g. `throw reader.error("expected a positive count")`.
    public func error(_ message: String) -> JSONError {
        error(message, at: index)
    }

    /// The error for a required key that the object just read (up to its `}`) did not have; located at the
    /// object's `{`, like the Codable path's.
    public func missingKey(_ key: String) -> JSONError {
        var target = max(index - 1, 0)
        if tape.contains(target), tape[target].kind == .objectEnd, tape.contains(tape[target].payload) {
            target = tape[target].payload
        }
        return error("missing key \(JSONValue.string(key))", at: target, kind: .missingKey)
    }

    /// The path of the next value, `$` for the root, `$.statuses[3].user.id` for a nested one.
    public var path: String { path(to: index) }

    func error(_ message: String, at target: Int, kind: JSONError.Kind = .invalidValue) -> JSONError {
        let offset = tape.contains(target) ? tape[target].offset : 0
        if tape.input.isEmpty {
            // A streamed document: only the chunk being parsed is at hand.
            return tape.source.state.pointee.error(message, at: offset, path: path(to: target), kind: kind)
        }
        return JSONError(message: message, byteOffset: offset, path: path(to: target), input: tape.input, kind: kind)
    }

    /// `expected Int, found string "x"`: a value not found for `null`, an invalid value for a number that does
    /// not fit a number type (as Foundation has it), else a type mismatch.
    func mismatch(_ expected: String) -> JSONError {
        let found = tape[index].kind
        let kind: JSONError.Kind =
            found == .null
            ? .valueNotFound
            : found == .number && expected != "object" && expected != "array" ? .invalidValue : .typeMismatch
        return error("expected \(expected), found \(tape.describe(at: index))", at: index, kind: kind)
    }

    func path(to target: Int) -> String {
        if baseIndex >= 0, target >= baseIndex, tape.contains(baseIndex) {
            return tape.path(to: target, from: baseIndex, prefix: basePath)
        }
        return tape.path(to: target)
    }

    /// A Codable failure from the fallback decoder, located at its exact token with this reader's path.
    func located(_ failure: DecodingError) -> JSONError {
        let message: String
        let context: DecodingError.Context
        switch failure {
        case .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext):
            (message, context) = (errorContext.debugDescription, errorContext)
        case .keyNotFound(let key, let errorContext):
            let convertsKeys = fallback?.convertsKeys ?? false
            (message, context) = (JSONError.missingKey(key, convertsKeys: convertsKeys), errorContext)
        case .dataCorrupted(let errorContext):
            (message, context) = (errorContext.debugDescription, errorContext)
        @unknown default:
            return error("\(failure)")
        }
        let target = (context.underlyingError as? TapeLocation)?.index ?? index
        return error(message, at: target, kind: JSONError.Kind(failure))
    }
}
