import Curlew
import Foundation
import Testing

@Suite("CurlTransport sends every method")
struct CurlTransportMethodTests {
    @Test("JSON bodies arrive with the method", arguments: [HTTPMethod.post, .put, .patch, .delete])
    func jsonBody(method: HTTPMethod) async throws {
        // GIVEN a JSON body with non-ASCII text
        let body = Data(#"{"name":"Rex","tags":["good","dög"],"age":3}"#.utf8)
        let request = HTTPRequest(
            method: method, url: try Httpbin.url("/anything"), headers: ["Content-Type": "application/json"],
            body: body
        )
        // WHEN sent to /anything
        let response = try await CurlTransport.shared.send(request)
        // THEN httpbin saw the method and the same JSON
        let echo = try Echo(response)
        #expect(echo["method"] as? String == method.rawValue)
        let json = try #require(echo["json"] as? [String: Any])
        #expect(json["name"] as? String == "Rex")
        #expect(json["tags"] as? [String] == ["good", "dög"])
        #expect(json["age"] as? Int == 3)
    }

    @Test("a body with NUL bytes is sent whole")
    func binaryBody() async throws {
        let body = Data([0, 1, 2, 0, 255, 0])
        let request = HTTPRequest(
            method: .post, url: try Httpbin.url("/anything"),
            headers: ["Content-Type": "application/octet-stream"], body: body
        )
        let echo = try Echo(try await CurlTransport.shared.send(request))
        #expect(echo.strings("headers")["Content-Length"] == "6")
    }

    @Test("a large body is sent without waiting for 100-continue")
    func largeBody() async throws {
        let body = Data(repeating: UInt8(ascii: "x"), count: 2 << 20)
        let request = HTTPRequest(method: .put, url: try Httpbin.url("/anything"), body: body)
        let echo = try Echo(try await CurlTransport.shared.send(request))
        #expect((echo["data"] as? String)?.count == body.count)
    }

    @Test("POST without a body sends Content-Length 0")
    func emptyPost() async throws {
        let request = HTTPRequest(method: .post, url: try Httpbin.url("/anything"))
        let echo = try Echo(try await CurlTransport.shared.send(request))
        #expect(echo["method"] as? String == "POST")
        #expect(echo.strings("headers")["Content-Length"] == "0")
    }

    @Test("HEAD returns the status and headers without a body")
    func head() async throws {
        let request = HTTPRequest(method: .head, url: try Httpbin.url("/get"))
        let response = try await CurlTransport.shared.send(request)
        #expect(response.status == .ok)
        #expect(response.body.isEmpty)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(Int(response.headers["Content-Length"] ?? "") ?? 0 > 0)
    }
}
