import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// Paginated endpoints of the fault server (`/pages`, seven items in pages of three by default), read as one
/// sequence of items in each shape: cursor, `has_more` + last id, offset, page number, `Link` header, next URL.
@Suite("PageSequence reads every page, lazily")
struct PageSequenceTests {
    struct Item: Decodable, Sendable, Equatable {
        var id: String
        var n: Int
    }
    struct CursorPage: Decodable, Sendable {
        var data: [Item]
        var nextCursor: String?
        enum CodingKeys: String, CodingKey {
            case data
            case nextCursor = "next_cursor"
        }
    }
    struct StripePage: Decodable, Sendable {
        var data: [Item]
        var hasMore: Bool
        enum CodingKeys: String, CodingKey {
            case data
            case hasMore = "has_more"
        }
    }
    struct NumberedPage: Decodable, Sendable { var items: [Item] }
    struct LinkedPage: Decodable, Sendable {
        var results: [Item]
        var next: String?
    }

    /// Counts the requests a client sends.
    final class Requests: Middleware, @unchecked Sendable {  // `count` is read and written under `lock`
        private let lock = NSLock()
        private var sent = 0
        var count: Int { lock.withLock { sent } }

        func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
            lock.withLock { sent += 1 }
            return try await next(request)
        }
    }

    static func client(_ requests: Requests) throws -> APIClient {
        APIClient(baseURL: try TestServer.faults().baseURL, middlewares: [requests])
    }

    static func query(_ style: String, _ extra: [String: String] = [:]) -> [URLQueryItem] {
        [URLQueryItem(name: "style", value: style)] + extra.sorted { $0.key < $1.key }.map(URLQueryItem.init)
    }

    static func collect<Page>(_ sequence: PageSequence<Page, Item>) async throws -> [Int] {
        var numbers: [Int] = []
        for try await item in sequence { numbers.append(item.n) }
        return numbers
    }

    @Test("a cursor from the answer, sent back as a query item")
    func cursor() async throws {
        let requests = Requests()
        let client = try Self.client(requests)
        let sequence = PageSequence(
            client: client, first: Endpoint<CursorPage>.get("/pages", query: Self.query("cursor", ["limit": "3"]))
        ) { response, endpoint, _ in
            (response.body.data, Pagination.cursor(response.body.nextCursor, parameter: "cursor", of: endpoint))
        }
        #expect(try await Self.collect(sequence) == Array(1...7))
        #expect(requests.count == 3)
    }

    @Test("has_more with the last item's id as starting_after")
    func afterLastItem() async throws {
        let requests = Requests()
        let sequence = PageSequence(
            client: try Self.client(requests), first: Endpoint<StripePage>.get("/pages", query: Self.query("stripe"))
        ) { response, endpoint, _ in
            let next = Pagination.afterLastItem(
                response.body.hasMore, id: response.body.data.last?.id, parameter: "starting_after", of: endpoint)
            return (response.body.data, next)
        }
        #expect(try await Self.collect(sequence) == Array(1...7))
        #expect(requests.count == 3)
    }

    @Test("an offset moved on by the items received, ending at a short page")
    func offset() async throws {
        for (total, pages) in [(7, 3), (6, 3)] {
            let requests = Requests()
            let query = Self.query("offset", ["limit": "3", "total": String(total)])
            let sequence = PageSequence(
                client: try Self.client(requests), first: Endpoint<[Item]>.get("/pages", query: query)
            ) { response, endpoint, _ in
                (
                    response.body,
                    Pagination.offset(parameter: "offset", received: response.body.count, pageSize: 3, of: endpoint)
                )
            }
            #expect(try await Self.collect(sequence) == Array(1...total))
            // six items fill two pages; the third, empty, says there are no more
            #expect(requests.count == pages)
        }
    }

    @Test("a page number counted from 1, without a page size known")
    func pageNumber() async throws {
        let requests = Requests()
        let sequence = PageSequence(
            client: try Self.client(requests), first: Endpoint<NumberedPage>.get("/pages", query: Self.query("page"))
        ) { response, endpoint, _ in
            let next = Pagination.pageNumber(
                parameter: "page", received: response.body.items.count, pageSize: nil, of: endpoint)
            return (response.body.items, next)
        }
        #expect(try await Self.collect(sequence) == Array(1...7))
        #expect(requests.count == 4)  // the fourth page is empty
    }

    @Test("Link: rel=\"next\" (RFC 8288), a URL relative to the page")
    func linkHeader() async throws {
        let requests = Requests()
        let sequence = PageSequence(
            client: try Self.client(requests), first: Endpoint<[Item]>.get("/pages", query: Self.query("link"))
        ) { response, endpoint, client in
            (response.body, try Pagination.link(response.headers, from: endpoint, client: client))
        }
        #expect(try await Self.collect(sequence) == Array(1...7))
        #expect(requests.count == 3)
    }

    @Test("a next URL in the body, absolute")
    func nextURL() async throws {
        let requests = Requests()
        let sequence = PageSequence(
            client: try Self.client(requests), first: Endpoint<LinkedPage>.get("/pages", query: Self.query("next"))
        ) { response, endpoint, client in
            (response.body.results, try Pagination.following(response.body.next, from: endpoint, client: client))
        }
        #expect(try await Self.collect(sequence) == Array(1...7))
        #expect(requests.count == 3)
    }

    @Test("pages are fetched only as items are used, and no more than the limit")
    func lazyAndLimited() async throws {
        let requests = Requests()
        let sequence = PageSequence(
            client: try Self.client(requests), first: Endpoint<CursorPage>.get("/pages", query: Self.query("cursor"))
        ) { response, endpoint, _ in
            (response.body.data, Pagination.cursor(response.body.nextCursor, parameter: "cursor", of: endpoint))
        }
        var iterator = sequence.makeAsyncIterator()
        #expect(try await iterator.next()?.n == 1)
        #expect(try await iterator.next()?.n == 2)
        #expect(requests.count == 1)
        #expect(try await Self.collect(sequence.limited(toPages: 2)) == Array(1...6))
        #expect(requests.count == 3)
    }

    @Test("a next page on another origin, or outside the base path, is refused; one that does not move on fails")
    func refusedNextPages() async throws {
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!)
        let endpoint = Endpoint<[Item]>.get("/things", query: [URLQueryItem(name: "page", value: "1")])
        for url in ["https://evil.example.com/v1/things?page=2", "http://api.example.com/v1/things", "/v2/things"] {
            let error = #expect(throws: CurlewError.self) {
                try Pagination.following(url, from: endpoint, client: client)
            }
            #expect(error?.kind == .invalidRequest, "\(url)")
        }
        let next = try #require(try Pagination.following("things?page=2&q=a%20b", from: endpoint, client: client))
        #expect(try client.request(for: next).url.absoluteString == "https://api.example.com/v1/things?page=2&q=a%20b")
        // GIVEN a server whose cursor never moves on, THEN the sequence throws instead of looping
        let stuck = PageSequence(
            client: try Self.client(Requests()), first: Endpoint<CursorPage>.get("/pages", query: Self.query("cursor"))
        ) { response, endpoint, _ in (response.body.data, Pagination.cursor("c0", parameter: "cursor", of: endpoint)) }
        let error = await #expect(throws: CurlewError.self) { _ = try await Self.collect(stuck) }
        #expect(error?.message.contains("does not move on") == true)
    }

    /// httpbin's `/anything` echo of a JSON body `{"cursor": n}`.
    struct EchoedCursor: Decodable, Sendable {
        struct Body: Codable, Sendable { var cursor: Int }
        var json: Body
    }

    @Test("a cursor sent in a POST body (the URL the same for every page) pages on, and stops at a repeat")
    func cursorInTheBody() async throws {
        // GIVEN a search API that takes its cursor in the body (Notion's start_cursor, search_after), one URL
        let requests = Requests()
        let client = APIClient(baseURL: try TestServer.httpbin().baseURL, middlewares: [requests])
        func pages(_ next: @escaping @Sendable (Int) -> Int?) -> PageSequence<EchoedCursor, Int> {
            PageSequence(client: client, first: .post("/anything", json: EchoedCursor.Body(cursor: 1))) {
                response, _, _ in
                let cursor = response.body.json.cursor
                return ([cursor], next(cursor).map { .post("/anything", json: EchoedCursor.Body(cursor: $0)) })
            }
        }
        // THEN every page is fetched (before, the same URL twice read as a cursor that does not move on)
        var cursors: [Int] = []
        for try await cursor in pages({ $0 < 4 ? $0 + 1 : nil }) { cursors.append(cursor) }
        #expect(cursors == [1, 2, 3, 4])
        #expect(requests.count == 4)
        // AND a body cursor that comes back to the first page's ends the sequence with an error, not a loop
        let looping = pages({ $0 % 3 + 1 }).limited(toPages: 50)
        let error = await #expect(throws: CurlewError.self) { for try await _ in looping {} }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("the one 3 pages back") == true)
        #expect(requests.count == 7)
    }

    @Test("a cursor that comes round again (c3, c0, c3) throws instead of looping until the page limit")
    func cursorCycle() async throws {
        let requests = Requests()
        let cycling = PageSequence(
            client: try Self.client(requests), first: Endpoint<CursorPage>.get("/pages", query: Self.query("cursor"))
        ) { response, endpoint, _ in
            let next = endpoint.query.contains(URLQueryItem(name: "cursor", value: "c3")) ? "c0" : "c3"
            return (response.body.data, Pagination.cursor(next, parameter: "cursor", of: endpoint))
        }
        var numbers: [Int] = []
        let error = await #expect(throws: CurlewError.self) {
            for try await item in cycling.limited(toPages: 100) { numbers.append(item.n) }
        }
        #expect(error?.message.contains("the one 2 pages back") == true)
        #expect(numbers == [1, 2, 3, 4, 5, 6, 1, 2, 3])
        #expect(requests.count == 3)
    }
}

/// `Link` header values as RFC 8288 writes them.
@Suite struct LinkHeaderTests {
    @Test func theNextTargetIsFoundAmongOthers() throws {
        let endpoint = Endpoint<[Int]>.get("/a")
        let client = APIClient(baseURL: URL(string: "https://h.example/api")!)
        func next(_ value: String) throws -> String? {
            try Pagination.link(["Link": value], from: endpoint, client: client).map { endpoint in
                try client.request(for: endpoint).url.absoluteString
            }
        }
        #expect(try next(#"<https://h.example/api/a?page=2>; rel="next""#) == "https://h.example/api/a?page=2")
        #expect(
            try next(#"<https://h.example/api/a?p=1,2>; rel="prev", <https://h.example/api/a?p=3,4>; REL="last next""#)
                == "https://h.example/api/a?p=3%2C4")  // the query comes back encoded as the client encodes
        #expect(
            try next(#"<https://h.example/api/a?page=9>; title="x, y"; rel=next"#) == "https://h.example/api/a?page=9")
        #expect(try next(#"<https://h.example/api/a?page=1>; rel="first""#) == nil)
        #expect(try next("garbage") == nil)
    }
}
