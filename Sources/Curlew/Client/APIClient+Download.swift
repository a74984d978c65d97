import Foundation

/// What ``APIClient/download(_:to:resume:)`` did.
public struct Download: Sendable {
    /// The file, complete: the destination the call was given.
    public var file: URL
    /// The final response's status (`200`, or `206` for a resumed download) and headers.
    public var status: HTTPStatus
    /// The final response's header fields.
    public var headers: HTTPHeaders
    /// The file's size in bytes.
    public var size: Int64
    /// Where this call started writing: `0`, or the size of the partial file it resumed.
    public var resumedFrom: Int64
}

extension APIClient {
    /// Sends the endpoint and streams its response body to `destination`, never holding it in memory.
    ///
    /// The body goes to `<destination>.part` as it arrives (with backpressure: a slow disk slows the transfer),
    /// and the file is renamed to `destination` (replacing any file there) only once the whole body is written,
    /// so `destination` is always absent, the old file or the new one whole. The body is asked for without a
    /// content coding (`Accept-Encoding: identity`, unless the endpoint sets its own), so its bytes are the
    /// resource's and ranges of it line up.
    ///
    /// If the transfer fails, the partial file is **kept** when the response named a validator (a strong `ETag`,
    /// else `Last-Modified`, stored beside it in `<destination>.part.validator`), and removed otherwise. The next
    /// call with `resume` (the default) asks only for the rest (`Range: bytes=N-` with `If-Range`): a `206` for that
    /// range is appended, a `200` (the resource changed, or the server has no ranges) starts the file over. Pass
    /// `resume: false` to start over anyway. Progress: set ``RequestOptions/progress`` on the endpoint or the
    /// client (bytes counted from the start of this call's transfer).
    ///
    /// A non-2xx status throws ``CurlewError/Kind/httpStatus`` (with up to 1 MiB of its body) and leaves any
    /// partial file as it was.
    ///
    /// ```swift
    /// var endpoint = Endpoint<Void>(method: .get, path: "/exports/2024.csv")
    /// endpoint.options.progress = { print($0.bytesReceived, "of", $0.expectedBytesReceived ?? -1) }
    /// let download = try await api.download(endpoint, to: URL(fileURLWithPath: "2024.csv"))
    /// ```
    @discardableResult
    public func download<Response>(_ endpoint: Endpoint<Response>, to destination: URL, resume: Bool = true)
        async throws -> Download
    {
        var request = try request(for: endpoint)
        if !request.headers.contains("Accept-Encoding") { request.headers["Accept-Encoding"] = "identity" }
        let partial = DownloadFiles(destination)
        var offset: Int64 = 0
        if resume, let size = partial.size, size > 0, let validator = partial.validator {
            offset = size
            request.headers["Range"] = "bytes=\(size)-"
            request.headers["If-Range"] = validator
        } else {
            partial.removeAll()
        }
        var response = try await streamedResponse(request, what: "a download")
        if response.status.code == 416, offset > 0 {
            // the partial file may be whole already (`bytes */N` with N its size); else start over
            let total = response.headers["Content-Range"].flatMap(DownloadFiles.totalSize)
            if total == offset { return try partial.finish(status: .ok, headers: response.headers, from: offset) }
            partial.removeAll()
            offset = 0
            request.headers["Range"] = nil
            request.headers["If-Range"] = nil
            response = try await streamedResponse(request, what: "a download")
        }
        guard response.status.isSuccess else {
            let body = try await response.body.collectTruncated(to: 1 << 20)
            let full = HTTPResponse(status: response.status, headers: response.headers, body: body)
            throw CurlewError.httpStatus(full, of: request, errorBody: endpoint.decodeError?(full, decoder))
        }
        if response.status.code == 206 {
            guard offset > 0, DownloadFiles.rangeStart(response.headers["Content-Range"]) == offset else {
                partial.removeAll()
                throw CurlewError(
                    kind: .transport,
                    message:
                        "the server answered 206 with Content-Range \(response.headers["Content-Range"] ?? "(none)")"
                        + " for a request of bytes \(offset)-", method: request.method,
                    redactedURL: CurlewError.redacted(request.url),
                    response: HTTPResponse(status: response.status, headers: response.headers))
            }
        } else {
            offset = 0  // the whole resource: start the file over
        }
        try await partial.write(response, from: offset, method: request.method, url: request.url)
        return try partial.finish(status: response.status, headers: response.headers, from: offset)
    }
}
