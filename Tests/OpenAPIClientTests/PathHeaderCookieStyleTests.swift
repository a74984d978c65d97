import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// Arrays in the path (`simple`, `label`, `matrix`), a header (`simple`) and a cookie (`form`), from
/// Extras.openapi.yaml, as the bytes reach the local Petstore server (Tests/Servers/petstore.py).
@Suite struct PathHeaderCookieStyleTests {
    @Test func arraysArriveJoinedInTheirStyle() async throws {
        let client = ExtrasClient(baseURL: try PetstoreServer.shared().baseURL)
        // WHEN sending arrays in each path style, with items that would otherwise change the path
        let arrived = try await client.sendStyles(
            simple: ["a/b", "c,d", "e f"], label: [1, 2, 3], matrix: ["x;y", "z"], exploded: [true, false],
            xIds: [7, 8, 9], flavours: ["mint", "dark;choc"])
        // THEN each item is percent-encoded and the items are joined as RFC 6570 says
        #expect(
            arrived.path == "/v1/extras/styles/a%2Fb,c%2Cd,e%20f/.1.2.3/;matrix=x%3By,z/;exploded=true;exploded=false")
        #expect(arrived.query == "")
        // AND a header array is `simple` (items as they are), a cookie array `form` not exploded (items encoded)
        #expect(arrived.headers["X-Ids"] == "7,8,9")
        #expect(arrived.headers["Cookie"] == "flavours=mint,dark%3Bchoc")
    }

    @Test func optionalHeaderAndCookieArraysAreLeftOut() async throws {
        let client = ExtrasClient(baseURL: try PetstoreServer.shared().baseURL)
        let arrived = try await client.sendStyles(simple: ["one"], label: [5], matrix: ["m"], exploded: [true])
        // One item is just that item in its style; absent optionals send nothing
        #expect(arrived.path == "/v1/extras/styles/one/.5/;matrix=m/;exploded=true")
        #expect(arrived.headers["X-Ids"] == nil)
        #expect(arrived.headers["Cookie"] == nil)
    }
}

/// Objects of scalars in the path (`simple`, `label`, `matrix`, exploded or not), headers (`simple`), a cookie
/// (`form`) and the query (`form` not exploded), from Extras.openapi.yaml, as the bytes reach the Petstore server.
@Suite struct ObjectStyleTests {
    @Test func objectsArriveJoinedInTheirStyle() async throws {
        let client = ExtrasClient(baseURL: try PetstoreServer.shared().baseURL)
        let color = Color(r: 100, g: 200)
        // WHEN sending an object in each style, one with a property that would otherwise change the path
        let arrived = try await client.sendObjectStyles(
            simple: Color(r: 1, g: 2, note: "a/b;c"), label: color, matrix: color, exploded: ["b": "y", "a": "x"],
            color: color, xColor: color, xColorExploded: color, palette: Color(r: 3, g: 4, note: "x;y"))
        // THEN properties go in order (dictionary keys sorted), names and values percent-encoded in the path
        #expect(
            arrived.path
                == "/v1/extras/styles/objects/R=1,G=2,note=a%2Fb%3Bc/.R.100.G.200/;matrix=R,100,G,200/;a=x;b=y")
        // AND the query object is one item, its commas literal between names and values (RFC 6570)
        #expect(arrived.query == "color=R,100,G,200")
        // AND headers carry `simple` (exploded: `key=value`), the cookie `form` with values encoded
        #expect(arrived.headers["X-Color"] == "R,100,G,200")
        #expect(arrived.headers["X-Color-Exploded"] == "R=100,G=200")
        #expect(arrived.headers["Cookie"] == "palette=R,3,G,4,note,x%3By")
    }

    @Test func absentOptionalObjectsAreLeftOut() async throws {
        let client = ExtrasClient(baseURL: try PetstoreServer.shared().baseURL)
        let color = Color(r: 5, g: 6)
        let arrived = try await client.sendObjectStyles(simple: color, label: color, matrix: color, exploded: [:])
        // An empty exploded matrix object is nothing at all; absent optionals send nothing
        #expect(arrived.path == "/v1/extras/styles/objects/R=5,G=6/.R.5.G.6/;matrix=R,5,G,6/;")
        #expect(arrived.query == "")
        #expect(arrived.headers["X-Color"] == nil)
        #expect(arrived.headers["Cookie"] == nil)
    }
}
