import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// The build plugin picks up a native spec written in YAML (Greeter.curlew.yaml → Greeter.swift): its client
/// exists, compiles and calls the local Petstore server (Tests/Servers/petstore.py).
@Suite struct NativeYAMLSpecTests {
    @Test func clientFromACurlewYAMLSpecCallsTheServer() async throws {
        // GIVEN the client generated from Greeter.curlew.yaml, with a bearer token
        let client = GreeterClient(baseURL: try PetstoreServer.shared().baseURL, auth: .bearer("yaml"))
        // WHEN calling its one endpoint
        let echo = try await client.echo()
        // THEN the request carried the token, and the snake_case keys decoded
        #expect(echo.authorization == "Bearer yaml")
        #expect(echo.apiKey == nil)
    }
}
