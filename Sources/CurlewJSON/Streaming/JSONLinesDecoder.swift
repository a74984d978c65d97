#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A push decoder for JSON Lines / NDJSON: one JSON document per line, decoded as each line completes.
///
/// Blank (whitespace-only) lines are skipped; a line may end in `\n` or `\r\n`; the last line needs no newline.
/// Errors carry the byte offset, line and column in the whole input. Memory stays bounded by the longest line.
///
/// ```swift
/// let lines = JSONLinesDecoder(of: Event.self)
/// for chunk in chunks { for event in try lines.feed(chunk) { handle(event) } }
/// for event in try lines.finish() { handle(event) }
/// ```
public final class JSONLinesDecoder<Element: Decodable> {
    private let decoder: CurlewJSONDecoder
    /// The bytes of the line not yet complete.
    private var pending: [UInt8] = []
    /// The absolute offset of `pending[0]`, and the 1-based number of the line being read.
    private var pendingOffset = 0
    /// The absolute offset of the chunk being read.
    private var chunkBase = 0
    private var lineNumber = 1
    /// The first failure: thrown by every later call (after the elements of the lines before it are handed out).
    private var failure: (any Error)?
    /// Whether `finish()` has run: the input is over.
    private var finished = false
    /// The column just past the input's last byte, once `finish()` has run.
    private var endColumn = 1

    /// Prepares to decode lines with `decoder`'s strategies and parsing options.
    public init(of type: Element.Type, decoder: CurlewJSONDecoder = .init()) {
        self.decoder = decoder
    }

    /// Takes the next chunk and returns the elements of the lines it completed. Throws `JSONError` for a line that
    /// is not valid JSON or does not fit `Element`, and for input after `finish()`; after a failure every call throws.
    ///
    /// When the chunk completes good lines before a failing one, their elements are returned and the error is thrown
    /// by the next `feed(_:)` or `finish()`: every element before the failure is handed out, however the input is
    /// chunked.
    public func feed(_ chunk: some Collection<UInt8>) throws -> [Element] {
        if let failure { throw failure }
        if finished {
            let error = JSONError(
                message: "input after the end of the document", byteOffset: chunkBase, line: lineNumber,
                column: endColumn, path: "$", kind: .usage)
            failure = error
            throw error
        }
        var elements: [Element] = []
        do {
            try feedLines(chunk, into: &elements)
        } catch {
            failure = error
            guard !elements.isEmpty else { throw error }
        }
        return elements
    }

    /// Decodes the lines `chunk` completes into `elements`, keeping the rest of its bytes for the next chunk.
    private func feedLines(_ chunk: some Collection<UInt8>, into elements: inout [Element]) throws {
        try withContiguousBytes(chunk) { bytes in
            defer { chunkBase += bytes.count }
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start < bytes.count,
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
            {
                let end = base.distance(to: UnsafeRawPointer(found))
                let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
                if pending.isEmpty {
                    try decodeLine(line, at: chunkBase + start, into: &elements)
                } else {
                    pending.append(contentsOf: line)
                    try pending.withUnsafeBytes { try decodeLine($0, at: pendingOffset, into: &elements) }
                    pending.removeAll(keepingCapacity: pending.count < 1 << 16)
                }
                lineNumber += 1
                start = end + 1
            }
            if start < bytes.count {
                if pending.isEmpty { pendingOffset = chunkBase + start }
                pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start...]))
            }
        }
    }

    /// Ends the input and returns the element of a last line without a newline. Throws for that line, or the
    /// error a `feed(_:)` put off.
    public func finish() throws -> [Element] {
        if let failure { throw failure }
        guard !finished else { return [] }
        finished = true
        endColumn = pending.count + 1
        var elements: [Element] = []
        defer { pending.removeAll() }
        try pending.withUnsafeBytes { try decodeLine($0, at: pendingOffset, into: &elements) }
        return elements
    }

    private func decodeLine(_ line: UnsafeRawBufferPointer, at offset: Int, into elements: inout [Element]) throws {
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
        do {
            elements.append(try decoder.decode(Element.self, from: line))
        } catch {
            // Streams throw `JSONError`s: the Codable path's `DecodingError` carries one.
            guard var error = JSONError(error) else { throw error }
            error.byteOffset += offset
            error.line = lineNumber
            failure = error
            throw error
        }
    }
}

/// The elements of a JSON Lines / NDJSON document whose bytes arrive as an `AsyncSequence` of chunks, decoded
/// as each line completes (see `JSONLinesDecoder`). Made by `CurlewJSONDecoder.decodeLines(of:from:)`.
public struct JSONLinesStream<Element: Decodable, Chunks: AsyncSequence>: AsyncSequence
where Chunks.Element: Collection<UInt8> {
    let chunks: Chunks
    let decoder: CurlewJSONDecoder

    /// Starts a pass over the chunks.
    public func makeAsyncIterator() -> Iterator {
        Iterator(chunks: chunks.makeAsyncIterator(), lines: JSONLinesDecoder(of: Element.self, decoder: decoder))
    }

    /// Pulls chunks as elements are asked for.
    public struct Iterator: AsyncIteratorProtocol {
        var chunks: Chunks.AsyncIterator
        let lines: JSONLinesDecoder<Element>
        var ready: [Element] = []
        var readyIndex = 0
        var finished = false

        /// The next element, nil after the last; throws `JSONError` or the chunks' error.
        public mutating func next() async throws -> Element? {
            while readyIndex == ready.count {
                if finished { return nil }
                ready.removeAll(keepingCapacity: true)
                readyIndex = 0
                do {
                    if let chunk = try await chunks.next() {
                        ready = try lines.feed(chunk)
                    } else {
                        finished = true
                        ready = try lines.finish()
                    }
                } catch {
                    finished = true
                    throw error
                }
            }
            defer { readyIndex += 1 }
            return ready[readyIndex]
        }
    }
}
