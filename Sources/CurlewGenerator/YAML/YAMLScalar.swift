/// A YAML scalar and how it resolves: plain scalars by YAML 1.2's core schema (null, booleans, numbers), quoted
/// or `!!str`-tagged ones as strings.
struct YAMLScalar {
    var text: String
    var tag: String?
    /// Plain style without an explicit tag: the only kind that resolves to null, a boolean or a number.
    var plain: Bool

    static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]
    static let trues: Set<String> = ["true", "True", "TRUE"]
    static let falses: Set<String> = ["false", "False", "FALSE"]

    /// The tree node for this scalar.
    func node(at offset: Int) -> SpecNode {
        SpecNode(value: value, offset: offset)
    }

    var value: SpecNode.Value {
        switch tag {
        case "tag:yaml.org,2002:str": return .string(text)
        case "tag:yaml.org,2002:null": return .null
        case "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float":
            return Self.resolvePlain(text) ?? .string(text)
        case nil: return plain ? (Self.resolvePlain(text) ?? .string(text)) : .string(text)
        default: return .string(text)
        }
    }

    /// Core schema resolution; nil means "a string".
    static func resolvePlain(_ text: String) -> SpecNode.Value? {
        if nulls.contains(text) { return .null }
        if trues.contains(text) { return .bool(true) }
        if falses.contains(text) { return .bool(false) }
        return jsonNumber(text).map { .number($0) }
    }

    /// The number in JSON spelling (`+1` → `1`, `.5` → `0.5`, `1.` → `1.0`), or nil when `text` is not a decimal
    /// integer or float. Hexadecimal, octal, `.inf` and `.nan` stay strings.
    static func jsonNumber(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 400 else { return nil }
        var sign: [UInt8] = []
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            if bytes[0] == UInt8(ascii: "-") { sign = [bytes[0]] }
            bytes.removeFirst()
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        var index = 0
        var integer: [UInt8] = []
        while index < bytes.count, isDigit(bytes[index]) {
            integer.append(bytes[index])
            index += 1
        }
        var fraction: [UInt8]?
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var digits: [UInt8] = []
            while index < bytes.count, isDigit(bytes[index]) {
                digits.append(bytes[index])
                index += 1
            }
            fraction = digits
        }
        guard !integer.isEmpty || !(fraction ?? []).isEmpty else { return nil }
        var exponent: [UInt8] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            exponent = [UInt8(ascii: "e")]
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponent.append(bytes[index])
                index += 1
            }
            let start = index
            while index < bytes.count, isDigit(bytes[index]) {
                exponent.append(bytes[index])
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index == bytes.count else { return nil }
        // JSON forbids leading zeros ("007"): drop them, keeping one.
        while integer.count > 1, integer[0] == UInt8(ascii: "0") {
            integer.removeFirst()
        }
        var result = sign + (integer.isEmpty ? [UInt8(ascii: "0")] : integer)
        if let fraction {
            result += [UInt8(ascii: ".")] + (fraction.isEmpty ? [UInt8(ascii: "0")] : fraction)
        }
        result += exponent
        return String(decoding: result, as: UTF8.self)
    }
}
