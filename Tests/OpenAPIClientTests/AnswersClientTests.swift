import Curlew
import Foundation
import Testing

/// Answers and requests of Answers.openapi.yaml, through a MockTransport.
@Suite struct AnswersClientTests {
    static func client(answering body: String, status: HTTPStatus = .ok) -> (AnswersClient, MockTransport) {
        let transport = MockTransport(
            status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        return (AnswersClient(baseURL: URL(string: "http://127.0.0.1/")!, transport: transport), transport)
    }

    @Test func aNullableBodyDecodesNullAsNil() async throws {
        // GIVEN a response schema of `type: [string, "null"]`, WHEN the server answers `null`, THEN that is nil
        let (client, _) = Self.client(answering: "null")
        let none: String? = try await client.getNickname()
        #expect(none == nil)
        // AND a string is that string
        let (named, _) = Self.client(answering: #""Rex""#)
        let some: String? = try await named.getNickname()
        #expect(some == "Rex")
    }
}
