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
