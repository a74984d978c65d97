import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// `stream(_:)` returns with the final response head, before any body byte: long polls and event streams get
/// their status and headers as soon as the server sends them.
@Suite("CurlTransport.stream returns at the head")
struct ResponseStreamHeadTests {
    @Test("a head followed by a quiet server is returned; the body then runs into the timeout")
    func headThenQuiet() async throws {
        // GIVEN a server that sends its head at once and its one body byte only after 60 s
        let url = try TestServer.faults().url("/drip?n=1&ms=60000")
        // WHEN the response is streamed with a 4 s time limit
        let response = try await CurlTransport.shared.stream(HTTPRequest(url: url, timeout: .seconds(4)))
        // THEN the head arrives, not a timeout; the body is what times out
        #expect(response.status == .ok)
        #expect(response.headers["Content-Length"] == "1")
        let error = await #expect(throws: CurlewError.self) { _ = try await response.body.collect() }
        #expect(error?.kind == .timeout)
    }

    @Test("the head is returned while the server still holds the body back")
    func headBeforeFirstByte() async throws {
        // GIVEN a server that sends the body only once it is told to (its head at once)
        let faults = try TestServer.faults()
        let key = UUID().uuidString
        // WHEN the response is streamed
        let response = try await CurlTransport.shared.stream(
            HTTPRequest(url: faults.url("/hold-body?key=\(key)"), timeout: .seconds(50)))
        // THEN the head is there before any body byte could be (waiting for one, this would end in a timeout)
        #expect(response.status == .ok)
        #expect(response.headers["Content-Length"] == "2")
        // AND the body follows once released
        _ = try await CurlTransport.shared.send(HTTPRequest(url: faults.url("/release?key=\(key)")))
        #expect(try await response.body.collect() == Data("ok".utf8))
    }

    @Test("an interim 1xx head is not returned: the final one is")
    func interimHead() async throws {
        let url = try TestServer.faults().url("/interim?ms=500")
        let response = try await CurlTransport.shared.stream(HTTPRequest(url: url))
        #expect(response.status == .ok)
        #expect(response.headers["X-Final"] == "yes")
        #expect(response.headers["Link"] == nil)
        #expect(try await response.body.collect() == Data("ok".utf8))
    }

    @Test("a redirect curl follows is not returned: the head at its end is")
    func followedRedirect() async throws {
        let url = try TestServer.httpbin().url("/redirect/2")
        let response = try await CurlTransport.shared.stream(HTTPRequest(url: url))
        #expect(response.status == .ok)
        #expect(response.headers["Location"] == nil)
        let body = try await response.body.collect()
        #expect(String(decoding: body, as: UTF8.self).contains("/get"))
    }

    @Test("a redirect curl does not follow (a POST's) is returned to the transport, which follows it")
    func redirectOfAPost() async throws {
        let url = try TestServer.httpbin().url("/redirect-to?url=%2Fget&status_code=303")
        let response = try await CurlTransport.shared.stream(HTTPRequest(method: .post, url: url, body: Data("x".utf8)))
        #expect(response.status == .ok)
        let body = try await response.body.collect()
        #expect(String(decoding: body, as: UTF8.self).contains("/get"))
    }

    @Test("through a proxy's tunnel, the head returned is the origin's, not the proxy's answer to CONNECT")
    func throughATunnel() async throws {
        let faults = try TestServer.faults()
        let nginx = try TestServer.nginx()
        var configuration = CurlTransport.Configuration(proxy: .url(faults.url("/").absoluteString))
        configuration.tls.caFile = nginx.caFile
        let transport = CurlTransport(configuration: configuration)
        let response = try await transport.stream(HTTPRequest(url: nginx.url("/json")))
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "application/json")
        let body = try await response.body.collect()
        #expect(String(decoding: body, as: UTF8.self) == #"{"name":"curlew","ok":true}"#)
    }
}
