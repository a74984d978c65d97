/// `example` and `examples` of component schemas, request and response media types and parameters → the IR's
/// examples (compact JSON, the type to decode it as, the status of a response). External values and examples
/// of inline property schemas are left out: they are not whole values a test can use.
extension OpenAPITranslator {
    /// Collects the examples of `node` (a schema, media type or parameter), named `base`, `base2`, … for a
    /// schema's `examples` array and `base<Key>` for an `examples` map.
    mutating func collectExamples(of node: OpenAPINode, base: String, type: TypeRef?, status: Int? = nil) {
        if let example = node["example"] {
            addExample(example, name: base, type: type, status: status, doc: nil)
        }
        guard let examples = node["examples"] else { return }
        if examples.node.elements != nil {
            for (index, element) in examples.elements.enumerated() {
                addExample(
                    element, name: index == 0 ? base : base + "\(index + 1)", type: type, status: status, doc: nil)
            }
            return
        }
        for (key, value) in examples.members {
            guard let example = documents.resolve(value), let content = example["value"] else { continue }
            let doc = [example["summary"]?.string, example["description"]?.string].compactMap { $0 }
                .joined(separator: "\n\n")
            addExample(
                content, name: base + OpenAPINames.typeName(key), type: type, status: status,
                doc: doc.isEmpty ? nil : doc)
        }
    }

    private mutating func addExample(
        _ value: OpenAPINode, name proposed: String, type: TypeRef?, status: Int?, doc: String?
    ) {
        let base = SwiftNames.memberName(proposed) ?? "example"
        var name = base
        var counter = 2
        // Each example also takes `<name>JSON` and `<name>Response`; `decode` is the namespace's helper.
        while exampleNames.contains(name) || exampleNames.contains(name + "JSON")
            || exampleNames.contains(name + "Response") || name == "decode"
        {
            name = "\(base)\(counter)"
            counter += 1
        }
        exampleNames.formUnion([name, name + "JSON", name + "Response"])
        let location = "`#\(value.pointer.hasPrefix("#") ? String(value.pointer.dropFirst()) : value.pointer)`"
        api.examples.append(
            APIModel.Example(
                name: name, json: Self.json(value.node), type: type, status: status,
                doc: (doc.map { $0 + "\n\n" } ?? "") + "From \(location)."))
    }

    /// Compact JSON text for a spec value (from JSON or YAML); a YAML number JSON cannot spell is a string.
    static func json(_ node: SpecNode) -> String {
        var output = ""
        write(node, into: &output, depth: 0)
        return output
    }

    private static func write(_ node: SpecNode, into output: inout String, depth: Int) {
        guard depth < 256 else {
            output += "null"
            return
        }
        switch node.value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += isJSONNumber(text) ? text : quoted(text)
        case .string(let text): output += quoted(text)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, into: &output, depth: depth + 1)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                output += quoted(member.key) + ":"
                write(member.value, into: &output, depth: depth + 1)
            }
            output += "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// RFC 8259's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                bytes.removeFirst()
                count += 1
            }
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes.removeFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            if digits() == 0 { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes.removeFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }
}
