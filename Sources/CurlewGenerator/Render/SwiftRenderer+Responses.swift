/// What an endpoint does with the answer beyond JSON decoding: text and byte bodies, typed error bodies by exact
/// status, class (`4XX`) and `default`, and the `…Output` type (status, typed headers, body) of endpoints that
/// declare response headers.
extension SwiftRenderer {
    /// The trailing `decodeResponse` closure of `Curlew.Endpoint` (its parameters and body), when JSON decoding
    /// of `Response` is not what the endpoint needs: text, bytes, a case per success status, or the `…Output`
    /// value.
    func responseDecoder(_ endpoint: APIModel.Endpoint, output: Bool) -> (parameters: String, body: SwiftSource)? {
        let cases = endpoint.returns == nil ? nil : endpoint.successCases
        let body: String? =
            if let cases {
                successCasesDecoding(cases)
            } else {
                switch (endpoint.responseFormat, endpoint.returns) {
                case (_, nil): nil
                case (.text, _): "Swift.String(decoding: response.body, as: Swift.UTF8.self)"
                case (.data, _): "response.body"
                case (.json, let type?):
                    output || Self.answersNilForSomeStatus(endpoint) ? jsonBody(type, of: endpoint) : nil
                }
            }
        guard output, let result = endpoint.output else {
            let parameters =
                Self.answersNilForSomeStatus(endpoint) || cases != nil ? "response, decoder" : "response, _"
            return body.map { (parameters, .line($0)) }
        }
        let arguments =
            ["status: response.status", "headers: .init(response.headers)"] + (body.map { ["body: \($0)"] } ?? [])
        return (
            (endpoint.responseFormat == .json || cases != nil) && endpoint.returns != nil
                ? "response, decoder" : "response, _",
            .list(prefix: typeName(result.typeName), items: arguments, suffix: "")
        )
    }

    /// Whether some success status answers nil instead of decoding (one declared without a body).
    static func answersNilForSomeStatus(_ endpoint: APIModel.Endpoint) -> Bool {
        !endpoint.bodilessStatuses.isEmpty || !endpoint.bodiedStatuses.isEmpty
    }

    /// The expression that decodes a JSON success body: nil for a status the spec declares without a body, or,
    /// next to a bodiless `2XX`, for any status but those declared with one.
    private func jsonBody(_ type: TypeRef, of endpoint: APIModel.Endpoint) -> String {
        let decode = "decoder.decode(\(swiftType(type)).self, from: response.body)"
        if !endpoint.bodiedStatuses.isEmpty {
            let statuses = endpoint.bodiedStatuses.map(String.init).joined(separator: ", ")
            return "try [\(statuses)].contains(response.status.code) ? \(decode) : nil"
        }
        guard !endpoint.bodilessStatuses.isEmpty else { return "try " + decode }
        let statuses = endpoint.bodilessStatuses.map(String.init).joined(separator: ", ")
        return "try [\(statuses)].contains(response.status.code) ? nil : " + decode
    }

    /// `_endpoint.decodeError = { … }`: exact statuses first, then classes (`400...499`), then `default`.
    func errorDecoder(_ endpoint: APIModel.Endpoint) -> [SwiftSource] {
        guard !endpoint.errors.isEmpty || !endpoint.errorRanges.isEmpty else { return [] }
        var cases: [SwiftSource] = []
        var statusesByType: [(type: String, statuses: [Int])] = []
        for error in endpoint.errors {
            let type = swiftType(error.type)
            if let index = statusesByType.firstIndex(where: { $0.type == type }) {
                statusesByType[index].statuses.append(error.status)
            } else {
                statusesByType.append((type, [error.status]))
            }
        }
        for (type, statuses) in statusesByType {
            let labels = statuses.map(String.init).joined(separator: ", ")
            cases.append(.line("case \(labels): return try? decoder.decode(\(type).self, from: response.body)"))
        }
        var fallback = "return nil"
        for range in endpoint.errorRanges {
            let decode = "return try? decoder.decode(\(swiftType(range.type)).self, from: response.body)"
            if let digit = range.statusClass {
                cases.append(.line("case \(digit * 100)...\(digit * 100 + 99): \(decode)"))
            } else {
                fallback = decode
            }
        }
        guard !cases.isEmpty else {
            return [.opened("_endpoint.decodeError = { response, decoder in", [.line(fallback)])]
        }
        cases.append(.line("default: \(fallback)"))
        return [
            .opened(
                "_endpoint.decodeError = { response, decoder in",
                [.switchBlock("switch response.status.code", cases)]
            )
        ]
    }

    /// The doc line listing the typed error bodies (`404 → Problem, 4XX → ClientError, default → Error`).
    func errorsDocumentation(_ endpoint: APIModel.Endpoint) -> String? {
        let exact = endpoint.errors.map { "\($0.status) → `\($0.type)`" }
        let ranges = endpoint.errorRanges.map { range in
            (range.statusClass.map { "\($0)XX" } ?? "default") + " → `\(range.type)`"
        }
        guard !exact.isEmpty || !ranges.isEmpty else { return nil }
        return "- Throws: `CurlewError`; typed error bodies (`errorBody(as:)`): "
            + (exact + ranges).joined(separator: ", ") + "."
    }

    /// `struct GetPetOutput`: the status, the typed response headers and the body of a success answer.
    func outputDeclaration(_ endpoint: APIModel.Endpoint) -> [SwiftSource] {
        guard let output = endpoint.output else { return [] }
        var headerBody: [SwiftSource] = []
        for header in output.headers {
            let doc =
                (header.doc.map { $0 + "\n\n" } ?? "")
                + "The `\(header.wireName)` header; nil when absent or unreadable."
            headerBody.append(.doc(doc))
            headerBody.append(
                .line("\(accessPrefix)var \(SwiftNames.escaped(header.swiftName)): \(swiftType(header.type))?"))
        }
        headerBody.append(.blank)
        headerBody.append(.doc("Creates the headers from their values."))
        headerBody.append(
            .listBlock(
                prefix: "\(accessPrefix)init",
                items: output.headers.map { "\(SwiftNames.escaped($0.swiftName)): \(swiftType($0.type))? = nil" },
                suffix: "",
                body: output.headers.map {
                    .line("self.\(SwiftNames.escaped($0.swiftName)) = \(SwiftNames.escaped($0.swiftName))")
                }))
        headerBody.append(.blank)
        headerBody.append(.doc("Reads the declared headers of a response."))
        headerBody.append(
            .block(
                "\(accessPrefix)init(_ headers: Curlew.HTTPHeaders)",
                output.headers.map { header in
                    .wrapped(
                        "self.\(SwiftNames.escaped(header.swiftName)) =",
                        headerValue("headers[\(SwiftSource.literal(header.wireName))]", of: header.type))
                }))
        // A spec type named `Headers` would be shadowed inside the struct by the nested one: then it takes
        // another name.
        let headersType =
            model(named: "Headers") != nil || enumeration(named: "Headers") != nil
                || api.unions.contains { $0.name == "Headers" }
            ? "ResponseHeaders" : "Headers"
        let bodyType = endpoint.returns.map(swiftType)
        var fields: [(name: String, type: String, doc: String)] = [
            ("status", "Curlew.HTTPStatus", "The response status (a 2xx)."),
            ("headers", headersType, "The response headers the spec declares, typed."),
        ]
        if let bodyType {
            fields.append(("body", bodyType, "The response body."))
        }
        var body: [SwiftSource] = [
            .doc("The headers the spec declares for this response."),
            .block("\(accessPrefix)struct \(headersType): Swift.Hashable, Swift.Sendable", headerBody),
        ]
        for field in fields {
            body += [.blank, .doc(field.doc), .line("\(accessPrefix)var \(field.name): \(field.type)")]
        }
        body += [
            .blank,
            .doc("Creates an output from its parts."),
            .listBlock(
                prefix: "\(accessPrefix)init",
                items: fields.map { "\($0.name): \($0.type)" },
                suffix: "",
                body: fields.map { .line("self.\($0.name) = \($0.name)") }),
        ]
        return [
            .doc(
                documentation(
                    "The whole success answer of `\(endpoint.name)`: status, typed headers and body.",
                    remark: "endpoints.\(endpoint.name)")),
            .block("\(accessPrefix)struct \(SwiftNames.escaped(output.typeName)): Swift.Sendable", body),
        ]
    }

    /// An optional value of `type` read from a header's text (`expression`, a `Swift.String?`); arrays are
    /// comma-separated.
    private func headerValue(_ expression: String, of type: TypeRef) -> String {
        if case .array(let element) = type {
            let parse = scalarParser("$0.trimmingCharacters(in: .whitespaces)", of: element)
            return "\(expression).map { $0.split(separator: \",\").map(Swift.String.init).compactMap { \(parse) } }"
        }
        if type == .builtin(.string) {
            return expression
        }
        return "\(expression).flatMap { \(scalarParser("$0", of: type)) }"
    }

    /// An expression parsing the `Swift.String` `value` as `type`, optional (nil when it does not parse).
    private func scalarParser(_ value: String, of type: TypeRef) -> String {
        switch type {
        case .builtin(.string): "Swift.Optional(\(value))"
        case .builtin(.decimal): "Foundation.Decimal(string: \(value))"
        case .builtin(.date): "try? Foundation.Date(\(value), strategy: .iso8601)"
        case .builtin(.url): "Foundation.URL(string: \(value))"
        case .builtin(.uuid): "Foundation.UUID(uuidString: \(value))"
        case .builtin(.data): "Foundation.Data(base64Encoded: \(value))"
        case .builtin(let builtin): "\(builtin.swiftName)(\(value))"
        case .named(let name):
            enumeration(named: name)?.rawType == .int
                ? "Swift.Int(\(value)).map { \(typeName(name))(rawValue: $0) }"
                : "Swift.Optional(\(typeName(name))(rawValue: \(value)))"
        default: "Swift.Optional(\(value))"
        }
    }
}
