import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// OpenAPI schemas that hold themselves through optional properties (Tree.openapi.yaml: `Node.parent`, the
/// nullable `Person.partner`, the cycle `Part.whole` → `Whole.part`) keep their model types, and decode, encode
/// and travel like any other model.
@Suite struct RecursiveModelTests {
    /// A leaf whose parent has a parent (three levels), owned by a person whose partner owns a part of a whole.
    static let chain = """
        {"value": "leaf", "children": [],
         "owner": {"name": "Al", "partner": {"name": "Bo", "partner": null,
                                             "part": {"id": 1, "whole": {"part": {"id": 2}}}}},
         "parent": {"value": "mid", "children": [{"value": "sibling", "children": []}],
                    "parent": {"value": "root", "children": []}}}
        """

    func expectChain(_ node: Node) {
        #expect(node.value == "leaf")
        #expect(node.parent?.value == "mid")
        #expect(node.parent?.children.map(\.value) == ["sibling"])
        #expect(node.parent?.parent?.value == "root")
        #expect(node.parent?.parent?.parent == nil)
        #expect(node.owner?.partner?.name == "Bo")
        #expect(node.owner?.partner?.partner == nil)
        #expect(node.owner?.partner?.part?.whole?.part?.id == 2)
        #expect(node.owner?.partner?.part?.whole?.part?.whole == nil)
    }

    @Test func aThreeLevelChainDecodesWithBothDecoders() throws {
        // WHEN the chain is decoded by the generated reader and by Foundation's (the generated Codable code)
        let ours = try CurlewJSONDecoder().decode(Node.self, from: Array(Self.chain.utf8))
        let foundation = try JSONDecoder().decode(Node.self, from: Data(Self.chain.utf8))
        // THEN both see every level, and agree
        expectChain(ours)
        expectChain(foundation)
        #expect(ours == foundation)
    }

    @Test func aThreeLevelChainEncodesAndDecodesBack() throws {
        let node = try CurlewJSONDecoder().decode(Node.self, from: Array(Self.chain.utf8))
        // WHEN it is encoded by both encoders
        for data in [try CurlewJSONEncoder().encode(node), try JSONEncoder().encode(node)] {
            // THEN nested levels are objects, the required nullable key is null, absent optionals are left out
            let object = try JSONValue(parsing: data)
            #expect(object["parent"]?["parent"]?["value"] == .string("root"))
            #expect(object["parent"]?["parent"]?["parent"] == nil)
            #expect(object["owner"]?["partner"]?["partner"] == .null)
            #expect(object["owner"]?["partner"]?["part"]?["whole"]?["part"]?["id"] == .number("2"))
            // AND both decoders read back the same value
            #expect(try CurlewJSONDecoder().decode(Node.self, from: data) == node)
            #expect(try JSONDecoder().decode(Node.self, from: data) == node)
        }
    }

    @Test func aChainBuiltInCodeKeepsValueSemantics() throws {
        let root = Node(value: "root", children: [])
        let mid = Node(value: "mid", parent: root, children: [])
        var leaf = Node(value: "leaf", parent: mid, children: [], owner: Person(name: "Al", partner: nil))
        let original = leaf
        // WHEN a copy's grandparent is changed
        leaf.parent?.parent?.value = "changed"
        // THEN the original keeps its own
        #expect(original.parent?.parent?.value == "root")
        #expect(leaf.parent?.parent?.value == "changed")
        #expect(leaf != original)
    }

    @Test func aChainTravelsThroughTheGeneratedClient() async throws {
        let node = try CurlewJSONDecoder().decode(Node.self, from: Array(Self.chain.utf8))
        // WHEN the generated client posts it to httpbin's /anything, which answers with the body it received
        let echo = try await TreeClient(baseURL: try TestServer.httpbin().baseURL).echoNode(body: node)
        // THEN the whole chain made the round trip through the generated encoder and decoder
        #expect(echo.method == "POST")
        #expect(echo.json == node)
        expectChain(echo.json)
    }
}
