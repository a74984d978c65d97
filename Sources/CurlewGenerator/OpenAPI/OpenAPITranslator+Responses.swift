/// Responses → the decoded return type (one type for every success response, or an enum with a case per success
/// status when their bodies differ) and typed error bodies by status.
extension OpenAPITranslator {
    /// A status key's kind: an exact code, a range such as `2XX`, or `default`.
    enum StatusKey {
        case code(Int)
        case range(Int)
        case `default`

        init?(_ key: String) {
            if key == "default" {
                self = .default
            } else if key.count == 3, let code = Int(key), (100...599).contains(code) {
                self = .code(code)
            } else if key.count == 3, key.uppercased().hasSuffix("XX"), let digit = Int(key.prefix(1)),
                (1...5).contains(digit)
            {
                self = .range(digit)
            } else {
                return nil
            }
        }

        /// The status a response example is served with: the code, the class's first (`4XX` → 400), or for
        /// `default` 200 when it is the success response and 500 otherwise.
        func exampleStatus(success: Bool) -> Int {
            switch self {
            case .code(let code): code
            case .range(let digit): digit * 100
            case .default: success ? 200 : 500
            }
        }

        var isSuccess: Bool {
            switch self {
            case .code(let code): (200..<300).contains(code)
            case .range(let digit): digit == 2
            case .default: false
            }
        }
    }

    mutating func translateResponses(
        _ responses: OpenAPINode, typePrefix: String, into endpoint: inout APIModel.Endpoint
    ) {
        var entries: [(status: StatusKey, key: String, node: OpenAPINode)] = []
        for (key, value) in responses.members {
            guard let status = StatusKey(key) else {
                if !key.hasPrefix("x-") {
                    documents.warning("'\(key)' is not a status code, a range like '2XX' or 'default'", at: value)
                }
                continue
            }
            entries.append((status, key, value))
        }
        let hasSuccess = entries.contains { $0.status.isSuccess }
        let resolved = entries.map { documents.resolve($0.node, as: .response) }
        let successes = entries.indices.filter { index in
            resolved[index] != nil
                && (entries[index].status.isSuccess
                    || (!hasSuccess && { if case .default = entries[index].status { true } else { false } }()))
        }
        // The body comes from the first success response that has one; those without a body answer nil.
        let bodied = successes.first { !(resolved[$0]?["content"]?.members.isEmpty ?? true) } ?? successes.first
        // Success responses with different bodies: an enum with a case per status.
        let typed = successCases(
            successes.compactMap { index in
                resolved[index].map { (entries[index].status, entries[index].key, $0) }
            },
            typePrefix: typePrefix, endpoint: &endpoint)
        if typed, let bodied, let headers = resolved[bodied]?["headers"] {
            responseHeaders(headers, typePrefix: typePrefix, into: &endpoint)
        }
        let answersEvents = successes.contains { Self.isEventStream(content: resolved[$0]?["content"]) }
        var chosen = typed
        var defaultError: APIModel.ErrorRange?
        var bodiless: [Int] = []
        var bodilessRange = false
        var bodiedCodes: [Int] = []
        for (index, entry) in entries.enumerated() {
            guard let response = resolved[index] else { continue }
            let isSuccess = successes.contains(index)
            let content = response["content"]
            let json = jsonContent(content)
            if isSuccess {
                let hasBody = !(content?.members.isEmpty ?? true)
                if hasBody, case .code(let code) = entry.status {
                    bodiedCodes.append(code)
                }
                guard !chosen, index == bodied else {
                    if typed {
                        continue
                    } else if !hasBody, case .code(let code) = entry.status {
                        bodiless.append(code)
                    } else if !hasBody, case .range = entry.status {
                        bodilessRange = true
                    } else if answersEvents {
                        documents.warning(
                            "the operation answers an event stream, read by its own method; '\(entry.key)' is ignored",
                            at: entry.node)
                    }
                    continue
                }
                chosen = true
                if let events = eventStream(content, hint: typePrefix + "Event") {
                    endpoint.events = events
                    endpoint.returns = events.data
                } else if let json {
                    // A nullable body (`nullable: true`, `type: [X, "null"]`) stays optional: `null` is a valid answer.
                    endpoint.returns = jsonType(
                        json, hint: typePrefix + Self.responseSuffix(entry.key), keepNullable: true)
                    collectExamples(
                        of: json, base: endpoint.name + (entry.key == "default" ? "Default" : entry.key.uppercased()),
                        type: endpoint.returns,
                        status: entry.status.exampleStatus(success: true))
                } else if let content, let mediaType = content.members.first?.key {
                    let isText = Self.isText(mediaType)
                    endpoint.responseFormat = isText ? .text : .data
                    endpoint.returns = .builtin(isText ? .string : .data)
                }
                if let headers = response["headers"] {
                    responseHeaders(headers, typePrefix: typePrefix, into: &endpoint)
                }
                continue
            }
            guard let json else { continue }
            let type = jsonType(json, hint: typePrefix + "Error" + (entry.key == "default" ? "" : entry.key))
            collectExamples(
                of: json, base: endpoint.name + (entry.key == "default" ? "Default" : entry.key.uppercased()),
                type: type ?? Self.json,
                status: entry.status.exampleStatus(success: false))
            switch entry.status {
            case .code(let code):
                endpoint.errors.append(APIModel.ErrorBody(status: code, type: type ?? Self.json))
            case .range(let digit):
                endpoint.errorRanges.append(APIModel.ErrorRange(statusClass: digit, type: type ?? Self.json))
            case .default:
                defaultError = APIModel.ErrorRange(statusClass: nil, type: type ?? Self.json)
            }
        }
        endpoint.errors.sort { $0.status < $1.status }
        endpoint.errorRanges.sort { ($0.statusClass ?? 0) < ($1.statusClass ?? 0) }
        if let defaultError {
            endpoint.errorRanges.append(defaultError)
        }
        // A JSON body that some success statuses leave out (`204`) is optional: those statuses answer nil. A
        // bodiless `2XX` next to exact codes with a body (`200`) leaves it out of every other 2xx status.
        if let returns = endpoint.returns, endpoint.responseFormat == .json, endpoint.events == nil,
            !bodiless.isEmpty || bodilessRange
        {
            endpoint.returns = optional(returns)
            endpoint.bodilessStatuses = bodilessRange ? [] : bodiless.sorted()
            endpoint.bodiedStatuses = bodilessRange ? bodiedCodes.sorted() : []
        }
    }

    /// Whether a non-JSON media type is text (`text/*`, XML, …): read as a String; anything else is bytes.
    static func isText(_ mediaType: String) -> Bool {
        let type =
            mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return type.hasPrefix("text/") || type.hasSuffix("+xml") || type == "application/xml"
            || type == "application/x-ndjson" || type.hasSuffix("+yaml") || type == "application/yaml"
    }

    /// The end of the name of a success response's inline type: `Response` for `200` and `default`,
    /// `Response201` for others.
    static func responseSuffix(_ key: String) -> String {
        key == "200" || key == "default" ? "Response" : "Response\(key)"
    }

    /// The type of a JSON media type entry (`JSON` when it has no schema); optional when the schema is nullable
    /// and `keepNullable` says so, else without the `?`.
    mutating func jsonType(_ media: OpenAPINode?, hint: String, keepNullable: Bool = false) -> TypeRef? {
        guard let media else { return nil }
        guard let schema = media["schema"] else { return Self.json }
        let type: TypeRef
        if hint.isEmpty {
            let resolved = documents.resolve(schema) ?? schema
            let known = schemaTypes[Self.key(resolved)] ?? Self.json
            type = schema["nullable"]?.bool == true ? optional(known) : known
        } else {
            type = schemaType(schema, nameHint: hint)
        }
        return keepNullable ? type : type.unwrapped.type
    }
}
