/// A push decoder for the elements of one array in a document that arrives in chunks: the top-level array, or
/// the array at a key path such as `$.items` or `$.data.results`.
///
/// Feed it chunks as they arrive; each `feed(_:)` returns the elements completed so far. Tokens and texts are
/// forgotten as soon as an element is decoded, so memory stays bounded by the largest element (plus one chunk),
/// whatever the size of the array. Everything around the array is parsed and checked, but not kept. Chunks may
/// split the input anywhere: one byte at a time gives the same elements as one chunk. Elements decode through
/// `JSONDecodable` when `Element` conforms (the fast path), else through `Decodable`. Not `Sendable`: one owner
/// at a time. `CurlewJSONDecoder.decodeElements(of:at:from:)` wraps it as an `AsyncSequence`.
///
/// ```swift
/// let elements = try JSONElementDecoder(of: Pet.self, at: "$.items")
/// for chunk in chunks { for pet in try elements.feed(chunk) { print(pet) } }
/// for pet in try elements.finish() { print(pet) }
/// ```
public final class JSONElementDecoder<Element: Decodable> {
    private let tokenizer: YAJLTokenizer
    private let tape: JSONTape
    private let decoder: CurlewJSONDecoder
    private let readElement: (inout JSONReader) throws -> Element
    private var locator: ArrayLocator
    /// The tape index of the next element (or of the array's `]`) once the array is found.
    private var next = -1
    private var elementCount = 0
    private var arrayDone = false
    /// The first failure: thrown by every call after the one that met it (the next, when that call still
    /// returned the elements before it).
    private var deferredError: (any Error)?

    /// Prepares to decode the elements of the array at `path` (`$` for a top-level array; object keys only,
    /// e.g. `$.data.items`) with `decoder`'s strategies and parsing options.
    /// Throws `JSONError` for a path it cannot follow.
    public init(of type: Element.Type, at path: String = "$", decoder: CurlewJSONDecoder = .init()) throws {
        tokenizer = YAJLTokenizer(options: decoder.parsingOptions, keepsTape: true)
        tape = JSONTape(tokenizer)
        self.decoder = decoder
        locator = try ArrayLocator(path: path)
        if let fast = Element.self as? any JSONDecodable.Type {
            readElement = { reader in try Self.read(fast, &reader) }
        } else {
            readElement = { reader in try reader.decode(Element.self) }
        }
    }

    private static func read<T: JSONDecodable>(_ type: T.Type, _ reader: inout JSONReader) throws -> Element {
        try T(from: &reader) as! Element
    }

    /// Parses the next chunk and returns the elements it completed. Throws `JSONError` for invalid JSON and for
    /// an element that does not fit `Element`; after a failure every call throws.
    ///
    /// When the chunk completes good elements before the failure, they are returned and the error is thrown by the
    /// next `feed(_:)` or `finish()`: every element before the failure is handed out, however the input is chunked.
    public func feed(_ chunk: some Collection<UInt8>) throws -> [Element] {
        if let deferredError { throw deferredError }
        var elements: [Element] = []
        do {
            try withContiguousBytes(chunk) { bytes in try tokenizer.feed(bytes) { try collect(into: &elements) } }
        } catch {
            // Kept for every later call: the tape holds what the parser had before it failed, which no scan
            // may read again.
            deferredError = error
            guard !elements.isEmpty else { throw error }
        }
        return elements
    }

    /// Ends the input and returns the last elements. Throws if the document is incomplete, invalid, or has no
    /// array at the path, or the error a `feed(_:)` put off.
    public func finish() throws -> [Element] {
        if let deferredError { throw deferredError }
        do {
            try tokenizer.finish()
            var elements: [Element] = []
            try collect(into: &elements)
            guard next >= 0 else { throw notFound() }
            return elements
        } catch {
            deferredError = error
            throw error
        }
    }

    /// The bytes of tokens and texts held for elements not complete yet (bounded by the largest element).
    public var retainedBytes: Int {
        let state = tape.source.state.pointee
        return state.tokens.count * MemoryLayout<JSONToken>.stride + state.bytes.count + state.heldStringPart.count
    }

    /// How many elements have been decoded so far.
    public var count: Int { elementCount }

    /// Appends the elements completed on the tape to `elements`, up to the first that fails.
    private func collect(into elements: inout [Element]) throws {
        if next < 0 {
            guard let start = try locator.scan(tape) else {
                tape.source.state.pointee.compact(before: tape.endIndex)
                return
            }
            next = start + 1
        }
        while !arrayDone, next < tape.endIndex {
            let token = tape[next]
            if token.kind == .arrayEnd {
                arrayDone = true
                break
            }
            if token.kind == .objectStart || token.kind == .arrayStart, token.payload == JSONToken.unpatched { break }
            var path = locator.path
            JSONPath.appendIndex(elementCount, to: &path)
            var reader = JSONReader(tape: tape, options: decoder, at: next, path: path)
            do {
                elements.append(try readElement(&reader))
            } catch let error as JSONError {
                // The stream ends at a bad element; every later call throws the same error.
                if tape.source.state.pointee.failure == nil { tape.source.state.pointee.failure = error }
                throw error
            }
            elementCount += 1
            next = tape.indexAfterValue(at: next)
        }
        // What is behind us is done with; after the array, nothing more is kept.
        let keep = arrayDone ? tape.endIndex : next
        tape.source.state.pointee.compact(before: keep)
        if arrayDone { next = max(next, 0) }
    }

    private func notFound() -> JSONError {
        JSONError(
            message: "no array at \(locator.path)", byteOffset: 0, line: 1, column: 1, path: locator.path,
            kind: .missingKey)
    }
}
