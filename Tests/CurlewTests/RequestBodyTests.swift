import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Form, multipart and streamed request bodies, echoed back by httpbin's /post and /put.
@Suite("Request bodies: forms, multipart, streamed")
struct RequestBodyTests {
    static func client() throws -> APIClient {
        APIClient(baseURL: try TestServer.httpbin().baseURL)
    }

    /// A temporary file with `contents`, removed by the caller.
    static func temporaryFile(_ contents: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-\(UUID().uuidString).bin")
        try contents.write(to: url)
        return url
    }

    @Test("a form body is sent url-encoded, in order")
    func form() async throws {
        let endpoint = Endpoint<Void>(
            method: .post, path: "/post", body: .form([("user", "ann & bob"), ("pw", "a=b+c")]))
        let response = try await Self.client().response(for: endpoint)
        let echo = try Echo(response)
        #expect(echo.strings("form") == ["user": "ann & bob", "pw": "a=b+c"])
        #expect(echo.strings("headers")["Content-Type"] == "application/x-www-form-urlencoded")
    }

    @Test("a multipart form sends text fields, in-memory files and files streamed from disk")
    func multipart() async throws {
        let file = try Self.temporaryFile(Data("from disk\n".utf8))
        defer { try? FileManager.default.removeItem(at: file) }
        var form = MultipartForm()
        form.append(name: "caption", value: "Rex \"the\" dog")
        form.append(name: "memo", data: Data("in memory".utf8), filename: "memo.txt", contentType: "text/plain")
        form.append(name: "upload", .file(file, contentType: "text/plain"))
        let response = try await Self.client().response(
            for: Endpoint<Void>(method: .post, path: "/post", body: .multipart(form)))
        let echo = try Echo(response)
        #expect(
            echo.strings("form")["caption"] == "Rex %22the%22 dog"
                || echo.strings("form")["caption"] == "Rex \"the\" dog")
        #expect(echo.strings("files") == ["memo": "in memory", "upload": "from disk\n"])
        #expect(echo.strings("headers")["Content-Type"]?.hasPrefix("multipart/form-data; boundary=") == true)
    }

    @Test("a streamed body from a file arrives byte for byte, with its length")
    func streamedFile() async throws {
        let contents = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let file = try Self.temporaryFile(contents)
        defer { try? FileManager.default.removeItem(at: file) }
        let request = HTTPRequest(
            method: .put, url: try Httpbin.url("/put"), headers: ["Content-Type": "application/octet-stream"],
            body: try .file(file)
        )
        let echo = try Echo(try await CurlTransport.shared.send(request))
        #expect(echo.strings("headers")["Content-Length"] == "300000")
        let data = try #require(echo["data"] as? String)
        let prefix = "data:application/octet-stream;base64,"
        #expect(Data(base64Encoded: String(data.dropFirst(prefix.count))) == contents)
    }

    @Test("a body from an AsyncSequence is sent chunked as it is produced, slow producer included")
    func sequenceBody() async throws {
        let (chunks, producer) = AsyncThrowingStream<Data, any Error>.makeStream()
        Task {
            for index in 0..<20 {
                producer.yield(Data(repeating: UInt8(ascii: "a") + UInt8(index), count: 10_000))
                if index % 5 == 0 { try await Task.sleep(for: .milliseconds(10)) }  // curl pauses, then resumes
            }
            producer.finish()
        }
        let request = HTTPRequest(
            method: .post, url: try TestServer.faults().url("/echo"),
            body: .stream(HTTPRequestBodyStream(chunks: chunks)), timeout: TestTimeouts.patient
        )
        let response = try await CurlTransport.shared.send(request)
        let expected = (0..<20).map { Data(repeating: UInt8(ascii: "a") + UInt8($0), count: 10_000) }
        #expect(response.headers["X-Request-Body"] == "chunked")
        #expect(response.body == expected.reduce(Data(), +))
    }

    @Test("a body from a sequence of known length carries a Content-Length")
    func sequenceWithLength() async throws {
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data("abcd".utf8))
            continuation.yield(Data("efgh".utf8))
            continuation.finish()
        }
        let request = HTTPRequest(
            method: .put, url: try TestServer.faults().url("/echo"),
            body: .stream(HTTPRequestBodyStream(length: 8, chunks: chunks)), timeout: TestTimeouts.patient
        )
        let response = try await CurlTransport.shared.send(request)
        #expect(response.headers["X-Request-Body"] == "length")
        #expect(response.body == Data("abcdefgh".utf8))
    }

    @Test("a sequence that fails ends the request with an error, not a short body")
    func failingSequence() async throws {
        struct Broken: Error {}
        let (chunks, producer) = AsyncThrowingStream<Data, any Error>.makeStream()
        producer.yield(Data("part".utf8))
        producer.finish(throwing: Broken())
        let request = HTTPRequest(
            method: .post, url: try TestServer.faults().url("/echo"),
            body: .stream(HTTPRequestBodyStream(chunks: chunks)), timeout: TestTimeouts.patient
        )
        let error = await #expect(throws: CurlewError.self) { _ = try await CurlTransport.shared.send(request) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("sequence failed") == true)
    }

    @Test("a missing file is an invalid request before anything is sent")
    func missingFile() throws {
        let error = #expect(throws: CurlewError.self) {
            _ = try HTTPRequestBodyStream.file(URL(fileURLWithPath: "/nonexistent/curlew"))
        }
        #expect(error?.kind == .invalidRequest)
    }

    @Test("upload progress reaches the body's size")
    func uploadProgress() async throws {
        let body = Data(repeating: 0x61, count: 200_000)
        let last = ProgressLog()
        let request = HTTPRequest(method: .post, url: try Httpbin.url("/post"), body: body)
        _ = try await CurlTransport.shared.send(request) { last.record($0) }
        #expect(last.value?.bytesSent == 200_000)
        #expect(last.value?.expectedBytesSent == 200_000)
    }
}

/// The last progress value reported (the handler runs on the transport's thread).
final class ProgressLog: Sendable {
    private let state = Locked<TransferProgress?>(nil)
    func record(_ progress: TransferProgress) { state.withLock { $0 = progress } }
    var value: TransferProgress? { state.withLock { $0 } }
}
