/// Composition keywords in places the IR has no form for: each gets a warning at its JSON pointer saying what the
/// generated type does instead, so no keyword of a schema is dropped without a word.
extension OpenAPITranslator {
    /// `oneOf`/`anyOf` next to `allOf` or `properties` (the type is the merged or plain struct), and `anyOf` next
    /// to `oneOf` (only `oneOf` is read): warnings, since those variants are not decoded.
    mutating func warnAboutIgnoredVariants(_ schema: OpenAPINode) {
        let neighbour =
            schema["allOf"] != nil ? "allOf" : schema["properties"] != nil ? "properties" : nil
        for keyword in ["oneOf", "anyOf"] {
            guard let node = schema[keyword] else { continue }
            if let neighbour {
                documents.warning(
                    "'\(keyword)' next to '\(neighbour)' is not supported yet; ignored", at: node,
                    hint: "the struct has only the \(neighbour == "allOf" ? "merged " : "")properties; for a tagged "
                        + "union, put the shared properties into each variant and give '\(keyword)' a discriminator")
            } else if keyword == "anyOf", schema["oneOf"] != nil {
                documents.warning("'anyOf' next to 'oneOf' is not supported yet; ignored", at: node)
            }
        }
    }
}
