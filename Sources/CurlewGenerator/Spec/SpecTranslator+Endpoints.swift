extension SpecTranslator {
    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    static let endpointKeys =
        methods + [
            "params", "query", "headers", "body", "form", "multipart", "raw", "returns", "stream", "errors", "doc",
            "timeout", "deprecated", "auth", "retry", "events", "pagination",
        ]
    static let unsupportedEndpointKeys = ["servers"]
    static let parameterKeys = ["type", "key", "doc", "default"]
    /// The client's own members, and keywords that cannot name a method even in backticks.
    static let reservedEndpointNames: Set<String> = ["api", "init", "deinit", "subscript", "self", "Self", "super"]

    enum ParameterPlace: String {
        case path, query, header, form, multipart

        var specKey: String {
            switch self {
            case .path: "params"
            case .query: "query"
            case .header: "headers"
            case .form: "form"
            case .multipart: "multipart"
            }
        }

        var kind: String {
            switch self {
            case .form, .multipart: "\(rawValue) field"
            default: "\(rawValue) parameter"
            }
        }
    }

    mutating func translateEndpoint(_ member: SpecNode.Member) -> APIModel.Endpoint? {
        let name = member.key
        guard SwiftNames.isPlainIdentifier(name) else {
            diagnostics.error(
                "invalid endpoint name '\(name)': use letters, digits and '_', starting with a letter",
                at: member.keyOffset
            )
            return nil
        }
        guard !Self.reservedEndpointNames.contains(name) else {
            diagnostics.error("endpoint name '\(name)' is reserved in the generated client", at: member.keyOffset)
            return nil
        }
        guard let members = object(member.value, for: name) else { return nil }
        let context = "endpoint '\(name)'"
        let keys = checkKeys(members, known: Self.endpointKeys, unsupported: Self.unsupportedEndpointKeys, in: context)
        let methodMembers = members.filter { Self.methods.contains($0.key) }
        guard let methodMember = methodMembers.first else {
            diagnostics.error(
                "\(context) needs a method key with its path, one of \(Self.methods.joined(separator: ", "))",
                at: member.keyOffset,
                hint: "e.g. \"GET\": \"/pets/{id}\""
            )
            return nil
        }
        for extra in methodMembers.dropFirst() {
            diagnostics.error(
                "\(context) has a second method '\(extra.key)'; use one endpoint per method", at: extra.keyOffset)
        }
        var endpoint = APIModel.Endpoint(name: name, method: methodMember.key, path: [])
        endpoint.operationID = name
        endpoint.pathTemplate = methodMember.value.stringValue ?? ""
        endpoint.doc = keys["doc"].flatMap { string($0.value, for: "doc") }
        if let node = keys["timeout"]?.value {
            endpoint.timeout = timeout(node, context: context)
        }
        if let node = keys["deprecated"]?.value {
            switch node.value {
            case .bool(let value): endpoint.deprecated = value ? "" : nil
            case .string(let message): endpoint.deprecated = message
            default:
                diagnostics.error(
                    "expected true, false or a message for 'deprecated', found \(node.kindDescription)",
                    at: node.offset
                )
            }
        }
        endpoint.pathParams = parameters(keys["params"], place: .path, context: context)
        endpoint.queryParams = parameters(keys["query"], place: .query, context: context)
        endpoint.headerParams = parameters(keys["headers"], place: .header, context: context)
        endpoint.path = path(
            methodMember.value, params: endpoint.pathParams, paramKey: keys["params"], context: context)
        translateBody(keys, into: &endpoint, context: context)
        if let node = keys["auth"]?.value {
            if case .bool(let value) = node.value {
                endpoint.usesAuth = value
                if !apiHasAuth {
                    diagnostics.warning(
                        "the spec declares no 'auth', so 'auth' of \(context) is ignored", at: node.offset)
                }
            } else {
                diagnostics.error(
                    "expected true or false for 'auth' of \(context), found \(node.kindDescription)",
                    at: node.offset,
                    hint: "the schemes are declared once, at the top level; false sends this call without them"
                )
            }
        }
        if let node = keys["retry"]?.value {
            endpoint.retry = retryPolicy(node, context: context)
        }
        if let node = keys["returns"]?.value {
            endpoint.returns = resolveType(node, for: "'returns' of \(context)")
            if endpoint.method == "HEAD" {
                diagnostics.warning(
                    "a HEAD response has no body, so 'returns' of \(context) cannot be decoded",
                    at: node.offset,
                    hint: "remove 'returns'"
                )
            }
        }
        if let node = keys["errors"]?.value {
            endpoint.errors = errorBodies(node, context: context)
        }
        if let node = keys["stream"]?.value {
            if case .bool(let value) = node.value {
                endpoint.stream = value
                if value, !(endpoint.returns.map { if case .array = $0 { true } else { false } } ?? false) {
                    diagnostics.error(
                        "'stream' of \(context) needs 'returns' to be an array type, like \"[Pet]\"", at: node.offset)
                }
            } else {
                diagnostics.error("expected true or false for 'stream', found \(node.kindDescription)", at: node.offset)
            }
        }
        if let node = keys["events"]?.value {
            translateEvents(node, into: &endpoint, context: context)
        }
        var labels: [String: String] = [:]
        let all =
            endpoint.pathParams + endpoint.queryParams + endpoint.headerParams + endpoint.formFields
            + endpoint.multipartFields
        for parameter in all {
            if let other = labels[parameter.swiftName] {
                diagnostics.error(
                    "parameters '\(other)' and '\(parameter.wireName)' of \(context) both become the argument '\(parameter.swiftName)'",
                    at: member.keyOffset
                )
            }
            labels[parameter.swiftName] = parameter.wireName
        }
        if endpoint.body != nil || endpoint.rawContentType != nil, let other = labels["body"] {
            diagnostics.error(
                "parameter '\(other)' of \(context) clashes with the 'body' argument", at: member.keyOffset)
        }
        return endpoint
    }

    mutating func parameters(
        _ member: SpecNode.Member?,
        place: ParameterPlace,
        context: String
    ) -> [APIModel.Parameter] {
        guard let member, let members = object(member.value, for: place.specKey) else { return [] }
        var result: [APIModel.Parameter] = []
        for entry in members {
            let what = "\(place.kind) '\(entry.key)' of \(context)"
            guard let swiftName = SwiftNames.memberName(entry.key) else {
                diagnostics.error("invalid \(place.kind) name '\(entry.key)'", at: entry.keyOffset)
                continue
            }
            if place == .multipart, let file = fileEntry(entry.value) {
                var parameter = APIModel.Parameter(
                    swiftName: swiftName, wireName: file.key ?? entry.key, type: .builtin(.url),
                    optional: file.optional, doc: file.doc)
                parameter.isFile = true
                result.append(parameter)
                continue
            }
            guard let spec = typedEntry(entry.value, context: what, known: Self.parameterKeys) else { continue }
            let wireName = spec.key ?? entry.key
            var (type, optional) = spec.type.unwrapped
            if place == .path, optional {
                diagnostics.error("\(what) cannot be optional", at: entry.value.offset)
                continue
            }
            var defaultValue: APIModel.DefaultValue?
            if let node = spec.defaultNode {
                if place == .path {
                    diagnostics.error("\(what) cannot have a default: it is part of the path", at: node.offset)
                    continue
                }
                defaultValue = self.defaultValue(node, type: type, context: what)
                if defaultValue != nil, optional {
                    diagnostics.warning(
                        "\(what) has a default, so it is never nil; its '?' is ignored",
                        at: spec.typeOffset,
                        hint: "write '\(type)'"
                    )
                    optional = false
                }
            }
            if place == .header, !Self.isHeaderName(wireName) {
                diagnostics.error("invalid header name '\(wireName)' for \(what)", at: entry.keyOffset)
                continue
            }
            let allowed: Bool
            let kinds: String
            switch place {
            case .query, .form:
                (allowed, kinds) = (isQueryType(type), "a scalar, an enum or an array of them")
            case .multipart:
                (allowed, kinds) = (isScalar(type) || type == .builtin(.data), "a scalar, an enum, Data or File")
            case .path, .header:
                (allowed, kinds) = (isScalar(type), "a scalar or an enum")
            }
            guard allowed else {
                diagnostics.error("\(what) must be \(kinds), not '\(spec.type)'", at: entry.value.offset)
                continue
            }
            result.append(
                APIModel.Parameter(
                    swiftName: swiftName, wireName: wireName, type: type, optional: optional, doc: spec.doc,
                    defaultValue: defaultValue)
            )
        }
        return result
    }

    func isScalar(_ type: TypeRef) -> Bool {
        switch type {
        case .builtin(let builtin): builtin != .json && builtin != .data
        case .named(let name): declaredEnums.contains(name)
        default: false
        }
    }

    private func isQueryType(_ type: TypeRef) -> Bool {
        if case .array(let element) = type { return isScalar(element) }
        return isScalar(type)
    }

    /// Splits `/pets/{id}/photo` into parts and checks placeholders against the declared path parameters.
    private mutating func path(
        _ node: SpecNode,
        params: [APIModel.Parameter],
        paramKey: SpecNode.Member?,
        context: String
    ) -> [APIModel.PathPart] {
        guard let text = string(node, for: "path") else { return [] }
        func at(_ index: Int) -> Int {
            diagnostics.source.offset(inStringAt: node.offset, value: text, utf8Index: index)
        }
        guard text.hasPrefix("/") else {
            diagnostics.error("the path of \(context) must start with '/'", at: node.offset)
            return []
        }
        let allowed = Set("-._~!$&'()*+,;=:@/%".utf8)
        var parts: [APIModel.PathPart] = []
        var used: Set<String> = []
        var literal: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                    diagnostics.error("unclosed '{' in the path of \(context)", at: at(index))
                    return parts
                }
                let name = String(decoding: bytes[index + 1..<close], as: UTF8.self)
                if !literal.isEmpty {
                    parts.append(.literal(String(decoding: literal, as: UTF8.self)))
                    literal = []
                }
                let declared = paramKey?.value.members?.contains { member in
                    member.key == name
                        || member.value.members?.contains { $0.key == "key" && $0.value.stringValue == name } == true
                }
                if declared != true {
                    diagnostics.error(
                        "path parameter '{\(name)}' of \(context) is not declared",
                        at: at(index),
                        hint: "add it to \"params\", e.g. \"params\": { \"\(name)\": \"String\" }"
                    )
                } else if !used.insert(name).inserted {
                    diagnostics.error("path parameter '{\(name)}' appears twice in \(context)", at: at(index))
                }
                parts.append(.parameter(name))
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: "}") || !(SwiftNames.isAlphanumeric(byte) || allowed.contains(byte)) {
                let shown = String(decoding: [byte], as: UTF8.self)
                diagnostics.error(
                    "character '\(shown)' in the path of \(context) must be percent-encoded", at: at(index))
                return parts
            }
            literal.append(byte)
            index += 1
        }
        if !literal.isEmpty {
            parts.append(.literal(String(decoding: literal, as: UTF8.self)))
        }
        for param in params where !used.contains(param.wireName) {
            let offset = paramKey?.value.members?.first { $0.key == param.wireName || $0.key == param.swiftName }?
                .keyOffset
            diagnostics.error(
                "path parameter '\(param.wireName)' of \(context) is not in the path '\(text)'",
                at: offset ?? node.offset
            )
        }
        return parts
    }

    /// `"timeout": 2.5` (seconds, more than 0 and at most a day).
    private mutating func timeout(_ node: SpecNode, context: String) -> Double? {
        guard let text = node.value.numberText, let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
            diagnostics.error(
                "'timeout' of \(context) must be a number of seconds between 0 and 86400, found \(node.kindDescription == "a number" ? node.value.numberText ?? "" : node.kindDescription)",
                at: node.offset,
                hint: "e.g. \"timeout\": 2.5"
            )
            return nil
        }
        return seconds
    }

    private mutating func errorBodies(_ node: SpecNode, context: String) -> [APIModel.ErrorBody] {
        var result: [APIModel.ErrorBody] = []
        for member in object(node, for: "errors") ?? [] {
            guard let status = Int(member.key), (100...599).contains(status), member.key.count == 3 else {
                diagnostics.error(
                    "expected an HTTP status code (100-599) as an error key in \(context), found '\(member.key)'",
                    at: member.keyOffset
                )
                continue
            }
            if let type = resolveType(member.value, for: "error \(status) of \(context)") {
                result.append(APIModel.ErrorBody(status: status, type: type))
            }
        }
        return result.sorted { $0.status < $1.status }
    }
}
