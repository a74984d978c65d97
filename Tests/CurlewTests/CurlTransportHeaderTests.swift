import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

@Suite("CurlTransport sends headers")
struct CurlTransportHeaderTests {
    @Test("request headers arrive, with the default User-Agent")
    func headersSent() async throws {
        let response = try await Httpbin.get("/headers", headers: ["X-Trace-Id": "abc 123", "Accept": "text/plain"])
        let headers = try Echo(response).strings("headers")
        #expect(headers["X-Trace-Id"] == "abc 123")
        #expect(headers["Accept"] == "text/plain")
        #expect(headers["User-Agent"] == CurlTransport.defaultUserAgent)
        #expect(CurlTransport.defaultUserAgent.hasPrefix("Curlew/"))
        #expect(CurlTransport.defaultUserAgent.contains(" libcurl/"))
    }

    @Test(
        "a GET with headers of its own sends one User-Agent, the transport's or its own, and no Content-Type or Expect",
        arguments: [nil, "petstore-ios/2.0"] as [String?])
    func getLinesOnTheWire(userAgent: String?) async throws {
        // GIVEN a GET with a header of its own (as every API call has: Accept), to the fault server that echoes
        // the head as it read it
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if let userAgent { headers["User-Agent"] = userAgent }
        let request = HTTPRequest(url: try TestServer.faults().url("/request-head"), headers: headers)
        // WHEN sent
        let response = try await CurlTransport.shared.send(request)
        // THEN its lines hold the Accept, exactly one User-Agent, and nothing about a body
        let echo = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        let lines = echo["lines"] as? [String] ?? []
        #expect(lines.contains("Accept: application/json"), "\(lines)")
        let agents = lines.filter { $0.lowercased().hasPrefix("user-agent:") }
        #expect(agents == ["User-Agent: \(userAgent ?? CurlTransport.defaultUserAgent)"], "\(lines)")
        let bodyLines = lines.filter { line in
            ["content-type:", "expect:", "content-length:"].contains { line.lowercased().hasPrefix($0) }
        }
        #expect(bodyLines == [], "\(lines)")
    }

    @Test("a request's own User-Agent replaces the default")
    func ownUserAgent() async throws {
        let response = try await Httpbin.get("/headers", headers: ["User-Agent": "petstore-ios/2.0"])
        #expect(try Echo(response).strings("headers")["User-Agent"] == "petstore-ios/2.0")
    }

    @Test("requests with headers of their own each send theirs, more kinds at once than the loop keeps lists for")
    func manyHeaderSets() async throws {
        let transport = CurlTransport()
        let kinds = CurlHeaderLists.capacity + 8
        // every kind twice, all in flight together: each list the loop keeps is in use when the next kind arrives
        let sent = try await withThrowingTaskGroup(of: (Int, [String: String]).self) { group in
            for index in 0..<(2 * kinds) {
                let kind = index % kinds
                group.addTask {
                    let headers: HTTPHeaders = ["X-Kind": "\(kind)", "Accept": "text/kind-\(kind)"]
                    let response = try await transport.send(
                        HTTPRequest(url: try Httpbin.url("/headers"), headers: headers))
                    return (kind, try Echo(response).strings("headers"))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sent.count == 2 * kinds)
        for (kind, headers) in sent {
            #expect(headers["X-Kind"] == "\(kind)")
            #expect(headers["Accept"] == "text/kind-\(kind)")
        }
        // then one after another, the kinds the loop keeps lists for and those it let go
        for kind in [0, kinds - 1, 0, 1, kinds - 1] {
            let response = try await transport.send(
                HTTPRequest(url: try Httpbin.url("/headers"), headers: ["X-Kind": "\(kind)"]))
            let headers = try Echo(response).strings("headers")
            #expect(headers["X-Kind"] == "\(kind)")
            #expect(headers["Accept"] == nil || headers["Accept"] == "*/*")
        }
    }

    @Test("response headers are readable by any case of their name")
    func responseHeaders() async throws {
        let response = try await Httpbin.get("/response-headers?X-Custom=one&X-Custom=two")
        #expect(response.headers.values(for: "x-custom") == ["one", "two"])
        #expect(response.headers["CONTENT-TYPE"] == "application/json")
    }

    @Test(
        "CR or LF in a header name or value is rejected before sending",
        arguments: [
            ["X-Evil": "a\r\nInjected: yes"], ["X-Evil\nInjected": "yes"], ["X-Evil": "line\nbreak"],
        ] as [HTTPHeaders])
    func crlfRejected(headers: HTTPHeaders) async throws {
        let error = await #expect(throws: CurlewError.self) {
            _ = try await Httpbin.get("/headers", headers: headers)
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.url?.hasSuffix("/headers") == true)
    }
}
