import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 21, finding 7: a caller's framing headers cannot smuggle a request. See `CurlRequest+Framing.swift`.
@Suite("Request framing headers")
struct RequestFramingTests {
    static func requestHead(_ headers: HTTPHeaders, body: Data? = Data("hello".utf8)) async throws -> Echo {
        let url = try TestServer.faults().url("/request-head")
        let response = try await CurlTransport.shared.send(
            HTTPRequest(method: .post, url: url, headers: headers, body: body))
        return try Echo(response)
    }

    @Test(
        "a framing header that disagrees with the request is an invalid request, and nothing is sent",
        arguments: [
            ["Content-Length": "0"], ["Content-Length": "4"], ["content-length": "+5"], ["Content-Length": "5, 5"],
            ["Transfer-Encoding": "chunked"], ["Upgrade": "h2c"], ["Connection": "Upgrade"],
            ["Host": "admin.internal"],
        ] as [HTTPHeaders])
    func conflictingFramingRejected(_ headers: HTTPHeaders) async throws {
        let error = await #expect(throws: CurlewError.self) { _ = try await Self.requestHead(headers) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.curlCode == nil)  // refused before curl saw it
    }

    @Test("a framing header that says what the transport says is dropped: the server reads one request, once framed")
    func agreeingFramingDropped() async throws {
        let faults = try TestServer.faults()
        let host = try #require(faults.baseURL.host)
        let port = try #require(faults.baseURL.port)
        let echo = try await Self.requestHead([
            "Content-Length": "5", "Host": "\(host):\(port)", "Connection": "keep-alive", "X-Kept": "1",
        ])
        let lines = try #require(echo["lines"] as? [String])
        #expect(lines.filter { $0.lowercased().hasPrefix("content-length:") } == ["Content-Length: 5"])
        #expect(lines.filter { $0.lowercased().hasPrefix("host:") } == ["Host: \(host):\(port)"])
        #expect(lines.contains("X-Kept: 1"))
        #expect(echo["body"] as? String == "hello")
        // the connection still answers requests as framed: the next one on it is its own
        let next = try await CurlTransport.shared.send(HTTPRequest(url: faults.url("/plain")))
        #expect(try Echo(next)["path"] as? String == "/plain")
    }
}
