extension SpecTranslator {
    /// One of `body` (JSON), `form`, `multipart` or `raw` (a Content-Type; the argument is `Data`).
    mutating func translateBody(
        _ keys: [String: SpecNode.Member],
        into endpoint: inout APIModel.Endpoint,
        context: String
    ) {
        let given = ["body", "form", "multipart", "raw"].compactMap { keys[$0] }
        for extra in given.dropFirst() {
            diagnostics.error(
                "\(context) has both '\(given[0].key)' and '\(extra.key)'; a request has one body", at: extra.keyOffset)
        }
        guard let first = given.first else { return }
        switch first.key {
        case "body":
            // `"body": "T?"`: the argument is `body: T? = nil`, and nil sends no body (not `null`).
            let type = resolveType(first.value, for: "'body' of \(context)")
            if case .optional(let wrapped) = type {
                endpoint.body = wrapped
                endpoint.bodyOptional = true
            } else {
                endpoint.body = type
            }
        case "form":
            endpoint.formFields = parameters(first, place: .form, context: context)
        case "multipart":
            endpoint.multipartFields = parameters(first, place: .multipart, context: context)
        default:
            guard let type = string(first.value, for: "raw") else { return }
            let isMediaType =
                type.split(separator: "/").count == 2 && !type.contains(where: { $0 == "\r" || $0 == "\n" })
            guard isMediaType else {
                diagnostics.error(
                    "'raw' of \(context) must be a media type like \"application/octet-stream\", found '\(type)'",
                    at: first.value.offset
                )
                return
            }
            endpoint.rawContentType = type
        }
        if ["GET", "HEAD"].contains(endpoint.method) {
            diagnostics.warning(
                "a \(endpoint.method) request with a body ('\(first.key)' of \(context)) is unusual; many servers ignore it",
                at: first.keyOffset
            )
        }
    }

    /// A multipart `File` entry: `"File"`, `"File?"` or `{ "type": "File", "key", "doc" }`.
    mutating func fileEntry(_ node: SpecNode) -> (optional: Bool, key: String?, doc: String?)? {
        func fileType(_ text: String?) -> Bool? {
            switch text?.replacingOccurrences(of: " ", with: "") {
            case "File": false
            case "File?": true
            default: nil
            }
        }
        if let optional = fileType(node.stringValue) { return (optional, nil, nil) }
        guard let members = node.members, let typeNode = members.first(where: { $0.key == "type" })?.value,
            let optional = fileType(typeNode.stringValue)
        else { return nil }
        let keys = checkKeys(members, known: ["type", "key", "doc"], in: "a multipart file")
        return (
            optional, keys["key"].flatMap { string($0.value, for: "key") },
            keys["doc"].flatMap { string($0.value, for: "doc") }
        )
    }
}
