import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 21, findings 3 and 5: Curlew decodes content codings itself (libcurl 7.88's decoding is off; see
/// `ContentDecoder.swift`), so a compressed stream keeps the read-ahead bound and a truncated or corrupt
/// compressed body is an error, collected or streamed.
@Suite("Content decoding")
struct ContentDecodingTests {
    static let codings = ["gzip", "deflate", "br", "zstd", "gzip,gzip", "br,gzip"]

    static func url(_ coding: String, fault: String = "none", bytes: Int = 200_000, zeros: Bool = false) throws -> URL {
        try TestServer.faults().url(
            "/encoded?coding=\(coding)&fault=\(fault)&bytes=\(bytes)" + (zeros ? "&zeros=1" : ""))
    }

    /// The text the fault server compresses: `bytes` bytes of numbered lines.
    static func plain(bytes: Int) -> Data {
        Data((0...(bytes / 10)).map { "line \($0) of the body\n" }.joined().utf8.prefix(bytes))
    }

    @Test("every coding and a stack of two arrive decoded, collected and streamed", arguments: codings)
    func decoded(coding: String) async throws {
        let collected = try await CurlTransport.shared.send(HTTPRequest(url: Self.url(coding)))
        #expect(collected.body == Self.plain(bytes: 200_000))
        let streamed = try await CurlTransport.shared.stream(HTTPRequest(url: Self.url(coding)))
        var chunks = 0
        var body = Data()
        for try await chunk in streamed.body {
            #expect(chunk.count <= ContentDecoder.pieceSize)
            body.append(chunk)
            chunks += 1
        }
        #expect(body == Self.plain(bytes: 200_000))
    }

    @Test(
        "a truncated, trailer-less or corrupt compressed body is an error, collected and streamed",
        arguments: [
            ("gzip", "truncated"), ("gzip", "no-trailer"), ("gzip", "garbage"), ("deflate", "truncated"),
            ("br", "truncated"), ("zstd", "truncated"), ("gzip,gzip", "truncated"),
        ])
    func corrupt(coding: String, fault: String) async throws {
        let url = try Self.url(coding, fault: fault)
        let collected = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: url))
        }
        #expect(collected?.kind == .transport)
        #expect(
            collected?.message.contains("truncated or corrupt") == true
                || collected?.message.contains("is corrupt") == true,
            "\(String(describing: collected))")
        let streamed = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.stream(HTTPRequest(url: url)).body.collect()
        }
        #expect(streamed?.message == collected?.message)
        // the transport goes on
        let next = try await CurlTransport.shared.send(HTTPRequest(url: TestServer.faults().url("/next")))
        #expect(next.status == .ok)
    }

    @Test("a content coding Curlew does not decode is an error that names it, collected and streamed")
    func unknownCoding() async throws {
        let url = try Self.url("x-unknown")
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.send(HTTPRequest(url: url))
        }
        #expect(error?.message.contains("\"x-unknown\" is not one Curlew decodes") == true)
        let streamed = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport.shared.stream(HTTPRequest(url: url)).body.collect()
        }
        #expect(streamed?.message == error?.message)
    }

    /// Whether this process runs under AddressSanitizer or ThreadSanitizer (`make asan`, `make tsan`).
    static let underSanitizer: Bool = {
        let process = dlopen(nil, RTLD_NOW)
        return dlsym(process, "__asan_init") != nil || dlsym(process, "__tsan_init") != nil
    }()

    /// Resident memory of this process in bytes (/proc/self/statm).
    static func residentBytes() throws -> Int {
        let fields = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")
        return (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test(
        "slow readers of compressed bombs hold about the stream buffer each, not libcurl's 64 MiB pause buffer",
        arguments: ["zstd", "br", "gzip,gzip"])
    func boundedStreams(coding: String) async throws {
        let transport = CurlTransport(configuration: .init(streamBufferSize: 256 << 10))
        let url = try Self.url(coding, bytes: 64 << 20, zeros: true)
        // 64 MiB of zeros: collect(upTo:) says what happened (was: "a response header line is larger than ...")
        let error = await #expect(throws: CurlewError.self) {
            _ = try await transport.stream(HTTPRequest(url: url)).body.collect(upTo: 1 << 20)
        }
        #expect(error?.message == "the response body is larger than the limit of 1048576 bytes")
        // GIVEN four streams whose readers read one piece and then wait
        let before = try Self.residentBytes()
        var readers: [HTTPResponseBody.AsyncIterator] = []
        for _ in 0..<4 {
            readers.append(try await transport.stream(HTTPRequest(url: url)).body.makeAsyncIterator())
            let first = try await readers[readers.count - 1].next()
            #expect(first?.count == ContentDecoder.pieceSize)
        }
        try await Task.sleep(for: .milliseconds(600))  // the transfers read ahead all they will
        // THEN the process holds little more than the four stream buffers: measured under 40 MiB, against 371 to
        // 703 MiB in libcurl's pause buffers before. The bound leaves room for the suites running beside this one
        // in the same process. Not under a sanitizer, whose shadow memory and quarantine (up to 256 MiB of freed
        // blocks) make resident memory say nothing about what is held.
        let held = try Self.residentBytes() - before
        if !Self.underSanitizer {
            #expect(held < 160 << 20, "\(held >> 20) MiB held by four paused \(coding) streams")
        }
        // and reading on still gives the whole body, piece by piece
        var total = ContentDecoder.pieceSize
        while let piece = try await readers[0].next() {
            #expect(piece.allSatisfy { $0 == 0 })
            total += piece.count
        }
        #expect(total == 64 << 20)
    }
}
