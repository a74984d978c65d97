/// `servers` on a path item or an operation: its requests go there (the first server listed, as for the document's
/// own), not to the client's base URL. Each distinct server (URL template and variables) becomes one property of
/// the client, named after the first operation that uses it, whose variables are typed (an enum where the spec
/// lists `enum` values) and start at the spec's defaults. A relative server is resolved against the client's base
/// URL; one the user must give (DigitalOcean's presigned upload, `url: "https://"`) is set through `override`.
extension OpenAPITranslator {
    /// The `swiftName` of the own server of an operation (its servers, else its path item's); nil when neither
    /// names one, or it is the document's (variables at their defaults).
    mutating func ownServer(operation: OpenAPINode, pathItem: OpenAPINode, endpointName: String) -> String? {
        guard
            let servers = [operation["servers"], pathItem["servers"]].compactMap({ $0 }).first(where: {
                !$0.elements.isEmpty
            })
        else { return nil }
        // The same server as the document's changes nothing.
        if let baseURL = api.baseURL, servers.elements.allSatisfy({ serverURL($0) == baseURL }) {
            return nil
        }
        guard let server = servers.elements.first, let template = server["url"]?.string else { return nil }
        var variables: [APIModel.ServerVariable] = []
        var usedNames: Set<String> = ["url", "override"]
        for (name, variable) in server["variables"]?.members ?? [] {
            guard let value = variable["default"]?.string ?? variable["default"]?.node.value.numberText else {
                documents.warning("server variable '\(name)' needs a 'default'; it is left in the URL", at: variable)
                continue
            }
            var swiftName = SwiftNames.memberName(name) ?? "value"
            while !usedNames.insert(swiftName).inserted { swiftName += "_" }
            let values = variable["enum"]?.elements.compactMap { $0.string ?? $0.node.value.numberText } ?? []
            variables.append(
                APIModel.ServerVariable(
                    name: name, swiftName: swiftName, defaultValue: value,
                    values: values.contains(value) ? values : [], doc: variable["description"]?.string))
        }
        if let known = api.ownServers.first(where: { $0.url == template && $0.variables == variables }) {
            return known.swiftName
        }
        // Not the name of a method, of the client's own members or of a named server; its type not a model's.
        var base = endpointName + "Server"
        while api.ownServers.contains(where: { $0.swiftName == base }) || methodNames[base] != nil
            || ["api", "timeout"].contains(base) || api.servers.contains(where: { $0.swiftName == base })
        {
            base += "_"
        }
        let typeName = uniqueTypeName(OpenAPINames.typeName(base) + "Variables")
        api.ownServers.append(
            APIModel.OwnServer(
                swiftName: base, typeName: typeName, url: template, variables: variables,
                doc: server["description"]?.string))
        return base
    }
}
