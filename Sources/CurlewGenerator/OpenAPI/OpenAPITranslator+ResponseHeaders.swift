/// Response headers → a typed `…Output.Headers` struct (scalars, enums and arrays of them; other schemas are
/// read as strings) and the `<name>Output(…)` method variant that returns it with the status and body.
extension OpenAPITranslator {
    /// Headers a response may declare that the runtime handles itself (ignored, as OpenAPI says for Content-Type).
    private static let ignoredResponseHeaders: Set<String> = ["content-type", "content-length", "transfer-encoding"]

    mutating func responseHeaders(_ headers: OpenAPINode, typePrefix: String, into endpoint: inout APIModel.Endpoint) {
        var labels = Parameters()
        labels.labels = []
        var result: [APIModel.ResponseHeader] = []
        for (wireName, node) in headers.members {
            guard let header = documents.resolve(node, as: .header) else { continue }
            if Self.ignoredResponseHeaders.contains(wireName.lowercased()) { continue }
            guard SpecTranslator.isHeaderName(wireName) else {
                documents.warning("invalid header name '\(wireName)'; skipped", at: node)
                continue
            }
            var type: TypeRef = .builtin(.string)
            let schema = header["schema"] ?? header["content"]?.members.first?.value["schema"]
            if let schema {
                type = schemaType(schema, nameHint: typePrefix + OpenAPINames.typeName(wireName)).unwrapped.type
            }
            if !isScalar(type) && !isScalarArray(type) {
                documents.warning(
                    "response header '\(wireName)' of type '\(type)' is read as a string (scalars and arrays of them only)",
                    at: schema ?? node)
                type = .builtin(.string)
            }
            var doc = header["description"]?.string
            if header["deprecated"]?.bool == true {
                doc = (doc.map { $0 + "\n\n" } ?? "") + "- Warning: Deprecated."
            }
            result.append(
                APIModel.ResponseHeader(
                    swiftName: labels.label(for: wireName), wireName: wireName, type: type, doc: doc))
        }
        guard !result.isEmpty else { return }
        // Named with the `…Output` method by `nameVariants`, once that name is known to be free.
        endpoint.output = APIModel.ResponseOutput(typeName: "", headers: result)
    }
}
