import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// The largest value a progress handler reported.
private final class Progress: @unchecked Sendable {  // `values` is only touched under `lock`
    private let lock = NSLock()
    private var values: [TransferProgress] = []
    func add(_ value: TransferProgress) { lock.withLock { values.append(value) } }
    var all: [TransferProgress] { lock.withLock { values } }
}

/// ``APIClient/download(_:to:resume:)`` and progress through ``RequestOptions/progress``, against httpbin's
/// `/range/N` (ranges, a strong ETag), `/drip` (a slow body) and nginx's `/10mb` (a static file).
@Suite("Downloads go to disk, resume with Range; progress reaches APIClient callers")
struct DownloadTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-dl-\(UUID())")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// What httpbin's `/range/N` serves: `a`…`z` repeated.
    private static func alphabet(_ count: Int, from start: Int = 0) -> Data {
        Data((start..<start + count).map { UInt8(ascii: "a") + UInt8($0 % 26) })
    }

    @Test("a 10 MiB body streams to the file, renamed into place, with download progress")
    func wholeFile() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let nginx = try #require(try TestServer.nginx().plainURL)
        let progress = Progress()
        var api = APIClient(baseURL: nginx)
        api.options.progress = { progress.add($0) }
        let file = folder.appendingPathComponent("10mb")
        let download = try await api.download(Endpoint<Void>(method: .get, path: "/10mb"), to: file)
        #expect(download.size == 10 << 20)
        #expect(download.resumedFrom == 0)
        let data = try Data(contentsOf: file)
        let pattern = Data((0...255).map { UInt8($0) })  // the file is these 256 bytes, 40960 times
        #expect(data.count == 10 << 20 && data.prefix(256) == pattern && data.suffix(256) == pattern)
        #expect(data[5_000_192..<5_000_448] == pattern)
        #expect(!FileManager.default.fileExists(atPath: file.path + ".part"))
        #expect(progress.all.last?.bytesReceived == 10 << 20)
        #expect(progress.all.contains { $0.expectedBytesReceived == 10 << 20 })
    }

    @Test("a partial file left by a failure is resumed with Range and If-Range, and appended")
    func resume() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let api = APIClient(baseURL: try TestServer.httpbin().baseURL)
        let file = folder.appendingPathComponent("range")
        // what an interrupted download leaves: the first 1000 bytes and the ETag they belong to
        try Self.alphabet(1000).write(to: URL(fileURLWithPath: file.path + ".part"))
        try Data("range5000".utf8).write(to: URL(fileURLWithPath: file.path + ".part.validator"))
        let download = try await api.download(Endpoint<Void>(method: .get, path: "/range/5000"), to: file)
        #expect(download.status.code == 206)
        #expect(download.resumedFrom == 1000)
        #expect(try Data(contentsOf: file) == Self.alphabet(5000))
        #expect(!FileManager.default.fileExists(atPath: file.path + ".part.validator"))
        // resume: false starts over
        try Data("junk".utf8).write(to: URL(fileURLWithPath: file.path + ".part"))
        try Data("range5000".utf8).write(to: URL(fileURLWithPath: file.path + ".part.validator"))
        let fresh = try await api.download(
            Endpoint<Void>(method: .get, path: "/range/5000"), to: file, resume: false)
        #expect(fresh.resumedFrom == 0)
        #expect(try Data(contentsOf: file) == Self.alphabet(5000))
    }

    @Test("a failed transfer keeps the partial file and its validator; the destination is untouched")
    func failureKeepsPartial() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("slow")
        try Data("old".utf8).write(to: file)
        let api = APIClient(baseURL: try TestServer.httpbin().baseURL)
        // 20 s for the whole body, so even a starved test task cancels it half way (at 2 KB, after about 2 s)
        let endpoint = Endpoint<Void>(method: .get, path: "/range/20000?duration=20&chunk_size=500")
        let task = Task { try await api.download(endpoint, to: file) }
        let part = URL(fileURLWithPath: file.path + ".part")
        while ((try? Data(contentsOf: part))?.count ?? 0) < 2000 { try await Task.sleep(for: .milliseconds(20)) }
        task.cancel()  // the transfer stops half way, as a dropped connection would stop it
        let error = await #expect(throws: CurlewError.self) { try await task.value }
        #expect(error?.kind == .cancelled)
        #expect(try Data(contentsOf: file) == Data("old".utf8))
        let partial = try Data(contentsOf: URL(fileURLWithPath: file.path + ".part"))
        #expect(partial.count < 20000)
        #expect(partial == Self.alphabet(partial.count))
        #expect(try String(contentsOfFile: file.path + ".part.validator", encoding: .utf8) == "range20000")
        // and the next call finishes it from where it stopped
        let done = try await APIClient(baseURL: try TestServer.httpbin().baseURL)
            .download(Endpoint<Void>(method: .get, path: "/range/20000"), to: file)
        #expect(done.resumedFrom == Int64(partial.count))
        #expect(try Data(contentsOf: file) == Self.alphabet(20000))
    }

    @Test("a non-2xx answer throws httpStatus and writes no file")
    func errorStatus() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("missing")
        let api = APIClient(baseURL: try TestServer.httpbin().baseURL)
        let error = await #expect(throws: CurlewError.self) {
            try await api.download(Endpoint<Void>(method: .get, path: "/status/404"), to: file)
        }
        #expect(error?.kind == .httpStatus)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(!FileManager.default.fileExists(atPath: file.path + ".part"))
    }

    @Test("upload progress reaches an APIClient call through its options")
    func uploadProgress() async throws {
        let progress = Progress()
        let api = APIClient(baseURL: try TestServer.httpbin().baseURL)
        var endpoint = Endpoint<Void>(
            method: .post, path: "/post", body: .data(Data(count: 300_000), contentType: "application/octet-stream"))
        endpoint.options.progress = { progress.add($0) }
        try await api.send(endpoint)
        #expect(progress.all.last?.bytesSent == 300_000)
        #expect(progress.all.contains { $0.expectedBytesSent == 300_000 })
    }
}
