import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// A JSON request body that is required and nullable (Echo.openapi.yaml, `/anything/nullable`) is `body: T?`
/// without a default: nil is sent as the JSON `null`. One that is nullable but not required stays `body: T? = nil`,
/// and nil sends no body. httpbin echoes what it received.
@Suite struct NullableBodyTests {
    @Test func aRequiredNullableBodySendsNullForNil() async throws {
        let client = EchoClient(baseURL: try TestServer.httpbin().baseURL)
        // WHEN nil is passed for the required body
        let received = try await client.postNullableNote(body: nil)
        // THEN the JSON null is on the wire, as JSON
        #expect(received.data == "null")
        #expect(received.headers["Content-Type"] == "application/json")
        // AND a value is sent as usual
        let sent = try await client.postNullableNote(body: PostNullableNoteRequest(name: "teal"))
        #expect(try JSONValue(parsing: try #require(sent.data)) == ["name": "teal"])
    }

    @Test func anOptionalNullableBodySendsNothingForNil() async throws {
        let client = EchoClient(baseURL: try TestServer.httpbin().baseURL)
        let without = try await client.putNullableTags()
        #expect(without.data == "")
        #expect(without.headers["Content-Type"] == nil)
        let with = try await client.putNullableTags(body: ["a"])
        #expect(with.data == #"["a"]"#)
    }
}
