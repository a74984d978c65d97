/// `required` names that no property declares. A struct keeps each as a field of any JSON value (`JSON?`: the
/// schema says nothing of its type, so nothing the API sends is lost and a caller can send it), with a note; a
/// form body, whose fields are arguments, warns at the entry's JSON pointer instead of dropping it silently.
extension OpenAPITranslator {
    /// The `required` entries of `parts` (an object schema, or the merged members of an `allOf`) that name no
    /// property of any part. None when a part allows `additionalProperties` (true or a schema): the name may be
    /// one of those; nor for the base of `allOf` inheritance on its own (a component that other components
    /// extend), whose names the extensions may declare: each extension's merged struct is checked.
    mutating func requiredWithoutProperty(_ parts: [OpenAPINode]) -> [(entry: OpenAPINode, name: String)] {
        let allowsOthers = parts.contains { part in
            guard let additional = part["additionalProperties"] else { return false }
            if case .bool(false) = additional.node.value { return false }
            return true
        }
        guard !allowsOthers else { return [] }
        let names = Set(parts.flatMap { documents.properties(of: $0).map(\.key) })
        var seen: Set<String> = []
        let missing = parts.flatMap { part in
            (part["required"]?.elements ?? []).compactMap { entry in
                entry.string.flatMap { !names.contains($0) && seen.insert($0).inserted ? (entry, $0) : nil }
            }
        }
        // Looked for only when something is missing: it scans the components.
        guard !missing.isEmpty, parts.count > 1 || schemasExtending(parts[0]).isEmpty else { return [] }
        return missing
    }

    /// Warns about each `required` entry of a form body's schema that names no property: it has no argument.
    mutating func warnAboutRequiredWithoutProperty(_ parts: [OpenAPINode]) {
        let declared = parts.flatMap { documents.properties(of: $0).map(\.key) }
        for (entry, name) in requiredWithoutProperty(parts) {
            documents.warning(
                "required property '\(name)' is not among the properties; no field holds it", at: entry,
                hint: SwiftNames.suggestion(for: name, among: declared).map { "did you mean '\($0)'?" })
        }
    }

    /// A `JSON?` field for each `required` entry of a struct's `parts` that names no property, with a note.
    mutating func fieldsForRequiredWithoutProperty(_ parts: [OpenAPINode], swiftNames: inout Set<String>)
        -> [APIModel.Field]
    {
        let declared = parts.flatMap { documents.properties(of: $0).map(\.key) }
        return requiredWithoutProperty(parts).map { entry, name in
            let base = SwiftNames.memberName(name).map { $0 == "hashValue" ? $0 + "_" : $0 } ?? "value"
            var swiftName = base
            var counter = 2
            while !swiftNames.insert(swiftName).inserted {
                swiftName = "\(base)\(counter)"
                counter += 1
            }
            documents.note(
                "required property '\(name)' is not among the properties; it is kept as '\(swiftName): JSON?', "
                    + "any JSON value", at: entry,
                hint: SwiftNames.suggestion(for: name, among: declared).map { "did you mean '\($0)'?" })
            return APIModel.Field(
                swiftName: swiftName, jsonKey: name, type: .builtin(.json), optional: true,
                doc: "Listed in the schema's `required` with no property schema: any JSON value. Optional, so a "
                    + "response without it still decodes.")
        }
    }
}
