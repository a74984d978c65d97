import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The files of one download: the destination, the partial file the body goes to (`<destination>.part`) and the
/// validator that says which version of the resource the partial file holds (`<destination>.part.validator`).
struct DownloadFiles {
    let destination: URL
    let part: URL
    let validatorFile: URL

    init(_ destination: URL) {
        self.destination = destination
        part = URL(fileURLWithPath: destination.path + ".part")
        validatorFile = URL(fileURLWithPath: destination.path + ".part.validator")
    }

    /// The partial file's size, if it exists.
    var size: Int64? {
        (try? FileManager.default.attributesOfItem(atPath: part.path)[.size] as? NSNumber)?.int64Value
    }

    /// The validator the partial file was written under, if any.
    var validator: String? {
        (try? String(contentsOf: validatorFile, encoding: .utf8)).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Removes the partial file and its validator.
    func removeAll() {
        try? FileManager.default.removeItem(at: part)
        try? FileManager.default.removeItem(at: validatorFile)
    }

    /// What `If-Range` may carry for `headers`' resource: a strong `ETag` (a weak one may not be used), else
    /// `Last-Modified`.
    static func validator(of headers: HTTPHeaders) -> String? {
        if let etag = headers["ETag"], !etag.hasPrefix("W/") { return etag }
        return headers["Last-Modified"]
    }

    /// Writes `response`'s body into the partial file from `offset` (0: the file starts over), chunk by chunk.
    /// On failure the partial file stays for a later resume when there is a validator, and goes otherwise.
    func write(_ response: HTTPStreamingResponse, from offset: Int64, method: HTTPMethod, url: URL) async throws {
        let validator = Self.validator(of: response.headers)
        func failure(_ error: any Error) -> CurlewError {
            CurlewError(
                kind: .transport, message: "cannot write the download to \(part.path): \(error)", method: method,
                redactedURL: CurlewError.redacted(url),
                response: HTTPResponse(status: response.status, headers: response.headers))
        }
        let handle: FileHandle
        do {
            if let validator {
                try Data(validator.utf8).write(to: validatorFile, options: .atomic)
            } else {
                try? FileManager.default.removeItem(at: validatorFile)
            }
            if offset == 0 || !FileManager.default.fileExists(atPath: part.path) {
                guard FileManager.default.createFile(atPath: part.path, contents: nil) else {
                    throw CocoaError(.fileWriteUnknown)
                }
            }
            handle = try FileHandle(forWritingTo: part)
            try handle.truncate(atOffset: UInt64(offset))
            try handle.seekToEnd()
        } catch {
            throw failure(error)
        }
        defer { try? handle.close() }
        do {
            for try await chunk in response.body {
                do {
                    try handle.write(contentsOf: chunk)
                } catch {
                    throw failure(error)
                }
            }
        } catch {
            if validator == nil { removeAll() }  // nothing to resume it with
            throw error
        }
    }

    /// Renames the partial file to the destination (atomically, replacing what is there) and forgets the
    /// validator.
    func finish(status: HTTPStatus, headers: HTTPHeaders, from offset: Int64) throws -> Download {
        guard rename(part.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw CurlewError.transport("cannot rename \(part.path) to \(destination.path): \(reason)")
        }
        try? FileManager.default.removeItem(at: validatorFile)
        let size =
            (try? FileManager.default.attributesOfItem(atPath: destination.path)[.size] as? NSNumber)?
            .int64Value ?? 0
        return Download(file: destination, status: status, headers: headers, size: size, resumedFrom: offset)
    }

    /// The first byte of a `Content-Range: bytes FIRST-LAST/TOTAL`.
    static func rangeStart(_ contentRange: String?) -> Int64? {
        guard let contentRange, contentRange.hasPrefix("bytes "), let dash = contentRange.firstIndex(of: "-")
        else { return nil }
        return Int64(contentRange[contentRange.index(contentRange.startIndex, offsetBy: 6)..<dash])
    }

    /// The total of a `Content-Range: bytes */TOTAL` (or `bytes FIRST-LAST/TOTAL`).
    static func totalSize(_ contentRange: String) -> Int64? {
        guard contentRange.hasPrefix("bytes "), let slash = contentRange.lastIndex(of: "/") else { return nil }
        return Int64(contentRange[contentRange.index(after: slash)...])
    }
}
