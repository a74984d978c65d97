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

    @Test func commaJoinedItemsAreEncodedOneByOneAroundLiteralCommas() async throws {
        // GIVEN form, not exploded: an array whose first item holds a comma, and an object whose value does
        let client = EchoClient(baseURL: try TestServer.faults().baseURL)
        // WHEN sent to a server that echoes the request target byte for byte
        let received = try await client.requestHead(
            labels: ["x,y", "z w"], color: Swatch(name: "a,b", hex: "#fff"), plain: "p,q")
        // THEN commas between items are literal, commas and other reserved characters inside items are encoded,
        // so the server can split the value; the other query items follow, each encoded whole
        #expect(received.target == "/request-head?labels=x%2Cy,z%20w&color=name,a%2Cb,hex,%23fff&plain=p%2Cq")
    }

    @Test func cookieValuesOfDotsStayAsTheyAre() async throws {
        // A cookie is not a path segment: `.` and `..` need no escaping there
        let received = try await EchoClient(baseURL: try TestServer.httpbin().baseURL).echo(session: "..", theme: ".")
        #expect(received.headers["Cookie"] == "session=..; theme=.")
    }

    @Test func optionalParametersAreLeftOut() async throws {
        let received = try await EchoClient(baseURL: try TestServer.httpbin().baseURL).echo(session: "only")
        #expect(received.args.isEmpty)
        #expect(received.headers["Cookie"] == "session=only")
    }
}
