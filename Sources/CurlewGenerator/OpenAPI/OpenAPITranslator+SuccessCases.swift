/// Several success responses with different bodies (`200` a `Pet`, `201` a `Receipt`, `204` nothing) → a typed
/// output enum, `<Operation>Success`, with a case per status (Docs/OpenAPI.md, "Several success responses").
extension OpenAPITranslator {
    /// The body of one success response, to compare them.
    private struct SuccessBody: Hashable {
        var format: APIModel.ResponseFormat
        var type: TypeRef
    }

    /// Sets `endpoint`'s `successCases` and `returns` (the enum) when `successes` answer two or more different
    /// bodies, and says whether it did. Without a body a response is a case without a value; equal bodies (with or
    /// without bodiless statuses next to them), an event stream or a single response keep one return type.
    mutating func successCases(
        _ successes: [(status: StatusKey, key: String, response: OpenAPINode)], typePrefix: String,
        endpoint: inout APIModel.Endpoint
    ) -> Bool {
        guard successes.count > 1,
            !successes.contains(where: { Self.isEventStream(content: $0.response["content"]) })
        else { return false }
        var cases: [APIModel.SuccessCase] = []
        var keys: [String] = []
        for success in successes {
            let status: Int?
            switch success.status {
            case .code(let code): status = code
            case .range: status = nil
            case .default: return false  // `default` is a success only when it is the only one
            }
            var item = APIModel.SuccessCase(
                swiftName: APIModel.SuccessCase.name(for: status), status: status, type: nil)
            let content = success.response["content"]
            if let json = content?.members.first(where: { Self.isJSON($0.key) }) {
                // the type the single-type path would give it: the same name, so equal bodies stay one type
                item.type = jsonType(
                    json.value, hint: typePrefix + Self.responseSuffix(success.key), keepNullable: true)
                item.contentType = json.key
            } else if let mediaType = content?.members.first?.key {
                let isText = Self.isText(mediaType)
                item.format = isText ? .text : .data
                item.type = .builtin(isText ? .string : .data)
                item.contentType = mediaType
            }
            cases.append(item)
            keys.append(success.key)
        }
        let bodies = Set(cases.compactMap { item in item.type.map { SuccessBody(format: item.format, type: $0) } })
        guard bodies.count > 1 else { return false }
        for (item, key) in zip(cases, keys) where item.format == .json {
            guard let json = jsonContent(successes.first(where: { $0.key == key })?.response["content"]) else {
                continue
            }
            collectExamples(
                of: json, base: endpoint.name + key.uppercased(), type: item.type,
                status: item.status ?? 200)
        }
        // the first success with a body says how the answer is read (bytes: a `…Download` variant too)
        endpoint.responseFormat = cases.first { $0.type != nil }?.format ?? .json
        let typeName = uniqueTypeName(OpenAPINames.typeName(endpoint.name + "Success"))
        // exact statuses first (ascending), then the range
        cases.sort { ($0.status ?? 1000) < ($1.status ?? 1000) }
        endpoint.successCases = APIModel.SuccessCases(typeName: typeName, cases: cases)
        endpoint.returns = .named(typeName)
        return true
    }

    /// Whether a response's `content` is an event stream (and no JSON), which `eventStream` reads.
    static func isEventStream(content: OpenAPINode?) -> Bool {
        guard let content, !content.members.contains(where: { isJSON($0.key) }) else { return false }
        return content.members.contains { isEventStream($0.key) }
    }
}
