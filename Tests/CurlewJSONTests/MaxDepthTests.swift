import Testing

@testable import CurlewJSON

/// Nesting limits: deep input fails fast with a clear error, and never overflows the stack.
@Suite struct MaxDepthTests {
    @Test func defaultAcceptsFiveHundredTwelveLevels() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONValue(parsing: text)
    }

    @Test func deeperInputFailsWithThePath() throws {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try #require(throws: JSONError.self) { try JSONValue(parsing: text) }
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.byteOffset == 512)
        #expect(error.path == "$" + String(repeating: "[0]", count: 512))
    }

    @Test func limitIsConfigurable() throws {
        let options = JSONParser.Options(maxDepth: 2)
        #expect(try events(#"{"a": [1]}"#, options: options).count == 6)
        let error = try #require(throws: JSONError.self) { try events(#"{"a": [{}]}"#, options: options) }
        #expect(error.path == "$.a[0]")
        #expect(error.byteOffset == 7)
    }

    @Test func hugeNestingFailsFastInTheDecoderToo() throws {
        let text = String(repeating: "[{\"a\":", count: 100_000)
        var decoder = CurlewJSONDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode(JSONValue.self, from: Array(text.utf8)) }
        decoder.parsingOptions.maxDepth = 10
        #expect(throws: DecodingError.self) {
            try decoder.decode([[[[[[[[[[[Int]]]]]]]]]]].self, from: Array("[[[[[[[[[[[1]]]]]]]]]]]".utf8))
        }
    }
}

/// A model as deep as its JSON: decoding recurses once per level.
private final class Chain: Codable, Sendable {
    let next: Chain?
}

extension MaxDepthTests {
    @Test func deepestAcceptedModelDecodesOnAConcurrencyThread() async throws {
        let depth = 511
        let text = String(repeating: #"{"next":"#, count: depth) + "null" + String(repeating: "}", count: depth)
        let chain = try await Task.detached {
            try CurlewJSONDecoder().decode(Chain.self, from: Array(text.utf8))
        }.value
        var length = 0
        var link: Chain? = chain
        while let current = link {
            length += 1
            link = current.next
        }
        #expect(length == depth)
    }

    @Test func aRaisedLimitStopsAtTheCeilingAndTheDeepestValueDecodesAndFrees() async throws {
        // GIVEN a limit raised far past what recursive decoding can take (200,000 levels overflowed the stack)
        var decoder = CurlewJSONDecoder()
        decoder.parsingOptions.maxDepth = 1_000_000
        let ceiling = JSONParser.Options.maxDepthCeiling
        func nested(_ depth: Int) -> [UInt8] {
            Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        }
        // THEN nesting past the ceiling fails with an error that names it, on every entry point
        let error = try decodingFailure { try decoder.decode(JSONValue.self, from: nested(200_000)) }
        #expect(error.message == "nesting deeper than \(ceiling) levels")
        #expect(error.byteOffset == ceiling)
        let raised = JSONParser.Options(maxDepth: 1_000_000)
        #expect(throws: JSONError.self) {
            try events(String(decoding: nested(ceiling + 1), as: UTF8.self), options: raised)
        }
        // AND a value exactly at the ceiling is read and freed on a concurrency thread
        let depth = try await Task.detached {
            _ = try decoder.decode(JSONValue.self, from: nested(ceiling))  // freed at once, level by level
            var value = try decoder.decode(JSONValue.self, from: nested(ceiling))
            var depth = 0
            while case .array(let elements) = value {
                depth += 1
                value = elements.first ?? .null
            }
            return depth
        }.value
        #expect(depth == ceiling)
    }
}

/// The maximum document size: a larger document fails before it is parsed, or at the chunk that crosses it.
@Suite struct MaxDocumentSizeTests {
    @Test func aWholeDocumentOverTheLimitFails() throws {
        var decoder = CurlewJSONDecoder()
        decoder.parsingOptions.maxDocumentSize = 8
        #expect(try decoder.decode([Int].self, from: Array("[1, 2]".utf8)) == [1, 2])
        let error = try decodingFailure {
            try decoder.decode([Int].self, from: Array("[1, 2, 3, 4]".utf8))
        }
        #expect(error.message == "document larger than 8 bytes")
    }

    @Test func aStreamFailsAtTheChunkThatCrossesIt() throws {
        let parser = JSONParser(options: .init(maxDocumentSize: 6))
        try parser.feed(Array("[1, ".utf8))
        #expect(throws: JSONError.self) { try parser.feed(Array("2, 3]".utf8)) }
    }
}
