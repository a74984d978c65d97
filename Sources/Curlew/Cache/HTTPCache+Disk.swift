import CurlewJSON
import Foundation

/// An ``HTTPCache``'s files: one per stored response, named by a hash of its key, holding one line of JSON (the
/// key, status, header fields, `Vary` values and times) and then the body's bytes. A file whose key differs
/// (a hash collision) or that does not read back whole is ignored, and removed. Their sizes are kept within
/// ``HTTPCache/diskCapacity`` through a ``DiskIndex``.
extension HTTPCache {
    static let fileExtension = "curlew-cache"

    /// What the JSON line of a file holds.
    private struct FileHead: Codable {
        var key: String
        var status: Int
        var headers: [[String]]
        var varying: [String: String?]
        var requestTime: Double
        var responseTime: Double
    }

    /// The file of `key`: FNV-1a 64 of its UTF-8, in hex.
    func file(for key: String) -> URL? {
        guard let directory else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = String(hash, radix: 16)
        return directory.appendingPathComponent(String(repeating: "0", count: 16 - name.count) + name)
            .appendingPathExtension(Self.fileExtension)
    }

    /// Writes `response` to its file (atomically: a reader sees the old file or the new one).
    func writeFile(_ response: CachedResponse) {
        guard let file = file(for: response.key) else { return }
        let head = FileHead(
            key: response.key, status: response.status.code, headers: response.headers.map { [$0.name, $0.value] },
            varying: response.varying, requestTime: response.requestTime.timeIntervalSince1970,
            responseTime: response.responseTime.timeIntervalSince1970)
        guard var data = try? CurlewJSONEncoder().encode(head) else { return }
        data.append(UInt8(ascii: "\n"))
        data.append(response.body)
        guard data.count <= diskCapacity, (try? data.write(to: file, options: .atomic)) != nil else {
            removeFile(file)  // too large to keep, or not written: an older answer must not stand in for it
            return
        }
        let name = file.lastPathComponent
        let evicted = withDiskIndex(of: file) { index in
            index.record(name, size: data.count, used: Date())
            return index.evict(toFit: diskCapacity, keeping: name)
        }
        for old in evicted {
            try? FileManager.default.removeItem(at: file.deletingLastPathComponent().appendingPathComponent(old))
        }
    }

    /// Removes `file` and forgets it in the index.
    func removeFile(_ file: URL) {
        try? FileManager.default.removeItem(at: file)
        let name = file.lastPathComponent
        withDiskIndex(of: file) { $0.forget(name) }
    }

    /// Runs `body` on the index of the files beside `file`, built from their directory if this is its first use.
    private func withDiskIndex<Result>(of file: URL, _ body: (inout DiskIndex) -> Result) -> Result {
        disk.withLock { index in
            if index == nil {
                index = DiskIndex(scanning: file.deletingLastPathComponent(), fileExtension: Self.fileExtension)
            }
            return body(&index!)  // in place: a copy would copy the whole table on every write
        }
    }

    /// The response stored in `key`'s file, if there is one and it reads back.
    func readFile(_ key: String) -> CachedResponse? {
        guard let file = file(for: key), let data = try? Data(contentsOf: file) else { return nil }
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let head = try? CurlewJSONDecoder().decode(FileHead.self, from: data[..<newline]), head.key == key,
            head.headers.allSatisfy({ $0.count == 2 })
        else {
            if (try? CurlewJSONDecoder().decode(FileHead.self, from: data.prefix { $0 != UInt8(ascii: "\n") }))?.key
                == nil
            {
                removeFile(file)  // unreadable: not worth keeping
            }
            return nil
        }
        let used = Date()
        // the file's date keeps the order of use for the index a restart builds
        try? FileManager.default.setAttributes([.modificationDate: used], ofItemAtPath: file.path)
        let name = file.lastPathComponent
        withDiskIndex(of: file) { $0.touch(name, used: used) }
        return CachedResponse(
            key: key, status: HTTPStatus(head.status),
            headers: HTTPHeaders(head.headers.map { ($0[0], $0[1]) }),
            body: Data(data[data.index(after: newline)...]), varying: head.varying,
            requestTime: Date(timeIntervalSince1970: head.requestTime),
            responseTime: Date(timeIntervalSince1970: head.responseTime))
    }
}
