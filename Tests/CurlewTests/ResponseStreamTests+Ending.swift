import Curlew
import Foundation
import Testing

/// APIClient.stream's iterator once it has thrown.
extension ResponseStreamTests {
    @Test("APIClient.stream: after the status error, next() returns nil and does not send the request again")
    func nothingAfterStatusError() async throws {
        let mock = MockTransport(status: 500)
        let client = APIClient(baseURL: URL(string: "http://example.com")!, transport: mock)
        var iterator = client.stream(Endpoint<[Int]>(method: .get, path: "/a")).makeAsyncIterator()
        var thrown: (any Error)?
        do { _ = try await iterator.next() } catch { thrown = error }
        #expect((thrown as? CurlewError)?.kind == .httpStatus)
        #expect(try await iterator.next() == nil)
        #expect(try await iterator.next() == nil)
        #expect(mock.requests.count == 1)
    }

    @Test("APIClient.stream: after an element fails to decode, next() returns nil, not the elements after it")
    func nothingAfterDecodingError() async throws {
        let mock = MockTransport(status: .ok, body: Data(#"[1, "two", 3]"#.utf8))
        let client = APIClient(baseURL: URL(string: "http://example.com")!, transport: mock)
        var iterator = client.stream(Endpoint<[Int]>(method: .get, path: "/a")).makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        var thrown: (any Error)?
        do { _ = try await iterator.next() } catch { thrown = error }
        #expect((thrown as? CurlewError)?.kind == .decoding)
        #expect(try await iterator.next() == nil)
        #expect(mock.requests.count == 1)
    }
}
