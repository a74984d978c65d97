extension APIModel {
    /// `typealias Name = Target`: a second name for a model, enum or union the API declares.
    package struct TypeAlias: Sendable, Hashable {
        /// Swift type name of the alias.
        package var name: String
        /// The declared type it names.
        package var target: String
        /// Documentation.
        package var doc: String?

        /// Creates an alias.
        package init(name: String, target: String, doc: String? = nil) {
            self.name = name
            self.target = target
            self.doc = doc
        }
    }
}
