import Curlew
import Foundation
import Testing

/// Base URLs with a query or a fragment of their own.
extension APIClientTests {
    static func url(base: String, path: String, query: [URLQueryItem] = []) throws -> String {
        let client = APIClient(baseURL: try #require(URL(string: base)), transport: MockTransport())
        return try client.request(for: Endpoint<Void>(method: .get, path: path, query: query)).url.absoluteString
    }

    @Test("a base URL's query comes after the path, its items before the endpoint's")
    func baseURLQuery() throws {
        let ab = [URLQueryItem(name: "a", value: "b")]
        #expect(
            try Self.url(base: "http://example.com/v1?api-version=2", path: "/pets", query: ab)
                == "http://example.com/v1/pets?api-version=2&a=b")
        #expect(
            try Self.url(base: "http://example.com/v1/?api-version=2", path: "pets")
                == "http://example.com/v1/pets?api-version=2")
        #expect(
            try Self.url(base: "http://example.com/v1?", path: "/pets", query: ab) == "http://example.com/v1/pets?a=b")
        #expect(
            try Self.url(base: "http://example.com/v1", path: "/pets", query: ab) == "http://example.com/v1/pets?a=b")
    }

    @Test("a base URL's fragment is dropped: it is never sent, and the path and query go where they belong")
    func baseURLFragment() throws {
        let ab = [URLQueryItem(name: "a", value: "b")]
        #expect(
            try Self.url(base: "http://example.com/v1#top", path: "/pets", query: ab)
                == "http://example.com/v1/pets?a=b")
        #expect(
            try Self.url(base: "http://example.com/v1?k=1#top", path: "/pets")
                == "http://example.com/v1/pets?k=1")
    }

    @Test("httpbin gets the path and both queries of a base URL with a query")
    func baseURLQueryOnTheWire() async throws {
        let base = try #require(URL(string: try Httpbin.url("/anything").absoluteString + "?api-version=2"))
        let client = APIClient(baseURL: base)
        let endpoint = Endpoint<Echoed>(method: .get, path: "/pets", query: [.init(name: "a", value: "b")])
        let echoed = try await client.send(endpoint)
        #expect(echoed.args == ["api-version": "2", "a": "b"])
        #expect(echoed.url.hasSuffix("/anything/pets?api-version=2&a=b"))
    }
}
