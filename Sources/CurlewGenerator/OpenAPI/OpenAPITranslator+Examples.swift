import CurlewJSON

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
        var example = APIModel.Example(
            name: name, json: value.node.jsonValue.description, type: type, status: status,
            doc: (doc.map { $0 + "\n\n" } ?? "") + "From \(location).")
        example.operation = currentOperation
        api.examples.append(example)
    }
}
