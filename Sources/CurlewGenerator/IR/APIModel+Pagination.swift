extension APIModel {
    /// How an endpoint's answers lead from page to page: the `…Items` method yields the items of every page.
    package struct Pagination: Sendable, Hashable {
        /// The shape of the API's pagination.
        package enum Style: String, Sendable, Hashable, CaseIterable {
            /// A cursor field of the answer (`next_cursor`) sent back as `parameter`.
            case cursor
            /// A `has_more` flag, with the last item's id sent as `parameter` (`starting_after`).
            case hasMore
            /// An offset query item (`offset`), moved on by the items received.
            case offset
            /// A page number query item (`page`), from 1.
            case page
            /// `Link: <…>; rel="next"` (RFC 8288).
            case link
            /// A field of the answer holding the next page's URL.
            case next
        }

        /// The shape.
        package var style: Style
        /// The Swift property of the answer holding the items (a path such as `data`); nil: the answer is the
        /// array.
        package var items: String?
        /// Whether that property is optional (`[T]?`).
        package var itemsOptional = false
        /// The item type.
        package var itemType: TypeRef
        /// The Swift property of the answer with the cursor (`cursor`), the flag (`hasMore`) or the URL (`next`).
        package var field: String?
        /// For `hasMore`: the Swift property of an item sent as the cursor.
        package var itemID: String?
        /// The query item the cursor, offset or page number goes in (its wire name); the `…Items` method has no
        /// argument for it.
        package var parameter: String?
        /// The Swift name of the page-size argument (`limit`), when the spec names one: a shorter page is the last.
        package var pageSize: String?

        /// A pagination.
        package init(style: Style, itemType: TypeRef) {
            self.style = style
            self.itemType = itemType
        }
    }

    /// The raw declaration of a pagination, JSON keys and wire names as a spec writes them, before it is checked
    /// against the endpoint and its answer's model.
    struct PaginationDeclaration {
        var style: String
        var items: String?
        var cursor: String?
        var hasMore: String?
        var itemID: String?
        var next: String?
        var parameter: String?
        var pageSize: String?
    }

    /// Checks `declaration` against `endpoint` (its answer's model and its query parameters): the pagination, or
    /// a message saying what does not fit.
    func pagination(_ declaration: PaginationDeclaration, of endpoint: Endpoint) -> Result<
        Pagination, PaginationProblem
    > {
        guard let style = Pagination.Style(rawValue: declaration.style) else {
            return .failure(
                PaginationProblem(
                    "unknown pagination style '\(declaration.style)'; use one of "
                        + Pagination.Style.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        // With a case per success status, the pages are the first JSON case's bodies.
        let page = endpoint.successCases.map { $0.pageCase?.type } ?? endpoint.returns
        guard let returns = page?.unwrapped.type else {
            return .failure(PaginationProblem("a paginated endpoint needs a response with the items"))
        }
        func field(_ key: String, of type: TypeRef, role: String) -> Result<Field, PaginationProblem> {
            guard case .named(let name) = type, let model = models.first(where: { $0.name == name }) else {
                return .failure(PaginationProblem("the \(role) '\(key)' needs the response to be a model, not \(type)"))
            }
            guard let found = model.fields.first(where: { $0.jsonKey == key }) else {
                return .failure(
                    PaginationProblem(
                        "model '\(name)' has no field with the JSON key '\(key)' for the \(role)"))
            }
            return .success(found)
        }
        var result: Pagination
        if let items = declaration.items {
            switch field(items, of: returns, role: "items") {
            case .failure(let problem): return .failure(problem)
            case .success(let found):
                guard case .array(let element) = found.type else {
                    return .failure(PaginationProblem("the items field '\(items)' is not an array"))
                }
                result = Pagination(style: style, itemType: element)
                result.items = found.swiftName
                result.itemsOptional = found.optional
            }
        } else {
            guard case .array(let element) = returns else {
                return .failure(
                    PaginationProblem("name the field with the items ('items'), or make the response an array"))
            }
            result = Pagination(style: style, itemType: element)
        }
        let fieldKey: (key: String?, name: String)? =
            switch style {
            case .cursor: (declaration.cursor, "cursor")
            case .hasMore: (declaration.hasMore, "hasMore")
            case .next: (declaration.next, "next")
            default: nil
            }
        if let fieldKey {
            guard let key = fieldKey.key else {
                return .failure(PaginationProblem("pagination style '\(style.rawValue)' needs '\(fieldKey.name)'"))
            }
            switch field(key, of: returns, role: fieldKey.name) {
            case .failure(let problem): return .failure(problem)
            case .success(let found): result.field = found.swiftName
            }
        }
        if style == .hasMore {
            let key = declaration.itemID ?? "id"
            switch field(key, of: result.itemType, role: "itemID") {
            case .failure(let problem): return .failure(problem)
            case .success(let found): result.itemID = found.swiftName
            }
        }
        if [.cursor, .hasMore, .offset, .page].contains(style) {
            let defaults: [Pagination.Style: String] = [
                .cursor: "cursor", .hasMore: "starting_after", .offset: "offset", .page: "page",
            ]
            let parameter = declaration.parameter ?? defaults[style]!
            guard endpoint.queryParams.contains(where: { $0.wireName == parameter }) else {
                return .failure(
                    PaginationProblem("the endpoint has no query parameter '\(parameter)' for the \(style.rawValue)"))
            }
            result.parameter = parameter
        }
        if let pageSize = declaration.pageSize {
            guard let found = endpoint.queryParams.first(where: { $0.wireName == pageSize }),
                found.type == .builtin(.int) || found.type == .builtin(.int32) || found.type == .builtin(.int64)
            else {
                return .failure(PaginationProblem("the page size '\(pageSize)' is not an integer query parameter"))
            }
            result.pageSize = found.swiftName
        }
        return .success(result)
    }

    /// Why a pagination declaration does not fit its endpoint.
    struct PaginationProblem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
