/// The items of every page of a paginated endpoint, fetched one page at a time as iteration needs them.
///
/// A page is asked for only when the items of the one before are used up, so breaking out of the loop (or
/// cancelling the task) sends no further request. `read` takes a page's items from its answer and works out the
/// request for the page after it
/// (``Pagination`` has the common shapes: cursor, `has_more` + last id, offset, page number, `Link: rel="next"`,
/// a next URL in the body); `nil` ends the sequence, as do ``maximumPages``. A next page whose request (method,
/// URL, header fields, body) is the same as one of the last thousand pages' ends it with an error instead of
/// looping: a cursor that does not move on, or one that comes round again.
///
/// ```swift
/// for try await customer in client.listCustomersItems(limit: 100).limited(toPages: 10) { print(customer.id) }
/// ```
public struct PageSequence<Page: Sendable, Item: Sendable>: AsyncSequence, Sendable {
    /// One item of a page.
    public typealias Element = Item

    let client: APIClient
    let first: Endpoint<Page>
    let read: @Sendable (APIResponse<Page>, Endpoint<Page>, APIClient) throws -> (items: [Item], next: Endpoint<Page>?)
    /// The most pages fetched; `nil`: until the API says there are no more.
    public var maximumPages: Int?

    /// A sequence that starts at `first` and asks `read`, with each page's answer, the endpoint it came from and the
    /// client, for the page's items and the endpoint of the page after it (`nil`: that was the last).
    public init(
        client: APIClient, first: Endpoint<Page>, maximumPages: Int? = nil,
        read:
            @escaping @Sendable (APIResponse<Page>, Endpoint<Page>, APIClient) throws -> (
                items: [Item], next: Endpoint<Page>?
            )
    ) {
        self.client = client
        self.first = first
        self.maximumPages = maximumPages
        self.read = read
    }

    /// A copy that fetches at most `pages` pages.
    public func limited(toPages pages: Int) -> Self {
        var copy = self
        copy.maximumPages = pages
        return copy
    }

    /// Fetches the first page on the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Hands out the items of one page, then fetches the next.
    public struct Iterator: AsyncIteratorProtocol {
        let sequence: PageSequence
        private var pending: Endpoint<Page>?
        private var buffer: [Item] = []
        private var index = 0
        private var pages = 0
        private var recent = RecentPageRequests()

        init(sequence: PageSequence) {
            self.sequence = sequence
            pending = sequence.first
        }

        /// The next item, `nil` after the last page; after an error, `nil` too.
        public mutating func next() async throws -> Item? {
            while index == buffer.count {
                guard let endpoint = pending, pages < (sequence.maximumPages ?? .max) else { return nil }
                pending = nil
                let request = try sequence.client.request(for: endpoint)
                if let back = recent.insert(request) {
                    let which = back == 1 ? "the last one's" : "the one \(back) pages back"
                    throw CurlewError.invalidRequest(
                        "the next page's request is the same as \(which): the API's pagination does not move on",
                        method: endpoint.method, url: request.url)
                }
                let response = try await sequence.client.sendWithResponse(endpoint)
                pages += 1
                (buffer, pending) = try sequence.read(response, endpoint, sequence.client)
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}
