import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// An error on a later hop of a redirect chain says where the chain had gone ("after N redirects, at
/// http://host:port") and carries the URL the caller asked for, whichever follower made the hops: curl's (a plain
/// GET), Curlew's (a POST through 307s, a GET with a hook), or both (a POST whose 303 turns it into a GET that curl
/// follows on). Chains of the fault server's `/raw` answers.
@Suite("Redirect chains: an error on a later hop says where it happened")
struct RedirectChainFailureTests {
    /// Which follower makes the hops.
    enum Path: String, CaseIterable, CustomTestStringConvertible {
        case curl, post, hook, postThenCurl
        var testDescription: String { rawValue }

        /// The status of the chain's redirects; the first one's for ``postThenCurl``.
        var status: Int { self == .post ? 307 : 302 }

        func request(_ url: URL, timeout: Duration = TestTimeouts.patient) -> HTTPRequest {
            var request: HTTPRequest
            switch self {
            case .curl: request = HTTPRequest(url: url)
            case .post, .postThenCurl: request = HTTPRequest(method: .post, url: url, body: Data("payload".utf8))
            case .hook:
                request = HTTPRequest(url: url)
                request.options.redirectHook = RedirectHook { _ in .follow }
            }
            request.timeout = timeout
            return request
        }

        /// The first URL of a chain of `redirects` redirects whose last one leads to `target`.
        func chain(_ redirects: Int, to target: String) throws -> URL {
            var location = target
            for hop in (0..<redirects).reversed() {
                let status = self == .postThenCurl && hop == 0 ? 303 : self.status
                location = try RawResponse.url(
                    "HTTP/1.1 \(status) Moved\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n"
                ).absoluteString
            }
            return URL(string: location)!
        }
    }

    private var faults: String {
        get throws {
            let url = try TestServer.faults().baseURL
            return "http://127.0.0.1:\(url.port!)"
        }
    }

    @Test("connection refused on the third hop", arguments: Path.allCases)
    func refusedOnHopThree(path: Path) async throws {
        // GIVEN three redirects, the last to a port where nothing listens
        let port = try closedPort()
        let first = try path.chain(3, to: "http://127.0.0.1:\(port)/secret/path?token=abc")
        // WHEN it is sent
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(path.request(first))
        }
        // THEN the error is the same kind as on a first hop, names the first URL, and says where the chain went
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .couldntConnect)
        #expect(error?.url == first.absoluteString)
        let message = try #require(error?.message)
        #expect(message.hasSuffix(" (after 3 redirects, at http://127.0.0.1:\(port))"), "\(message)")
        #expect(!message.contains("secret") && !message.contains("abc"), "\(message)")
    }

    @Test("a connect timeout on the third hop says where it happened", arguments: Path.allCases)
    func connectTimeoutOnHopThree(path: Path) async throws {
        // GIVEN two redirects to a port whose SYNs are dropped, and a connect limit (the hops before it are quick to
        // connect however loaded the machine: the kernel answers a connect to a listening port)
        let listener = try FullBacklogListener()
        let transport = CurlTransport(configuration: .init(connectTimeout: .milliseconds(500)))
        let first = try path.chain(2, to: "http://127.0.0.1:\(listener.port)/x")
        // WHEN it is sent
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(path.request(first))
        }
        // THEN it is the connect limit on the third hop, with the first URL
        #expect(error?.kind == .timeout)
        #expect(error?.url == first.absoluteString)
        let message = try #require(error?.message)
        #expect(message.hasPrefix("connecting timed out after 500 ms ("), "\(message)")
        #expect(message.hasSuffix(") (after 2 redirects, at http://127.0.0.1:\(listener.port))"), "\(message)")
        withExtendedLifetime(listener) {}
    }

    @Test("a timeout on a later hop names the caller's limit, not the time the hop had left", arguments: Path.allCases)
    func totalTimeoutOnALaterHop(path: Path) async throws {
        // GIVEN two quick redirects to an answer that comes after 20 s, under a limit of 3 s for the whole chain
        let first = try path.chain(2, to: try faults + "/slow?ms=20000")
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(path.request(first, timeout: .milliseconds(3000)))
        }
        // THEN the limit named is the caller's on whichever hop it ran out (the third, unless the machine is so
        // loaded that the first two took 3 s), with the first URL
        #expect(error?.kind == .timeout)
        #expect(error?.url == first.absoluteString)
        let message = try #require(error?.message)
        #expect(message.hasPrefix("timed out after 3000 ms"), "\(message)")
    }

    @Test("a redirect to another scheme on a later hop", arguments: Path.allCases)
    func otherSchemeOnALaterHop(path: Path) async throws {
        let first = try path.chain(3, to: "file:///etc/passwd")
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(path.request(first))
        }
        #expect(error?.curlCode == .unsupportedProtocol)
        #expect(error?.url == first.absoluteString)
        // curl counts the hop it refuses and names its target; Curlew's follower refuses it at the answer
        // that asks for it, after the two hops that led there
        let expected =
            path == .curl || path == .postThenCurl
            ? " (after 3 redirects, at a file: URL)" : " (after 2 redirects, at \(try faults))"
        let message = try #require(error?.message)
        #expect(message.hasSuffix(expected), "\(message)")
    }

    @Test("an invalid redirect URL on a later hop", arguments: Path.allCases)
    func invalidLocationOnALaterHop(path: Path) async throws {
        let first = try path.chain(3, to: "http://[::1")
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(path.request(first))
        }
        #expect(error?.url == first.absoluteString)
        let message = try #require(error?.message)
        let count = path == .curl || path == .postThenCurl ? 3 : 2
        #expect(message.hasSuffix(" (after \(count) redirects, at \(try faults))"), "\(message)")
    }

    @Test("past the redirect limit, the error says how far the chain went", arguments: Path.allCases)
    func tooManyRedirects(path: Path) async throws {
        var configuration = CurlTransport.Configuration()
        configuration.maximumRedirects = 2
        let transport = CurlTransport(configuration: configuration)
        let first = try path.chain(3, to: try faults + "/")
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(path.request(first))
        }
        #expect(error?.curlCode == .tooManyRedirects)
        #expect(error?.url == first.absoluteString)
        #expect(error?.message == "Maximum (2) redirects followed (after 2 redirects, at \(try faults))")
    }

    @Test("a 307 that would send a sequence body again, on a later hop")
    func sequenceBodyOnALaterHop() async throws {
        @Sendable func sequence(_ text: String) -> HTTPRequestBodyStream {
            HTTPRequestBodyStream(
                chunks: AsyncThrowingStream<Data, any Error> { continuation in
                    continuation.yield(Data(text.utf8))
                    continuation.finish()
                })
        }
        // GIVEN a POST whose hook sends a new sequence body on the first hop, and a second 307
        let first = try Path.post.chain(2, to: try faults + "/echo")
        var request = HTTPRequest(method: .post, url: first, body: .stream(sequence("first")))
        request.options.redirectHook = RedirectHook { hop in
            guard hop.number == 1 else { return .follow }
            var next = hop.next
            next.body = .stream(sequence("second"))
            return .send(next)
        }
        // WHEN it is sent, THEN the second 307 fails as on a first hop, and says it was the second
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(request)
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.status?.code == 307)
        #expect(error?.url == first.absoluteString)
        let message = try #require(error?.message)
        #expect(message.contains("comes from a sequence and cannot be sent again"), "\(message)")
        #expect(message.hasSuffix(" (after 1 redirect, at \(try faults))"), "\(message)")
    }

    @Test("a streamed request's later-hop error says the same", arguments: [Path.post, .hook])
    func streamed(path: Path) async throws {
        let port = try closedPort()
        let first = try path.chain(2, to: "http://127.0.0.1:\(port)/x")
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.stream(path.request(first))
        }
        #expect(error?.url == first.absoluteString)
        #expect(error?.message.hasSuffix(" (after 2 redirects, at http://127.0.0.1:\(port))") == true)
    }
}
