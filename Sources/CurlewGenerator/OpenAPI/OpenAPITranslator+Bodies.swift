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
                resolved, media: choice.media, multipart: choice.kind == .multipart, typePrefix: typePrefix + "Request",
                labels: &labels)
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

    /// One argument per property, of any type. In a form: scalars as they are; arrays of scalars per the media
    /// type's `encoding` (`form` exploded by default: the name repeated); anything else (objects, arrays of
    /// objects, unions, free-form objects) through `Curlew.FormEncoding` in the bracket convention (`a[b]=v`,
    /// `items[0][price]=x`), or as the field's `encoding` style says; an `encoding.contentType` of JSON sends the
    /// value's JSON text. In multipart: files (`format: binary`) and arrays of them one part each, bytes,
    /// scalars and arrays of them as text parts, anything else as one `application/json` part.
    private mutating func bodyFields(
        _ schema: OpenAPINode, media: OpenAPINode, multipart: Bool, typePrefix: String, labels: inout Parameters
    ) -> [APIModel.Parameter] {
        warnAboutRequiredWithoutProperty([schema])
        let required = Set(schema["required"]?.elements.compactMap(\.string) ?? [])
        var fields: [APIModel.Parameter] = []
        for (name, property) in documents.properties(of: schema) {
            let resolved = documents.resolve(property, as: .schema) ?? property
            let isOptional = !required.contains(name)
            let items = resolved["items"].flatMap { documents.resolve($0, as: .schema) }
            if multipart,
                Self.isBinary(resolved) || (resolved["type"]?.string == "array" && items.map(Self.isBinary) == true)
            {
                let isArray = !Self.isBinary(resolved)
                var field = APIModel.Parameter(
                    swiftName: labels.label(for: name), wireName: name,
                    type: isArray ? .array(.builtin(.url)) : .builtin(.url), optional: isOptional,
                    doc: resolved["description"]?.string)
                field.isFile = true
                fields.append(field)
                continue
            }
            let (type, nullable) = schemaType(property, nameHint: typePrefix + OpenAPINames.typeName(name)).unwrapped
            var field = APIModel.Parameter(
                swiftName: labels.label(for: name), wireName: name, type: type, optional: isOptional || nullable,
                doc: resolved["description"]?.string)
            if !multipart {
                formEncoding(of: &field, schema: resolved, encoding: media["encoding"]?[name])
            } else if let types = media["encoding"]?[name]?["contentType"]?.string {
                // "image/png, image/jpeg" lists what a server takes; the first is what is sent.
                let first = types.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                let isHeaderValue =
                    !first.isEmpty && first.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
                field.partContentType = isHeaderValue && !first.contains("*") ? first : nil
            }
            if let value = defaultValue(property, type: type) {
                field.defaultValue = value
                field.optional = false
            }
            fields.append(field)
        }
        return fields
    }

    /// How a form field that is not a scalar is sent, from its entry in the media type's `encoding` (none: arrays
    /// of scalars repeat the name, a value of no declared shape (`{}`, or an array of them) is "stringified JSON"
    /// as Twilio's SDKs send it, anything else takes the bracket convention).
    private mutating func formEncoding(of field: inout APIModel.Parameter, schema: OpenAPINode, encoding: OpenAPINode?)
    {
        if let contentType = encoding?["contentType"]?.string, Self.isJSON(contentType) {
            field.jsonContent = true
            return
        }
        guard !isScalar(field.type) else { return }
        let style = encoding?["style"]?.string
        let explode = encoding?["explode"]?.bool ?? (style == nil || style == "form")
        let separators = ["form": ",", "spaceDelimited": " ", "pipeDelimited": "|"]
        switch style {
        case "deepObject"?:
            field.pairStyle = .deepObject
        case let style? where separators[style] != nil && !explode:
            if isScalarArray(field.type) {
                field.arraySeparator = separators[style]
            } else {
                field.pairStyle = .joined(separators[style] ?? ",")
            }
        default:
            if let style, separators[style] == nil, let node = encoding?["style"] {
                documents.warning("style '\(style)' is not one a form field takes; sent as 'deepObject'", at: node)
                field.pairStyle = .deepObject
            } else if !isScalarArray(field.type) {
                // `form` exploded (explicit) sends an object's members under their own names; no encoding at all
                // takes the bracket convention, which form APIs read, or JSON text for a value of no shape.
                let items = schema["items"].flatMap { documents.resolve($0, as: .schema) }
                let freeForm =
                    Self.isFreeForm(schema) || (schema["type"]?.string == "array" && items.map(Self.isFreeForm) == true)
                field.pairStyle = style != nil ? .formExploded : freeForm ? .jsonText : .deepObject
            }
        }
    }

    /// A schema that declares no shape at all: no `type`, properties, items, composition or reference.
    static func isFreeForm(_ schema: OpenAPINode) -> Bool {
        let shaping = [
            "type", "properties", "additionalProperties", "items", "oneOf", "anyOf", "allOf", "enum", "const", "$ref",
        ]
        return shaping.allSatisfy { schema[$0] == nil }
    }

    /// `type: string, format: binary` (3.0), or a string with `contentMediaType`/`contentEncoding` (3.1).
    static func isBinary(_ schema: OpenAPINode) -> Bool {
        guard schema["type"]?.string == "string" || schema["type"] == nil else { return false }
        return schema["format"]?.string == "binary" || schema["contentMediaType"] != nil
            || schema["contentEncoding"]?.string == "binary"
    }
}
