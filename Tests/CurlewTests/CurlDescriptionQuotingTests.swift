import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 21's audit beyond the nine: `curlDescription` quoted a `'` by comparing Characters, so a `'` followed
/// by a combining mark (one Character) stayed unescaped and the rest of the value ran as shell commands.
extension MiddlewareTests {
    @Test(
        "curlDescription quotes a ' followed by a combining mark: the shell reads the value back as it was",
        arguments: ["a'\u{301}; touch /tmp/curlew-pwned #", "'\u{308}'\u{301}x", "plain ' quote"])
    func curlDescriptionCombiningQuote(_ value: String) async throws {
        let request = HTTPRequest(url: try Httpbin.url("/anything"), headers: ["X-Note": value])
        let echoed = try await Self.runCurl(request.curlDescription, shell: "/bin/bash")
        let headers = try #require(echoed["headers"] as? [String: Any])
        // httpbin (WSGI) reads header bytes as Latin-1: compare the bytes
        let received = (headers["X-Note"] as? String)?.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        #expect(received == Array(value.utf8))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/curlew-pwned"))
    }
}
