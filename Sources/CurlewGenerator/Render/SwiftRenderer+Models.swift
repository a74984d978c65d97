extension SwiftRenderer {
    /// `struct Name: Codable, Hashable, Sendable` with properties, a memberwise init, the reader `init(from reader:)`
    /// (defaults, nullable keys and deprecated fields need explicit code), a Codable `init(from:)` that goes through
    /// that reader, and `encode(to:)` keyed by CurlewJSON's `JSONKey` (no `CodingKeys` enum per model: each was
    /// some 27 functions and witnesses for the compiler to emit, and a second decoder was 11 % of a client's code).
    func structDeclaration(_ model: APIModel.Model) -> [SwiftSource] {
        var body: [SwiftSource] = []
        for field in model.fields {
            body += property(field, attribute: storageAttribute(field, of: model))
        }
        body += additionalPropertiesProperty(model)
        if !body.isEmpty {
            body.append(.blank)
        }
        let arguments =
            model.fields.map { field in
                "\(SwiftNames.escaped(field.swiftName)): \(fieldType(field))"
                    + (defaultArgument(field).map { " = \($0)" } ?? "")
            } + additionalPropertiesArgument(model)
        body.append(.doc("Creates a value from its fields."))
        body.append(
            .listBlock(
                prefix: "\(accessPrefix)init",
                items: arguments,
                suffix: "",
                body: model.fields.map { field in
                    .line("self.\(storageName(field)) = \(SwiftNames.escaped(field.swiftName))")
                } + additionalPropertiesAssignment(model)
            )
        )
        // A model without fields keeps the synthesized Codable (`{}`): an empty CodingKeys cannot have a raw type.
        if hasOwnCoding(model) {
            body.append(.blank)
            body.append(contentsOf: decodingInit())
            body.append(.blank)
            body.append(contentsOf: encodeMethod(model))
            body.append(.blank)
            body += readerInit(model)
        } else {
            body.append(.blank)
            body += emptyObjectCoding()
        }
        let name = SwiftNames.escaped(model.name)
        var doc = model.doc ?? ""
        if !model.includes.isEmpty {
            doc +=
                (doc.isEmpty ? "" : "\n\n") + "Includes the fields of "
                + model.includes.map { "``\($0)``" }.joined(separator: ", ") + "."
        }
        return [
            .doc(documentation(doc, remark: "models.\(model.name)")),
            .block(
                "\(accessPrefix)struct \(name): Swift.Codable, Swift.Hashable, Swift.Sendable, CurlewJSON.JSONDecodable",
                body
            ),
        ]
    }

    /// A struct without fields (`properties: {}`, an always-empty object): it decodes from any JSON object, by
    /// Codable and by the reader alike (its members are skipped), and encodes as `{}` (synthesized).
    private func emptyObjectCoding() -> [SwiftSource] {
        [
            .doc("Decodes any JSON object; its members are ignored."),
            .block(
                "\(accessPrefix)init(from decoder: any Swift.Decoder) throws",
                [.line("_ = try decoder.singleValueContainer().decode([Swift.String: CurlewJSON.JSONValue].self)")]
            ),
            .blank,
            .doc("Reads any JSON object from CurlewJSON's reader; its members are skipped."),
            .block(
                "\(accessPrefix)init(from reader: inout CurlewJSON.JSONReader) throws",
                [.line("try reader.beginObject()"), .line("try reader.skipRestOfObject()")]
            ),
        ]
    }

    /// Whether the model gets its own coding methods and reader: unless it has nothing to code.
    func hasOwnCoding(_ model: APIModel.Model) -> Bool {
        !model.fields.isEmpty || model.additionalProperties != nil
    }

    /// The Swift type of a field's property: optional unless it has a default.
    func fieldType(_ field: APIModel.Field) -> String {
        swiftType(field.type, optional: field.optional)
    }

    /// The type a field's stored property is declared with: `fieldType`, but an optional is spelled
    /// `Swift.Optional<T>`. A stored `var x: T?` is implicitly set to nil at the start of every initializer, which
    /// makes the initializer's own `self.x = …` a second assignment; then Swift 6.3 keeps `self` in memory and
    /// copies the finished value out (a retain and a release of every field: ~6 % of decoding twitter.json).
    func storedType(_ field: APIModel.Field) -> String {
        if field.optional { return "Swift.Optional<\(swiftType(field.type))>" }
        if case .optional(let wrapped) = field.type { return "Swift.Optional<\(swiftType(wrapped))>" }
        return swiftType(field.type)
    }

    /// Where the value is stored: the property itself, or `_name` behind a deprecated computed property (so
    /// the generated init and coding code use no deprecated declaration and compile without warnings).
    func storageName(_ field: APIModel.Field) -> String {
        field.deprecated == nil ? SwiftNames.escaped(field.swiftName) : "_" + field.swiftName
    }

    /// The property; `attribute` (`@Curlew.Indirect `) goes before the stored one.
    private func property(_ field: APIModel.Field, attribute: String) -> [SwiftSource] {
        var doc = field.doc ?? ""
        if field.optional, field.requiredKey {
            doc += (doc.isEmpty ? "" : "\n\n") + "Nullable: the key is always present; `nil` is sent as `null`."
        }
        if let fallback = field.defaultValue {
            doc +=
                (doc.isEmpty ? "" : "\n\n") + "Default when missing or null: `\(literal(fallback, for: field.type))`."
        }
        let name = SwiftNames.escaped(field.swiftName)
        let type = fieldType(field)
        guard let message = field.deprecated else {
            return [.doc(doc), .line("\(attribute)\(accessPrefix)var \(name): \(storedType(field))")]
        }
        let storage = storageName(field)
        return [
            .line("\(attribute)private var \(storage): \(storedType(field))"),
            .doc(doc),
            .line(deprecation(message)),
            .block(
                "\(accessPrefix)var \(name): \(type)",
                [.line("get { self.\(storage) }"), .line("set { self.\(storage) = newValue }")]
            ),
        ]
    }

    /// `@available(*, deprecated)` with the spec's message, if any.
    func deprecation(_ message: String) -> String {
        message.isEmpty
            ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(SwiftSource.literal(message)))"
    }

    private func defaultArgument(_ field: APIModel.Field) -> String? {
        if let fallback = field.defaultValue { return literal(fallback, for: field.type) }
        return field.optional ? "nil" : nil
    }

    /// Codable's `init(from:)`: the reader's rules and code, through `JSONReader.decode(_:from:)` (one decoding
    /// path, so Foundation's `JSONDecoder` and CurlewJSON's decode a model alike).
    func decodingInit() -> [SwiftSource] {
        [
            .doc("Decodes a value through `init(from reader:)`: the same rules, whichever decoder calls."),
            .block(
                "\(accessPrefix)init(from decoder: any Swift.Decoder) throws",
                [.line("self = try CurlewJSON.JSONReader.decode(Self.self, from: decoder)")]
            ),
        ]
    }

    private func encodeMethod(_ model: APIModel.Model) -> [SwiftSource] {
        var lines: [SwiftSource] = [.line("var container = encoder.container(keyedBy: CurlewJSON.JSONKey.self)")]
        for field in model.fields {
            let key = SwiftSource.literal(field.jsonKey)
            let value = "self.\(storageName(field))"
            if field.optional, !field.requiredKey {
                lines.append(.line("try container.encodeIfPresent(\(value), forKey: \(key))"))
            } else {
                lines.append(.line("try container.encode(\(value), forKey: \(key))"))
            }
        }
        lines += additionalPropertiesEncoding(model)
        return [
            .doc("Encodes every field; nil optionals are left out unless their key is required (then `null`)."),
            .block("\(accessPrefix)func encode(to encoder: any Swift.Encoder) throws", lines),
        ]
    }

    /// A default value as a Swift expression of `type`.
    func literal(_ value: APIModel.DefaultValue, for type: TypeRef) -> String {
        if case .named(let name) = type, let enumeration = self.enumeration(named: name) {
            let raw: String? =
                switch value {
                case .string(let text), .number(let text): text
                default: nil
                }
            if let known = enumeration.cases.first(where: { $0.value == raw }) {
                return "\(typeName(name)).\(SwiftNames.escaped(known.swiftName))"
            }
        }
        return switch (value, type) {
        case (.bool(let flag), _): flag ? "true" : "false"
        case (.number(let text), .builtin(.decimal)): "Foundation.Decimal(string: \(SwiftSource.literal(text)))!"
        case (.number(let text), .named(let name)): "\(typeName(name))(rawValue: \(text))"
        case (.number(let text), _): text
        case (.string(let text), .named(let name)):
            "\(typeName(name))(rawValue: \(SwiftSource.literal(text)))"
        case (.string(let text), _): SwiftSource.literal(text)
        case (.emptyArray, _): "[]"
        case (.emptyObject, _): "[:]"
        }
    }
}
