import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// Query array styles and cookie parameters of an OpenAPI document (Echo.openapi.yaml), as httpbin receives them.
@Suite struct ParameterStyleTests {
    @Test func arraysAreSentInTheirStyleAndCookiesInOneHeader() async throws {
        let client = EchoClient(baseURL: try TestServer.httpbin().baseURL)
        // WHEN sending each style of array, a cookie needing escapes and an optional one
        let received = try await client.echo(
            exploded: ["a", "b"], commas: [1, 2, 3], spaces: ["x", "y"], pipes: ["p", "q"], session: "s 1;2",
            theme: "dark")
        // THEN form exploded repeats the name, the others send one joined value
        #expect(received.args["exploded"] == .array([.string("a"), .string("b")]))
        #expect(received.args["commas"] == .string("1,2,3"))
        #expect(received.args["spaces"] == .string("x y"))
        #expect(received.args["pipes"] == .string("p|q"))
        // AND the cookies travel together in one Cookie header, values percent-encoded
        #expect(received.headers["Cookie"] == "session=s%201%3B2; theme=dark")
    }

    @Test func optionalParametersAreLeftOut() async throws {
        let received = try await EchoClient(baseURL: try TestServer.httpbin().baseURL).echo(session: "only")
        #expect(received.args.isEmpty)
        #expect(received.headers["Cookie"] == "session=only")
    }
}
