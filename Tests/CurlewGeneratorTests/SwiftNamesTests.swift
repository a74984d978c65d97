import Testing

@testable import CurlewGenerator

@Suite struct SwiftNamesTests {
    @Test(arguments: [
        ("bornAt", "bornAt"),
        ("X-Request-Id", "xRequestId"),
        ("user_agent", "userAgent"),
        ("Content-Type", "contentType"),
        ("URL", "url"),
        ("URLPath", "urlPath"),
        ("2xx", "_2xx"),
        ("in stock", "inStock"),
        ("default", "default"),
        ("_private", "private"),
    ])
    func memberNamesAreLowerCamelCase(spec: String, expected: String) {
        #expect(SwiftNames.memberName(spec) == expected)
    }

    @Test func namesWithoutLettersOrDigitsHaveNoSwiftName() {
        #expect(SwiftNames.memberName("") == nil)
        #expect(SwiftNames.memberName("--") == nil)
    }

    @Test func keywordsAreEscapedWithBackticks() {
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("class") == "`class`")
        #expect(SwiftNames.escaped("Type") == "`Type`")
        #expect(SwiftNames.escaped("type") == "type")
    }

    @Test(arguments: [
        ("bornAt", "born_at"),
        ("userID", "user_id"),
        ("id", "id"),
        ("httpURLValue", "http_url_value"),
        ("http2Port", "http2_port"),
    ])
    func snakeCaseSplitsAtCapitals(name: String, expected: String) {
        #expect(SwiftNames.snakeCase(name) == expected)
    }

    @Test func editDistanceCountsEdits() {
        #expect(SwiftNames.editDistance("Pet", "Pet") == 0)
        #expect(SwiftNames.editDistance("Pett", "Pet") == 1)
        #expect(SwiftNames.editDistance("Strng", "String") == 1)
        #expect(SwiftNames.editDistance("", "abc") == 3)
    }

    @Test func suggestionPrefersSameLettersThenClosest() {
        let candidates = ["String", "Int", "Pet", "PetStatus"]
        #expect(SwiftNames.suggestion(for: "string", among: candidates) == "String")
        #expect(SwiftNames.suggestion(for: "Pett", among: candidates) == "Pet")
        #expect(SwiftNames.suggestion(for: "PetStatuss", among: candidates) == "PetStatus")
        #expect(SwiftNames.suggestion(for: "Banana", among: candidates) == nil)
    }
}
