import Foundation
import Testing

@testable import CurlewJSON

/// An unkeyed container moves past an element only once it decodes, as Foundation's does: after a failed
/// `decode`, the same element can be decoded another way, so the usual lossy-array loop keeps every good element.
@Suite struct UnkeyedRetryTests {
    struct Skip: Decodable {}

    /// The common "try? decode, else skip" idiom.
    struct Lossy: Decodable {
        var values: [Int] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            while !container.isAtEnd {
                if let value = try? container.decode(Int.self) {
                    values.append(value)
                } else {
                    _ = try container.decode(Skip.self)
                }
            }
        }
    }

    private func both(_ json: String) throws -> (ours: [Int], foundation: [Int]) {
        let ours = try CurlewJSONDecoder().decode(Lossy.self, from: Array(json.utf8)).values
        let foundation = try JSONDecoder().decode(Lossy.self, from: Data(json.utf8)).values
        return (ours, foundation)
    }

    @Test(arguments: [#"[1, "x", 2, 3]"#, #"[1, {"a": 1}, 2, 3]"#, #"[1.5, 1, 2]"#, #"[{}, {}, 7]"#])
    func lossyArraysKeepEveryGoodElement(json: String) throws {
        let (ours, foundation) = try both(json)
        #expect(ours == foundation)
    }

    @Test func lossyArrayInsideAModel() throws {
        struct Box: Decodable { var items: Lossy }
        let json = #"{"items": [1, "x", 2, 3]}"#
        #expect(try CurlewJSONDecoder().decode(Box.self, from: Array(json.utf8)).items.values == [1, 2, 3])
    }

    @Test func streamedTopLevelArray() throws {
        // Long enough that the top-level array streams and passed elements are dropped from the tape.
        let json = "[" + (0..<50_000).map { $0 == 20_000 ? #""bad""# : String($0) }.joined(separator: ",") + "]"
        let (ours, foundation) = try both(json)
        #expect(ours.count == 49_999)
        #expect(ours == foundation)
    }

    @Test func aFailedDecodeLeavesTheIndexAndTheElement() throws {
        struct Probe: Decodable {
            var indexAfterFailure = -1
            var text = ""
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                _ = try? container.decode(Int.self)
                _ = try? container.nestedContainer(keyedBy: JSONCodingKey.self)
                _ = try? container.nestedUnkeyedContainer()
                indexAfterFailure = container.currentIndex
                text = try container.decode(String.self)
            }
        }
        let json = #"["x"]"#
        let ours = try CurlewJSONDecoder().decode(Probe.self, from: Array(json.utf8))
        let foundation = try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
        #expect(ours.indexAfterFailure == 0)
        #expect(ours.text == "x")
        #expect(foundation.indexAfterFailure == ours.indexAfterFailure)
        #expect(foundation.text == ours.text)
    }
}
