/// Which names a config file's `rename` gives itself, so that the idiomatic naming strategy leaves them to it: a
/// collision of two respelled names that `rename` settles (`M.user_id: ownerID` beside `M.userID`) is none. (Types:
/// `IdiomaticRenaming.settledTypeRenames`.)
extension APIRenames {
    /// Whether `rename.operations` names the endpoint (by operationId or generated name).
    func renamesOperation(_ endpoint: APIModel.Endpoint) -> Bool {
        operations.contains { $0.from == endpoint.name || $0.from == endpoint.operationID }
    }

    /// Whether `rename.properties` names a property of the model `owner` by its generated or JSON name.
    func renamesProperty(of owner: String, _ field: APIModel.Field) -> Bool {
        Self.names(properties, owner: owner, member: [field.swiftName, field.jsonKey])
    }

    /// Whether `rename.enumCases` names a case of the enum `owner` by its generated name or wire value.
    func renamesCase(of owner: String, swiftName: String, value: String) -> Bool {
        Self.names(enumCases, owner: owner, member: [swiftName, value])
    }

    private static func names(_ mappings: [ConfigMapping], owner: String, member: [String]) -> Bool {
        mappings.contains { mapping in
            let parts = mapping.from.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, member.contains(parts[1]) else { return false }
            return parts[0] == owner || OpenAPINames.typeName(parts[0]) == owner
                || IdiomaticNames.type(owner) == parts[0]
        }
    }
}
