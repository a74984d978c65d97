import Foundation
import Testing

@testable import Curlew

/// A request checked on the caller's thread before it reaches curl: methods and header names must be HTTP tokens,
/// header values must not break the header line.
@Suite("Request checks")
struct CurlRequestTests {
    /// `request` checked as a transport with the default configuration checks it.
    static func check(_ request: HTTPRequest) throws(CurlewError) -> CurlRequest {
        try CurlRequest(request, settings: .init(CurlTransport.Configuration()))
    }

    static let url = URL(string: "http://127.0.0.1/")!

    @Test(
        "every token character is allowed in a method and a header name",
        arguments: ["GET", "PURGE", "M-SEARCH", "X-Custom_1", "!#$%&'*+-.^_`|~", "abcXYZ019"]
    )
    func tokens(token: String) throws {
        _ = try Self.check(HTTPRequest(method: HTTPMethod(rawValue: token), url: Self.url))
        _ = try Self.check(HTTPRequest(url: Self.url, headers: [token: "value"]))
    }

    @Test(
        "a method or header name that is not a token is rejected, saying what",
        arguments: ["", "GE T", "X:Y", "Name\t", "Ümlaut", "(x)", "a\"b", "x/y", "x@y"]
    )
    func notTokens(text: String) throws {
        let method = #expect(throws: CurlewError.self) {
            _ = try Self.check(HTTPRequest(method: HTTPMethod(rawValue: text), url: Self.url))
        }
        #expect(method?.kind == .invalidRequest)
        #expect(method?.message.contains("is not a valid HTTP token") == true)
        let header = #expect(throws: CurlewError.self) {
            _ = try Self.check(HTTPRequest(url: Self.url, headers: [text: "value"]))
        }
        #expect(header?.kind == .invalidRequest)
        #expect(header?.message.contains("has characters HTTP forbids") == true)
    }

    @Test("a header value with CR, LF or NUL is rejected", arguments: ["a\rb", "a\nb", "a\u{0}b", "\r\n"])
    func lineBreaks(value: String) throws {
        let error = #expect(throws: CurlewError.self) {
            _ = try Self.check(HTTPRequest(url: Self.url, headers: ["X-Value": value]))
        }
        #expect(error?.message.contains("contains CR, LF or NUL") == true)
    }

    @Test("a header value may hold any other byte, spaces and non-ASCII text included")
    func values() throws {
        let request = try Self.check(HTTPRequest(url: Self.url, headers: ["X-Value": "a b\tc ü €"]))
        #expect(request.headerLines.first == "X-Value: a b\tc ü €")
    }

    @Test("a transport whose User-Agent holds CR or LF fails every request before sending it")
    func userAgentLineBreak() async throws {
        // GIVEN a User-Agent that would smuggle in a header line
        var configuration = CurlTransport.Configuration()
        configuration.userAgent = "Curlew/1\r\nX-Injected: 1"
        // WHEN a request is sent with it
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport(configuration: configuration).send(HTTPRequest(url: Self.url))
        }
        // THEN it fails as an invalid request, naming the User-Agent
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message == "the transport's User-Agent contains CR, LF or NUL")
    }

    @Test(
        "the Accept line every API call sends is the line its header makes, spelt as the caller spelt it",
        arguments: [
            ("Accept", "application/json", "Accept: application/json"),
            ("Accept", " application/json\t", "Accept: application/json"),
            ("accept", "application/json", "accept: application/json"),
            ("Accept", "application/json; q=1", "Accept: application/json; q=1"),
        ])
    func acceptLine(name: String, value: String, line: String) throws {
        let request = try Self.check(HTTPRequest(url: Self.url, headers: HTTPHeaders([(name, value)])))
        // and the defaults: Accept-Encoding and the User-Agent (a GET without a body needs no Content-Type or Expect
        // cancelled: curl sends neither)
        #expect(
            request.headerLines == [
                line, CurlRequest.acceptEncodingLine, "User-Agent: \(CurlTransport.defaultUserAgent)",
            ])
        #expect(request.hasUserAgentLine)
    }

    @Test("a request with a body, or another method, still cancels curl's Content-Type and Expect")
    func defaultsWithBody() throws {
        let userAgent = "User-Agent: \(CurlTransport.defaultUserAgent)"
        let post = try Self.check(
            HTTPRequest(method: .post, url: Self.url, headers: ["X-A": "1"], body: Data("x".utf8)))
        #expect(post.headerLines == ["X-A: 1", "Content-Type:", "Expect:", CurlRequest.acceptEncodingLine, userAgent])
        let delete = try Self.check(HTTPRequest(method: .delete, url: Self.url, headers: ["X-A": "1"]))
        #expect(
            delete.headerLines == ["X-A: 1", "Content-Type:", "Expect:", CurlRequest.acceptEncodingLine, userAgent])
        let getWithBody = try Self.check(HTTPRequest(url: Self.url, headers: ["X-A": "1"], body: Data("x".utf8)))
        #expect(getWithBody.headerLines.contains("Expect:"))
        // a request's own User-Agent is the one line; a transport without one adds none
        let own = try Self.check(HTTPRequest(url: Self.url, headers: ["User-Agent": "me/1"]))
        #expect(own.headerLines == ["User-Agent: me/1", CurlRequest.acceptEncodingLine])
        var configuration = CurlTransport.Configuration()
        configuration.userAgent = ""
        let bare = try CurlRequest(HTTPRequest(url: Self.url, headers: ["X-A": "1"]), settings: .init(configuration))
        #expect(bare.headerLines == ["X-A: 1", CurlRequest.acceptEncodingLine])
        #expect(!bare.hasUserAgentLine)
    }
}
