import Foundation

/// A response body that arrives as chunks: an `AsyncSequence` of `Data`, read once, with backpressure.
///
/// The transport reads ahead a bounded amount and pauses the transfer until you read on, so a slow
/// reader never makes the body pile up in memory. If the transfer fails part-way, iteration throws
/// the ``CurlewError`` after the chunks that did arrive: a cut-off body never ends like a complete one.
/// Stopping early (leaving the loop, or cancelling the task) ends the transfer and frees its connection.
/// Until it has been read to the end or dropped, the body keeps the transport that streams it alive.
///
/// ```swift
/// let response = try await CurlTransport.shared.stream(HTTPRequest(url: url))
/// for try await chunk in response.body { hash.update(data: chunk) }
/// ```
public struct HTTPResponseBody: AsyncSequence, Sendable {
    /// One chunk of bytes, in order.
    public typealias Element = Data

    fileprivate enum Source: Sendable {
        case buffer(CurlBodyBuffer, Owner)
        case data(Data)
    }

    /// Ends the transfer if the body is dropped before it was read to the end.
    final class Owner: Sendable {
        let buffer: CurlBodyBuffer
        init(_ buffer: CurlBodyBuffer) { self.buffer = buffer }
        deinit { buffer.stop() }
    }

    private let source: Source
    /// The request's method and redacted URL, for the errors the body throws itself.
    private let method: HTTPMethod?
    private let url: String?
    /// The response's Content-Encoding, which the iterator decodes (see ``ContentDecoder``); `nil` for none.
    private let contentEncoding: String?

    /// The body of a streamed transfer; `method` and `url` (redacted) name its request in ``collect(upTo:)``'s error;
    /// the bytes are decoded by `contentEncoding` as they are read.
    init(buffer: CurlBodyBuffer, method: HTTPMethod, url: String, contentEncoding: String?) {
        source = .buffer(buffer, Owner(buffer))
        self.method = method
        self.url = url
        self.contentEncoding = contentEncoding
    }

    /// A body that is already whole, delivered as one chunk (test doubles, non-streaming transports).
    public init(_ data: Data) {
        self.init(data, method: nil, url: nil)
    }

    /// A whole body whose request is known: `method` and `url` (redacted) name it in ``collect(upTo:)``'s error.
    init(_ data: Data, method: HTTPMethod?, url: String?) {
        source = .data(data)
        self.method = method
        self.url = url
        contentEncoding = nil
    }

    /// Reads the rest of the body into memory; throws ``CurlewError`` if it is longer than `limit` bytes.
    ///
    /// The error names the request's method and URL (without secrets) when the body came from a transport.
    public func collect(upTo limit: Int = .max) async throws -> Data {
        var data = Data()
        for try await chunk in self {
            guard data.count + chunk.count <= limit else {
                throw CurlewError.transport(
                    "the response body is larger than the limit of \(limit) bytes", method: method, redactedURL: url)
            }
            data.append(chunk)
        }
        return data
    }

    /// The first `limit` bytes of the body, or all of it if it is shorter; the rest is dropped unread.
    func collectTruncated(to limit: Int) async throws -> Data {
        var data = Data()
        for try await chunk in self {
            data.append(chunk.prefix(limit - data.count))
            if data.count >= limit { break }
        }
        return data
    }

    /// The iterator; the body can be iterated once.
    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var source: Source?
        fileprivate let method: HTTPMethod?
        fileprivate let url: String?
        /// The Content-Encoding still to set up a decoder for.
        fileprivate var contentEncoding: String?
        private var decoder: ContentDecoder?

        fileprivate init(source: Source?, method: HTTPMethod?, url: String?, contentEncoding: String?) {
            self.source = source
            self.method = method
            self.url = url
            self.contentEncoding = contentEncoding
        }

        /// The next chunk, `nil` at the end; throws ``CurlewError`` if the transfer failed.
        public mutating func next() async throws -> Data? {
            switch source {
            case .buffer(let buffer, _)?:
                if contentEncoding != nil || decoder != nil { return try await nextDecoded(buffer) }
                let chunk = try await buffer.next()
                if chunk == nil { source = nil }
                return chunk
            case .data(let data)?:
                source = nil
                return data.isEmpty ? nil : data
            case nil:
                return nil
            }
        }
    }

    /// Starts reading the body.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(source: source, method: method, url: url, contentEncoding: contentEncoding)
    }
}

extension HTTPResponseBody.AsyncIterator {
    /// The next decoded piece (at most ``ContentDecoder/pieceSize`` bytes): the transfer reads ahead raw bytes
    /// only, so a slow reader of a compressed body holds at most the stream buffer plus one piece per layer.
    fileprivate mutating func nextDecoded(_ buffer: CurlBodyBuffer) async throws -> Data? {
        do throws(ContentDecoder.DecodingFailure) {
            if let contentEncoding {
                self.contentEncoding = nil
                decoder = try ContentDecoder.make(contentEncoding: contentEncoding)
            }
        } catch {
            return try fail(buffer, error)
        }
        guard let decoder else {
            let chunk = try await buffer.next()
            if chunk == nil { source = nil }
            return chunk
        }
        while true {
            do throws(ContentDecoder.DecodingFailure) {
                if let piece = try decoder.next() { return piece }
            } catch {
                return try fail(buffer, error)
            }
            guard let raw = try await buffer.next() else {
                do throws(ContentDecoder.DecodingFailure) {
                    try decoder.finish()
                } catch {
                    return try fail(buffer, error)
                }
                source = nil
                self.decoder = nil
                return nil
            }
            raw.withUnsafeBytes { decoder.feed($0) }
        }
    }

    /// Ends the transfer and throws `failure` as a ``CurlewError``.
    private mutating func fail(_ buffer: CurlBodyBuffer, _ failure: ContentDecoder.DecodingFailure) throws -> Data? {
        buffer.stop()
        source = nil
        decoder = nil
        throw CurlewError.transport(failure.message, curlCode: .badContentEncoding, method: method, redactedURL: url)
    }
}
