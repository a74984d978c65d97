/// Stage 3: `APIModel` → Swift source text, deterministic and formatted.
///
/// Types are fully qualified (`Swift.String`, `Foundation.Date`, `Curlew.Endpoint`) so a model named `String`
/// or `Endpoint` in a user's module cannot change what the generated code means.
struct SwiftRenderer {
    let api: APIModel
    let specFileName: String
    let access: AccessLevel
    /// Models and enums by name.
    let lookup: RenderLookup

    init(api: APIModel, specFileName: String, access: AccessLevel) {
        self.api = api
        self.specFileName = specFileName
        self.access = access
        lookup = RenderLookup(api)
    }

    /// `public `, `package ` or nothing.
    var accessPrefix: String { access == .internal ? "" : access.rawValue + " " }

    func render() -> String {
        renderParts(1)[0]
    }

    var usesJSONValue: Bool {
        var types: [TypeRef] = api.models.flatMap { $0.fields.map(\.type) }
        var parameterTypes: [TypeRef] = []
        for endpoint in api.endpoints {
            types +=
                [endpoint.body, endpoint.returns].compactMap { $0 } + endpoint.errors.map(\.type)
                + endpoint.errorRanges.map(\.type)
            parameterTypes +=
                (endpoint.pathParams + endpoint.queryParams + endpoint.headerParams + endpoint.cookieParams
                + endpoint.formFields + endpoint.multipartFields).map(\.type)
        }
        // Models, enums and unions conform to CurlewJSON.JSONDecodable; a date parameter is written by
        // CurlewJSONEncoder.iso8601String(from:).
        return !api.models.isEmpty || !api.enums.isEmpty || !api.unions.isEmpty
            || !api.valueUnions.isEmpty
            || !api.examples.isEmpty
            // a `…Success` enum reads answers with a CurlewJSONDecoder and throws a JSONError
            || api.endpoints.contains { $0.successCases != nil }
            || types.contains { $0.mentions(.json) } || parameterTypes.contains { $0.mentions(.date) }
    }

    /// `enum <Namespace> {}` after the client, when the spec sets a namespace; its types are declared in
    /// extensions of it.
    func namespaceDeclaration() -> [SwiftSource] {
        guard let namespace = api.namespace else { return [] }
        return [
            .blank,
            .doc("The types of the \(api.name) API, kept apart from other APIs' types of the same names."),
            .line("\(accessPrefix)enum \(SwiftNames.escaped(namespace)) {}"),
        ]
    }

    /// A reference to a type the spec declares: `Pet`, or `Petstore.Pet` when the spec sets a namespace (the
    /// client is outside it; inside, the qualified name means the same).
    func typeName(_ name: String) -> String {
        // A config file's type override names the user's own type, spelled as the user wrote it.
        if api.externalTypes.contains(name) { return name }
        guard let namespace = api.namespace else { return SwiftNames.escaped(name) }
        return SwiftNames.escaped(namespace) + "." + SwiftNames.escaped(name)
    }

    /// The Swift spelling of an IR type.
    func swiftType(_ type: TypeRef) -> String {
        switch type {
        case .builtin(let builtin): builtin.swiftName
        case .named(let name): typeName(name)
        case .optional(let wrapped): swiftType(wrapped) + "?"
        case .array(let element): "[\(swiftType(element))]"
        case .dictionary(let value): "[Swift.String: \(swiftType(value))]"
        }
    }

    /// A declaration's doc text followed by `- Remark: Generated from <where> in <spec>.`
    func documentation(_ doc: String?, remark location: String) -> String {
        let remark = "- Remark: Generated from `\(location)` in \(specFileName)."
        guard let doc, !doc.isEmpty else { return remark }
        return doc + "\n\n" + remark
    }

    func swiftType(_ type: TypeRef, optional: Bool) -> String {
        swiftType(type) + (optional ? "?" : "")
    }
}

extension TypeRef {
    func mentions(_ builtin: BuiltinType) -> Bool {
        switch self {
        case .builtin(let other): other == builtin
        case .named: false
        case .optional(let inner), .array(let inner), .dictionary(let inner): inner.mentions(builtin)
        }
    }
}
