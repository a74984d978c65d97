import Curlew
import CurlewTestSupport
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

    @Test("OPTIONS reaches httpbin, which answers with the methods it allows")
    func options() async throws {
        let request = HTTPRequest(method: .options, url: try Httpbin.url("/anything"))
        let response = try await CurlTransport.shared.send(request)
        #expect(response.status == .ok)
        let allowed = (response.headers["Allow"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(allowed.contains("OPTIONS") && allowed.contains("PATCH"), "\(allowed)")
        #expect(response.body.isEmpty)
    }

    @Test(
        "OPTIONS and methods of other protocols go on the wire as they are, with their body if they have one",
        arguments: [
            ("OPTIONS", nil), ("PROPFIND", #"<?xml version="1.0"?><propfind xmlns="DAV:"><allprop/></propfind>"#),
            ("PURGE", nil),
        ] as [(String, String?)])
    func methodOnTheWire(method: String, body: String?) async throws {
        // GIVEN a request with a method HTTPMethod has no constant for (but OPTIONS), to the fault server
        let request = HTTPRequest(
            method: HTTPMethod(rawValue: method), url: try TestServer.faults().url("/request-head"),
            body: body.map { Data($0.utf8) })
        // WHEN sent
        let response = try await CurlTransport.shared.send(request)
        // THEN the server read that method token, and the body with its length, or no body at all
        let echo = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        #expect(echo["method"] as? String == method)
        #expect(echo["target"] as? String == "/request-head")
        #expect(echo["body"] as? String == body ?? "")
        let lines = echo["lines"] as? [String] ?? []
        let length = lines.first { $0.lowercased().hasPrefix("content-length:") }
        #expect(length == body.map { "Content-Length: \($0.utf8.count)" }, "\(lines)")
    }
}
