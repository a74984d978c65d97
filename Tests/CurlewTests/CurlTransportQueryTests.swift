import Curlew
import Foundation
import Testing

@Suite("CurlTransport sends queries")
struct CurlTransportQueryTests {
    @Test("query values with spaces, &, +, = and unicode arrive unchanged")
    func queryValues() async throws {
        // GIVEN values that would break a naively built query string
        let values = ["q": "two words", "amp": "a&b=c", "plus": "1+1", "unicode": "café 日本 🐦", "empty": ""]
        let query = URLEncoding.query(values.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) })
        // WHEN sent to /get
        let response = try await Httpbin.get("/get?" + query)
        // THEN httpbin decodes exactly the same values
        #expect(response.status == .ok)
        #expect(try Echo(response).strings("args") == values)
    }
}
