extension SwiftRenderer {
    /// `typealias Name = Target`, with its documentation.
    func typeAliasDeclaration(_ alias: APIModel.TypeAlias) -> [SwiftSource] {
        [
            .doc(alias.doc),
            .line("\(accessPrefix)typealias \(SwiftNames.escaped(alias.name)) = \(SwiftNames.escaped(alias.target))"),
        ]
    }
}
