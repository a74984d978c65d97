import CurlewJSON
import Foundation

extension APIClient {
    /// Sends an endpoint whose response is a JSON array and yields its elements as they arrive.
    ///
    /// Memory stays flat however long the array is: the body is read in chunks (with backpressure) and
    /// each element is decoded as soon as it is complete. The request is sent when iteration starts.
    /// A non-2xx status throws ``CurlewError/Kind/httpStatus``; a malformed or cut-off array throws
    /// ``CurlewError/Kind/decoding`` or the transport's error after the elements that were whole.
    ///
    /// ```swift
    /// for try await pet in api.stream(Endpoint<[Pet]>(method: .get, path: "/pets")) { print(pet.name) }
    /// ```
    public func stream<Element: Decodable & Sendable>(_ endpoint: Endpoint<[Element]>) -> JSONElementStream<Element> {
        JSONElementStream(
            client: self, request: Result { try request(for: endpoint) }, decodeError: endpoint.decodeError)
    }
}

/// The elements of a JSON array response, decoded one by one as the body arrives (see ``APIClient/stream(_:)``).
public struct JSONElementStream<Element: Decodable & Sendable>: AsyncSequence, Sendable {
    let client: APIClient
    let request: Result<HTTPRequest, any Error>
    let decodeError: (@Sendable (HTTPResponse, CurlewJSONDecoder) -> (any Sendable)?)?

    /// Starts the request on the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(stream: self)
    }

    /// Reads chunks and decodes elements on demand.
    public struct Iterator: AsyncIteratorProtocol {
        let stream: JSONElementStream
        private var body: HTTPResponseBody.AsyncIterator?
        private let splitter = JSONArraySplitter()
        private var pending: [ArraySlice<UInt8>] = []
        /// Set once the body has ended (the elements still pending are handed out) or `next()` has thrown (none are
        /// pending then): nothing more is read, and the request is not sent again.
        private var done = false
        private var request: HTTPRequest?

        init(stream: JSONElementStream) {
            self.stream = stream
        }

        /// The next element, `nil` after the last one; after an error, `nil` too (nothing is sent again).
        public mutating func next() async throws -> Element? {
            do {
                return try await advance()
            } catch {
                done = true
                pending = []
                body = nil  // lets go of the transfer
                throw error
            }
        }

        private mutating func advance() async throws -> Element? {
            while pending.isEmpty {
                if done { return nil }
                if body == nil { try await start() }
                let chunk = try await body!.next()
                do {
                    if let chunk {
                        pending += try splitter.feed(chunk)
                    } else {
                        done = true
                        pending += try splitter.finish()
                    }
                } catch let error as JSONError {
                    throw decodingError(error)
                }
            }
            let bytes = pending.removeFirst()
            do {
                return try stream.client.decoder.decode(Element.self, from: bytes)
            } catch {
                // A `JSONError`, or the `DecodingError` carrying one that the Codable path throws.
                guard let jsonError = JSONError(error) else { throw error }
                throw decodingError(jsonError)
            }
        }

        private mutating func start() async throws {
            let request = try stream.request.get()
            self.request = request
            let transport = stream.client.transport
            let started = Locked<HTTPStreamingResponse?>(nil)
            let head = try await stream.client.run(request) { request in
                let response = try await transport.stream(request)
                started.withLock { $0 = response }  // a retried request replaces (and drops) the earlier body
                return HTTPResponse(status: response.status, headers: response.headers)
            }
            guard var response = started.withLock({ $0 }) else {
                throw CurlewError(.invalidRequest, "a middleware answered a streamed request without sending it")
            }
            response.status = head.status
            guard response.status.isSuccess else {
                // an error body of any size is still an HTTP status error: keep its first MiB for the error
                let body = try await response.body.collectTruncated(to: 1 << 20)
                let full = HTTPResponse(status: response.status, headers: response.headers, body: body)
                throw CurlewError(
                    .httpStatus, "HTTP \(response.status)", method: request.method,
                    url: CurlewError.redacted(request.url), status: response.status, responseHeaders: response.headers,
                    responseBody: body, errorBody: stream.decodeError?(full, stream.client.decoder)
                )
            }
            body = response.body.makeAsyncIterator()
        }

        private func decodingError(_ error: JSONError) -> CurlewError {
            CurlewError(
                .decoding, error.message, method: request?.method, url: request.map { CurlewError.redacted($0.url) },
                jsonError: error
            )
        }
    }
}
