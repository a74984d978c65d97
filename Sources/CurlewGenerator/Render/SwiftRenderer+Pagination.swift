extension SwiftRenderer {
    /// `<name>Items(…)`: the items of every page as one `Curlew.PageSequence`, fetched lazily. It takes the
    /// endpoint's arguments but the one the pagination sets (cursor, offset or page number), and `maximumPages`.
    func itemsMethod(_ endpoint: APIModel.Endpoint, _ pagination: APIModel.Pagination, name: String) -> [SwiftSource] {
        var endpoint = endpoint
        endpoint.queryParams.removeAll { $0.wireName == pagination.parameter }
        endpoint.bodilessStatuses = []
        endpoint.bodiedStatuses = []
        let pageType = endpoint.returns.map { swiftType($0.unwrapped.type) } ?? "Swift.Void"
        endpoint.returns = endpoint.returns?.unwrapped.type
        let (parameters, endpointArguments) = methodArguments(endpoint)
        let arguments = endpointArguments + ["maximumPages: Swift.Int? = nil"]
        let request = requestLines(endpoint, response: pageType, output: false)
        var lines = request.lines
        let client = request.client
        // With a case per success status, the items are in the page case's body; a page answered with another
        // case has none and is the last.
        let pageCase = endpoint.successCases?.pageCase
        let body = pageCase == nil ? "_response.body" : "_body"
        let itemsOfBody =
            pagination.items.map {
                pagination.itemsOptional
                    ? "(\(body).\(SwiftNames.escaped($0)) ?? [])" : "\(body).\(SwiftNames.escaped($0))"
            } ?? body
        let parameter = SwiftSource.literal(pagination.parameter ?? "")
        let pageSize = pagination.pageSize.map { SwiftNames.escaped($0) } ?? "nil"
        let field = pagination.field.map { "\(body).\(SwiftNames.escaped($0))" } ?? "nil"
        // The call that makes the next page's endpoint: the function and its arguments.
        let next: (function: String, arguments: [String]) =
            switch pagination.style {
            case .cursor: ("Curlew.Pagination.cursor", [field, "parameter: \(parameter)", "of: _page"])
            case .hasMore:
                ("Curlew.Pagination.afterLastItem", [field, "id: _lastID", "parameter: \(parameter)", "of: _page"])
            case .offset:
                (
                    "Curlew.Pagination.offset",
                    [
                        "parameter: \(parameter)", "received: \(itemsOfBody).count", "pageSize: \(pageSize)",
                        "of: _page",
                    ]
                )
            case .page:
                (
                    "Curlew.Pagination.pageNumber",
                    [
                        "parameter: \(parameter)", "received: \(itemsOfBody).count", "pageSize: \(pageSize)",
                        "of: _page",
                    ]
                )
            case .link: ("try Curlew.Pagination.link", ["_response.headers", "from: _page", "client: _client"])
            case .next:
                (
                    "try Curlew.Pagination.following",
                    ["\(field).map { \"\\($0)\" }", "from: _page", "client: _client"]
                )
            }
        var read: [SwiftSource] = []
        if let pageCase {
            let binding = pageCase.type.map { if case .optional = $0 { "let _body?" } else { "let _body" } } ?? ""
            read.append(
                .line(
                    "guard case .\(SwiftNames.escaped(pageCase.swiftName))(\(binding)) = _response.body "
                        + "else { return ([], nil) }"))
        }
        if pagination.style == .hasMore {
            read.append(
                .wrapped(
                    "let _lastID =",
                    "\(itemsOfBody).last.map { Swift.String(describing: $0.\(SwiftNames.escaped(pagination.itemID ?? "id"))) }"
                ))
        }
        read.append(.list(prefix: "let _next = " + next.function, items: next.arguments, suffix: ""))
        read.append(.line("return (\(itemsOfBody), _next)"))
        lines.append(
            .list(
                prefix: "return Curlew.PageSequence",
                items: ["client: \(client)", "first: _endpoint", "maximumPages: maximumPages"],
                suffix: " { _response, _page, _client in"))
        lines.append(.indented(read))
        lines.append(.line("}"))
        let throwing = parameters.contains(where: needsTry) || endpoint.ownServer != nil ? " throws" : ""
        let doc =
            (endpoint.doc.map { $0 + "\n\n" } ?? "")
            + "Every page's items, one after the other: a page is fetched when the items before it are used up, so\n"
            + "leaving the loop sends no more requests; `maximumPages` caps the pages fetched.\n\n"
            + "- Remark: Generated from `endpoints.\(endpoint.name)` (\(pagination.style.rawValue) pagination) in"
            + " \(specFileName)."
        return [
            .doc(doc),
            endpoint.deprecated.map { .line(deprecation($0)) } ?? .doc(nil),
            .listBlock(
                prefix: "\(accessPrefix)func \(SwiftNames.escaped(name))", items: arguments,
                suffix: throwing
                    + " -> Curlew.PageSequence<\(pageType), \(swiftType(pagination.itemType))>", body: lines),
        ]
    }
}
