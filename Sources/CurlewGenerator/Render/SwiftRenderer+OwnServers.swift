extension SwiftRenderer {
    /// The client's properties for the servers of its operations (`var uploadServer = UploadServer()`).
    func ownServerProperties() -> [SwiftSource] {
        api.ownServers.flatMap { server -> [SwiftSource] in
            [
                .doc(
                    "Where the requests of the operations that declare `\(server.url)` go; change its variables to "
                        + "send them elsewhere."),
                .line("\(accessPrefix)var \(SwiftNames.escaped(server.swiftName)) = \(server.typeName)()"),
                .blank,
            ]
        }
    }

    /// One nested type per own server: its variables (an enum where the spec lists values) at the spec's
    /// defaults, and `url()`, the template filled in.
    func ownServerTypes() -> [SwiftSource] {
        api.ownServers.flatMap { server -> [SwiftSource] in
            var body: [SwiftSource] = []
            var arguments: [String] = []
            var assignments: [SwiftSource] = []
            var url = server.url
            if url.hasSuffix("/") { url.removeLast() }
            for variable in server.variables {
                let name = SwiftNames.escaped(variable.swiftName)
                let type: String
                let value: String
                if variable.values.isEmpty {
                    type = "Swift.String"
                    value = SwiftSource.literal(variable.defaultValue)
                } else {
                    type = OpenAPINames.typeName(variable.swiftName)
                    let cases = caseNames(variable.values)
                    body.append(.doc("The values the spec allows for `{\(variable.name)}`."))
                    body.append(
                        .block(
                            "\(accessPrefix)enum \(type): Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable",
                            zip(cases, variable.values).map { .line("case \($0) = \(SwiftSource.literal($1))") }))
                    body.append(.blank)
                    let index = variable.values.firstIndex(of: variable.defaultValue) ?? 0
                    value = "." + cases[index]
                }
                body.append(.doc(variable.doc ?? "`{\(variable.name)}` in the URL."))
                body.append(.line("\(accessPrefix)var \(name): \(type)"))
                body.append(.blank)
                arguments.append("\(name): \(type) = \(value)")
                assignments.append(.line("self.\(variable.swiftName) = \(name)"))
            }
            body.append(
                .doc(
                    "When set, these requests go here instead of the template's URL (a presigned upload URL, say)."))
            body.append(.line("\(accessPrefix)var override: Foundation.URL? = nil"))
            body.append(.blank)
            body.append(.doc("The server with the spec's defaults, or the given values."))
            body.append(.listBlock(prefix: "\(accessPrefix)init", items: arguments, suffix: "", body: assignments))
            body.append(.blank)
            body.append(
                .doc(
                    "`override`, else the URL with the variables filled in, resolved against `base` when relative;\n"
                        + "throws `.invalidRequest` when that is not an http(s) URL with a host."))
            body.append(
                .block(
                    "\(accessPrefix)func url(relativeTo base: Foundation.URL) throws -> Foundation.URL",
                    [
                        .line("if let override { return override }"),
                        .line("let text = \(urlExpression(url, variables: server.variables))"),
                        .block(
                            "guard let url = Foundation.URL(string: text, relativeTo: base)?.absoluteURL, "
                                + "url.scheme == \"http\" || url.scheme == \"https\", url.host?.isEmpty == false else",
                            [
                                .line(
                                    "throw Curlew.CurlewError.invalidRequest(\"the server URL '\\(text)' is not an http(s) URL with a host; set `override`\")"
                                )
                            ]),
                        .line("return url"),
                    ]))
            return [
                .blank,
                .doc(server.doc ?? "The server `\(server.url)` of some operations, its variables settable."),
                .block("\(accessPrefix)struct \(server.typeName): Swift.Sendable, Swift.Hashable", body),
            ]
        }
    }

    /// `"https://" + region.rawValue + ".example.com"`: the template's literal parts and its variables.
    private func urlExpression(_ template: String, variables: [APIModel.ServerVariable]) -> String {
        var parts: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            guard let variable = variables.first(where: { $0.name == name }) else {
                parts.append(SwiftSource.literal(String(rest[...close])))
                rest = rest[rest.index(after: close)...]
                continue
            }
            if open > rest.startIndex { parts.append(SwiftSource.literal(String(rest[..<open]))) }
            let property = "self." + variable.swiftName
            parts.append(variable.values.isEmpty ? property : property + ".rawValue")
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty || parts.isEmpty { parts.append(SwiftSource.literal(String(rest))) }
        return parts.joined(separator: " + ")
    }

    /// Enum case names for `values`, unique, escaped where they are keywords.
    private func caseNames(_ values: [String]) -> [String] {
        var used: Set<String> = []
        return values.enumerated().map { index, value in
            var name = SwiftNames.memberName(value) ?? "value\(index + 1)"
            while !used.insert(name).inserted { name += "_" }
            return SwiftNames.escaped(name)
        }
    }
}
