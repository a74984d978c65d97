import Curlew
import Foundation
import Testing

@Suite("CurlTransport reports failures")
struct CurlTransportFailureTests {
    @Test("a request slower than its timeout fails with .timeout naming the limit")
    func timeout() async throws {
        let request = HTTPRequest(url: try Httpbin.url("/delay/3"), timeout: .milliseconds(500))
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(request)
        }
        #expect(error?.kind == .timeout)
        #expect(error?.curlCode == .operationTimedOut)
        #expect(error?.description.contains("500 ms") == true)
        #expect(error?.description.contains("GET \(request.url.absoluteString)") == true)
    }

    @Test("a connect that hangs fails with .timeout naming the connect limit and keeping curl's text")
    func connectTimeout() async throws {
        // GIVEN a port whose SYNs are dropped, and a connect limit far under the total one
        let listener = try FullBacklogListener()
        let url = URL(string: "http://127.0.0.1:\(listener.port)/get")!
        let transport = CurlTransport(configuration: .init(timeout: .seconds(60), connectTimeout: .milliseconds(500)))
        // WHEN a request is sent there
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: url))
        }
        // THEN it is the connect limit that ran out, and curl's words come after ours. libcurl 7.88 words it
        // two ways, depending on which of its checks sees the deadline first: "Failed to connect to 127.0.0.1
        // port N after 500 ms: Timeout was reached" or "Connection timeout after 500 ms".
        #expect(error?.kind == .timeout)
        #expect(error?.curlCode == .operationTimedOut)
        let message = try #require(error?.message)
        let prefix = "connecting timed out after 500 ms ("
        #expect(message.hasPrefix(prefix) && message.hasSuffix(")"), "\(message)")
        let curlText = message.dropFirst(prefix.count).dropLast()
        #expect(curlText.contains(" after ") && curlText.contains(" ms"), "curl's text is kept: \(message)")
        #expect(error?.url == url.absoluteString)
        // AND under a total limit shorter than the connect limit, it is the total limit that runs out
        let short = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: url, timeout: .milliseconds(300)))
        }
        #expect(short?.message == "timed out after 300 ms")
        // AND on a redirect curl follows there (httpbin's /redirect-to), it is the connect limit too
        let hop = try Httpbin.url("/redirect-to?url=" + URLEncoding.queryComponent(url.absoluteString))
        let redirected = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: hop))
        }
        #expect(
            redirected?.message.hasPrefix("connecting timed out after 500 ms (") == true,
            "\(String(describing: redirected))")
        // AND the message says where the hop was going, since the error's URL is the one the caller asked for
        #expect(
            redirected?.message.hasSuffix(") (after 1 redirect, at http://127.0.0.1:\(listener.port))") == true,
            "\(String(describing: redirected))")
        #expect(redirected?.url == hop.absoluteString)
        withExtendedLifetime(listener) {}
    }

    @Test("a closed port fails with .transport naming the URL and curl's text")
    func unreachable() async throws {
        let url = URL(string: "http://127.0.0.1:\(try closedPort())/get")!
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: url))
        }
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .couldntConnect)
        #expect(error?.url == url.absoluteString)
        #expect(error?.description.contains(url.absoluteString) == true)
    }

    @Test("credentials in the URL never appear in an error")
    func redactedURL() async throws {
        let url = URL(string: "http://alice:s3cret@127.0.0.1:\(try closedPort())/get")!
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: url))
        }
        #expect(error?.description.contains("s3cret") == false)
        #expect(error?.url?.contains("alice") == false)
    }

    @Test("a URL that is not http or https is an invalid request")
    func otherScheme() async throws {
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: URL(string: "file:///etc/passwd")!))
        }
        #expect(error?.kind == .invalidRequest)
    }

    @Test("cancelling the task ends a slow request with .cancelled")
    func cancellation() async throws {
        let request = HTTPRequest(url: try Httpbin.url("/delay/5"))
        let task = Task { try await CurlTransport.shared.send(request) }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let error = await #expect(throws: CurlewError.self) { _ = try await task.value }
        #expect(error?.kind == .cancelled)
    }

    @Test("a task cancelled before sending gets .cancelled")
    func cancelledBeforeSending() async throws {
        let request = HTTPRequest(url: try Httpbin.url("/get"))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await CurlTransport.shared.send(request)
        }
        let error = await #expect(throws: CurlewError.self) { _ = try await task.value }
        #expect(error?.kind == .cancelled)
    }
}
