/// `x-curlew-pagination` on an operation → `<name>Items(…)`, yielding the items of every page.
extension OpenAPITranslator {
    /// Reads `x-curlew-pagination: { style: cursor, items: data, cursor: next_cursor, param: cursor }` (the keys
    /// of a native spec's `pagination`), checked against the operation's response model and query parameters.
    mutating func translatePagination(_ node: OpenAPINode, into endpoint: inout APIModel.Endpoint) {
        guard node.isObject else {
            documents.error("'x-curlew-pagination' must be an object", at: node)
            return
        }
        for (key, value) in node.members where !SpecTranslator.paginationKeys.contains(key) {
            documents.warning("unknown key '\(key)' in 'x-curlew-pagination' is ignored", at: value)
        }
        guard let style = node["style"]?.string else {
            documents.error(
                "'x-curlew-pagination' needs a 'style': "
                    + APIModel.Pagination.Style.allCases.map(\.rawValue).joined(separator: ", "), at: node)
            return
        }
        let declaration = APIModel.PaginationDeclaration(
            style: style, items: node["items"]?.string, cursor: node["cursor"]?.string,
            hasMore: node["hasMore"]?.string, itemID: node["itemID"]?.string, next: node["next"]?.string,
            parameter: node["param"]?.string, pageSize: node["pageSize"]?.string)
        switch api.pagination(declaration, of: endpoint) {
        case .success(let pagination): endpoint.pagination = pagination
        case .failure(let problem): documents.error("'x-curlew-pagination': \(problem.message)", at: node)
        }
    }
}
