import Curlew
import Foundation
import Testing

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

    @Test("a request's own User-Agent replaces the default")
    func ownUserAgent() async throws {
        let response = try await Httpbin.get("/headers", headers: ["User-Agent": "petstore-ios/2.0"])
        #expect(try Echo(response).strings("headers")["User-Agent"] == "petstore-ios/2.0")
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
