import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// A 3xx whose `Location` is empty or only spaces, from the fault server's `/raw`: both followers return it as the
/// answer, as the curl CLI does (`curl -L` on such an answer prints the 3xx with `num_redirects` 0).
@Suite("CurlTransport redirects: an empty Location is the answer")
struct CurlTransportEmptyLocationTests {
    static let statuses = [301, 302, 303, 307, 308]
    static let locations = ["Location:", "Location: ", "Location:    ", "Location: \t "]

    /// How a request reaches each follower: curl's (a plain GET), Curlew's (a POST, a GET with a hook, a POST whose
    /// body comes from a sequence).
    enum Path: String, CaseIterable, CustomTestStringConvertible {
        case curl, post, hook, sequence
        var testDescription: String { rawValue }

        func request(_ url: URL) -> HTTPRequest {
            var request: HTTPRequest
            switch self {
            case .curl: request = HTTPRequest(url: url)
            case .post: request = HTTPRequest(method: .post, url: url, body: Data("payload".utf8))
            case .hook:
                request = HTTPRequest(url: url)
                request.options.redirectHook = RedirectHook { _ in .follow }
            case .sequence:
                let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                    continuation.yield(Data("payload".utf8))
                    continuation.finish()
                }
                request = HTTPRequest(method: .post, url: url, body: .stream(HTTPRequestBodyStream(chunks: chunks)))
            }
            request.timeout = TestTimeouts.patient
            return request
        }
    }

    @Test("every redirect status with an empty Location comes back as it is", arguments: Path.allCases, statuses)
    func emptyLocation(path: Path, status: Int) async throws {
        for location in Self.locations {
            // GIVEN a redirect status whose Location has no URL
            let url = try RawResponse.url("HTTP/1.1 \(status) Moved\r\n\(location)\r\nContent-Length: 2\r\n\r\nhi")
            // WHEN it is sent, THEN the 3xx is the answer, with its body, and no hop was made
            let response = try await CurlTransport.shared.send(path.request(url))
            #expect(response.status.code == status, "\(location)")
            #expect(String(decoding: response.body, as: UTF8.self) == "hi", "\(location)")
            #expect(response.metrics?.redirectCount == 0, "\(location)")
        }
    }

    @Test("a streamed request with an empty Location gets the 3xx head and body", arguments: Path.allCases)
    func emptyLocationStreamed(path: Path) async throws {
        let url = try RawResponse.url("HTTP/1.1 307 Moved\r\nLocation:  \r\nContent-Length: 2\r\n\r\nhi")
        let response = try await CurlTransport.shared.stream(path.request(url))
        #expect(response.status.code == 307)
        #expect(String(decoding: try await response.body.collect(upTo: 100), as: UTF8.self) == "hi")
    }
}
