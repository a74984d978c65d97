extension JSONValue: Codable {
    /// Reads any JSON value. From `CurlewJSONDecoder` it keeps number text and key order; from other decoders
    /// (Foundation's `JSONDecoder`) it probes the value's kind, so numbers come back in a canonical form and object
    /// keys in that decoder's order.
    public init(from decoder: any Decoder) throws {
        if let tapeDecoder = decoder as? TapeDecoder {
            self = try tapeDecoder.decodeJSONValue(at: tapeDecoder.index, node: tapeDecoder.node)
            return
        }
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() {
                self = .null
                return
            }
            if let value = try? single.decode(Bool.self) {
                self = .bool(value)
                return
            }
            if let value = try? single.decode(String.self) {
                self = .string(value)
                return
            }
            if let value = try? single.decode(Int64.self) {
                self = .number(String(value))
                return
            }
            if let value = try? single.decode(UInt64.self) {
                self = .number(String(value))
                return
            }
            if let value = try? single.decode(Double.self) {
                self = .number(JSONValue.numberText(value))
                return
            }
        }
        if let container = try? decoder.container(keyedBy: JSONCodingKey.self) {
            var object = JSONObject()
            for key in container.allKeys {
                object.appendMember(key.stringValue, try container.decode(JSONValue.self, forKey: key))
            }
            self = .object(object)
            return
        }
        var container = try decoder.unkeyedContainer()
        var elements: [JSONValue] = []
        while !container.isAtEnd {
            elements.append(try container.decode(JSONValue.self))
        }
        self = .array(elements)
    }

    /// Writes the value. `CurlewJSONEncoder` writes numbers as their exact text; other encoders get an `Int64`,
    /// `UInt64` or `Double`, whichever reads the text exactly first.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let text):
            var container = encoder.singleValueContainer()
            if let value = Int64(text) {
                try container.encode(value)
            } else if let value = UInt64(text) {
                try container.encode(value)
            } else if let value = Double(text), value.isFinite {
                try container.encode(value)
            } else {
                let context = EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "cannot encode the number \(text) with this encoder"
                )
                throw EncodingError.invalidValue(text, context)
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .object(let object):
            var container = encoder.container(keyedBy: JSONCodingKey.self)
            for (key, value) in object {
                try container.encode(value, forKey: JSONCodingKey(stringValue: key))
            }
        }
    }
}
