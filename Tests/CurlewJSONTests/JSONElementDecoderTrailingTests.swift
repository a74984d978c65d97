import CurlewJSON
import Testing

/// What follows the document a stream decoder reads: a closing bracket too many is an error, never a crash.
@Suite
struct JSONElementDecoderTrailingTests {
    @Test(arguments: ["$", "$.a"], [#"{}}"#, #"{"a":[1]}}"#, #"[1]]"#, #"{}]"#, #"[]}"#, #"{"b":{}}}"#])
    func aCloserTooManyIsAnError(path: String, document: String) throws {
        for split in 0...document.utf8.count {
            let bytes = Array(document.utf8)
            let elements = try JSONElementDecoder(of: JSONValue.self, at: path)
            // every call after the first failure fails too, as a caller that goes on anyway finds
            var failures = 0
            for step in 0..<3 {
                do {
                    switch step {
                    case 0: _ = try elements.feed(bytes[..<split])
                    case 1: _ = try elements.feed(bytes[split...])
                    default: _ = try elements.finish()
                    }
                } catch is JSONError {
                    failures += 1
                }
            }
            #expect(failures >= 1, "\(document) split at \(split)")
        }
    }
}

extension JSONElementDecoderTrailingTests {
    @Test func inputAfterFinishIsAnErrorAndTheElementsStayHandedOut() throws {
        let elements = try JSONElementDecoder(of: Int.self, at: "$.a")
        #expect(try elements.feed(Array(#"{"a":[1,2"#.utf8)) == [1])
        #expect(try elements.feed(Array(#"]}"#.utf8)) == [2])
        #expect(try elements.finish() == [])
        #expect(throws: JSONError.self) { _ = try elements.feed(Array("]".utf8)) }
        #expect(throws: JSONError.self) { _ = try elements.finish() }
    }
}
