extension JSONValue {
    /// Parses a whole JSON document. Throws `JSONError` for invalid JSON or nesting deeper than 512 levels.
    public init(parsing bytes: some Collection<UInt8>) throws {
        self = try JSONTape.withParsed(bytes) { tape in JSONValue(tape: tape, at: 0) }
    }

    /// Parses a whole JSON document from text. Throws `JSONError` like `init(parsing:)` for bytes.
    public init(parsing text: String) throws {
        try self.init(parsing: text.utf8)
    }

    /// Builds the value starting at tape index `start`, without recursion (depth is bounded only by the tape).
    /// Every text on a tape is well-formed UTF-8 (the tokenizer rejects a document where one is not).
    init(tape: JSONTape, at start: Int) {
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
                stack[stack.count - 1].key = tape.text(at: index - 1)
                continue
            case .objectEnd: value = .object(stack.removeLast().object)
            case .arrayEnd: value = .array(stack.removeLast().elements)
            case .string: value = .string(tape.text(at: index - 1))
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
