import Curlew
import Foundation
import Testing

/// Operation-level `security` (Secured.openapi.yaml): the client's credential goes only to the operations whose
/// requirements name its scheme; the others are sent without it, so it does not leak to them.
@Suite struct SecurityRequirementTests {
    /// The credential headers of each request the client sends, by path.
    private static func credentialsSent(with auth: SecuredClient.Auth) async throws -> [String: [String]] {
        let mock = MockTransport(status: .noContent)
        let client = SecuredClient(baseURL: URL(string: "http://127.0.0.1")!, transport: mock, auth: auth)
        try await client.either()
        try await client.keyOnly()
        try await client.inherited()
        try await client.publicInfo()
        var sent: [String: [String]] = [:]
        for request in mock.requests {
            sent[request.url.path] = ["Authorization", "X-API-Key"].filter { request.headers[$0] != nil }
        }
        return sent
    }

    @Test func aBearerTokenGoesOnlyWhereBearerIsAccepted() async throws {
        let sent = try await Self.credentialsSent(with: .bearer("token"))
        #expect(sent["/either"] == ["Authorization"])
        #expect(sent["/key-only"] == [])
        #expect(sent["/inherited"] == ["Authorization"])
        #expect(sent["/public"] == [])
    }

    @Test func anAPIKeyGoesOnlyWhereTheKeyIsAccepted() async throws {
        let sent = try await Self.credentialsSent(with: .apiKey("secret"))
        #expect(sent["/either"] == ["X-API-Key"])
        #expect(sent["/key-only"] == ["X-API-Key"])
        #expect(sent["/inherited"] == [])
        #expect(sent["/public"] == [])
    }
}
