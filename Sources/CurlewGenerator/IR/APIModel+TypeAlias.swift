extension APIModel {
    /// `typealias Name = Target`: a second name for a model, enum or union the API declares.
    public struct TypeAlias: Sendable, Hashable {
        /// Swift type name of the alias.
        public var name: String
        /// The declared type it names.
        public var target: String
        /// Documentation.
        public var doc: String?

        /// Creates an alias.
        public init(name: String, target: String, doc: String? = nil) {
            self.name = name
            self.target = target
            self.doc = doc
        }
    }
}
