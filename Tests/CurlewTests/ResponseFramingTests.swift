import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 21, findings 4 and 6: a response whose framing is invalid is an error, and bytes a server writes on an
/// idle kept-alive connection never become the next answer (libcurl 7.88 checks neither; see
/// `CurlTransfer+Framing.swift` and `CurlTransfer+IdleBytes.swift`).
@Suite("Response framing")
struct ResponseFramingTests {
    /// The fault server's `/content-length` with these `v` values (and `te=1`).
    static func contentLength(_ values: [String], transferEncoding: Bool = false) throws -> URL {
        let query = values.map { "v=" + URLEncoding.queryComponent($0) }.joined(separator: "&")
        return try TestServer.faults().url("/content-length?" + query + (transferEncoding ? "&te=1" : ""))
    }

    @Test(
        "an invalid or conflicting Content-Length is an error, and the next request on the transport gets its own answer",
        arguments: [
            ["5", "10"], ["5, 10"], ["+5"], ["-5"], ["99999999999999999999"], [""], ["5", "5, 6"], ["0x5"], ["5,"],
            [", 5"], ["5,,5"],
        ])
    func invalidContentLength(_ values: [String]) async throws {
        let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: 1))
        for stream in [false, true] {
            let request = HTTPRequest(url: try Self.contentLength(values))
            let error = await #expect(throws: CurlewError.self) {
                if stream {
                    _ = try await transport.stream(request).body.collect(upTo: 1 << 20)
                } else {
                    _ = try await transport.send(request)
                }
            }
            #expect(error?.kind == .transport)
            // curl itself fails a length past its range against the body size limit, before the header callback
            let says = error?.message.lowercased() ?? ""
            #expect(says.contains("content-length") || says.contains("larger than the limit"), "\(says)")
            let next = try await transport.send(HTTPRequest(url: TestServer.faults().url("/next")))
            #expect(try Echo(next)["path"] as? String == "/next")
        }
    }

    @Test("Transfer-Encoding and Content-Length together are an error (RFC 9112 §6.3)")
    func transferEncodingAndContentLength() async throws {
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(
                HTTPRequest(url: try Self.contentLength(["5"], transferEncoding: true)))
        }
        #expect(error?.message.contains("both Transfer-Encoding and Content-Length") == true)
    }

    @Test(
        "repeats of one Content-Length value are one length (RFC 9110 §8.6)", arguments: [["5", "5"], ["5, 5"], ["5"]])
    func repeatedContentLength(_ values: [String]) async throws {
        let transport = CurlTransport()
        let response = try await transport.send(HTTPRequest(url: try Self.contentLength(values)))
        #expect(response.status == .ok)
        #expect(response.body == Data("hello".utf8))
    }

    @Test("a response written unasked on an idle kept-alive connection is not the next request's answer")
    func unaskedBytesOnIdleConnection() async throws {
        let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: 1))
        let faults = try TestServer.faults()
        for round in 0..<3 {
            let first = try await transport.send(HTTPRequest(url: faults.url("/spoof-later?ms=100")))
            #expect(first.body == Data("{}".utf8))
            // the server has written its unasked answer by now (a wide margin: the fault server shares its Python
            // process with other suites' work; an answer arriving after the request went out cannot be told apart)
            try await Task.sleep(for: .milliseconds(1000))
            let next = try await transport.send(HTTPRequest(url: faults.url("/after-spoof-\(round)")))
            #expect(try Echo(next)["path"] as? String == "/after-spoof-\(round)", "round \(round)")
        }
        // a connection without such bytes is still reused
        let reused = try await transport.send(HTTPRequest(url: faults.url("/a")))
        let again = try await transport.send(HTTPRequest(url: faults.url("/b")))
        #expect(reused.status == .ok && again.metrics?.reusedConnection == true)
    }
}
