/// A push parser over yajl: feed it chunks as they arrive, take the events it has completed.
///
/// Chunks may split the input anywhere, even inside a token. Each event carries the byte offset, in the whole
/// input, of its first byte (the opening quote of a string or key, the first character of a number, the brace).
/// Not `Sendable`: one owner at a time.
///
/// ```swift
/// let parser = JSONParser()
/// try parser.feed(Array(#"{"id": 7, "tags": ["#.utf8))
/// try parser.feed(Array(#""a"]}"#.utf8))
/// try parser.finish()
/// for (event, offset) in parser.takeEvents() { print(offset, event) }
/// ```
public final class JSONParser {
    /// What the parser accepts beyond strict JSON, and its limits.
    public struct Options: Sendable {
        /// Accept `//` and `/* */` comments (yajl's `allow_comments`), e.g. for spec files.
        public var allowComments: Bool
        /// The deepest nesting of arrays and objects accepted; deeper input fails with a `JSONError`. At most
        /// `maxDepthCeiling`: a larger value counts as that.
        public var maxDepth: Int

        /// The highest `maxDepth` that takes effect (2,048 levels, four times the default). Decoders recurse
        /// once per level (Codable, `JSONValue`, and freeing a `JSONValue`), so much deeper documents would
        /// overflow a thread's stack instead of failing with an error.
        public static let maxDepthCeiling = 2048

        /// The largest document accepted, in bytes (nil: no limit beyond memory); a larger one fails with a
        /// `JSONError` as soon as its size is known (before parsing a whole buffer, or at the chunk that crosses it).
        public var maxDocumentSize: Int?

        /// Creates options; the defaults are strict JSON with at most 512 levels of nesting and no size limit.
        public init(allowComments: Bool = false, maxDepth: Int = 512, maxDocumentSize: Int? = nil) {
            self.allowComments = allowComments
            self.maxDepth = maxDepth
            self.maxDocumentSize = maxDocumentSize
        }
    }

    private let tokenizer: YAJLTokenizer

    /// Creates a parser for one document.
    public init(options: Options = .init()) {
        tokenizer = YAJLTokenizer(options: options, keepsTape: false)
    }

    /// Parses the next chunk of input. Throws `JSONError` at the first invalid byte; after that every call throws.
    public func feed(_ chunk: some Collection<UInt8>) throws {
        try withContiguousBytes(chunk) { try tokenizer.feed($0) }
    }

    /// Ends the input. Throws `JSONError` if the document is incomplete or followed by more than whitespace.
    /// Calling it again does nothing; feeding after it throws.
    public func finish() throws {
        try tokenizer.finish()
    }

    /// The events completed so far, in order, removed from the parser, each with the byte offset (in the whole
    /// input) of its first byte.
    public func takeEvents() -> [(event: JSONEvent, offset: Int)] {
        tokenizer.takeEvents()
    }
}
