import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Heads libcurl 7.88 takes as they come: an unasked `101`, whitespace before a colon, a bare CR (see
/// `CurlTransfer+HeaderCallback.swift` and `HTTPHeaderBlock.swift`).
extension ResponseFramingTests {
    /// What follows each hostile head on the connection: a whole answer a client must not take for its own.
    static let spoof = "HTTP/1.1 200 OK\r\nContent-Length: 7\r\n\r\nSPOOFED"

    /// The error reading `text` from the fault server ends in, collected and streamed, on a transport of one
    /// connection that must then answer the next request with its own answer.
    static func failures(_ text: String, close: Bool) async throws -> [CurlewError?] {
        let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: 1))
        var errors: [CurlewError?] = []
        for streamed in [false, true] {
            let request = HTTPRequest(url: try RawResponse.url(text, close: close))
            errors.append(
                await #expect(throws: CurlewError.self) {
                    if streamed {
                        let response = try await transport.stream(request)
                        let body = try await response.body.collect(upTo: 1 << 20)
                        Issue.record("streamed: HTTP \(response.status), \(String(decoding: body, as: UTF8.self))")
                    } else {
                        let response = try await transport.send(request)
                        Issue.record("HTTP \(response.status), \(String(decoding: response.body, as: UTF8.self))")
                    }
                })
            let next = try await transport.send(HTTPRequest(url: TestServer.faults().url("/after-head")))
            #expect(try Echo(next)["path"] as? String == "/after-head")
        }
        return errors
    }

    @Test(
        "a 101 Switching Protocols to a request that asked for no upgrade is an error at once",
        arguments: [false, true])
    func unaskedSwitchingProtocols(close: Bool) async throws {
        // GIVEN a server that switches protocols unasked, then writes a whole answer (and closes, or not)
        let text = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n" + Self.spoof
        // WHEN it is read, THEN the transfer fails with an error that says so, and the answer after it is not taken
        for error in try await Self.failures(text, close: close) {
            #expect(error?.kind == .transport)
            #expect(
                error?.message.hasPrefix("the server switched protocols (HTTP 101)") == true,
                "\(String(describing: error))")
        }
    }

    @Test("whitespace between a header name and its colon is an error, not a field of another name")
    func whitespaceBeforeColon() async throws {
        // GIVEN a Content-Length written with a space before its colon (curl does not read it as a length), a body
        // shorter than what follows, and a close: curl read to the close and returned all of it as the body
        let text = "HTTP/1.1 200 OK\r\nContent-Length : 2\r\n\r\nok" + Self.spoof
        for error in try await Self.failures(text, close: true) {
            #expect(error?.kind == .transport)
            #expect(
                error?.message.hasPrefix("the response has whitespace between a header name and its colon") == true,
                "\(String(describing: error))")
        }
    }

    @Test("a bare CR in a header line arrives as a space (RFC 9112 §2.2), plain and folded")
    func bareCarriageReturn() async throws {
        let text =
            "HTTP/1.1 200 OK\r\nX-Split: a\rInjected: yes\r\nX-Folded: one\r\n two\rthree\r\nContent-Length: 2\r\n\r\nok"
        let response = try await CurlTransport.shared.send(HTTPRequest(url: try RawResponse.url(text)))
        #expect(response.headers["X-Split"] == "a Injected: yes")
        #expect(response.headers["X-Folded"] == "one two three")
        #expect(response.headers.allSatisfy { !$0.name.contains("\r") && !$0.value.contains("\r") })
        #expect(response.body == Data("ok".utf8))
    }
}
