import Foundation
import Testing

@testable import Curlew

@Suite("JSONArraySplitter")
struct JSONArraySplitterTests {
    static let input = #"[1, "a,\"]", true , null,{"x":[1,{}]} ,[2,[3]], -0.5e3 ]"#
    static let expected = ["1", #""a,\"]""#, "true", "null", #"{"x":[1,{}]}"#, "[2,[3]]", "-0.5e3"]

    @Test("every element at every chunk boundary (one byte at a time)")
    func byteByByte() throws {
        let splitter = JSONArraySplitter()
        var elements: [String] = []
        for byte in Self.input.utf8 {
            elements += try splitter.feed([byte]).map { String(decoding: $0, as: UTF8.self) }
        }
        elements += try splitter.finish().map { String(decoding: $0, as: UTF8.self) }
        #expect(elements == Self.expected)
    }

    @Test("in one chunk")
    func whole() throws {
        let splitter = JSONArraySplitter()
        let elements = try splitter.feed(Array(Self.input.utf8)) + (try splitter.finish())
        #expect(elements.map { String(decoding: $0, as: UTF8.self) } == Self.expected)
    }

    @Test("not an array, or an unfinished one, is a JSONError")
    func errors() throws {
        #expect(throws: (any Error).self) { _ = try JSONArraySplitter().feed(Array(#"{"a":1}"#.utf8)) }
        let splitter = JSONArraySplitter()
        _ = try splitter.feed(Array("[1,2".utf8))
        #expect(throws: (any Error).self) { _ = try splitter.finish() }
    }
}
