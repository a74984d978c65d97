import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// Redirect policy, against httpbin's `/redirect/N` and `/redirect-to`.
@Suite("CurlTransport follows redirects by the rules")
struct CurlTransportRedirectTests {
    @Test("redirects are followed up to the limit, then fail")
    func limit() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.maximumRedirects = 2
        let transport = CurlTransport(configuration: configuration)
        let followed = try await transport.send(HTTPRequest(url: Httpbin.url("/redirect/2")))
        #expect(followed.status == .ok)
        #expect(followed.metrics?.redirectCount == 2)
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(HTTPRequest(url: Httpbin.url("/redirect/3")))
        }
        #expect(error?.curlCode == .tooManyRedirects)
    }

    @Test("with a limit of 0 the 3xx comes back as it is")
    func notFollowed() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.maximumRedirects = 0
        let response = try await CurlTransport(configuration: configuration)
            .send(HTTPRequest(url: Httpbin.url("/redirect/1")))
        #expect(response.status.code == 302)
        #expect(response.headers["Location"] != nil)
    }

    @Test("a redirect to another scheme than http or https fails")
    func otherScheme() async throws {
        let url = try Httpbin.url("/redirect-to?url=" + URLEncoding.pathSegment("file:///etc/passwd"))
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: url))
        }
        #expect(error?.curlCode == .unsupportedProtocol)
    }

    @Test("Authorization and Cookie are kept on the same host and dropped when the host changes")
    func credentialsStayOnTheirHost() async throws {
        let headers: HTTPHeaders = ["Authorization": "Bearer s3cret", "Cookie": "session=abc"]
        let sameHost = try Httpbin.url("/headers").absoluteString
        let same = try await CurlTransport.shared.send(
            HTTPRequest(url: Httpbin.url("/redirect-to?url=" + URLEncoding.pathSegment(sameHost)), headers: headers)
        )
        #expect(try Echo(same).strings("headers")["Authorization"] == "Bearer s3cret")
        #expect(try Echo(same).strings("headers")["Cookie"] == "session=abc")
        // `localhost` is the same server under another host name: to curl, another host
        let otherHost = sameHost.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        let other = try await CurlTransport.shared.send(
            HTTPRequest(url: Httpbin.url("/redirect-to?url=" + URLEncoding.pathSegment(otherHost)), headers: headers)
        )
        #expect(other.status == .ok)
        #expect(try Echo(other).strings("headers")["Authorization"] == nil)
        #expect(try Echo(other).strings("headers")["Cookie"] == nil)
    }

    @Test("the head size limit holds for each head of a redirect chain, not for all of them together")
    func headLimitPerHead() async throws {
        // GIVEN a limit above any one of httpbin's heads (about 250 bytes) and below six of them
        var configuration = CurlTransport.Configuration()
        configuration.maximumResponseHeadSize = 600
        let transport = CurlTransport(configuration: configuration)
        // WHEN five redirects lead to the answer
        let response = try await transport.send(HTTPRequest(url: Httpbin.url("/redirect/5")))
        // THEN it arrives
        #expect(response.status == .ok)
        #expect(response.metrics?.redirectCount == 5)
        // while one head over the limit still fails
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.send(
                HTTPRequest(url: Httpbin.url("/response-headers?X-Big=" + String(repeating: "b", count: 700))))
        }
        #expect(error?.message == "the response head is larger than the limit of 600 bytes")
    }
}
