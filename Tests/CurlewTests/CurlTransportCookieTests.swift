import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// Cookies against httpbin. The transport keeps no cookie jar: a `Cookie` header the caller sets is sent as it
/// is, and a `Set-Cookie` comes back in the response headers for the caller to keep or not; neither a redirect
/// nor a later request sends it by itself.
@Suite("CurlTransport and cookies")
struct CurlTransportCookieTests {
    /// The cookies httpbin's `/cookies` saw.
    static func cookies(_ response: HTTPResponse) throws -> [String: String] {
        try Echo(response).strings("cookies")
    }

    @Test("a Cookie header the caller sets reaches the server, each cookie whole")
    func callersCookie() async throws {
        let response = try await Httpbin.get("/cookies", headers: ["Cookie": "a=1; b=two; c=x%20y"])
        #expect(try Self.cookies(response) == ["a": "1", "b": "two", "c": "x%20y"])
    }

    @Test("Set-Cookie comes back in the headers, and no redirect or later request sends it by itself")
    func noJar() async throws {
        // GIVEN /cookies/set, which sets its query items as cookies and redirects to /cookies
        let transport = CurlTransport(configuration: .init(maximumRedirects: 0))
        // WHEN its answer is not followed
        let set = try await transport.send(HTTPRequest(url: Httpbin.url("/cookies/set?a=1&b=2")))
        // THEN the caller sees both Set-Cookie lines
        #expect(set.status == .found)
        #expect(set.headers.values(for: "Set-Cookie").sorted() == ["a=1; Path=/", "b=2; Path=/"])
        // AND the same transport's next request to that host sends no cookie
        #expect(try Self.cookies(try await transport.send(HTTPRequest(url: Httpbin.url("/cookies")))) == [:])
        // AND a followed redirect carries only the caller's own Cookie header, not what the 302 set
        let followed = try await Httpbin.get("/cookies/set?a=1", headers: ["Cookie": "mine=7"])
        #expect(followed.status == .ok)
        #expect(try Self.cookies(followed) == ["mine": "7"])
    }
}
