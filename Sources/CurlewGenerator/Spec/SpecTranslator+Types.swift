extension SpecTranslator {
    /// A type-carrying entry (field or parameter), as written.
    struct TypedEntry {
        var type: TypeRef
        /// Where the type string starts.
        var typeOffset: Int
        var key: String?
        var doc: String?
        /// The `default` value, checked later against the type.
        var defaultNode: SpecNode?
        var required: (value: Bool, offset: Int)?
        /// nil: not deprecated; "": deprecated without a message.
        var deprecated: String?
    }

    /// A type-carrying entry: either `"Type"` or `{ "type": "Type", "key": "wire", "doc": "…", … }` with the
    /// keys in `known`.
    mutating func typedEntry(_ node: SpecNode, context: String, known: [String]) -> TypedEntry? {
        if node.stringValue != nil {
            return resolveType(node, for: context).map { TypedEntry(type: $0, typeOffset: node.offset) }
        }
        guard let members = node.members else {
            diagnostics.error(
                "expected a type string or an object with 'type' for \(context), found \(node.kindDescription)",
                at: node.offset
            )
            return nil
        }
        let keys = checkKeys(members, known: known, in: context)
        let key = keys["key"].flatMap { string($0.value, for: "key") }
        let doc = keys["doc"].flatMap { string($0.value, for: "doc") }
        guard let typeNode = keys["type"]?.value else {
            diagnostics.error("missing 'type' for \(context)", at: node.offset)
            return nil
        }
        if let key, key.isEmpty {
            diagnostics.error("'key' of \(context) must not be empty", at: keys["key"]?.value.offset ?? node.offset)
        }
        guard let type = resolveType(typeNode, for: context) else { return nil }
        var entry = TypedEntry(type: type, typeOffset: typeNode.offset, key: key, doc: doc)
        entry.defaultNode = keys["default"]?.value
        if let node = keys["required"]?.value {
            if case .bool(let value) = node.value {
                entry.required = (value, node.offset)
            } else {
                diagnostics.error(
                    "expected true or false for 'required', found \(node.kindDescription)", at: node.offset)
            }
        }
        if let node = keys["deprecated"]?.value {
            switch node.value {
            case .bool(let value): entry.deprecated = value ? "" : nil
            case .string(let message): entry.deprecated = message
            default:
                diagnostics.error(
                    "expected true, false or a message for 'deprecated', found \(node.kindDescription)",
                    at: node.offset
                )
            }
        }
        return entry
    }

    /// Checks a `default` against `type` (already without `?`): numbers for numeric types (whole and in range
    /// for integers, in range for floating point), true/false for Bool, strings for String, a listed value for
    /// enums, `[]` and `{}` for arrays and dictionaries.
    mutating func defaultValue(_ node: SpecNode, type: TypeRef, context: String) -> APIModel.DefaultValue? {
        func mismatch(_ expected: String) -> APIModel.DefaultValue? {
            diagnostics.error(
                "the default of \(context) must be \(expected) for type '\(type)', found \(node.kindDescription)",
                at: node.offset
            )
            return nil
        }
        switch (type, node.value) {
        case (.builtin(.bool), .bool(let value)):
            return .bool(value)
        case (.builtin(.string), .string(let text)):
            return .string(text)
        case (.builtin(let builtin), .number(let text)) where Self.integerTypes.contains(builtin):
            guard Self.fitsInteger(text, builtin) else {
                diagnostics.error(
                    "the default \(text) of \(context) is not a whole number within \(builtin.rawValue)",
                    at: node.offset
                )
                return nil
            }
            return .number(text)
        case (.builtin(let builtin), .number(let text)) where [.double, .float, .decimal].contains(builtin):
            guard Self.fitsFloatingPoint(text, builtin) else {
                diagnostics.error(
                    "the default \(text) of \(context) is out of range for \(builtin.rawValue)", at: node.offset)
                return nil
            }
            return .number(text)
        case (.builtin(.bool), _): return mismatch("true or false")
        case (.builtin(.string), _): return mismatch("a string")
        case (.builtin(let builtin), _)
        where Self.integerTypes.contains(builtin) || builtin == .double
            || builtin == .float || builtin == .decimal:
            return mismatch("a number")
        case (.array, .array(let elements)) where elements.isEmpty:
            return .emptyArray
        case (.dictionary, .object(let members)) where members.isEmpty:
            return .emptyObject
        case (.array, _): return mismatch("[] (the only array default)")
        case (.dictionary, _): return mismatch("{} (the only dictionary default)")
        case (.named(let name), _) where declaredEnums.contains(name):
            guard let translated = translatedEnums[name] else { return nil }
            let values = translated.cases.map(\.value)
            let given: APIModel.DefaultValue? =
                switch node.value {
                case .string(let text): .string(text)
                case .number(let text): Int(text).map { .number(String($0)) }
                default: nil
                }
            let text: String? =
                switch given {
                case .string(let text), .number(let text): text
                default: nil
                }
            guard let given, let text, values.contains(text), (given == .string(text)) == enumIsString(name) else {
                let listed = values.prefix(8).map { enumIsString(name) ? "\"\($0)\"" : $0 }.joined(separator: ", ")
                diagnostics.error(
                    "the default of \(context) must be one of the values of '\(name)' (\(listed))", at: node.offset)
                return nil
            }
            return given
        default:
            diagnostics.error(
                "\(context) cannot have a default: defaults are for strings, numbers, Bool, enums, [] and {}, not '\(type)'",
                at: node.offset
            )
            return nil
        }
    }

    static let integerTypes: Set<BuiltinType> = [.int, .int32, .int64, .uint64]

    static func fitsInteger(_ text: String, _ builtin: BuiltinType) -> Bool {
        switch builtin {
        case .int, .int64: Int64(text) != nil
        case .int32: Int32(text) != nil
        case .uint64: UInt64(text) != nil
        default: false
        }
    }

    func enumIsString(_ name: String) -> Bool { translatedEnums[name]?.rawType != .int }

    /// Parses a type string and checks that every name in it is a built-in or a declared model.
    mutating func resolveType(_ node: SpecNode, for context: String) -> TypeRef? {
        guard let text = node.stringValue else {
            diagnostics.error("expected a type string for \(context), found \(node.kindDescription)", at: node.offset)
            return nil
        }
        switch TypeExpression.parse(text) {
        case .failure(let failure):
            let offset = diagnostics.source.offset(inStringAt: node.offset, value: text, utf8Index: failure.index)
            let shown = text.count > 60 ? text.prefix(60) + "…" : text
            diagnostics.error("invalid type '\(shown)' for \(context): \(failure.message)", at: offset)
            return nil
        case .success(let parsed):
            var ok = true
            for reference in parsed.references where declaredTypes[reference.name] == nil {
                ok = false
                let offset = diagnostics.source.offset(inStringAt: node.offset, value: text, utf8Index: reference.index)
                if reference.name == "File" {
                    diagnostics.error("type 'File' is only for 'multipart' fields (a file sent from disk)", at: offset)
                    continue
                }
                let candidates = BuiltinType.allCases.map(\.rawValue) + declaredTypes.keys.sorted()
                let hint = SwiftNames.suggestion(for: reference.name, among: candidates).map { "did you mean '\($0)'?" }
                diagnostics.error("unknown type '\(reference.name)' for \(context)", at: offset, hint: hint)
            }
            return ok ? parsed.type : nil
        }
    }
}
