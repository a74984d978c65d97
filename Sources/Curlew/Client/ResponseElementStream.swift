import CurlewJSON
import Foundation

/// The elements of a JSON array response, decoded one by one as the body arrives (see ``APIClient/stream(_:)``).
///
/// Decoding is `CurlewJSON`'s `JSONElementDecoder`: one parse per byte, elements read through `JSONDecodable` when
/// they conform (generated models do), else through `Decodable`, with the client's decoder and its strategies.
/// Errors carry the element's index in their JSON path (`$[3].name`).
public struct ResponseElementStream<Element: Decodable & Sendable>: AsyncSequence, Sendable {
    let client: APIClient
    let request: Result<HTTPRequest, any Error>
    let decodeError: (@Sendable (HTTPResponse, CurlewJSONDecoder) -> (any Sendable)?)?

    /// Starts the request on the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(stream: self)
    }

    /// Reads chunks and decodes elements on demand.
    public struct Iterator: AsyncIteratorProtocol {
        let stream: ResponseElementStream
        private var body: HTTPResponseBody.AsyncIterator?
        private var elements: JSONElementDecoder<Element>?
        /// Elements a chunk completed, handed out from `readyIndex` on.
        private var ready: [Element] = []
        private var readyIndex = 0
        /// Set once the body has ended (the elements still ready are handed out) or `next()` has thrown (none are
        /// ready then): nothing more is read, and the request is not sent again.
        private var done = false
        private var request: HTTPRequest?
        /// The response's headers, for a decoding error's charset (see `CurlewError+Charset.swift`).
        private var headers = HTTPHeaders()

        init(stream: ResponseElementStream) {
            self.stream = stream
        }

        /// The next element, `nil` after the last one; after an error, `nil` too (nothing is sent again).
        public mutating func next() async throws -> Element? {
            do {
                return try await advance()
            } catch {
                done = true
                ready = []
                readyIndex = 0
                body = nil  // lets go of the transfer
                elements = nil
                if let error = error as? CurlewError, let request {
                    throw error.named(request.options.operationName)
                }
                throw error
            }
        }

        private mutating func advance() async throws -> Element? {
            while readyIndex == ready.count {
                if done { return nil }
                if body == nil { try await start() }
                let chunk = try await body!.next()
                ready.removeAll(keepingCapacity: true)
                readyIndex = 0
                do {
                    if let chunk {
                        ready = try elements!.feed(chunk)
                    } else {
                        done = true
                        ready = try elements!.finish()
                    }
                } catch {
                    // A `JSONError`, or the `DecodingError` carrying one that the Codable path throws.
                    guard let jsonError = JSONError(error) else { throw error }
                    throw decodingError(jsonError)
                }
            }
            defer { readyIndex += 1 }
            return ready[readyIndex]
        }

        private mutating func start() async throws {
            let request = try stream.request.get()
            self.request = request
            let response = try await stream.client.successfulStreamedResponse(
                request, what: "a streamed request", decodeError: stream.decodeError)
            headers = response.headers
            do {
                elements = try JSONElementDecoder(of: Element.self, decoder: stream.client.decoder)
            } catch let error as JSONError {
                throw decodingError(error)
            }
            body = response.body.makeAsyncIterator()
        }

        private func decodingError(_ error: JSONError) -> CurlewError {
            CurlewError.decoding(error, of: request).blamingCharset(declaredIn: headers, body: nil)
        }
    }
}
