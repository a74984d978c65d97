import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 21, finding 9: a path parameter that is or holds a dot segment is refused before sending, since servers
/// that decode and normalise the path (nginx, as configured by default) would route `..%2Fadmin` to `/admin`.
@Suite("Dot segments in path parameters")
struct DotSegmentTests {
    /// An API client whose base URL is the fault server behind nginx (`/faults/`), which decodes and normalises.
    static func client() throws -> APIClient {
        APIClient(baseURL: try #require(try TestServer.nginx().plainURL).appendingPathComponent("faults"))
    }

    @Test(
        "a path parameter that is, or has a /-separated part that is, . or .. (in any encoding) is an invalid request",
        arguments: ["..", ".", "../admin", "a/../admin", "x/.", "..\\admin", "%2E%2E", "%2e.", ".%2E/x", "%252E%252E"])
    func dotSegmentRefused(_ value: String) async throws {
        let endpoint = Endpoint<Void>(method: .get, path: "/files/" + URLEncoding.pathSegment(value) + "/content")
        let error = await #expect(throws: CurlewError.self) { try await Self.client().send(endpoint) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("dot segment") == true, "\(String(describing: error))")
    }

    @Test(
        "values with dots or slashes elsewhere still reach their resource",
        arguments: ["a/b", "...", "a..b", ".x", "x."])
    func otherValuesSent(_ value: String) async throws {
        let endpoint = Endpoint<JSONValue>(method: .get, path: "/files/" + URLEncoding.pathSegment(value) + "/content")
        let answer = try await Self.client().send(endpoint)
        let path = try #require(answer["path"]?.stringValue)
        #expect(path.hasPrefix("/files/") && path.hasSuffix("/content"), "\(path)")
    }

    @Test("without the check, nginx would have routed ..%2Fadmin out of /files (what the refusal prevents)")
    func nginxNormalises() async throws {
        let nginx = try #require(try TestServer.nginx().plainURL)
        let url = URL(string: nginx.absoluteString + "/faults/files/" + URLEncoding.pathSegment("../admin"))!
        let response = try await CurlTransport.shared.send(HTTPRequest(url: url))
        #expect(try Echo(response)["path"] as? String == "/admin")
    }
}
