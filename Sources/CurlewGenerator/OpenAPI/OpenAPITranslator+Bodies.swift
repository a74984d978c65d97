/// Request bodies: JSON (a typed `body`), `application/x-www-form-urlencoded` and `multipart/form-data` (one
/// argument per property of the schema), anything else as raw bytes with its content type.
extension OpenAPITranslator {
    /// The kind of body a media type gets, in order of preference when an operation offers several.
    private enum BodyKind: Int {
        case json, form, multipart, raw

        init(_ mediaType: String) {
            let type = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            switch type.lowercased() {
            case _ where OpenAPITranslator.isJSON(mediaType): self = .json
            case "application/x-www-form-urlencoded": self = .form
            case "multipart/form-data", "multipart/mixed": self = .multipart
            default: self = .raw
            }
        }
    }

    mutating func requestBody(
        _ input: OpenAPINode, typePrefix: String, labels: inout Parameters, into endpoint: inout APIModel.Endpoint
    ) {
        guard let body = documents.resolve(input, as: .requestBody), let content = body["content"] else { return }
        let choices = content.members.map { (kind: BodyKind($0.key), mediaType: $0.key, media: $0.value) }
        guard let choice = choices.min(by: { $0.kind.rawValue < $1.kind.rawValue }) else { return }
        let schema = choice.media["schema"]
        // OpenAPI's default is an optional body; form and multipart fields are optional one by one instead.
        endpoint.bodyOptional = body["required"]?.bool != true
        switch choice.kind {
        case .json:
            let (type, nullable) =
                schema.map { schemaType($0, nameHint: typePrefix + "Request").unwrapped } ?? (Self.json, false)
            // A required body that may be `null` is `body: T?` (no default): nil is sent as the JSON `null`. An
            // optional one stays `body: T? = nil`, and nil sends no body.
            endpoint.body = nullable && !endpoint.bodyOptional ? .optional(type) : type
            collectExamples(of: choice.media, base: endpoint.name + "Request", type: type)
        case .form, .multipart:
            guard let schema, let resolved = documents.resolve(schema, as: .schema), resolved["properties"] != nil
            else {
                documents.warning(
                    "a \(choice.mediaType) body needs an object schema with 'properties'; it is not generated",
                    at: schema ?? choice.media)
                return
            }
            let fields = bodyFields(
                resolved, multipart: choice.kind == .multipart, typePrefix: typePrefix + "Request", labels: &labels)
            if choice.kind == .form {
                endpoint.formFields = fields
            } else {
                endpoint.multipartFields = fields
            }
        case .raw:
            let type = choice.mediaType.split(separator: ";").first.map(String.init) ?? ""
            let isConcrete =
                type.split(separator: "/").count == 2 && !type.contains("*")
                && choice.mediaType.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
            endpoint.rawContentType = isConcrete ? choice.mediaType : "application/octet-stream"
        }
    }

    /// One argument per property: scalars (and arrays of them in forms), files (`format: binary`) and bytes in
    /// multipart; other properties are skipped with a warning.
    private mutating func bodyFields(
        _ schema: OpenAPINode, multipart: Bool, typePrefix: String, labels: inout Parameters
    ) -> [APIModel.Parameter] {
        warnAboutRequiredWithoutProperty([schema])
        let required = Set(schema["required"]?.elements.compactMap(\.string) ?? [])
        var fields: [APIModel.Parameter] = []
        for (name, property) in schema["properties"]?.members ?? [] {
            let resolved = documents.resolve(property, as: .schema) ?? property
            let isOptional = !required.contains(name)
            if multipart, Self.isBinary(resolved) {
                var field = APIModel.Parameter(
                    swiftName: labels.label(for: name), wireName: name, type: .builtin(.url), optional: isOptional,
                    doc: resolved["description"]?.string)
                field.isFile = true
                fields.append(field)
                continue
            }
            let (type, nullable) = schemaType(property, nameHint: typePrefix + OpenAPINames.typeName(name)).unwrapped
            let allowed =
                multipart ? isScalar(type) || type == .builtin(.data) : isScalar(type) || isScalarArray(type)
            guard allowed else {
                documents.warning(
                    "\(multipart ? "multipart" : "form") field '\(name)' of type '\(type)' is not supported yet; skipped",
                    at: property)
                continue
            }
            var field = APIModel.Parameter(
                swiftName: labels.label(for: name), wireName: name, type: type, optional: isOptional || nullable,
                doc: resolved["description"]?.string)
            if let value = defaultValue(property, type: type) {
                field.defaultValue = value
                field.optional = false
            }
            fields.append(field)
        }
        return fields
    }

    /// `type: string, format: binary` (3.0), or a string with `contentMediaType`/`contentEncoding` (3.1).
    static func isBinary(_ schema: OpenAPINode) -> Bool {
        guard schema["type"]?.string == "string" || schema["type"] == nil else { return false }
        return schema["format"]?.string == "binary" || schema["contentMediaType"] != nil
            || schema["contentEncoding"]?.string == "binary"
    }
}
