import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// Models that hold themselves through optional fields (Specs/Comments.curlew.json: `Comment.replyTo: Comment?`,
/// `Author.pinned: Comment?` inside a `Comment`) decode, encode and travel like any other model.
@Suite struct IndirectModelTests {
    /// A reply to a reply to a comment, whose author pinned another comment.
    static let chain = """
        {"id": 3, "text": "third", "replies": [],
         "author": {"name": "Cy", "pinned": {"id": 9, "text": "pinned", "replies": [],
                                             "author": {"name": "Cy", "pinned": null}}},
         "reply_to": {"id": 2, "text": "second", "replies": [], "author": {"name": "Bo", "pinned": null},
                      "reply_to": {"id": 1, "text": "first", "author": {"name": "Al", "pinned": null},
                                   "replies": [{"id": 4, "text": "sibling", "replies": [],
                                                "author": {"name": "Di", "pinned": null}}]}}}
        """

    func expectChain(_ comment: Comment) {
        #expect(comment.id == 3)
        #expect(comment.replyTo?.id == 2)
        #expect(comment.replyTo?.author.name == "Bo")
        #expect(comment.replyTo?.replyTo?.text == "first")
        #expect(comment.replyTo?.replyTo?.replies.first?.text == "sibling")
        #expect(comment.replyTo?.replyTo?.replyTo == nil)
        #expect(comment.author.pinned?.text == "pinned")
        #expect(comment.author.pinned?.author.pinned == nil)
    }

    @Test func aThreeLevelChainDecodesWithBothDecoders() throws {
        // WHEN the chain is decoded by the generated direct decoder and by Foundation's (generated Codable code)
        let ours = try CurlewJSONDecoder().decode(Comment.self, from: Array(Self.chain.utf8))
        let foundation = try JSONDecoder().decode(Comment.self, from: Data(Self.chain.utf8))
        // THEN both see every level, and agree
        expectChain(ours)
        #expect(ours == foundation)
        #expect(ours.hashValue == foundation.hashValue)
    }

    @Test func aThreeLevelChainEncodesAndDecodesBack() throws {
        let comment = try CurlewJSONDecoder().decode(Comment.self, from: Array(Self.chain.utf8))
        // WHEN it is encoded (renamed keys, nullable `pinned` as null, missing optionals left out) and read back
        let data = try CurlewJSONEncoder().encode(comment)
        let object = try JSONValue(parsing: data)
        #expect(object["reply_to"]?["reply_to"]?["text"] == .string("first"))
        #expect(object["reply_to"]?["reply_to"]?["reply_to"] == nil)
        #expect(object["author"]?["pinned"]?["author"]?["pinned"] == .null)
        // THEN the same value comes back
        #expect(try CurlewJSONDecoder().decode(Comment.self, from: data) == comment)
    }

    @Test func indirectFieldsKeepValueSemantics() throws {
        let original = try CurlewJSONDecoder().decode(Comment.self, from: Array(Self.chain.utf8))
        // WHEN a copy's nested reply is changed
        var copy = original
        copy.replyTo?.replyTo?.text = "changed"
        copy.author.pinned = nil
        // THEN the original is untouched, and the two differ
        #expect(original.replyTo?.replyTo?.text == "first")
        #expect(original.author.pinned?.id == 9)
        #expect(copy.replyTo?.replyTo?.text == "changed")
        #expect(copy != original)
        // AND a model built in code holds its chain too
        let root = Comment(id: 1, text: "root", author: Author(name: "Al", pinned: nil), replies: [])
        let reply = Comment(id: 2, text: "reply", author: Author(name: "Bo", pinned: root), replyTo: root, replies: [])
        #expect(reply.replyTo == root)
        #expect(reply.author.pinned?.author.name == "Al")
    }

    @Test func aChainTravelsThroughTheGeneratedClient() async throws {
        let comment = try CurlewJSONDecoder().decode(Comment.self, from: Array(Self.chain.utf8))
        // WHEN the generated client posts it to httpbin's /anything, which answers with the body it received
        let echo = try await CommentsClient(baseURL: try TestServer.httpbin().baseURL).echo(body: comment)
        // THEN the whole chain made the round trip through the generated encoder and decoder
        #expect(echo.method == "POST")
        #expect(echo.json == comment)
        expectChain(echo.json)
    }
}
