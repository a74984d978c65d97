/// Parameters (path, query, header, cookie, with the array styles; other styles as warnings) and the path template.
extension OpenAPITranslator {
    struct Parameters {
        var path: [APIModel.Parameter] = []
        var query: [APIModel.Parameter] = []
        var header: [APIModel.Parameter] = []
        var cookie: [APIModel.Parameter] = []
        /// Swift labels taken so far (`body` is kept free for the request body).
        var labels: Set<String> = ["body"]
        /// Where each path parameter was declared, by wire name.
        var pathNodes: [String: OpenAPINode] = [:]

        mutating func label(for wireName: String) -> String {
            let base = SwiftNames.memberName(wireName) ?? "value"
            var label = base
            var counter = 2
            while labels.contains(label) {
                label = "\(base)\(counter)"
                counter += 1
            }
            labels.insert(label)
            return label
        }
    }

    /// Headers the OpenAPI specification says to ignore as parameters (the runtime sets them).
    static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]

    /// The operation's parameters plus the path item's that it does not override (same name and `in`).
    mutating func parameters(
        of operation: OpenAPINode, pathItem: OpenAPINode, path: String, typePrefix: String
    ) -> Parameters {
        var declared: [(node: OpenAPINode, resolved: OpenAPINode)] = []
        var seen: Set<String> = []
        for list in [operation["parameters"], pathItem["parameters"]] {
            for node in list?.elements ?? [] {
                guard let resolved = documents.resolve(node, as: .parameter) else { continue }
                let identity = "\(resolved["in"]?.string ?? "")|\(resolved["name"]?.string ?? "")"
                if seen.insert(identity).inserted {
                    declared.append((node, resolved))
                }
            }
        }
        var result = Parameters()
        for (node, parameter) in declared {
            guard let wireName = parameter["name"]?.string, let place = parameter["in"]?.string else {
                documents.warning("a parameter needs 'name' and 'in'; skipped", at: node)
                continue
            }
            if place == "header", Self.ignoredHeaders.contains(wireName.lowercased()) { continue }
            guard ["path", "query", "header", "cookie"].contains(place) else {
                documents.warning("unknown parameter location '\(place)'; skipped", at: parameter["in"] ?? node)
                continue
            }
            if place == "header", !SpecTranslator.isHeaderName(wireName) {
                documents.warning("invalid header name '\(wireName)'; skipped", at: node)
                continue
            }
            var type: TypeRef = .builtin(.string)
            var nullable = false
            var jsonContent = false
            if let schema = parameter["schema"] {
                (type, nullable) = schemaType(schema, nameHint: typePrefix + OpenAPINames.typeName(wireName)).unwrapped
            } else if let (mediaType, media) = parameter["content"]?.members.first, let schema = media["schema"] {
                (type, nullable) = schemaType(schema, nameHint: typePrefix + OpenAPINames.typeName(wireName)).unwrapped
                // JSON content is the value's JSON text (`{"lat":1,"long":2}`), whatever its type.
                jsonContent = Self.isJSON(mediaType)
                if !jsonContent, place != "query" || !isScalar(type) {
                    documents.warning("parameters with 'content' are sent as plain text", at: node)
                }
            }
            let objectStyle = place == "query" && !jsonContent ? queryObjectStyle(parameter, type: type) : nil
            var joined =
                objectStyle == nil && !jsonContent && (isScalar(type) || isScalarArray(type) || isScalarObject(type))
                ? joinedStyle(parameter, place: place, wireName: wireName, type: type, node: node) : nil
            let allowed =
                jsonContent || isScalar(type) || isScalarArray(type) || objectStyle != nil
                || (joined != nil && isScalarObject(type))
            // Anything else (nested objects, arrays of objects, unions, free-form JSON), and arrays in
            // `deepObject`, go through Curlew.FormEncoding: pairs in the query, one joined text elsewhere.
            var pairStyle: APIModel.PairStyle?
            if !allowed, place == "query" {
                pairStyle = queryPairStyle(parameter, node: node)
            } else if !allowed {
                pairStyle = .joined(",")
                joined = joinedStyle(
                    parameter, place: place, wireName: wireName, type: type, node: node, structured: true)
            } else if place == "query", !jsonContent, isScalarArray(type), parameter["style"]?.string == "deepObject" {
                pairStyle = .deepObject
            }
            let separator =
                place == "query" && objectStyle == nil && joined == nil && !jsonContent && pairStyle == nil
                ? arrayStyle(parameter, place: place, type: type, node: node) : nil
            let required = place == "path" || parameter["required"]?.bool == true
            var doc = parameter["description"]?.string
            if parameter["deprecated"]?.bool == true {
                doc = (doc.map { $0 + "\n\n" } ?? "") + "- Warning: Deprecated."
            }
            var model = APIModel.Parameter(
                swiftName: result.label(for: wireName), wireName: wireName, type: type,
                optional: !required || (nullable && place != "path"), doc: doc)
            model.arraySeparator = separator
            model.objectStyle = objectStyle
            model.joinedStyle = joined
            model.jsonContent = jsonContent
            model.pairStyle = pairStyle
            if place != "path", let schema = parameter["schema"], let value = defaultValue(schema, type: type) {
                model.defaultValue = value
                model.optional = false
            }
            let exampleBase =
                typePrefix.prefix(1).lowercased() + typePrefix.dropFirst() + OpenAPINames.typeName(wireName)
            collectExamples(of: parameter, base: exampleBase, type: type)
            switch place {
            case "path":
                result.path.append(model)
                result.pathNodes[wireName] = node
            case "query": result.query.append(model)
            case "cookie": result.cookie.append(model)
            default: result.header.append(model)
            }
        }
        return result
    }

    /// The pairs a structured query value is sent as, from `style` and `explode` (`form` exploded by default).
    private mutating func queryPairStyle(_ parameter: OpenAPINode, node: OpenAPINode) -> APIModel.PairStyle {
        let style = parameter["style"]?.string ?? "form"
        let explode = parameter["explode"]?.bool ?? (style == "form")
        let separators = ["form": ",", "spaceDelimited": " ", "pipeDelimited": "|"]
        if style == "deepObject" { return .deepObject }
        guard let separator = separators[style] else {
            documents.warning(
                "style '\(style)' is not one a query parameter takes; sent as 'form'", at: parameter["style"] ?? node)
            return .formExploded
        }
        return explode ? .formExploded : .joined(separator)
    }

    /// The separator that joins a query array's items (nil: repeated items), from `style` and `explode`:
    /// `form` exploded (the default) repeats, `form` not exploded joins with `,`, `spaceDelimited` with ` ` and
    /// `pipeDelimited` with `|`. Other styles warn; path and header take `simple`, cookies `form`.
    private mutating func arrayStyle(
        _ parameter: OpenAPINode, place: String, type: TypeRef, node: OpenAPINode
    ) -> String? {
        let expected = ["query": "form", "cookie": "form"][place] ?? "simple"
        let style = parameter["style"]?.string ?? expected
        let explode = parameter["explode"]?.bool ?? (style == "form")
        let separators = ["form": ",", "spaceDelimited": " ", "pipeDelimited": "|"]
        if place == "query", let separator = separators[style] {
            return isScalarArray(type) && !explode ? separator : nil
        }
        // A scalar is the same text in every style.
        if isScalar(type) { return nil }
        if style != expected {
            documents.warning(
                "style '\(style)' is not supported yet; sent as '\(expected)'", at: parameter["style"] ?? node)
        }
        return nil
    }

    func isScalar(_ type: TypeRef) -> Bool {
        switch type {
        case .builtin(let builtin): builtin != .json && builtin != .data
        case .named(let name): enumNames.contains(name) || api.pinnedSchemas[name].map(isScalar) == true
        default: false
        }
    }

    func isScalarArray(_ type: TypeRef) -> Bool {
        if case .array(let element) = type { return isScalar(element) }
        if case .named(let name) = type, let pinned = api.pinnedSchemas[name] { return isScalarArray(pinned) }
        return false
    }

    /// `/pets/{id}` → parts; placeholders without a declaration become `String` parameters, declared path
    /// parameters missing from the template are dropped (both with a warning); unsafe literal bytes are encoded.
    mutating func pathParts(_ path: String, parameters: inout Parameters, at operation: OpenAPINode) -> [APIModel
        .PathPart]
    {
        let allowed = Set("-._~!$&'()*+,;=:@/%".utf8)
        var parts: [APIModel.PathPart] = []
        var used: Set<String> = []
        var literal = ""
        let bytes = Array(path.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{"), let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) {
                let name = String(decoding: bytes[index + 1..<close], as: UTF8.self)
                if !literal.isEmpty {
                    parts.append(.literal(literal))
                    literal = ""
                }
                if !parameters.path.contains(where: { $0.wireName == name }) {
                    documents.warning(
                        "path parameter '{\(name)}' is not declared; it is a String argument", at: operation)
                    parameters.path.append(
                        APIModel.Parameter(
                            swiftName: parameters.label(for: name), wireName: name, type: .builtin(.string),
                            optional: false))
                }
                if used.insert(name).inserted {
                    parts.append(.parameter(name))
                } else {
                    documents.warning(
                        "path parameter '{\(name)}' appears twice; the second is left as text", at: operation)
                    parts.append(.literal("%7B\(name)%7D"))
                }
                index = close + 1
                continue
            }
            if SwiftNames.isAlphanumeric(byte) || allowed.contains(byte) {
                literal.append(Character(Unicode.Scalar(byte)))
            } else {
                literal += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            index += 1
        }
        if !literal.isEmpty {
            parts.append(.literal(literal))
        }
        let unused = parameters.path.filter { !used.contains($0.wireName) }
        for parameter in unused {
            documents.warning(
                "path parameter '\(parameter.wireName)' is not in the path '\(path)'; dropped",
                at: parameters.pathNodes[parameter.wireName] ?? operation)
        }
        parameters.path.removeAll { !used.contains($0.wireName) }
        return parts
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
