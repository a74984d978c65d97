import Foundation

/// A request body read while it is sent: bytes in memory and files one after the other, or the chunks
/// of an `AsyncSequence`.
///
/// Files are read in small pieces on the transport's thread, so a large upload never sits in memory;
/// their length is known up front, so the request carries a `Content-Length`. A sequence of chunks is
/// sent as it produces them (with backpressure: at most 1 MiB waits), with the length you give or
/// chunked; it is iterated once, so such a body is not ``isReplayable``: ``RetryMiddleware`` does not send it
/// again, a token refresh in ``AuthMiddleware`` throws instead of resending it, and so does a redirect that keeps
/// the body (307, 308) unless a ``RedirectHook`` sends a new one. When a kept-alive connection
/// dies before answering, libcurl sends the request again on a new one: bytes and files are read again from the
/// start, while a body from a sequence cannot be, and that request fails.
///
/// ```swift
/// let request = HTTPRequest(method: .put, url: url, body: try .file(URL(fileURLWithPath: "big.iso")))
/// let live = HTTPRequestBodyStream(length: nil, chunks: microphone.chunks)  // some AsyncSequence<Data, any Error>
/// let upload = HTTPRequest(method: .post, url: url, body: .stream(live))
/// ```
public struct HTTPRequestBodyStream: Sendable {
    /// One piece of the body.
    public enum Part: Sendable {
        /// These bytes.
        case data(Data)
        /// The contents of this file (read when the request is sent).
        case file(URL)
    }

    /// The pieces, in order (empty for a body made from a sequence).
    public let parts: [Part]
    /// The total length in bytes; `nil` when a sequence of unknown length is sent chunked.
    public let length: Int64?
    /// `N bytes`, or `chunked` when the length is not known: the size the descriptions of a request show.
    var sizeDescription: String { length.map { "\($0) bytes" } ?? "chunked" }
    /// The sequence the body's chunks come from, if it is made from one.
    let chunks: (any AsyncSequence<Data, any Error> & Sendable)?

    /// A body of the chunks `chunks` produces; `length`, if given, must be their total size.
    public init(length: Int64? = nil, chunks: some AsyncSequence<Data, any Error> & Sendable) {
        self.parts = []
        self.length = length
        self.chunks = chunks
    }

    /// A body of these pieces; throws ``CurlewError/Kind/invalidRequest`` if a file cannot be read.
    public init(_ parts: [Part]) throws {
        var length: Int64 = 0
        for part in parts {
            switch part {
            case .data(let data):
                length += Int64(data.count)
            case .file(let url):
                var info = stat()
                guard url.isFileURL, stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                    access(url.path, R_OK) == 0
                else {
                    throw CurlewError.invalidRequest("cannot read the file \(url.path) for the request body")
                }
                length += Int64(info.st_size)
            }
        }
        self.parts = parts
        self.length = length
        self.chunks = nil
    }

    /// Whether the body can be sent again from its start: `true` for bytes and files (read again), `false`
    /// for a body from a sequence, whose chunks are gone once sent. Middlewares that send a request again
    /// (``RetryMiddleware``, a ``TokenProvider``'s refresh) do not resend a body that is not replayable.
    public var isReplayable: Bool { chunks == nil }

    /// The contents of one file.
    public static func file(_ url: URL) throws -> HTTPRequestBodyStream {
        try HTTPRequestBodyStream([.file(url)])
    }
}

/// Reads an ``HTTPRequestBodyStream`` piece by piece for curl's read callback (loop thread only).
final class StreamedBodyReader {
    private let parts: [HTTPRequestBodyStream.Part]
    private let pump: UploadPump?
    private var index = 0
    private var offset = 0
    private var descriptor: Int32 = -1
    private(set) var failure: String?

    init(_ body: HTTPRequestBodyStream, pump: UploadPump?) {
        parts = body.parts
        self.pump = pump
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        pump?.close()
    }

    /// Moves to byte `position` of the body, so the next read starts there; `false` for a body from a sequence
    /// (its chunks are gone once sent) or a position past the end (a file shrank).
    func seek(to position: Int64) -> Bool {
        guard pump == nil, position >= 0 else { return false }
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        failure = nil
        var remaining = position
        for (partIndex, part) in parts.enumerated() {
            index = partIndex
            offset = 0
            switch part {
            case .data(let data):
                if remaining <= Int64(data.count) {
                    offset = Int(remaining)
                    return true
                }
                remaining -= Int64(data.count)
            case .file(let url):
                descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else {
                    failure = "cannot open \(url.path) to send it again: \(String(cString: strerror(errno)))"
                    return false
                }
                let size = lseek(descriptor, 0, SEEK_END)
                if size >= 0, remaining <= Int64(size) {
                    return lseek(descriptor, off_t(remaining), SEEK_SET) == off_t(remaining)
                }
                close(descriptor)
                descriptor = -1
                guard size >= 0 else { return false }
                remaining -= Int64(size)
            }
        }
        index = parts.count
        return remaining == 0
    }

    /// The next bytes for curl: a count, 0 at the end, `CURL_READFUNC_PAUSE` or `CURL_READFUNC_ABORT`.
    func curlRead(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        if let pump {
            switch pump.read(into: buffer) {
            case .success(let count?): return count
            case .success(nil): return 0x1000_0001  // CURL_READFUNC_PAUSE
            case .failure(let error):
                failure = error.message
                return 0x1000_0000  // CURL_READFUNC_ABORT
            }
        }
        return read(into: buffer) ?? 0x1000_0000  // CURL_READFUNC_ABORT
    }

    /// Fills `buffer` with the next bytes: the count, 0 at the end, or `nil` on a read error.
    private func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        while index < parts.count {
            switch parts[index] {
            case .data(let data):
                let count = min(buffer.count, data.count - offset)
                if count > 0 {
                    data.withUnsafeBytes { bytes in
                        buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
                    }
                    offset += count
                    return count
                }
            case .file(let url):
                if descriptor < 0 {
                    descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
                    guard descriptor >= 0 else {
                        failure = "cannot open \(url.path): \(String(cString: strerror(errno)))"
                        return nil
                    }
                }
                let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
                guard count >= 0 else {
                    failure = "cannot read \(url.path): \(String(cString: strerror(errno)))"
                    return nil
                }
                if count > 0 { return count }
                close(descriptor)
                descriptor = -1
            }
            index += 1
            offset = 0
        }
        return 0
    }
}

/// The former name of ``HTTPRequestBodyStream``, which says that it is a request's body.
@available(*, deprecated, renamed: "HTTPRequestBodyStream")
public typealias HTTPStreamedBody = HTTPRequestBodyStream
