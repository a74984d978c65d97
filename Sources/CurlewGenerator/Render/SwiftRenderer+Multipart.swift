/// The parts of a `multipart/form-data` body: files, bytes, text fields and JSON parts.
extension SwiftRenderer {
    /// Appends `value` as an `application/json` part named `wire`.
    /// The declared type when it is a JSON one (`application/vnd.api+json`), else `application/json`.
    func jsonPart(_ wire: String, _ value: String, contentType: String?) -> String {
        let type = contentType.flatMap { OpenAPITranslator.isJSON($0) ? $0 : nil } ?? "application/json"
        return "_form.append(Curlew.MultipartForm.Part(name: \(wire), contentType: \(SwiftSource.literal(type)), "
            + "content: .data(try self.api.encoder.encode(\(value)))))"
    }

    /// Appends a text part, with its declared Content-Type when there is one.
    func textPart(_ wire: String, _ text: String, contentType: String?) -> String {
        guard let contentType else { return "_form.append(name: \(wire), value: \(text))" }
        return
            "_form.append(Curlew.MultipartForm.Part(name: \(wire), contentType: \(SwiftSource.literal(contentType)), "
            + "content: .data(Foundation.Data((\(text)).utf8))))"
    }

    /// A multipart field sent as `application/json` parts (one per item of an array): anything but files, bytes,
    /// scalars and arrays of scalars.
    func isJSONPart(_ parameter: APIModel.Parameter) -> Bool {
        guard !parameter.isFile, parameter.type != .builtin(.data), !isScalarType(parameter.type) else { return false }
        if case .array(let element) = parameter.type, isScalarType(element) { return false }
        return true
    }

    /// Appends a multipart part: a file read from disk, bytes, a text field, or anything else as its JSON text;
    /// an array one part per item.
    func multipartField(_ parameter: APIModel.Parameter, isMultipart: Bool) -> SwiftSource {
        let name = SwiftNames.escaped(parameter.swiftName)
        let wire = SwiftSource.literal(parameter.wireName)
        let append: SwiftSource =
            if parameter.isFile, case .array = parameter.type {
                .block("for item in \(name)", [.line("_form.append(name: \(wire), item)")])
            } else if parameter.isFile {
                .line("_form.append(name: \(wire), \(name))")
            } else if parameter.type == .builtin(.data) {
                .line(
                    "_form.append(name: \(wire), data: \(name), filename: \(wire)"
                        + (parameter.partContentType.map { ", contentType: \(SwiftSource.literal($0)))" } ?? ")"))
            } else if isJSONPart(parameter), case .array = parameter.type {
                // OpenAPI: an array's items are parts of their own, each in its item type's default content type.
                .block(
                    "for item in \(name)", [.line(jsonPart(wire, "item", contentType: parameter.partContentType))])
            } else if isJSONPart(parameter) {
                .line(jsonPart(wire, name, contentType: parameter.partContentType))
            } else if case .array(let element) = parameter.type {
                .block(
                    "for item in \(name)",
                    [.line(textPart(wire, text("item", of: element), contentType: parameter.partContentType))])
            } else {
                .line(textPart(wire, text(name, of: parameter.type), contentType: parameter.partContentType))
            }
        return parameter.optional ? .block("if let \(name)", [append]) : append
    }
}
