extension APIModel {
    /// Translates the same spec again with the named component schemas kept by name where they are used
    /// (`OpenAPITranslator.pinnedSchemas`), for a config file's `typeOverrides.schemas`: a scalar, array or alias
    /// component is otherwise inlined at its uses (`Money: {type: string}` is `String` wherever it is referred to), so
    /// nothing would be left to override. Set by the OpenAPI reader; nil for native specs, whose named types are all
    /// declared. It is not part of the model's value: two models are equal whatever their retranslations.
    package struct Retranslation: Sendable, Hashable {
        /// The model of the same spec with `names` (spec or generated names of component schemas) pinned; nil when
        /// that translation fails.
        let translate: @Sendable (_ names: Set<String>) -> APIModel?

        /// Creates a retranslation.
        init(_ translate: @escaping @Sendable (_ names: Set<String>) -> APIModel?) {
            self.translate = translate
        }

        /// Always true: the closure is how to make a model, not part of one.
        package static func == (lhs: Self, rhs: Self) -> Bool { true }

        /// Hashes nothing (see `==`).
        package func hash(into hasher: inout Hasher) {}
    }
}
