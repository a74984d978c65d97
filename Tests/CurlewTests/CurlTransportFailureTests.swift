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
        #expect(error?.curlCode == 28)
        #expect(error?.description.contains("500 ms") == true)
        #expect(error?.description.contains("GET \(request.url.absoluteString)") == true)
    }

    @Test("a closed port fails with .transport naming the URL and curl's text")
    func unreachable() async throws {
        let url = URL(string: "http://127.0.0.1:\(try closedPort())/get")!
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: url))
        }
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == 7)  // CURLE_COULDNT_CONNECT
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

    /// A local port nothing listens on: bound, then closed.
    private func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
