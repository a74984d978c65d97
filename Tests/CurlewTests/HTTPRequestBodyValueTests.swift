import Curlew
import Foundation
import Testing

/// `HTTPRequest.Body`: one value for "no body", bytes, or a stream, with what a middleware reads off it.
@Suite struct HTTPRequestBodyValueTests {
    @Test func eachCaseSaysItsLengthAndWhetherItCanBeSentAgain() throws {
        let url = URL(string: "http://h/x")!
        let none = HTTPRequest(url: url)
        #expect(none.body.length == 0 && none.body.data == nil && none.body.stream == nil)
        let bytes = HTTPRequest(method: .post, url: url, body: Data("abc".utf8))
        #expect(bytes.body.data == Data("abc".utf8) && bytes.body.length == 3 && bytes.isReplayable)
        let chunks = AsyncThrowingStream<Data, any Error> { $0.finish() }
        let live = HTTPRequest(method: .post, url: url, body: .stream(HTTPRequestBodyStream(chunks: chunks)))
        #expect(live.body.length == nil && live.body.stream != nil && !live.isReplayable)
        #expect(live.description == "POST http://h/x, body: streamed, chunked")
        #expect(bytes.description == "POST http://h/x, body: 3 bytes")
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID())")
        let error = try #require(throws: CurlewError.self) { _ = try HTTPRequest.Body.file(missing) }
        #expect(error.kind == .invalidRequest)
    }
}
