extension SpecTranslator {
    static let paginationKeys = ["style", "items", "cursor", "hasMore", "itemID", "next", "param", "pageSize"]

    /// `"pagination": { "style": "cursor", "items": "data", "cursor": "next_cursor", "param": "cursor" }`: the
    /// endpoint also gets `<name>Items(…)`, yielding the items of every page (see Docs/SpecFormat.md).
    mutating func translatePagination(_ member: SpecNode.Member, into endpoint: inout APIModel.Endpoint, api: APIModel)
    {
        guard case .object(let members) = member.value.value,
            let node = members.first(where: { $0.key == "pagination" })?.value
        else { return }
        let context = "'pagination' of endpoint '\(endpoint.name)'"
        guard let fields = object(node, for: "pagination") else { return }
        let keys = checkKeys(fields, known: Self.paginationKeys, in: context)
        func text(_ key: String) -> String? { keys[key].flatMap { string($0.value, for: key) } }
        guard let style = text("style") else {
            diagnostics.error(
                "\(context) needs a 'style': \(APIModel.Pagination.Style.allCases.map(\.rawValue).joined(separator: ", "))",
                at: node.offset)
            return
        }
        let declaration = APIModel.PaginationDeclaration(
            style: style, items: text("items"), cursor: text("cursor"), hasMore: text("hasMore"),
            itemID: text("itemID"), next: text("next"), parameter: text("param"), pageSize: text("pageSize"))
        switch api.pagination(declaration, of: endpoint) {
        case .success(let pagination): endpoint.pagination = pagination
        case .failure(let problem): diagnostics.error("\(context): \(problem.message)", at: node.offset)
        }
    }
}
