extension SpecTranslator {
    static let authSchemes = ["bearer", "basic", "apiKey"]
    static let retryKeys = ["attempts", "baseDelay", "maxDelay", "statuses", "nonIdempotent"]

    /// `"auth": "bearer"`, or an object with any of `bearer: {}`, `basic: {}`,
    /// `apiKey: { "header": "X-API-Key" }` / `apiKey: { "query": "api_key" }`.
    mutating func authSchemes(_ node: SpecNode) -> [APIModel.AuthScheme] {
        if let name = node.stringValue {
            switch name {
            case "bearer": return [.bearer]
            case "basic": return [.basic]
            default:
                diagnostics.error(
                    "unknown auth scheme '\(name)'",
                    at: node.offset,
                    hint: "use \"bearer\", \"basic\" or { \"apiKey\": { \"header\": \"X-API-Key\" } }"
                )
                return []
            }
        }
        guard let members = object(node, for: "auth") else { return [] }
        var schemes: [APIModel.AuthScheme] = []
        for member in members {
            switch member.key {
            case "bearer": schemes.append(.bearer)
            case "basic": schemes.append(.basic)
            case "apiKey":
                if let scheme = apiKey(member.value) { schemes.append(scheme) }
            default:
                let hint = SwiftNames.suggestion(for: member.key, among: Self.authSchemes).map {
                    "did you mean '\($0)'?"
                }
                diagnostics.error("unknown auth scheme '\(member.key)'", at: member.keyOffset, hint: hint)
            }
        }
        if members.isEmpty {
            diagnostics.error("'auth' needs at least one scheme: bearer, basic or apiKey", at: node.offset)
        }
        return schemes
    }

    private mutating func apiKey(_ node: SpecNode) -> APIModel.AuthScheme? {
        guard let members = object(node, for: "apiKey") else { return nil }
        let keys = checkKeys(members, known: ["header", "query"], in: "'apiKey'")
        switch (keys["header"], keys["query"]) {
        case (let header?, nil):
            guard let name = string(header.value, for: "header") else { return nil }
            guard Self.isHeaderName(name) else {
                diagnostics.error("invalid header name '\(name)' for 'apiKey'", at: header.value.offset)
                return nil
            }
            return .apiKeyHeader(name)
        case (nil, let query?):
            guard let name = string(query.value, for: "query") else { return nil }
            guard !name.isEmpty else {
                diagnostics.error("the query item name of 'apiKey' must not be empty", at: query.value.offset)
                return nil
            }
            return .apiKeyQuery(name)
        default:
            diagnostics.error(
                "'apiKey' needs exactly one of 'header' or 'query'",
                at: node.offset,
                hint: "e.g. \"apiKey\": { \"header\": \"X-API-Key\" }"
            )
            return nil
        }
    }

    /// `"retry": 3` (attempts), `false` (none), or `{ "attempts", "baseDelay", "maxDelay", "statuses",
    /// "nonIdempotent" }` with delays in seconds.
    mutating func retryPolicy(_ node: SpecNode, context: String) -> APIModel.RetryPolicy? {
        switch node.value {
        case .bool(false):
            return .disabled
        case .number:
            return attempts(node, context: context).map { APIModel.RetryPolicy(attempts: $0) }
        case .object(let members):
            let keys = checkKeys(members, known: Self.retryKeys, in: "'retry' of \(context)")
            var policy = APIModel.RetryPolicy(attempts: 3)
            if let node = keys["attempts"]?.value {
                // Keep checking the other keys after a bad count, so every problem is reported at once.
                policy.attempts = attempts(node, context: context) ?? policy.attempts
            }
            policy.baseDelay = keys["baseDelay"].flatMap { seconds($0.value, for: "baseDelay", context: context) }
            policy.maxDelay = keys["maxDelay"].flatMap { seconds($0.value, for: "maxDelay", context: context) }
            if let node = keys["statuses"]?.value {
                policy.statuses = (node.elements ?? []).compactMap { element in
                    guard let text = element.value.numberText, let status = Int(text), (100...599).contains(status)
                    else {
                        diagnostics.error("expected an HTTP status code (100-599) in 'statuses'", at: element.offset)
                        return nil
                    }
                    return status
                }
                if node.elements == nil {
                    diagnostics.error(
                        "expected an array of status codes for 'statuses', found \(node.kindDescription)",
                        at: node.offset)
                }
            }
            if let node = keys["nonIdempotent"]?.value {
                if case .bool(let value) = node.value {
                    policy.nonIdempotent = value
                } else {
                    diagnostics.error(
                        "expected true or false for 'nonIdempotent', found \(node.kindDescription)", at: node.offset)
                }
            }
            return policy
        default:
            diagnostics.error(
                "expected a number of attempts, false or an object for 'retry' of \(context), found \(node.kindDescription)",
                at: node.offset,
                hint: "e.g. \"retry\": { \"attempts\": 3, \"statuses\": [503] }"
            )
            return nil
        }
    }

    private mutating func attempts(_ node: SpecNode, context: String) -> Int? {
        guard let text = node.value.numberText, let count = Int(text), (1...10).contains(count) else {
            diagnostics.error(
                "'attempts' of 'retry' of \(context) must be a whole number from 1 to 10", at: node.offset)
            return nil
        }
        return count
    }

    private mutating func seconds(_ node: SpecNode, for key: String, context: String) -> Double? {
        guard let text = node.value.numberText, let value = Double(text), value >= 0, value <= 3600 else {
            diagnostics.error(
                "'\(key)' of 'retry' of \(context) must be a number of seconds from 0 to 3600", at: node.offset)
            return nil
        }
        return value
    }
}
