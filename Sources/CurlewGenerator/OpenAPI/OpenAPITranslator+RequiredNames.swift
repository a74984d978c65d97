/// `required` names that no property declares: a struct (or form) has no field to hold them, so each gets a
/// warning at its entry's JSON pointer instead of being dropped without a word.
extension OpenAPITranslator {
    /// Warns about each `required` entry of `parts` (an object schema, or the merged members of an `allOf`) that
    /// names no property of any part. Nothing is said when a part allows `additionalProperties` (true or a schema):
    /// the name may be one of those; nor about the base of `allOf` inheritance on its own (a component that other
    /// components extend), whose names the extensions may declare: each extension's merged struct is checked.
    mutating func warnAboutRequiredWithoutProperty(_ parts: [OpenAPINode]) {
        let allowsOthers = parts.contains { part in
            guard let additional = part["additionalProperties"] else { return false }
            if case .bool(false) = additional.node.value { return false }
            return true
        }
        guard !allowsOthers else { return }
        let declared = parts.flatMap { documents.properties(of: $0).map(\.key) }
        let names = Set(declared)
        let missing = parts.flatMap { part in
            (part["required"]?.elements ?? []).filter { entry in entry.string.map { !names.contains($0) } ?? false }
        }
        // Looked for only when something is missing: it scans the components.
        guard !missing.isEmpty, parts.count > 1 || schemasExtending(parts[0]).isEmpty else { return }
        for entry in missing {
            if let name = entry.string {
                documents.warning(
                    "required property '\(name)' is not among the properties; no field holds it", at: entry,
                    hint: SwiftNames.suggestion(for: name, among: declared).map { "did you mean '\($0)'?" })
            }
        }
    }
}
