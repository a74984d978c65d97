extension JSONValue {
    /// Parses a whole JSON document. Throws `JSONError` for invalid JSON or nesting deeper than 512 levels.
    public init(parsing bytes: some Collection<UInt8>) throws {
        self = try JSONTape.withParsed(bytes) { tape in
            do {
                return try JSONValue(tape: tape, at: 0)
            } catch let error as TapeLocation {
                throw JSONError(
                    message: "invalid UTF-8 in string",
                    byteOffset: tape[error.index].offset,
                    path: tape.path(to: error.index),
                    input: tape.input
                )
            }
        }
    }

    /// Parses a whole JSON document from text. Throws `JSONError` like `init(parsing:)` for bytes.
    public init(parsing text: String) throws {
        try self.init(parsing: text.utf8)
    }

    /// Builds the value starting at tape index `start`, without recursion (depth is bounded only by the tape).
    /// Throws `TapeLocation` at the first key or string that is not well-formed UTF-8.
    init(tape: JSONTape, at start: Int) throws {
        /// A container being filled, mutated in place on the stack.
        struct Frame {
            var isObject: Bool
            var elements: [JSONValue] = []
            var object = JSONObject()
            var key = ""
        }
        var stack: [Frame] = []
        var index = start
        while true {
            let token = tape[index]
            index += 1
            let value: JSONValue
            switch token.kind {
            case .objectStart:
                stack.append(Frame(isObject: true))
                continue
            case .arrayStart:
                stack.append(Frame(isObject: false))
                continue
            case .key:
                guard let key = tape.validatedText(at: index - 1) else { throw TapeLocation(index: index - 1) }
                stack[stack.count - 1].key = key
                continue
            case .objectEnd: value = .object(stack.removeLast().object)
            case .arrayEnd: value = .array(stack.removeLast().elements)
            case .string:
                guard let text = tape.validatedText(at: index - 1) else { throw TapeLocation(index: index - 1) }
                value = .string(text)
            case .number: value = .number(tape.text(at: index - 1))
            case .trueValue: value = .bool(true)
            case .falseValue: value = .bool(false)
            case .null: value = .null
            }
            guard !stack.isEmpty else {
                self = value
                return
            }
            if stack[stack.count - 1].isObject {
                stack[stack.count - 1].object.appendMember(stack[stack.count - 1].key, value)
            } else {
                stack[stack.count - 1].elements.append(value)
            }
        }
    }
}

extension JSONValue {
    /// Whether `text` spells a number in JSON's grammar (RFC 8259), the text a `.number` should hold: `"-0.5e3"`
    /// does; `"01"`, `"+1"`, `".5"` and `"NaN"` do not.
    public static func isNumberText(_ text: String) -> Bool {
        NumberText.isJSONNumber(text)
    }
}
