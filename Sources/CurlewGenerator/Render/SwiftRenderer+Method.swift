extension SwiftRenderer {
    /// The method for one endpoint; with `streaming`, its `…Stream` variant yielding the array's elements; with
    /// `output`, its `…Output` variant returning status, typed headers and body; with `withResponse`, its
    /// `…Response` variant returning the body with the answer's status, headers and timings. When the endpoint
    /// has a `…Response` variant, the plain method returns that variant's body. With `download`, its `…Download`
    /// variant writes the answer's bytes to a file (``APIClient.download``) instead of returning them.
    func method(
        _ endpoint: APIModel.Endpoint, streaming: Bool, output: Bool = false, withResponse: Bool = false,
        download: Bool = false
    ) -> [SwiftSource] {
        var endpoint = endpoint
        if streaming {
            // A stream yields the elements of an array, however the whole answer may also be nil.
            endpoint.returns = endpoint.returns?.unwrapped.type
            endpoint.bodilessStatuses = []
            endpoint.bodiedStatuses = []
        }
        let (parameters, arguments) = methodArguments(endpoint)
        let outputType = output ? endpoint.output.map { typeName($0.typeName) } : nil
        let response = outputType ?? endpoint.returns.map(swiftType) ?? "Swift.Void"
        if download {
            return downloadMethod(endpoint, response: response, arguments: arguments)
        }
        if let responseName = endpoint.responseVariant, !streaming, !output, !withResponse {
            return delegatingMethod(endpoint, to: responseName, parameters: parameters, arguments: arguments)
        }
        let request = requestLines(endpoint, response: response, output: outputType != nil)
        var lines = request.lines
        let client = request.client
        let name: String
        let signature: String
        if let events = endpoint.events, let data = endpoint.returns {
            name = SwiftNames.escaped(endpoint.name)
            let throwing =
                parameters.contains(where: needsTry) || endpoint.ownServer != nil ? " throws" : ""
            signature = throwing + " -> Curlew.ServerSentEventStream<\(swiftType(data))>"
            if let terminator = events.terminator {
                lines.append(
                    .line(
                        "_endpoint.options[Curlew.ServerSentEventOptions.self].terminator = "
                            + SwiftSource.literal(terminator)))
            }
            let reader = data == .builtin(.string) ? "textEvents" : "events"
            lines.append(.line("return \(client).\(reader)(_endpoint)"))
        } else if streaming, case .array(let element)? = endpoint.returns {
            name = SwiftNames.escaped(endpoint.name + "Stream")
            // Encoding a JSON parameter can fail before the stream exists.
            let throwing =
                parameters.contains(where: needsTry) || endpoint.ownServer != nil ? " throws" : ""
            signature = throwing + " -> Curlew.ResponseElementStream<\(swiftType(element))>"
            lines.append(.line("return \(client).stream(_endpoint)"))
        } else if withResponse, let responseName = endpoint.responseVariant {
            (name, signature) = responseVariant(responseName, response: response)
            lines.append(.line("return try await \(client).sendWithResponse(_endpoint)"))
        } else {
            let returnsValue = endpoint.returns != nil || outputType != nil
            name = SwiftNames.escaped(endpoint.name + (outputType == nil ? "" : "Output"))
            signature = " async throws" + (returnsValue ? " -> \(response)" : "")
            lines.append(.line((returnsValue ? "return " : "") + "try await \(client).send(_endpoint)"))
        }
        return [
            .doc(documentation(endpoint, streaming: streaming, output: outputType != nil, withResponse: withResponse)),
            endpoint.deprecated.map { .line(deprecation($0)) } ?? .doc(nil),
            .listBlock(prefix: "\(accessPrefix)func \(name)", items: arguments, suffix: signature, body: lines),
        ]
    }

    /// A method's parameters (path, query, header, cookie, form and multipart, in that order) and its argument
    /// list: each parameter with its type and default, then `body` when it sends one.
    func methodArguments(_ endpoint: APIModel.Endpoint) -> (parameters: [APIModel.Parameter], arguments: [String]) {
        let parameters =
            endpoint.pathParams + endpoint.queryParams + endpoint.headerParams + endpoint.cookieParams
            + endpoint.formFields + endpoint.multipartFields
        var arguments = parameters.map { parameter in
            let type =
                parameter.isFile
                ? (parameter.type == .array(.builtin(.url)) ? "[Curlew.UploadFile]" : "Curlew.UploadFile")
                    + (parameter.optional ? "?" : "")
                : swiftType(parameter.type, optional: parameter.optional)
            return "\(SwiftNames.escaped(parameter.swiftName)): \(type)"
                + (parameter.defaultValue.map { " = \(literal($0, for: parameter.type))" }
                    ?? (parameter.optional ? " = nil" : ""))
        }
        if let bodyType = endpoint.body ?? endpoint.rawContentType.map({ _ in .builtin(.data) }) {
            let type = swiftType(bodyType, optional: endpoint.bodyOptional)
            arguments.append("body: \(type)" + (endpoint.bodyOptional ? " = nil" : ""))
        }
        return (parameters, arguments)
    }

    /// `_endpoint` (``endpointLines(_:response:output:)``) with the call's options set: operation name, accepted
    /// credentials, retry policy; and the client to send it with (`_api` when the operation has its own server).
    func requestLines(_ endpoint: APIModel.Endpoint, response: String, output: Bool) -> (
        lines: [SwiftSource], client: String
    ) {
        var lines = endpointLines(endpoint, response: response, output: output)
        lines.append(.line("_endpoint.options.operationName = \(SwiftSource.literal(endpoint.name))"))
        lines += credentialFilter(endpoint)
        if let retry = endpoint.retry {
            lines.append(retryPolicy(retry, assignedTo: "_endpoint.options.retry"))
        }
        var client = "self.api"
        if let server = endpoint.ownServer {
            lines.append(.line("var _api = self.api"))
            lines.append(.line("_api.baseURL = try self.\(server).url(relativeTo: self.api.baseURL)"))
            client = "_api"
        }
        return (lines, client)
    }

    /// Builds `_endpoint`: path, query, headers, body, timeout and typed error bodies.
    func endpointLines(_ endpoint: APIModel.Endpoint, response: String, output: Bool) -> [SwiftSource] {
        var lines = endpoint.pathParams.flatMap {
            joinedObjectLines($0, encoding: "Curlew.URLEncoding.pathSegment")
        }
        let commaJoined = endpoint.queryParams.filter(isCommaJoinedQuery)
        let queryItems = endpoint.queryParams.filter { !isCommaJoinedQuery($0) }
        if commaJoined.isEmpty {
            lines.append(.line("let _path = \(pathExpression(endpoint))"))
        } else {
            lines.append(.line("var _encodedQuery: [Swift.String] = []"))
            lines += commaJoined.map(commaJoinedQueryItem)
            lines.append(.line("let _path = \(pathWithCommaJoinedQuery(pathExpression(endpoint)))"))
        }
        var endpointArguments = ["method: .\(endpoint.method.lowercased())", "path: _path"]
        if !queryItems.isEmpty {
            lines.append(.line("var _query: [Foundation.URLQueryItem] = []"))
            lines += queryItems.map { queryItem($0, into: "_query") }
            endpointArguments.append("query: _query")
        }
        if !endpoint.headerParams.isEmpty || !endpoint.cookieParams.isEmpty {
            lines.append(.line("var _headers = Curlew.HTTPHeaders()"))
            lines += endpoint.headerParams.map(header)
            lines += cookieLines(endpoint.cookieParams)
            endpointArguments.append("headers: _headers")
        }
        if endpoint.body != nil {
            endpointArguments.append(endpoint.bodyOptional ? "body: body.map { .json($0) }" : "body: .json(body)")
        } else if let contentType = endpoint.rawContentType {
            let data =
                ".data(\(endpoint.bodyOptional ? "$0" : "body"), contentType: \(SwiftSource.literal(contentType)))"
            endpointArguments.append(endpoint.bodyOptional ? "body: body.map { \(data) }" : "body: \(data)")
        } else if !endpoint.formFields.isEmpty {
            lines.append(.line("var _form: [(Swift.String, Swift.String)] = []"))
            lines += endpoint.formFields.map { queryItem($0, into: "_form") }
            // an optional body with no field given is no body, as a nil JSON body is
            endpointArguments.append(
                endpoint.bodyOptional ? "body: _form.isEmpty ? nil : .form(_form)" : "body: .form(_form)")
        } else if !endpoint.multipartFields.isEmpty {
            lines.append(.line("var _form = Curlew.MultipartForm()"))
            lines += endpoint.multipartFields.map { multipartField($0, isMultipart: true) }
            endpointArguments.append(
                endpoint.bodyOptional
                    ? "body: _form.parts.isEmpty ? nil : .multipart(_form)" : "body: .multipart(_form)")
        }
        if let seconds = endpoint.timeout {
            endpointArguments.append("timeout: .milliseconds(\(max(1, Int((seconds * 1000).rounded()))))")
        }
        let errorLines = errorDecoder(endpoint)
        let declaration = "var"  // the method sets its options after
        let decoder = responseDecoder(endpoint, output: output)
        lines.append(
            .list(
                prefix: "\(declaration) _endpoint = Curlew.Endpoint<\(response)>", items: endpointArguments,
                suffix: decoder.map { " { \($0.parameters) in" } ?? "")
        )
        if let decoder {
            lines += [.indented([decoder.body]), .line("}")]
        }
        lines += errorLines
        return lines
    }

    func documentation(_ endpoint: APIModel.Endpoint, streaming: Bool, output: Bool, withResponse: Bool)
        -> String
    {
        var text = endpoint.doc ?? ""
        if withResponse {
            text +=
                (text.isEmpty ? "" : "\n\n")
                + "Returns the body with the whole answer: its status, all its headers and curl's timings."
        }
        if output {
            text +=
                (text.isEmpty ? "" : "\n\n")
                + "Returns the whole answer: the status, the response headers the spec declares (typed) and the body."
        }
        if let events = endpoint.events {
            text +=
                (text.isEmpty ? "" : "\n\n")
                + "An event stream (`text/event-stream`): yields each event as it arrives, its data decoded;\n"
                + "the request is sent when iteration starts"
                + (events.terminator.map { ", and the stream ends at the data `\($0)`." } ?? ".")
        }
        if streaming {
            text +=
                (text.isEmpty ? "" : "\n\n")
                + "Streamed: yields the elements of the response array as they arrive, in constant memory;\n"
                + "the request is sent when iteration starts."
        }
        if !text.isEmpty {
            text += "\n\n"
        }
        let template = endpoint.path.map { part -> String in
            switch part {
            case .literal(let literal): literal
            case .parameter(let name): "{\(name)}"
            }
        }.joined()
        text += "`\(endpoint.method) \(template)`\n"
        let documented =
            (endpoint.pathParams + endpoint.queryParams + endpoint.headerParams + endpoint.cookieParams
            + endpoint.formFields + endpoint.multipartFields).filter { $0.doc != nil }
        if !documented.isEmpty {
            text += "\n- Parameters:"
            for parameter in documented {
                text += "\n  - \(parameter.swiftName): \(parameter.doc ?? "")"
            }
        }
        text += "\n- Remark: Generated from `endpoints.\(endpoint.name)` in \(specFileName)."
        if let errors = errorsDocumentation(endpoint) {
            text += "\n" + errors
        }
        return text
    }

    private func pathExpression(_ endpoint: APIModel.Endpoint) -> String {
        guard !endpoint.path.isEmpty else { return "\"/\"" }
        return endpoint.path.map { part -> String in
            switch part {
            case .literal(let text):
                return SwiftSource.literal(text)
            case .parameter(let wireName):
                guard let parameter = endpoint.pathParams.first(where: { $0.wireName == wireName }) else {
                    return "\"\""
                }
                return joinedText(parameter, encoding: "Curlew.URLEncoding.pathSegment")
            }
        }.joined(separator: " + ")
    }

    /// Appends a query item (`_query`) or a form field (`_form`); arrays repeat the name.
    private func queryItem(_ parameter: APIModel.Parameter, into list: String) -> SwiftSource {
        if let style = parameter.objectStyle, list == "_query" {
            return queryObject(parameter, style: style)
        }
        let name = SwiftNames.escaped(parameter.swiftName)
        let wire = SwiftSource.literal(parameter.wireName)
        if let style = parameter.pairStyle {
            return pairItems(parameter, style: style, into: list)
        }
        func item(_ value: String) -> String {
            list == "_query"
                ? "_query.append(Foundation.URLQueryItem(name: \(wire), value: \(value)))"
                : "\(list).append((\(wire), \(value)))"
        }
        let append: SwiftSource
        if parameter.jsonContent {
            append = .line(item(jsonText(name)))
        } else if isJoinedObject(parameter), list == "_query" {
            let lines =
                joinedObjectLines(parameter, encoding: nil) + [.line(item(joinedText(parameter, encoding: nil)))]
            return .block(parameter.optional ? "if let \(name)" : "do", lines)
        } else if case .array(let element) = parameter.type, let separator = parameter.arraySeparator {
            let joined =
                "\(name).map { \(text("$0", of: element)) }.joined(separator: \(SwiftSource.literal(separator)))"
            append = .line(item(joined))
        } else if case .array(let element) = parameter.type {
            append = .block("for item in \(name)", [.line(item(text("item", of: element)))])
        } else {
            append = .line(item(text(name, of: parameter.type)))
        }
        return parameter.optional ? .block("if let \(name)", [append]) : append
    }

    /// Whether sending a parameter can throw (its value is encoded to JSON first).
    func needsTry(_ parameter: APIModel.Parameter) -> Bool {
        parameter.jsonContent || parameter.pairStyle != nil || isJSONPart(parameter)
    }

    /// Appends the pairs of a structured value (`Curlew.FormEncoding`) to `_query` or `_form`; a joined style
    /// other than `,` (which goes into the encoded query text) as one item.
    private func pairItems(_ parameter: APIModel.Parameter, style: APIModel.PairStyle, into list: String) -> SwiftSource
    {
        let name = SwiftNames.escaped(parameter.swiftName)
        let wire = SwiftSource.literal(parameter.wireName)
        let lines: [SwiftSource]
        switch style {
        case .joined(let separator):
            let value = joinedObjectVariable(parameter)
            lines =
                joinedObjectLines(parameter, encoding: nil) + [
                    .line(
                        list == "_query"
                            ? "_query.append(Foundation.URLQueryItem(name: \(wire), value: \(value)))"
                            : "\(list).append((\(wire), \(value)))")
                ]
            _ = separator
        case .deepObject, .formExploded, .jsonText:
            let styleName = [.deepObject: ".deepObject", .formExploded: ".formExploded"][style] ?? ".jsonText"
            let pairs =
                "try Curlew.FormEncoding.pairs(name: \(wire), value: \(name), style: \(styleName), encoder: self.api.encoder)"
            lines =
                list == "_query"
                ? [
                    .block(
                        "for (_name, _value) in \(pairs)",
                        [.line("_query.append(Foundation.URLQueryItem(name: _name, value: _value))")])
                ]
                : [.line("\(list) += \(pairs)")]
        }
        return .block(parameter.optional ? "if let \(name)" : "do", lines)
    }

    private func header(_ parameter: APIModel.Parameter) -> SwiftSource {
        let name = SwiftNames.escaped(parameter.swiftName)
        let add = SwiftSource.line(
            "_headers.add(name: \(SwiftSource.literal(parameter.wireName)), value: \(joinedText(parameter, encoding: nil)))"
        )
        let object = joinedObjectLines(parameter, encoding: nil)
        if !object.isEmpty {
            return .block(parameter.optional ? "if let \(name)" : "do", object + [add])
        }
        return parameter.optional ? .block("if let \(name)", [add]) : add
    }

    /// Collects the cookie parameters into one `Cookie` header (`a=1; b=2`), values percent-encoded.
    private func cookieLines(_ cookies: [APIModel.Parameter]) -> [SwiftSource] {
        guard !cookies.isEmpty else { return [] }
        var lines: [SwiftSource] = [.line("var _cookies: [Swift.String] = []")]
        for cookie in cookies {
            let name = SwiftNames.escaped(cookie.swiftName)
            // percent-encoded like a query value: a path segment's `.`/`..` rule is not for cookies
            let value = joinedText(cookie, encoding: "Curlew.URLEncoding.queryComponent")
            let append = SwiftSource.line("_cookies.append(\(SwiftSource.literal(cookie.wireName + "=")) + \(value))")
            let object = joinedObjectLines(cookie, encoding: "Curlew.URLEncoding.queryComponent")
            if !object.isEmpty {
                lines.append(.block(cookie.optional ? "if let \(name)" : "do", object + [append]))
            } else {
                lines.append(cookie.optional ? .block("if let \(name)", [append]) : append)
            }
        }
        lines.append(
            .block(
                "if !_cookies.isEmpty",
                [.line("_headers.add(name: \"Cookie\", value: _cookies.joined(separator: \"; \"))")]))
        return lines
    }

    /// The text of a path, header or cookie parameter: a scalar, or an array's items joined in its style, each
    /// passed through `encoding` (a function's name) when there is one and the style says so; an object's
    /// properties, collected before by `joinedObjectLines`, joined likewise.
    private func joinedText(_ parameter: APIModel.Parameter, encoding: String?) -> String {
        let name = SwiftNames.escaped(parameter.swiftName)
        if parameter.pairStyle != nil {
            return joinedObjectVariable(parameter)
        }
        let style = parameter.joinedStyle
        let encoding = style?.encoded == false ? nil : encoding
        func encoded(_ value: String) -> String { encoding.map { "\($0)(\(value))" } ?? value }
        if parameter.jsonContent {
            return encoded(jsonText(name))
        }
        let prefix = (style?.prefix).flatMap { $0.isEmpty ? nil : SwiftSource.literal($0) + " + " } ?? ""
        if let style, isJoinedObject(parameter) {
            let items = joinedObjectVariable(parameter)
            return prefix + items + ".joined(separator: \(SwiftSource.literal(style.separator)))"
        }
        guard case .array(let element) = parameter.type, let style else {
            return prefix + encoded(text(name, of: parameter.type))
        }
        let items = "\(name).map { \(encoded(text("$0", of: element))) }"
        return prefix + items + ".joined(separator: \(SwiftSource.literal(style.separator)))"
    }

    /// The JSON text of a value, by the client's encoder (a parameter with JSON `content`).
    private func jsonText(_ expression: String) -> String {
        "Swift.String(decoding: try self.api.encoder.encode(\(expression)), as: Swift.UTF8.self)"
    }

    /// The wire text of a scalar value: ISO 8601 dates, `true`/`false`, raw values of enums.
    func text(_ expression: String, of type: TypeRef) -> String {
        switch type {
        case .builtin(.string): expression
        case .builtin(.decimal): "Swift.String(describing: \(expression))"
        // as in JSON bodies: ISO8601Format() would drop the fractional seconds
        case .builtin(.date): "CurlewJSON.CurlewJSONEncoder.iso8601String(from: \(expression))"
        case .builtin(.url): "\(expression).absoluteString"
        case .builtin(.uuid): "\(expression).uuidString"
        case .builtin(.data): "\(expression).base64EncodedString()"
        case .builtin: "Swift.String(\(expression))"
        case .named(let name):
            enumeration(named: name)?.rawType == .int
                ? "Swift.String(\(expression).rawValue)" : "\(expression).rawValue"
        default: "Swift.String(describing: \(expression))"
        }
    }
}
