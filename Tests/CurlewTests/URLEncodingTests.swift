import Curlew
import CurlewTestSupport
import Foundation
import Testing

@Suite("URLEncoding")
struct URLEncodingTests {
    @Test("everything but unreserved characters is percent-encoded")
    func encoding() {
        #expect(URLEncoding.pathSegment("../admin") == "..%2Fadmin")
        #expect(URLEncoding.pathSegment("a b+c&d=e?f#g") == "a%20b%2Bc%26d%3De%3Ff%23g")
        #expect(URLEncoding.pathSegment("Az09-._~") == "Az09-._~")
        #expect(URLEncoding.pathSegment("..") == "%2E%2E")
        #expect(URLEncoding.pathSegment(".") == "%2E")
        #expect(URLEncoding.pathSegment("...") == "...")
        #expect(URLEncoding.pathSegment("a..b") == "a..b")
        #expect(URLEncoding.pathSegment("é") == "%C3%A9")
        #expect(URLEncoding.query([(name: "a b", value: "1+1"), (name: "flag", value: nil)]) == "a%20b=1%2B1&flag")
    }

    @Test("a segment with a slash stays one segment on the wire")
    func segmentOnTheWire() async throws {
        // GIVEN a path parameter that tries to climb out of its collection
        let encoded = try await Httpbin.get("/anything/" + URLEncoding.pathSegment("../admin"))
        // THEN, encoded, it reaches /anything as one segment (the server decodes it only after routing)
        #expect(encoded.status == .ok)
        let url = try #require(try Echo(encoded)["url"] as? String)
        #expect(url.hasSuffix("/anything/../admin"))
        // while unencoded, the dot segments are resolved and the request lands on /admin
        let raw = try await Httpbin.get("/anything/../admin")
        #expect(raw.status == .notFound)
    }

    @Test("a segment of . or .. reaches the server as one literal segment, not a dot segment")
    func dotSegmentsOnTheWire() async throws {
        // GIVEN path parameters "..", "." and "x" in /files/{name}/content
        let faults = try TestServer.faults()
        var seen: [String] = []
        for name in ["..", ".", "x"] {
            // WHEN sent
            let url = faults.url("/files/" + URLEncoding.pathSegment(name) + "/content")
            let response = try await CurlTransport.shared.send(HTTPRequest(url: url))
            seen.append(try #require(try Echo(response)["path"] as? String))
        }
        // THEN the server saw each in its own segment: libcurl resolved none of them away
        #expect(seen == ["/files/%2E%2E/content", "/files/%2E/content", "/files/x/content"])
    }
}
