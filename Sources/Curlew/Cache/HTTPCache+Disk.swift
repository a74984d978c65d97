import CurlewJSON
import Foundation

/// An ``HTTPCache``'s files: one per stored response, named by a hash of its key, holding one line of JSON (the
/// key, status, header fields, `Vary` values and times) and then the body's bytes. A file whose key differs
/// (a hash collision) or that does not read back whole is ignored, and removed.
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
        try? data.write(to: file, options: .atomic)
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
                try? FileManager.default.removeItem(at: file)  // unreadable: not worth keeping
            }
            return nil
        }
        return CachedResponse(
            key: key, status: HTTPStatus(head.status),
            headers: HTTPHeaders(head.headers.map { ($0[0], $0[1]) }),
            body: Data(data[data.index(after: newline)...]), varying: head.varying,
            requestTime: Date(timeIntervalSince1970: head.requestTime),
            responseTime: Date(timeIntervalSince1970: head.responseTime))
    }
}
