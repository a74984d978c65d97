/// Finds the array at a key path (`$`, `$.items`, `$.data.items`) in tokens as they are parsed.
struct ArrayLocator {
    /// The object keys leading to the array.
    let keys: [String]
    /// The path as given, for element paths and errors.
    let path: String
    /// One open container above the scan position: whether it is an object on the path and whether its last
    /// key was the next key of the path.
    private var stack: [(isObject: Bool, onPath: Bool, keyMatches: Bool)] = []
    /// The tape index of the next token to look at.
    private var position = 0

    init(path: String) throws {
        guard path == "$" || path.hasPrefix("$.") else {
            throw JSONError(
                message: "a stream path is `$` or `$.key.key…`, not \(JSONValue.string(path))", byteOffset: 0,
                line: 1, column: 1, path: "$", kind: .usage)
        }
        self.path = path
        keys =
            path == "$"
            ? [] : path.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Looks at the tokens parsed since the last call; returns the tape index of the array's `[` once found.
    /// Throws when the value at the path is there but is not an array.
    mutating func scan(_ tape: JSONTape) throws -> Int? {
        position = max(position, tape.firstIndex)
        while position < tape.endIndex {
            let index = position
            let token = tape[index]
            position += 1
            switch token.kind {
            case .key:
                if let last = stack.indices.last, stack[last].onPath {
                    stack[last].keyMatches = tape.textEquals(at: index, keys[stack.count - 1])
                }
            case .objectEnd, .arrayEnd:
                stack.removeLast()
            case .objectStart, .arrayStart:
                let onPath = valueOnPath
                if onPath, stack.count == keys.count {
                    guard token.kind == .arrayStart else { throw notAnArray(tape, at: index) }
                    return index
                }
                stack.append((token.kind == .objectStart, onPath && token.kind == .objectStart, false))
            default:
                if valueOnPath, stack.count == keys.count { throw notAnArray(tape, at: index) }
            }
        }
        return nil
    }

    /// Whether the value that starts at the scan position is on the path.
    private var valueOnPath: Bool {
        guard let top = stack.last else { return true }
        return top.onPath && top.keyMatches
    }

    private func notAnArray(_ tape: JSONTape, at index: Int) -> JSONError {
        tape.source.state.pointee.fail(
            "expected an array at \(path)", at: tape[index].offset, nextValue: false, kind: .typeMismatch)
    }
}
