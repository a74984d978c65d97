import Curlew
import Foundation
import Testing

/// Operation-level `security` (Secured.openapi.yaml): a credential goes only to the operations whose requirements
/// name its scheme, so it does not leak to the others; with several, an operation gets those of the first
/// requirement the client meets whole (two API keys together, or a bearer token).
@Suite struct SecurityRequirementTests {
    /// The credential headers of each request the client sends, by path.
    private static func credentialsSent(with auth: SecuredClient.Auth) async throws -> [String: [String]] {
        let mock = MockTransport(status: .noContent)
        let client = SecuredClient(baseURL: URL(string: "http://127.0.0.1")!, transport: mock, auth: auth)
        try await client.either()
        try await client.keyOnly()
        try await client.inherited()
        try await client.pair()
        try await client.publicInfo()
        var sent: [String: [String]] = [:]
        for request in mock.requests {
            sent[request.url.path] =
                ["Authorization", "X-API-Key"].filter { request.headers[$0] != nil }
                + (request.url.query?.contains("app_key=") == true ? ["app_key"] : [])
        }
        return sent
    }

    @Test func aBearerTokenGoesOnlyWhereBearerIsAccepted() async throws {
        let sent = try await Self.credentialsSent(with: .bearer("token"))
        #expect(sent["/either"] == ["Authorization"])
        #expect(sent["/key-only"] == [])
        #expect(sent["/inherited"] == ["Authorization"])
        #expect(sent["/pair"] == ["Authorization"])
        #expect(sent["/public"] == [])
    }

    @Test func anAPIKeyGoesOnlyWhereTheKeyIsAccepted() async throws {
        let sent = try await Self.credentialsSent(with: .apiKeyInHeader("secret"))
        #expect(sent["/either"] == ["X-API-Key"])
        #expect(sent["/key-only"] == ["X-API-Key"])
        #expect(sent["/inherited"] == [])
        // one of the two keys /pair needs together, and no token: what the client has goes, the server says no
        #expect(sent["/pair"] == ["X-API-Key"])
        #expect(sent["/public"] == [])
    }

    @Test func twoKeysGoTogetherWhereBothAreAsked() async throws {
        let sent = try await Self.credentialsSent(with: .all(.apiKeyInHeader("id"), .apiKeyInQuery("key")))
        #expect(sent["/pair"] == ["X-API-Key", "app_key"])
        // an operation that names one of them gets only that one
        #expect(sent["/key-only"] == ["X-API-Key"])
        #expect(sent["/either"] == ["X-API-Key"])
        #expect(sent["/inherited"] == [])
        #expect(sent["/public"] == [])
    }

    @Test func ofSeveralCredentialsTheFirstRequirementMetWins() async throws {
        let sent = try await Self.credentialsSent(with: .all(.apiKeyInHeader("id"), .bearer("token")))
        // /either accepts a token or a key: the token, named first, goes alone
        #expect(sent["/either"] == ["Authorization"])
        // /pair's key pair is not met (no app key): its second requirement, the token, is
        #expect(sent["/pair"] == ["Authorization"])
        #expect(sent["/key-only"] == ["X-API-Key"])
    }
}

/// The generated methods name their operation in the request's options, for every middleware to read.
@Suite struct OperationNameTests {
    @Test func eachRequestCarriesItsOperationName() async throws {
        let mock = MockTransport(status: .noContent)
        let client = SecuredClient(baseURL: URL(string: "http://127.0.0.1")!, transport: mock, auth: .bearer("t"))
        try await client.either()
        try await client.keyOnly()
        try await client.publicInfo()
        #expect(mock.requests.map(\.options.operationName) == ["either", "keyOnly", "publicInfo"])
        // what the spec's security says reaches the options too: bearer or the key; the key only; nothing
        #expect(mock.requests.map { $0.options.accepts(.bearer) } == [true, false, false])
    }
}
