import Curlew
import Foundation
import Testing

@Suite("HTTPHeaders")
struct HTTPHeadersTests {
    @Test("names compare case-insensitively; order and repeats are kept")
    func lookups() {
        var headers: HTTPHeaders = ["Accept": "a", "X-One": "1"]
        headers.add(name: "x-one", value: "2")
        #expect(headers["X-ONE"] == "1, 2")
        #expect(headers.values(for: "x-one") == ["1", "2"])
        #expect(headers.map(\.name) == ["Accept", "X-One", "x-one"])
    }

    @Test("setting replaces every value of a name in place; nil removes")
    func setting() {
        var headers: HTTPHeaders = ["A": "1", "B": "2"]
        headers.add(name: "a", value: "3")
        headers["a"] = "9"
        #expect(headers.map(\.value) == ["9", "2"])
        headers["B"] = nil
        #expect(headers.count == 1)
        #expect(headers == ["a": "9"])
    }

    @Test("merging lets the other side win per name")
    func merging() {
        let base: HTTPHeaders = ["Accept": "application/json", "X-Client": "curlew"]
        let merged = base.merging(["accept": "text/plain", "X-New": "1"])
        #expect(merged["Accept"] == "text/plain")
        #expect(merged["X-Client"] == "curlew")
        #expect(merged.count == 3)
    }

    @Test("printing headers, a request or a response hides secret values, as logs do")
    func descriptionsRedact() throws {
        let headers: HTTPHeaders = ["Authorization": "Bearer s3cret", "Cookie": "id=s3cret", "Accept": "a"]
        #expect(headers.description == "Authorization: <redacted>\nCookie: <redacted>\nAccept: a")
        let url = try #require(URL(string: "https://example.com/x?api_key=s3cret&q=1"))
        let request = HTTPRequest(method: .post, url: url, headers: headers, body: Data("{}".utf8))
        #expect(!String(describing: request).contains("s3cret"), "\(request)")
        #expect(
            String(describing: request)
                == "POST https://example.com/x?api_key=%3Credacted%3E&q=1, Authorization: <redacted>, "
                + "Cookie: <redacted>, Accept: a, body: 2 bytes")
        let response = HTTPResponse(status: .ok, headers: ["Set-Cookie": "id=s3cret"])
        #expect(!String(describing: response).contains("s3cret"), "\(response)")
    }
}
