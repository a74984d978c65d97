import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Trailer fields and transfer codings, which libcurl 7.88 hands on as they come (see
/// `CurlTransfer+HeaderCallback.swift` and `CurlTransfer+Framing.swift`).
extension ResponseFramingTests {
    /// A chunked `ok` whose trailer section names a type, a redirect, a cookie, a coding and a retry time.
    static let trailers =
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nTrailer: X-Checksum\r\n\r\n"
        + "2\r\nok\r\n0\r\nX-Checksum: abc\r\nContent-Type: text/html\r\nLocation: http://127.0.0.2/\r\n"
        + "Set-Cookie: s=planted\r\nContent-Encoding: gzip\r\nRetry-After: 3600\r\n\r\n"

    @Test("trailer fields after a chunked body are not taken for the response's headers, collected or streamed")
    func trailersAreNotHeaders() async throws {
        // GIVEN a server that sends header-like fields in the trailer section of a chunked body
        let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: 1))
        for streamed in [false, true] {
            // WHEN the response is read
            let request = HTTPRequest(url: try RawResponse.url(Self.trailers))
            let (headers, body): (HTTPHeaders, Data)
            if streamed {
                let response = try await transport.stream(request)
                (headers, body) = (response.headers, try await response.body.collect(upTo: 1 << 20))
            } else {
                let response = try await transport.send(request)
                (headers, body) = (response.headers, response.body)
            }
            // THEN the headers are the head's alone, and the body is not decoded by a trailer's coding
            #expect(body == Data("ok".utf8), "streamed: \(streamed)")
            #expect(headers.values(for: "Content-Type") == ["application/json"], "streamed: \(streamed)")
            for name in ["X-Checksum", "Location", "Set-Cookie", "Content-Encoding", "Retry-After"] {
                #expect(headers[name] == nil, "\(name), streamed: \(streamed)")
            }
            // and the connection serves the next request with its own answer
            let next = try await transport.send(HTTPRequest(url: TestServer.faults().url("/after-trailers")))
            #expect(try Echo(next)["path"] as? String == "/after-trailers")
        }
    }

    @Test("a Content-Length in the trailer section does not fail a chunked body")
    func contentLengthTrailer() async throws {
        let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\nContent-Length: 5\r\n\r\n"
        let response = try await CurlTransport.shared.send(HTTPRequest(url: try RawResponse.url(text)))
        #expect(response.body == Data("ok".utf8))
        #expect(response.headers["Content-Length"] == nil)
    }

    @Test("trailers still count against the head size limit")
    func trailersAreBounded() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.maximumResponseHeadSize = 4 << 10
        let fields = (0..<100).map { "X-T\($0): " + String(repeating: "t", count: 60) + "\r\n" }.joined()
        let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n" + fields + "\r\n"
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport(configuration: configuration).send(HTTPRequest(url: try RawResponse.url(text)))
        }
        #expect(error?.message == "the response head is larger than the limit of 4096 bytes")
    }

    @Test(
        "a transfer coding other than chunked is an error naming it, not a body passed on undecoded or read to the close",
        arguments: ["gzip, chunked", "xchunked", "chunked, identity", "identity"])
    func otherTransferCodings(_ coding: String) async throws {
        // GIVEN a body framed with a transfer coding curl does not decode (its bytes are plain: `2` `ok` `0`)
        let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: \(coding)\r\n\r\n2\r\nok\r\n0\r\n\r\n"
        let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: 1))
        for streamed in [false, true] {
            let request = HTTPRequest(url: try RawResponse.url(text))
            // WHEN it is read, THEN the transfer fails at once with an error that names the coding
            let error = await #expect(throws: CurlewError.self) {
                if streamed {
                    _ = try await transport.stream(request).body.collect(upTo: 1 << 20)
                } else {
                    _ = try await transport.send(request)
                }
            }
            #expect(error?.kind == .transport)
            #expect(
                error?.message.hasPrefix("the response's Transfer-Encoding (\"\(coding)\") has a coding other than")
                    == true, "\(String(describing: error))")
            let next = try await transport.send(HTTPRequest(url: TestServer.faults().url("/after-coding")))
            #expect(try Echo(next)["path"] as? String == "/after-coding")
        }
    }

    @Test("chunked in any case is still chunked", arguments: ["Chunked", "CHUNKED"])
    func chunkedInAnyCase(_ coding: String) async throws {
        let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: \(coding)\r\n\r\n2\r\nok\r\n0\r\n\r\n"
        let response = try await CurlTransport.shared.send(HTTPRequest(url: try RawResponse.url(text)))
        #expect(response.body == Data("ok".utf8))
    }
}
