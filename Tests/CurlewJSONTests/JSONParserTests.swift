import Testing

@testable import CurlewJSON

/// Parses `text` fed in chunks of `size` bytes (0: one chunk) and returns the events with offsets.
func events(_ text: String, chunkSize size: Int = 0, options: JSONParser.Options = .init()) throws -> [Event] {
    let bytes = Array(text.utf8)
    let parser = JSONParser(options: options)
    var result: [Event] = []
    if size == 0 {
        try parser.feed(bytes)
    } else {
        var start = 0
        while start < bytes.count {
            let end = min(start + size, bytes.count)
            try parser.feed(bytes[start..<end])
            result += parser.takeEvents().map { Event(event: $0.event, offset: $0.offset) }
            start = end
        }
    }
    try parser.finish()
    result += parser.takeEvents().map { Event(event: $0.event, offset: $0.offset) }
    return result
}

/// An event and its offset, comparable in `#expect`.
struct Event: Hashable, CustomStringConvertible {
    var event: JSONEvent
    var offset: Int
    var description: String { "\(offset):\(event)" }
}

@Suite struct JSONParserTests {
    static let documents = [
        #"{"a": [1, -2.5e+3, true, false, null], "b": {"c": "d"}}"#,
        #"["esc\"aped \\ \/ \b\f\n\r\t", "\u00e9\u20AC\uD83D\uDE00", "caf\#u{e9} \#u{1F600} \#u{4E2D}"]"#,
        #"[12345678901234567890, -0, 1e400, 0.000001, -9223372036854775808]"#,
        #"{"":{"":[[[{"k\\":"v\"\""}]]]}, "x" : "", "y":[  ] , "z":{ }}"#,
        "  \n\t[\"multi line\",\n 1]\r\n",
        #""top-level string""#,
        "42",
        "null",
    ]

    @Test(arguments: documents)
    func byteAtATimeMatchesOneChunk(document: String) throws {
        let whole = try events(document)
        #expect(!whole.isEmpty)
        for size in [1, 2, 3, 7] {
            #expect(try events(document, chunkSize: size) == whole, "chunk size \(size)")
        }
    }

    @Test func offsetsPointAtEachEventsFirstByte() throws {
        let document = #"{"ab\"c": [12, true, null, "x"], "d": -1.5}"#
        let expected: [Event] = [
            .init(event: .objectStart, offset: 0),
            .init(event: .key("ab\"c"), offset: 1),
            .init(event: .arrayStart, offset: 10),
            .init(event: .number("12"), offset: 11),
            .init(event: .bool(true), offset: 15),
            .init(event: .null, offset: 21),
            .init(event: .string("x"), offset: 27),
            .init(event: .arrayEnd, offset: 30),
            .init(event: .key("d"), offset: 33),
            .init(event: .number("-1.5"), offset: 38),
            .init(event: .objectEnd, offset: 42),
        ]
        #expect(try events(document) == expected)
        #expect(try events(document, chunkSize: 1) == expected)
    }

    @Test func offsetsCountBytesOfMultiByteUTF8() throws {
        let found = try events("[\"\u{e9}\u{1F600}\", 1]", chunkSize: 1)
        #expect(found.map(\.offset) == [0, 1, 11, 12])
    }

    @Test func numbersKeepTheirExactText() throws {
        let found = try events("[-0, 1e400, 12345678901234567890, 1.50]").map(\.event)
        #expect(
            found == [
                .arrayStart, .number("-0"), .number("1e400"), .number("12345678901234567890"), .number("1.50"),
                .arrayEnd,
            ])
    }

    @Test func commentsOnlyWhenAllowed() throws {
        let document = "// spec\n{\"a\": /* one */ 1, \"b\": \"/* not a comment */\"}"
        #expect(throws: JSONError.self) { try events(document) }
        let options = JSONParser.Options(allowComments: true)
        let whole = try events(document, options: options)
        #expect(
            whole.map(\.event) == [
                .objectStart, .key("a"), .number("1"), .key("b"), .string("/* not a comment */"), .objectEnd,
            ])
        #expect(try events(document, chunkSize: 1, options: options) == whole)
    }

    @Test func escapedStringOffsetsAfterCommentsWithQuotes() throws {
        let document = "// \"quoted\" comment\n{\"a\": /* \"x\" */ \"e\\n\\\"s\", \"k\\u00e9\": [\"\\/\"]}"
        let options = JSONParser.Options(allowComments: true)
        let expected: [Event] = [
            .init(event: .objectStart, offset: 20),
            .init(event: .key("a"), offset: 21),
            .init(event: .string("e\n\"s"), offset: 36),
            .init(event: .key("k\u{e9}"), offset: 46),
            .init(event: .arrayStart, offset: 57),
            .init(event: .string("/"), offset: 58),
            .init(event: .arrayEnd, offset: 62),
            .init(event: .objectEnd, offset: 63),
        ]
        for size in [0, 1, 2, 5] {
            #expect(try events(document, chunkSize: size, options: options) == expected, "chunk size \(size)")
        }
    }

    @Test func finishEndsTheInput() throws {
        let parser = JSONParser()
        try parser.feed(Array("[]".utf8))
        try parser.feed([UInt8]())
        try parser.finish()
        try parser.finish()
        let error = try #require(throws: JSONError.self) { try parser.feed(Array(" ".utf8)) }
        #expect(error.message == "input after the end of the document")
        #expect(error.byteOffset == 2)
    }

    @Test func takeEventsHandsOutOnlyNewEvents() throws {
        let parser = JSONParser()
        try parser.feed(Array("[1, 2".utf8))
        #expect(parser.takeEvents().map(\.event) == [.arrayStart, .number("1")])
        #expect(parser.takeEvents().isEmpty)
        try parser.feed(Array("]".utf8))
        try parser.finish()
        #expect(parser.takeEvents().map(\.event) == [.number("2"), .arrayEnd])
    }
}
