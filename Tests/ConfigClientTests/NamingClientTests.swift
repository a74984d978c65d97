import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// The AccountsClient the build plugin generates with Accounts.curlew-config.yaml (`namingStrategy: idiomatic`):
/// Swift names spell acronyms as the API Design Guidelines do, the JSON keys and the path stay the spec's. That
/// this file compiles shows the names reached the generated code; httpbin's echo shows the wire did not change.
@Suite("The idiomatic naming strategy from a config file, compiled by the build plugin")
struct NamingClientTests {
    @Test("idiomatic Swift names send and read the spec's JSON keys")
    func idiomaticNamesKeepTheWireNames() async throws {
        let client = AccountsClient(baseURL: try TestServer.httpbin().baseURL)
        let profile = AccountHTMLProfile(userID: "u1", htmlURL: "https://example.com/u1", friendIDs: ["u2"])
        let echo: AccountEcho = try await client.postAccountByID(accountID: "a1", body: profile)
        #expect(echo.json == profile)
        #expect(echo.url.hasSuffix("/anything/accounts/a1"), "\(echo.url)")
        // the `…Response` variant follows the operation's new name
        let response = try await client.postAccountByIDResponse(accountID: "a1", body: profile)
        #expect(response.status == 200 && response.body.json.friendIDs == ["u2"])
        // the JSON keys are the spec's
        let sent = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(profile)) as? [String: Any]
        #expect(Set(sent.map { Array($0.keys) } ?? []) == ["userId", "htmlUrl", "friendIds"])
    }
}
