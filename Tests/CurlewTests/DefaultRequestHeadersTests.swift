import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// The User-Agent and Accept-Encoding every request carries, checked on the wire: directly, with headers of
/// the request's own, through a forward proxy, in the CONNECT of a tunnel, and after a redirect.
@Suite("Default request headers on the wire")
struct DefaultRequestHeadersTests {
    /// The header lines the fault server's `/request-head` saw.
    static func lines(_ response: HTTPResponse) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return try #require(object?["lines"] as? [String], "\(String(decoding: response.body, as: UTF8.self))")
    }

    /// The values of the lines named `name` (any case).
    static func values(_ name: String, in lines: [String]) -> [String] {
        lines.compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == name.lowercased() else { return nil }
            return parts[1].trimmingCharacters(in: .whitespaces)
        }
    }

    static let userAgent = CurlTransport.defaultUserAgent

    @Test("a request without headers sends the default User-Agent and Accept-Encoding once each")
    func plain() async throws {
        let transport = CurlTransport()
        for _ in 0..<3 {  // the first on a new easy handle, the others on reused ones
            let lines = try Self.lines(
                try await transport.send(HTTPRequest(url: TestServer.faults().url("/request-head"))))
            #expect(Self.values("User-Agent", in: lines) == [Self.userAgent])
            #expect(Self.values("Accept-Encoding", in: lines) == [CurlGlobal.acceptEncoding])
            #expect(Self.values("Content-Type", in: lines) == [])
            #expect(Self.values("Expect", in: lines) == [])
        }
        #expect(CurlGlobal.acceptEncoding.contains("gzip"))
    }

    @Test("requests that send a body get no Content-Type or Expect from curl, and the defaults, between GETs")
    func bodies() async throws {
        let transport = CurlTransport()
        let url = try TestServer.faults().url("/request-head")
        let large = Data(repeating: UInt8(ascii: "x"), count: 2 << 20)  // curl would ask for 100-continue
        let requests = [
            HTTPRequest(url: url), HTTPRequest(method: .post, url: url, body: Data("a=1".utf8)),
            HTTPRequest(url: url), HTTPRequest(method: .post, url: url),
            HTTPRequest(method: .put, url: url, body: large),
            HTTPRequest(method: .get, url: url, body: Data("{}".utf8)), HTTPRequest(method: .delete, url: url),
            HTTPRequest(url: url),
        ]
        for request in requests {
            let lines = try Self.lines(try await transport.send(request))
            #expect(Self.values("Content-Type", in: lines) == [], "\(request.method)")
            #expect(Self.values("Expect", in: lines) == [], "\(request.method)")
            #expect(Self.values("User-Agent", in: lines) == [Self.userAgent], "\(request.method)")
            #expect(Self.values("Accept-Encoding", in: lines) == [CurlGlobal.acceptEncoding], "\(request.method)")
        }
    }

    @Test("a request with headers of its own still sends both defaults; its own User-Agent replaces the default")
    func ownHeaders() async throws {
        let transport = CurlTransport()
        let url = try TestServer.faults().url("/request-head")
        var lines = try Self.lines(try await transport.send(HTTPRequest(url: url, headers: ["X-Trace": "1"])))
        #expect(Self.values("User-Agent", in: lines) == [Self.userAgent])
        #expect(Self.values("Accept-Encoding", in: lines) == [CurlGlobal.acceptEncoding])
        #expect(Self.values("X-Trace", in: lines) == ["1"])
        lines = try Self.lines(try await transport.send(HTTPRequest(url: url, headers: ["user-agent": "mine/1"])))
        #expect(Self.values("User-Agent", in: lines) == ["mine/1"])
        lines = try Self.lines(try await transport.send(HTTPRequest(url: url)))  // back to the defaults
        #expect(Self.values("User-Agent", in: lines) == [Self.userAgent])
    }

    @Test("a configured User-Agent is sent instead; an empty one sends none")
    func configured() async throws {
        let url = try TestServer.faults().url("/request-head")
        var lines = try Self.lines(
            try await CurlTransport(configuration: .init(userAgent: "petstore/3")).send(HTTPRequest(url: url)))
        #expect(Self.values("User-Agent", in: lines) == ["petstore/3"])
        lines = try Self.lines(try await CurlTransport(configuration: .init(userAgent: "")).send(HTTPRequest(url: url)))
        #expect(Self.values("User-Agent", in: lines) == [])
        #expect(Self.values("Accept-Encoding", in: lines) == [CurlGlobal.acceptEncoding])
    }

    @Test("requests with and without headers of their own in turns, on reused handles: one User-Agent each")
    func alternating() async throws {
        // GIVEN one transport whose easy handles serve plain requests and requests with their own headers in turns
        let transport = CurlTransport()
        let url = try TestServer.faults().url("/request-head")
        let requests: [(HTTPHeaders, String)] = [
            ([:], Self.userAgent), (["X-Trace": "1"], Self.userAgent), ([:], Self.userAgent),
            (["User-Agent": "mine/2"], "mine/2"), ([:], Self.userAgent), (["X-Trace": "2"], Self.userAgent),
        ]
        for (headers, expected) in requests {
            let lines = try Self.lines(try await transport.send(HTTPRequest(url: url, headers: headers)))
            // THEN each carries exactly one User-Agent: the default, or the request's own
            #expect(Self.values("User-Agent", in: lines) == [expected], "\(headers)")
            #expect(Self.values("Accept-Encoding", in: lines) == [CurlGlobal.acceptEncoding])
        }
    }

    @Test("the proxy variables curl reads decide whether a CONNECT may need the User-Agent option")
    func proxyEnvironment() {
        typealias Shared = CurlTransfer.TransportWideOptions
        #expect(Shared.environmentNamesProxy { $0 == "https_proxy" ? "http://proxy:3128" : nil })
        #expect(Shared.environmentNamesProxy { $0 == "ALL_PROXY" ? "socks5h://proxy:1080" : nil })
        #expect(Shared.environmentNamesProxy { $0 == "http_proxy" ? "http://proxy:3128" : nil })
        // curl ignores an upper-case HTTP_PROXY (it could come from a CGI request's Proxy header) and empty values
        #expect(!Shared.environmentNamesProxy { $0 == "HTTP_PROXY" ? "http://proxy:3128" : nil })
        #expect(!Shared.environmentNamesProxy { _ in "" })
        #expect(!Shared.environmentNamesProxy { _ in nil })
    }

    @Test("CURLOPT_PROXY: the URL, none, or the environment's, which libcurl reads only while it names a proxy")
    func proxyOption() {
        typealias Shared = CurlTransfer.TransportWideOptions
        #expect(Shared.proxyOption(for: .url("http://proxy:3128"), environmentNamesProxy: false) == "http://proxy:3128")
        #expect(Shared.proxyOption(for: .none, environmentNamesProxy: true) == "")
        // an environment naming a proxy is left to libcurl, which reads it (and no_proxy) for each request
        #expect(Shared.proxyOption(for: .environment, environmentNamesProxy: true) == nil)
        // one naming none means no proxy, said once: libcurl would otherwise call getenv five times per request
        #expect(Shared.proxyOption(for: .environment, environmentNamesProxy: false) == "")
    }

    @Test("through a forward proxy, the request carries the defaults")
    func forwardProxy() async throws {
        let faults = try TestServer.faults()
        let transport = CurlTransport(configuration: .init(proxy: .url(faults.url("/").absoluteString)))
        let response = try await transport.send(HTTPRequest(url: faults.url("/request-head")))
        let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        #expect((object?["target"] as? String)?.hasPrefix("http://") == true)  // absolute form: it went by the proxy
        let lines = try Self.lines(response)
        #expect(Self.values("User-Agent", in: lines) == [Self.userAgent])
        #expect(Self.values("Accept-Encoding", in: lines) == [CurlGlobal.acceptEncoding])
    }

    @Test("the CONNECT of a tunnel through a proxy carries the default User-Agent")
    func connectTunnel() async throws {
        let faults = try TestServer.faults()
        let nginx = try TestServer.nginx()
        let url = nginx.url("/json")
        let target = "\(try #require(url.host)):\(try #require(url.port))"
        var configuration = CurlTransport.Configuration(proxy: .url(faults.url("/").absoluteString))
        configuration.tls.caFile = nginx.caFile
        let response = try await CurlTransport(configuration: configuration).send(HTTPRequest(url: url))
        #expect(response.status == .ok)
        let heads = try await CurlTransport.shared.send(
            HTTPRequest(url: faults.url("/connect-heads?target=\(target)")))
        let connects = try #require(try JSONSerialization.jsonObject(with: heads.body) as? [[String]])
        #expect(!connects.isEmpty)
        for lines in connects {
            #expect(Self.values("User-Agent", in: lines) == [Self.userAgent])
        }
    }

    @Test("a redirect that curl follows sends the defaults again")
    func redirected() async throws {
        let faults = try TestServer.faults()
        let target = faults.url("/request-head").absoluteString
        let url = try Httpbin.url("/redirect-to?url=\(URLEncoding.pathSegment(target))")
        let lines = try Self.lines(try await CurlTransport.shared.send(HTTPRequest(url: url)))
        #expect(Self.values("User-Agent", in: lines) == [Self.userAgent])
        #expect(Self.values("Accept-Encoding", in: lines) == [CurlGlobal.acceptEncoding])
    }
}
