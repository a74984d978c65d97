import Foundation

extension HTTPRequest {
    /// What a request sends after its head: nothing, bytes in memory, or a body read while it is sent.
    ///
    /// ```swift
    /// HTTPRequest(method: .post, url: url, body: .data(json))
    /// HTTPRequest(method: .put, url: url, body: try .file(URL(fileURLWithPath: "big.iso")))
    /// ```
    public enum Body: Sendable {
        /// No body.
        case none
        /// These bytes.
        case data(Data)
        /// Bytes and files read while they are sent, or the chunks of an `AsyncSequence` (see
        /// ``HTTPRequestBodyStream``).
        case stream(HTTPRequestBodyStream)

        /// The contents of a file, read while it is sent; throws ``CurlewError/Kind/invalidRequest`` if it cannot
        /// be read.
        public static func file(_ url: URL) throws -> Body {
            .stream(try .file(url))
        }

        /// The bytes of a ``data(_:)`` body, else `nil`.
        public var data: Data? {
            if case .data(let data) = self { return data }
            return nil
        }

        /// The stream of a ``stream(_:)`` body, else `nil`.
        public var stream: HTTPRequestBodyStream? {
            if case .stream(let stream) = self { return stream }
            return nil
        }

        /// The length in bytes: 0 for none, `nil` for a stream of unknown length (sent chunked).
        public var length: Int64? {
            switch self {
            case .none: 0
            case .data(let data): Int64(data.count)
            case .stream(let stream): stream.length
            }
        }

        /// Whether the body can be sent again: `false` only for a stream from a sequence.
        public var isReplayable: Bool { stream?.isReplayable ?? true }

        /// `N bytes`, `streamed, N bytes` or `streamed, chunked`, or `nil` for none: what descriptions show.
        var sizeDescription: String? {
            switch self {
            case .none: nil
            case .data(let data): "\(data.count) bytes"
            case .stream(let stream): "streamed, " + stream.sizeDescription
            }
        }
    }
}
