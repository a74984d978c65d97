/// The elements of one array in a JSON document whose bytes arrive as an `AsyncSequence` of chunks, decoded one
/// by one as the chunks arrive (see `JSONElementDecoder`); memory stays bounded by the largest element.
///
/// Made by `CurlewJSONDecoder.decodeElements(of:at:from:)`. Iterating throws `JSONError` for invalid JSON, an
/// element that does not fit, or a document without an array at the path, and rethrows the chunks' own errors.
///
/// ```swift
/// for try await pet in CurlewJSONDecoder().decodeElements(of: Pet.self, at: "$.items", from: response.body) {
///     print(pet.name)
/// }
/// ```
public struct JSONElementStream<Element: Decodable, Chunks: AsyncSequence>: AsyncSequence
where Chunks.Element: Collection<UInt8> {
    let chunks: Chunks
    let path: String
    let decoder: CurlewJSONDecoder

    /// Starts a pass over the chunks; each iterator parses the document from its first chunk.
    public func makeAsyncIterator() -> Iterator {
        Iterator(chunks: chunks.makeAsyncIterator(), path: path, decoder: decoder)
    }

    /// Pulls chunks as elements are asked for.
    public struct Iterator: AsyncIteratorProtocol {
        var chunks: Chunks.AsyncIterator
        let path: String
        let decoder: CurlewJSONDecoder
        var elements: JSONElementDecoder<Element>?
        var ready: [Element] = []
        var readyIndex = 0
        var finished = false

        init(chunks: Chunks.AsyncIterator, path: String, decoder: CurlewJSONDecoder) {
            self.chunks = chunks
            self.path = path
            self.decoder = decoder
        }

        /// The next element, nil after the last; throws `JSONError` or the chunks' error.
        public mutating func next() async throws -> Element? {
            while readyIndex == ready.count {
                if finished { return nil }
                let decoding = try elements ?? JSONElementDecoder(of: Element.self, at: path, decoder: decoder)
                elements = decoding
                ready.removeAll(keepingCapacity: true)
                readyIndex = 0
                do {
                    if let chunk = try await chunks.next() {
                        ready = try decoding.feed(chunk)
                    } else {
                        finished = true
                        ready = try decoding.finish()
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

extension CurlewJSONDecoder {
    /// The elements of the array at `path` (`$` for a top-level array, `$.items`, `$.data.results`) of the
    /// document in `chunks`, decoded as the chunks arrive with this decoder's strategies.
    public func decodeElements<Element: Decodable, Chunks: AsyncSequence>(
        of type: Element.Type,
        at path: String = "$",
        from chunks: Chunks
    ) -> JSONElementStream<Element, Chunks> where Chunks.Element: Collection<UInt8> {
        JSONElementStream(chunks: chunks, path: path, decoder: self)
    }

    /// One JSON document per line (JSON Lines / NDJSON) from `chunks`, decoded as each line completes; blank
    /// lines are skipped. Memory stays bounded by the longest line.
    public func decodeLines<Element: Decodable, Chunks: AsyncSequence>(
        of type: Element.Type,
        from chunks: Chunks
    ) -> JSONLinesStream<Element, Chunks> where Chunks.Element: Collection<UInt8> {
        JSONLinesStream(chunks: chunks, decoder: self)
    }
}
