import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// Which method and body a followed redirect sends, as browsers and URLSession do: 303 turns every method
/// but HEAD into a GET without body; 301 and 302 turn only POST into GET; 307 and 308 keep both.
@Suite("CurlTransport redirects: the method and body that arrive")
struct CurlTransportRedirectMethodTests {
    static let methods: [HTTPMethod] = [.post, .put, .patch, .delete]
    static let statuses = [301, 302, 303, 307, 308]

    /// A request to httpbin that answers `status` with `Location: <target>`.
    static func redirect(_ status: Int, to target: String) throws -> URL {
        try Httpbin.url("/redirect-to?status_code=\(status)&url=" + URLEncoding.pathSegment(target))
    }

    @Test("each method through each redirect status", arguments: methods, statuses)
    func methodAndBody(method: HTTPMethod, status: Int) async throws {
        let request = HTTPRequest(
            method: method, url: try Self.redirect(status, to: "/anything"),
            headers: ["Content-Type": "text/plain", "X-Marker": "kept"], body: Data("payload".utf8)
        )
        let response = try await CurlTransport.shared.send(request)
        #expect(response.status == .ok)
        #expect(response.metrics?.redirectCount == 1)
        let echo = try Echo(response)
        let becomesGet = status == 303 || ((status == 301 || status == 302) && method == .post)
        #expect(echo["method"] as? String == (becomesGet ? "GET" : method.rawValue))
        #expect(echo["data"] as? String == (becomesGet ? "" : "payload"))
        #expect(echo.strings("headers")["Content-Type"] == (becomesGet ? nil : "text/plain"))
        #expect(echo.strings("headers")["X-Marker"] == "kept")
    }

    @Test("GET stays GET through every redirect status", arguments: statuses)
    func get(status: Int) async throws {
        let response = try await CurlTransport.shared.send(HTTPRequest(url: Self.redirect(status, to: "/anything")))
        #expect(response.metrics?.redirectCount == 1)
        #expect(try Echo(response)["method"] as? String == "GET")
    }

    @Test("HEAD stays HEAD through a 303")
    func head() async throws {
        let response = try await CurlTransport.shared.send(
            HTTPRequest(method: .head, url: Self.redirect(303, to: "/anything"))
        )
        #expect(response.status == .ok)
        #expect(response.metrics?.redirectCount == 1)
        #expect(response.body.isEmpty)
        #expect(response.headers["Content-Type"] == "application/json")
    }

    @Test("a streamed body from files is sent again after a 307")
    func streamedBody() async throws {
        let request = HTTPRequest(
            method: .put, url: try Self.redirect(307, to: "/anything"),
            body: .stream(try HTTPRequestBodyStream([.data(Data("part one, ".utf8)), .data(Data("part two".utf8))]))
        )
        let response = try await CurlTransport.shared.send(request)
        let echo = try Echo(response)
        #expect(echo["method"] as? String == "PUT")
        #expect(echo["data"] as? String == "part one, part two")
    }

    @Test("a PUT redirect chain longer than the limit fails like any other")
    func limit() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.maximumRedirects = 1
        let transport = CurlTransport(configuration: configuration)
        let twice = try Self.redirect(307, to: Self.redirect(307, to: "/anything").absoluteString)
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(method: .put, url: twice, body: Data("x".utf8)))
        }
        #expect(error?.curlCode == .tooManyRedirects)
        let once = try await transport.send(
            HTTPRequest(method: .put, url: Self.redirect(307, to: "/anything"), body: Data("x".utf8))
        )
        #expect(try Echo(once)["data"] as? String == "x")
    }

    @Test("a POST turned into a GET counts its own hop against the limit curl follows on with", arguments: [1, 2, 3])
    func limitAcrossTheTurn(limit: Int) async throws {
        // GIVEN a POST answered with a 302 (it becomes a GET) to a chain of two more redirects: three in all
        var configuration = CurlTransport.Configuration()
        configuration.maximumRedirects = limit
        let transport = CurlTransport(configuration: configuration)
        let request = HTTPRequest(method: .post, url: try Self.redirect(302, to: "/redirect/2"), body: Data("x".utf8))
        if limit < 3 {
            // THEN a limit under three fails, naming the limit the caller set
            let error = await #expect(throws: CurlewError.self) { _ = try await transport.send(request) }
            #expect(error?.curlCode == .tooManyRedirects)
            // AND says how far the chain went, counting the POST's hop with curl's
            let plural = limit == 1 ? "" : "s"
            #expect(
                error?.message.hasPrefix("Maximum (\(limit)) redirects followed (after \(limit) redirect\(plural), at ")
                    == true, "\(String(describing: error))")
        } else {
            // and a limit of three follows them all
            let response = try await transport.send(request)
            #expect(response.status == .ok)
            #expect(response.metrics?.redirectCount == 3)
        }
    }

    @Test("with a limit of 0 a PUT gets the 3xx back as it is")
    func notFollowed() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.maximumRedirects = 0
        let response = try await CurlTransport(configuration: configuration)
            .send(HTTPRequest(method: .put, url: Self.redirect(307, to: "/anything"), body: Data("x".utf8)))
        #expect(response.status.code == 307)
        #expect(response.headers["Location"] == "/anything")
    }

    @Test("a PUT redirected to another scheme than http or https fails")
    func otherScheme() async throws {
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(
                HTTPRequest(method: .put, url: Self.redirect(307, to: "file:///etc/passwd"), body: Data("x".utf8))
            )
        }
        #expect(error?.curlCode == .unsupportedProtocol)
    }

    @Test("a PUT keeps Authorization and Cookie on its host and drops them on another")
    func credentials() async throws {
        let headers: HTTPHeaders = ["Authorization": "Bearer s3cret", "Cookie": "session=abc"]
        let sameHost = try Httpbin.url("/anything").absoluteString
        let same = try await CurlTransport.shared.send(
            HTTPRequest(method: .put, url: Self.redirect(307, to: sameHost), headers: headers, body: Data("x".utf8))
        )
        #expect(try Echo(same).strings("headers")["Authorization"] == "Bearer s3cret")
        #expect(try Echo(same).strings("headers")["Cookie"] == "session=abc")
        let otherHost = sameHost.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        let other = try await CurlTransport.shared.send(
            HTTPRequest(method: .put, url: Self.redirect(307, to: otherHost), headers: headers, body: Data("x".utf8))
        )
        #expect(other.status == .ok)
        #expect(try Echo(other)["method"] as? String == "PUT")
        #expect(try Echo(other).strings("headers")["Authorization"] == nil)
        #expect(try Echo(other).strings("headers")["Cookie"] == nil)
    }

    @Test(
        "a body from a sequence is not sent again after a redirect that keeps it: a clear error, not an empty body",
        arguments: [307, 308], [nil, 9] as [Int64?])
    func sequenceBodyIsNotResent(status: Int, length: Int64?) async throws {
        // GIVEN a POST whose body comes from a sequence, answered with a redirect that keeps the method and body
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data("once ".utf8))
            continuation.yield(Data("only".utf8))
            continuation.finish()
        }
        let target = try TestServer.faults().url("/echo")
        let request = HTTPRequest(
            method: .post,
            url: try RawResponse.url("HTTP/1.1 \(status) Moved\r\nLocation: \(target)\r\nContent-Length: 0\r\n\r\n"),
            body: .stream(HTTPRequestBodyStream(length: length, chunks: chunks)), timeout: TestTimeouts.patient)
        // WHEN it is sent, THEN the call fails at the redirect, with its answer, and nothing goes to the target
        let error = await #expect(throws: CurlewError.self) {
            let response = try await CurlTransport.shared.send(request)
            Issue.record("sent again as \(response.status): \(String(decoding: response.body, as: UTF8.self))")
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.status?.code == status)
        #expect(
            error?.message.contains("comes from a sequence and cannot be sent again") == true,
            "\(String(describing: error))")
    }

    @Test("a body from a sequence goes on where the redirect drops it (a 303) or a hook sends a new one")
    func sequenceBodyDroppedOrReplaced() async throws {
        @Sendable func sequence(_ text: String) -> HTTPRequestBodyStream {
            HTTPRequestBodyStream(
                chunks: AsyncThrowingStream<Data, any Error> { continuation in
                    continuation.yield(Data(text.utf8))
                    continuation.finish()
                })
        }
        let target = try TestServer.faults().url("/request-head")
        func redirect(_ status: Int) throws -> URL {
            try RawResponse.url("HTTP/1.1 \(status) Moved\r\nLocation: \(target)\r\nContent-Length: 0\r\n\r\n")
        }
        // a 303 turns the POST into a GET without body: nothing to send again
        let dropped = try await CurlTransport.shared.send(
            HTTPRequest(method: .post, url: redirect(303), body: .stream(sequence("first"))))
        #expect(try Echo(dropped)["method"] as? String == "GET")
        // a hook that sends a request with a new sequence of its own
        var request = HTTPRequest(method: .post, url: try redirect(307), body: .stream(sequence("first")))
        request.options.redirectHook = RedirectHook { hop in
            var next = hop.next
            next.body = .stream(sequence("second"))
            return .send(next)
        }
        let replaced = try await CurlTransport.shared.send(request)
        #expect(try Echo(replaced)["method"] as? String == "POST")
        #expect(try Echo(replaced)["body"] as? String == "second")
    }
}
