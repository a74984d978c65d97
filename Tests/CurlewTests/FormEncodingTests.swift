import Curlew
import CurlewJSON
import Foundation
import Testing

/// `FormEncoding`: structured values as form or query pairs, and as one joined text.
@Suite struct FormEncodingTests {
    struct Card: Encodable {
        var number: String
        var exp: [String: Int]
        var tags: [String]
        var note: String?
    }

    func pairs(_ value: JSONValue, _ style: FormEncoding.Style) -> [String] {
        FormEncoding.pairs(name: "a", json: value, style: style).map { "\($0.0)=\($0.1)" }
    }

    @Test func bracketsNameEveryLevel() throws {
        let value: JSONValue = ["b": ["c": "v"], "tags": ["x", "y"], "items": [["price": "p"], ["price": "q"]]]
        #expect(
            pairs(value, .deepObject) == [
                "a[b][c]=v", "a[tags][]=x", "a[tags][]=y", "a[items][0][price]=p", "a[items][1][price]=q",
            ])
    }

    @Test func nullAndEmptyContainersSendAnExplicitEmptyValue() {
        // "unset this field" on form APIs: the name with an empty value; a nil argument sends nothing at all
        #expect(
            pairs(["metadata": [:], "list": [], "gone": nil], .deepObject) == ["a[metadata]=", "a[list]=", "a[gone]="])
        #expect(pairs([:], .deepObject) == ["a="])
        #expect(pairs("", .formExploded) == ["a="])
    }

    @Test func formExplodedSpreadsAnObjectAndRepeatsAnArray() {
        #expect(pairs(["r": 100, "g": ["x": true]], .formExploded) == ["r=100", "g[x]=true"])
        #expect(pairs([1, 2], .formExploded) == ["a=1", "a=2"])
        #expect(pairs([["k": 1]], .formExploded) == ["a[0][k]=1"])
    }

    @Test func joinedStylesJoinOneLevelAndWriteDeeperLevelsAsJSON() throws {
        #expect(pairs(["r": 100, "g": 200], .joined(separator: "|")) == ["a=r|100|g|200"])
        #expect(pairs([1, ["k": 1]], .joined(separator: ",")) == [#"a=1,{"k":1}"#])
        let text = try FormEncoding.text(
            ["a,b", "c"], separator: ",", encoder: CurlewJSONEncoder(), encodingItem: URLEncoding.pathSegment)
        #expect(text == "a%2Cb,c")
    }

    @Test func jsonTextKeepsStringsAndWritesTheRestAsJSON() {
        #expect(pairs(["ip": "1.2.3.4"], .jsonText) == [#"a={"ip":"1.2.3.4"}"#])
        #expect(pairs("already JSON", .jsonText) == ["a=already JSON"])
        #expect(pairs([["k": 1], "s", 2], .jsonText) == [#"a={"k":1}"#, "a=s", "a=2"])
    }

    @Test func encodableValuesGoThroughTheEncoder() throws {
        var encoder = CurlewJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let card = Card(number: "4242", exp: ["month": 12], tags: ["t"], note: nil)
        let result = try FormEncoding.pairs(name: "card", value: card, style: .deepObject, encoder: encoder)
        #expect(result.map { "\($0.0)=\($0.1)" } == ["card[number]=4242", "card[exp][month]=12", "card[tags][]=t"])
        let date = try FormEncoding.pairs(
            name: "at", value: Date(timeIntervalSince1970: 0), style: .deepObject, encoder: encoder)
        #expect(date.map(\.1) == ["1970-01-01T00:00:00Z"])
    }
}
