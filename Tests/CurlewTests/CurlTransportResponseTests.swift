import Curlew
import CurlewTestSupport
import Foundation
import Testing

@Suite("CurlTransport reads responses")
struct CurlTransportResponseTests {
    @Test("any status is a response, not an error", arguments: [418, 404, 500, 204])
    func status(code: Int) async throws {
        let response = try await Httpbin.get("/status/\(code)")
        #expect(response.status.code == code)
    }

    @Test("418 carries its body and reason phrase")
    func teapot() async throws {
        let response = try await Httpbin.get("/status/418")
        #expect(response.status == 418)
        #expect(response.status.reasonPhrase == "I'm a teapot")
        #expect(String(decoding: response.body, as: UTF8.self).contains("teapot"))
    }

    @Test("redirects are followed to the final response, whose headers are the ones kept")
    func redirects() async throws {
        let response = try await Httpbin.get("/redirect/2")
        #expect(response.status == .ok)
        #expect(try Echo(response)["url"] as? String == (try Httpbin.url("/get")).absoluteString)
        #expect(response.headers["Location"] == nil)
    }

    @Test("with redirects off, the 302 itself is returned")
    func redirectsOff() async throws {
        let transport = CurlTransport(configuration: .init(maximumRedirects: 0))
        let response = try await transport.send(HTTPRequest(url: try Httpbin.url("/redirect/1")))
        #expect(response.status == .found)
        #expect(response.headers["Location"] == "/get")
    }

    @Test("more redirects than allowed is a transport error")
    func tooManyRedirects() async throws {
        let transport = CurlTransport(configuration: .init(maximumRedirects: 2))
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: try Httpbin.url("/redirect/3")))
        }
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .tooManyRedirects)
    }

    @Test("gzip, deflate and brotli bodies arrive decoded", arguments: ["gzip", "deflate", "brotli"])
    func compressed(coding: String) async throws {
        let response = try await Httpbin.get("/" + coding)
        let echo = try Echo(response)
        #expect(echo[coding == "gzip" ? "gzipped" : coding == "deflate" ? "deflated" : "brotli"] as? Bool == true)
        #expect(echo.strings("headers")["Accept-Encoding"]?.contains(coding == "brotli" ? "br" : coding) == true)
    }

    @Test("a zstd body arrives decoded, and zstd is in the Accept-Encoding the transport sends")
    func zstd() async throws {
        // GIVEN nginx's /array, and the same bytes compressed with zstd (Content-Encoding: zstd) at /zstd
        let nginx = try #require(try TestServer.nginx().plainURL)
        let plain = try await CurlTransport.shared.send(HTTPRequest(url: nginx.appendingPathComponent("array")))
        // WHEN the compressed one is fetched
        let response = try await CurlTransport.shared.send(HTTPRequest(url: nginx.appendingPathComponent("zstd")))
        // THEN it arrives decoded, byte for byte (a 404 here: the `zstd` CLI was missing when nginx started)
        #expect(response.status == .ok)
        #expect(response.headers["Content-Encoding"] == "zstd")
        #expect(response.body.count == plain.body.count)
        #expect(response.body == plain.body)
        #expect(try #require(response.metrics).bytesReceived < Int64(plain.body.count) / 4)  // it came compressed
        let sent = try Echo(try await Httpbin.get("/headers")).strings("headers")["Accept-Encoding"] ?? ""
        #expect(sent.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains("zstd"), "\(sent)")
    }

    @Test("a body over the configured limit fails with a clear error")
    func bodyTooLarge() async throws {
        let transport = CurlTransport(configuration: .init(maximumResponseBodySize: 1000))
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: try Httpbin.url("/bytes/5000")))
        }
        #expect(error?.kind == .transport)
        #expect(error?.message.contains("larger than the limit of 1000 bytes") == true)
    }

    @Test("a HEAD of a resource larger than the body limit gets its head: there is no body to limit")
    func headOfLargeResource() async throws {
        // GIVEN a 1 MiB body limit and nginx's 10 MB file
        let nginx = try #require(try TestServer.nginx().plainURL)
        let transport = CurlTransport(configuration: .init(maximumResponseBodySize: 1 << 20))
        // WHEN asked for its size with HEAD
        let response = try await transport.send(HTTPRequest(method: .head, url: nginx.appendingPathComponent("10mb")))
        // THEN the head arrives with the full Content-Length and no body
        #expect(response.status == .ok)
        #expect(response.headers["Content-Length"] == "10485760")
        #expect(response.body.isEmpty)
        // while a GET of it still stops at the limit
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: nginx.appendingPathComponent("10mb")))
        }
        #expect(error?.message == "the response body is larger than the limit of 1048576 bytes")
    }
}
