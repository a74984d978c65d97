import Curlew
import Foundation
import Testing

/// Base URLs with a query or a fragment of their own.
extension APIClientTests {
    static func url(base: String, path: String, query: [URLQueryItem] = []) throws -> String {
        let client = APIClient(baseURL: try #require(URL(string: base)), transport: MockTransport())
        return try client.request(for: Endpoint<Void>(method: .get, path: path, query: query)).url.absoluteString
    }

    /// Base URL, endpoint path, whether the endpoint has the query `a=b`, and the request's URL.
    static let baseURLCases: [(String, String, Bool, String)] = [
        // A base URL's query comes after the path, its items before the endpoint's.
        ("http://example.com/v1?api-version=2", "/pets", true, "http://example.com/v1/pets?api-version=2&a=b"),
        ("http://example.com/v1/?api-version=2", "pets", false, "http://example.com/v1/pets?api-version=2"),
        ("http://example.com/v1?", "/pets", true, "http://example.com/v1/pets?a=b"),
        ("http://example.com/v1", "/pets", true, "http://example.com/v1/pets?a=b"),
        // A fragment is dropped: it is never sent, and the path and query go where they belong.
        ("http://example.com/v1#top", "/pets", true, "http://example.com/v1/pets?a=b"),
        ("http://example.com/v1?k=1#top", "/pets", false, "http://example.com/v1/pets?k=1"),
        // A path with a query of its own: the base's and the endpoint's items follow it.
        ("http://example.com/v1?k=1", "/pets?x=1", true, "http://example.com/v1/pets?x=1&k=1&a=b"),
        ("http://example.com//", "pets", false, "http://example.com/pets"),
        // An empty path is the base itself (no slash added); dots and escapes that hide no dot segment stay as written.
        ("http://example.com/v1", "", false, "http://example.com/v1"),
        ("http://example.com/v1?k=1", "", true, "http://example.com/v1?k=1&a=b"),
        ("http://example.com/v1", "/files/v1.2/a%2Fb", true, "http://example.com/v1/files/v1.2/a%2Fb?a=b"),
    ]

    @Test(
        "a base URL's query comes after the path and before the endpoint's; its fragment is dropped",
        arguments: baseURLCases)
    func baseURLQueryAndFragment(base: String, path: String, hasQuery: Bool, expected: String) throws {
        let query = hasQuery ? [URLQueryItem(name: "a", value: "b")] : []
        #expect(try Self.url(base: base, path: path, query: query) == expected)
    }

    @Test("a client whose base URL changes builds its URLs from the new one")
    func changedBaseURL() throws {
        var client = APIClient(
            baseURL: try #require(URL(string: "http://example.com/v1?k=1")), transport: MockTransport())
        client.baseURL = try #require(URL(string: "https://api.example.org/v2/#top"))
        let request = try client.request(for: Endpoint<Void>(method: .get, path: "/pets"))
        #expect(request.url.absoluteString == "https://api.example.org/v2/pets")
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
