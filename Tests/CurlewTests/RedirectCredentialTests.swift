import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 21, finding 1: no header that may carry a credential reaches another origin through a redirect, whoever
/// follows it (curl for a plain GET, the transport for the rest); see `CurlTransport+Redirects.swift`.
@Suite("Redirect credentials")
struct RedirectCredentialTests {
    static let secrets: HTTPHeaders = [
        "Authorization": "Bearer s3cret-auth", "Cookie": "s=s3cret-cookie", "X-API-Key": "s3cret-key",
        "Proxy-Authorization": "Basic s3cret-proxy", "X-Custom-Key": "s3cret-custom", "Accept": "text/plain",
    ]

    /// httpbin answering `status` with a Location on nginx's fault server at 127.0.0.2, another host.
    static func crossHostRedirect(_ status: Int) throws -> URL {
        let nginx = try #require(try TestServer.nginx().plainURL)
        let target =
            nginx.absoluteString.replacingOccurrences(of: "127.0.0.1", with: "127.0.0.2")
            + "/faults/request-head"
        return try Httpbin.url("/redirect-to?status_code=\(status)&url=" + URLEncoding.pathSegment(target))
    }

    static func leaked(_ response: HTTPResponse) throws -> [String] {
        let lines = try #require(try Echo(response)["lines"] as? [String])
        return lines.filter { $0.contains("s3cret") }
    }

    @Test(
        "a redirect to another host carries none of the request's credential headers",
        arguments: [HTTPMethod.get, .post, .put, .delete, .patch], [301, 302, 303, 307, 308])
    func crossHost(method: HTTPMethod, status: Int) async throws {
        let response = try await CurlTransport.shared.send(
            HTTPRequest(
                method: method, url: try Self.crossHostRedirect(status), headers: Self.secrets,
                body: method == .get ? nil : Data("x".utf8)))
        #expect(response.status == .ok)
        #expect(try Self.leaked(response) == [])
        let lines = try #require(try Echo(response)["lines"] as? [String])
        #expect(lines.contains("Accept: text/plain"))  // what carries no credential goes on
        #expect(response.metrics?.redirectCount == 1)
    }

    @Test("streamed: a redirect to another host carries no credential either", arguments: [302, 307])
    func crossHostStreamed(status: Int) async throws {
        let response = try await CurlTransport.shared.stream(
            HTTPRequest(url: try Self.crossHostRedirect(status), headers: Self.secrets))
        let body = try await response.body.collect(upTo: 1 << 20)
        let lines = try #require(
            (try JSONSerialization.jsonObject(with: body) as? [String: Any])?["lines"] as? [String])
        #expect(lines.filter { $0.contains("s3cret") } == [])
    }

    @Test("an AuthMiddleware's key in its own header stays on its host")
    func authMiddlewareHeader() async throws {
        let client = APIClient(
            baseURL: try Httpbin.url("/"),
            middlewares: [AuthMiddleware(.apiKey("s3cret-middleware", in: .header("X-Custom-Key")))])
        let target =
            try #require(try TestServer.nginx().plainURL).absoluteString
            .replacingOccurrences(of: "127.0.0.1", with: "127.0.0.2") + "/faults/request-head"
        let response = try await client.response(
            for: Endpoint<Void>(
                method: .get, path: "/redirect-to",
                query: [URLQueryItem(name: "url", value: target), URLQueryItem(name: "status_code", value: "302")]))
        #expect(try Self.leaked(response) == [])
    }

    @Test("on the same host, every header goes on (GET and POST)", arguments: [HTTPMethod.get, .post])
    func sameHost(method: HTTPMethod) async throws {
        let url = try Httpbin.url("/redirect-to?status_code=307&url=/anything")
        let response = try await CurlTransport.shared.send(
            HTTPRequest(method: method, url: url, headers: Self.secrets, body: method == .get ? nil : Data("x".utf8)))
        let headers = try Echo(response).strings("headers")
        #expect(headers["X-Api-Key"] == "s3cret-key")
        #expect(headers["X-Custom-Key"] == "s3cret-custom")
        #expect(headers["Authorization"] == "Bearer s3cret-auth")
    }

    @Test(
        "a user name and password in a Location to another origin are not sent, whoever follows it",
        arguments: [HTTPMethod.get, .put], [false, true])
    func userinfoInLocation(method: HTTPMethod, withSecrets: Bool) async throws {
        // GIVEN a server that redirects to another origin (nginx's fault server, another port) with credentials of
        // its choosing in the Location, for a request that curl follows (a bare GET) or the transport follows
        let nginx = try #require(try TestServer.nginx().plainURL)
        let target = "http://planted:pw@\(nginx.host!):\(nginx.port!)/faults/request-head"
        let redirect = try RawResponse.url("HTTP/1.1 307 Moved\r\nLocation: \(target)\r\nContent-Length: 0\r\n\r\n")
        // WHEN the redirect is followed
        let response = try await CurlTransport.shared.send(
            HTTPRequest(
                method: method, url: redirect, headers: withSecrets ? Self.secrets : [:],
                body: method == .get ? nil : Data("x".utf8)))
        // THEN the new origin gets no Authorization header made of them (nor any of the caller's secrets)
        #expect(response.status == .ok)
        let lines = try #require(try Echo(response)["lines"] as? [String])
        #expect(!lines.contains { $0.lowercased().hasPrefix("authorization:") }, "\(lines)")
        #expect(try Self.leaked(response) == [])
        #expect(try Echo(response)["method"] as? String == method.rawValue)
    }

    @Test("a user name and password in a Location on the same origin are used there, as curl does")
    func userinfoInLocationSameOrigin() async throws {
        let faults = try TestServer.faults().baseURL
        let target = "http://u:p@\(faults.host!):\(faults.port!)/request-head"
        let redirect = try RawResponse.url("HTTP/1.1 307 Moved\r\nLocation: \(target)\r\nContent-Length: 0\r\n\r\n")
        for method in [HTTPMethod.get, .put] {
            let response = try await CurlTransport.shared.send(
                HTTPRequest(method: method, url: redirect, body: method == .get ? nil : Data("x".utf8)))
            let lines = try #require(try Echo(response)["lines"] as? [String])
            #expect(lines.contains("Authorization: Basic dTpw"), "\(method): \(lines)")
        }
    }

    @Test("the names curl may carry to another origin are those that carry no credential, compared whole")
    func keptNamesAgree() {
        for name in ["accept", "content-type", "if-unmodified-since", "range", "user-agent"] {
            #expect(CurlTransport.isKeptAcrossOrigins(name), "\(name)")
        }
        for name in Self.secrets.map({ HTTPHeaders.key($0.name) }) where name != "accept" {
            #expect(!CurlTransport.isKeptAcrossOrigins(name), "\(name)")
        }
        for name in ["accept-", "range-", "user-agent2", "", "ACCEPT"] {
            #expect(!CurlTransport.isKeptAcrossOrigins(name), "\(name)")
        }
    }
}
