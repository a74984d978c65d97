import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// A request body OpenAPI does not mark `required: true` (Echo.openapi.yaml, `/anything/note`) is an optional
/// argument: nil sends neither a body nor a Content-Type, a value is sent as usual (httpbin echoes both).
@Suite struct OptionalBodyTests {
    @Test func aNilJSONBodySendsNoBodyAndNoContentType() async throws {
        let client = EchoClient(baseURL: try TestServer.httpbin().baseURL)
        // WHEN the optional body is left out
        let received = try await client.postNote()
        // THEN the request has no body and no Content-Type
        #expect(received.data == "")
        #expect(received.headers["Content-Type"] == nil)
    }

    @Test func aJSONBodyIsSentWithItsContentType() async throws {
        let client = EchoClient(baseURL: try TestServer.httpbin().baseURL)
        let received = try await client.postNote(body: Swatch(name: "teal", hex: "#008080"))
        #expect(received.headers["Content-Type"] == "application/json")
        let sent = try JSONValue(parsing: try #require(received.data))
        #expect(sent["name"] == .string("teal"))
        #expect(sent["hex"] == .string("#008080"))
    }

    @Test func anOptionalRawBodyIsSentOnlyWhenGiven() async throws {
        let client = EchoClient(baseURL: try TestServer.httpbin().baseURL)
        let without = try await client.putNoteBytes()
        #expect(without.data == "")
        #expect(without.headers["Content-Type"] == nil)
        let with = try await client.putNoteBytes(body: Data("bytes".utf8))
        #expect(with.data == "bytes")
        #expect(with.headers["Content-Type"] == "application/octet-stream")
    }

    @Test func anOptionalFormWithNoFieldGivenSendsNoBody() async throws {
        let client = EchoClient(baseURL: try TestServer.httpbin().baseURL)
        // WHEN no field of the optional form is given, THEN neither a body nor a Content-Type is sent
        let without = try await client.postForm()
        #expect(without.data == "")
        #expect(without.form == [:])
        #expect(without.headers["Content-Type"] == nil)
        // AND with one field, the form is sent
        let with = try await client.postForm(size: 3)
        #expect(with.form == ["size": "3"])
        #expect(with.headers["Content-Type"] == "application/x-www-form-urlencoded")
    }

    @Test func anOptionalMultipartFormWithNoFieldGivenSendsNoBody() async throws {
        let client = EchoClient(baseURL: try TestServer.httpbin().baseURL)
        let without = try await client.putMultipart()
        #expect(without.data == "")
        #expect(without.headers["Content-Type"] == nil)
        let with = try await client.putMultipart(color: "teal")
        #expect(with.form == ["color": "teal"])
        #expect(with.headers["Content-Type"]?.hasPrefix("multipart/form-data; boundary=") == true)
    }
}
