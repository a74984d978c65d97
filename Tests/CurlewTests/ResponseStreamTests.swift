import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// Streamed response bodies: head first, chunks with backpressure, errors after partial bodies, abandonment.
@Suite("CurlTransport streams response bodies")
struct ResponseStreamTests {
    static func nginxTransport(_ change: (inout CurlTransport.Configuration) -> Void = { _ in }) throws -> CurlTransport
    {
        var configuration = CurlTransport.Configuration()
        configuration.tls.caFile = try TestServer.nginx().caFile
        change(&configuration)
        return CurlTransport(configuration: configuration)
    }

    /// 64 KiB and 256 bytes of nginx's `/10mb` pattern (byte `i` is `i % 256`): every run of up to 64 KiB, at
    /// any phase, is a slice of it. An array: a global `Data` this long would be a LeakSanitizer report, since
    /// its storage reference carries enum tag bits LSan does not read as a pointer.
    static let pattern = (0..<(64 << 10) + 256).map { UInt8(truncatingIfNeeded: $0) }

    /// Whether `chunk`, found at `offset` in the body, carries the pattern's bytes for those positions. Compared
    /// a slice at a time (memcmp): a loop over single bytes is slow enough under the sanitizers to keep the
    /// transfer paused past its timeout.
    static func continuesPattern(_ chunk: Data, at offset: Int) -> Bool {
        var start = chunk.startIndex
        while start < chunk.endIndex {
            let length = min(chunk.endIndex - start, 64 << 10)
            let phase = (offset + start - chunk.startIndex) % 256
            guard chunk[start..<start + length] == Data(pattern[phase..<phase + length]) else { return false }
            start += length
        }
        return true
    }

    @Test("a 10 MiB body streamed through a 64 KiB read-ahead arrives whole and in order")
    func backpressure() async throws {
        let transport = try Self.nginxTransport { $0.streamBufferSize = 64 << 10 }
        let response = try await transport.stream(HTTPRequest(url: TestServer.nginx().url("/10mb")))
        #expect(response.status == .ok)
        var count = 0
        var inOrder = true
        for try await chunk in response.body {
            inOrder = inOrder && Self.continuesPattern(chunk, at: count)
            count += chunk.count
            if count < 1 << 20 { await Task.yield() }  // a slow reader at first, so the transfer pauses
        }
        #expect(count == 10 << 20)
        #expect(inOrder)
    }

    @Test("the head comes first; a slow drip then arrives chunk by chunk")
    func headFirst() async throws {
        let response = try await CurlTransport.shared.stream(
            HTTPRequest(url: TestServer.faults().url("/drip?n=6&ms=30")))
        #expect(response.status == .ok)
        #expect(response.headers["Content-Length"] == "6")
        let body = try await response.body.collect()
        #expect(body == Data("dddddd".utf8))
    }

    @Test("a body cut off by a reset throws after the bytes that arrived")
    func resetMidBody() async throws {
        let response = try await CurlTransport.shared.stream(HTTPRequest(url: TestServer.faults().url("/reset")))
        #expect(response.status == .ok)
        var received = 0
        let error = await #expect(throws: CurlewError.self) {
            for try await chunk in response.body { received += chunk.count }
        }
        #expect(error?.kind == .transport)
        #expect(received <= 1000)
    }

    @Test("dropping a body half-read ends the transfer and frees the connection")
    func abandon() async throws {
        do {
            let response = try await CurlTransport.shared.stream(HTTPRequest(url: TestServer.faults().url("/stall")))
            var iterator = response.body.makeAsyncIterator()
            _ = try await iterator.next()
        }
        for _ in 0..<500 where try await CurlTransportFaultTests.openConnections() != 0 {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try await CurlTransportFaultTests.openConnections() == 0)
    }

    @Test("download progress reaches the body's size")
    func downloadProgress() async throws {
        let log = ProgressLog()
        let response = try await Self.nginxTransport().send(HTTPRequest(url: TestServer.nginx().url("/10mb"))) {
            log.record($0)
        }
        #expect(response.body.count == 10 << 20)
        #expect(log.value?.bytesReceived == 10 << 20)
        #expect(log.value?.expectedBytesReceived == 10 << 20)
    }

    @Test("a gzip body larger than the limit once decompressed fails")
    func decompressionLimit() async throws {
        var configuration = CurlTransport.Configuration()
        configuration.maximumResponseBodySize = 100
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport(configuration: configuration).send(HTTPRequest(url: Httpbin.url("/gzip")))
        }
        #expect(error?.message == "the response body is larger than the limit of 100 bytes")
    }

    @Test("collect(upTo:) past its limit throws an error naming the request, without its secrets")
    func collectLimitNamesRequest() async throws {
        // GIVEN streamed bodies of 5000 bytes, from the curl transport and from the default stream(_:) of another
        let url = try Httpbin.url("/bytes/5000?api_key=s3cret")
        let streamed = try await CurlTransport.shared.stream(HTTPRequest(method: .get, url: url))
        let mock = MockTransport { _ in HTTPResponse(status: .ok, body: Data(count: 5000)) }
        let whole = try await mock.stream(HTTPRequest(method: .post, url: url))
        for (body, method) in [(streamed.body, HTTPMethod.get), (whole.body, .post)] {
            // WHEN collected up to 100 bytes
            let error = await #expect(throws: CurlewError.self) { _ = try await body.collect(upTo: 100) }
            // THEN the error says so and names the method and the URL, the secret query value redacted
            #expect(error?.message == "the response body is larger than the limit of 100 bytes")
            #expect(error?.method == method)
            #expect(error?.url?.hasPrefix(url.absoluteString.replacingOccurrences(of: "s3cret", with: "")) == true)
            #expect(error?.url?.contains("s3cret") == false)
        }
    }

    @Test("httpbin's /stream/N arrives as N JSON lines in order, read as they come")
    func httpbinJSONLines() async throws {
        let url = try Httpbin.url("/stream/20")
        let response = try await CurlTransport.shared.stream(HTTPRequest(url: url))
        #expect(response.status == .ok)
        var ids: [Int] = []
        var pending = Data()
        for try await chunk in response.body {  // chunked, with no Content-Length: lines split wherever they fall
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<end]
                pending = Data(pending[pending.index(after: end)...])
                let object = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
                #expect(object["url"] as? String == url.absoluteString)
                ids.append(try #require(object["id"] as? Int))
            }
        }
        #expect(pending.isEmpty)
        #expect(ids == Array(0..<20))
    }

    @Test("httpbin's /stream-bytes/N arrives whole, in chunks of 1000 bytes with no Content-Length")
    func httpbinStreamBytes() async throws {
        // (no comparison with /bytes/N and the same seed: httpbin's random generator is one for all its threads,
        // and other tests' requests draw from it meanwhile)
        let streamed = try await CurlTransport.shared.stream(
            HTTPRequest(url: Httpbin.url("/stream-bytes/100000?chunk_size=1000&seed=7")))
        #expect(streamed.status == .ok)
        #expect(streamed.headers["Transfer-Encoding"] == "chunked")
        #expect(streamed.headers["Content-Length"] == nil)
        #expect(try await streamed.body.collect().count == 100_000)
    }

    @Test("httpbin's /drip: the head with its status first, then the dripped bytes")
    func httpbinDrip() async throws {
        let response = try await CurlTransport.shared.stream(
            HTTPRequest(url: Httpbin.url("/drip?numbytes=5&duration=0.5&code=201")))
        #expect(response.status.code == 201)
        #expect(response.headers["Content-Length"] == "5")
        #expect(try await response.body.collect() == Data("*****".utf8))
    }

    @Test("APIClient.stream decodes a 10,000-element array element by element")
    func elements() async throws {
        struct Item: Decodable, Sendable {
            var id: Int
            var name: String
        }
        let nginx = try TestServer.nginx()
        let client = APIClient(baseURL: nginx.baseURL, transport: try Self.nginxTransport())
        var next = 0
        for try await item in client.stream(Endpoint<[Item]>(method: .get, path: "/array")) {
            #expect(item.id == next)
            next += 1
        }
        #expect(next == 10_000)
    }

    @Test("APIClient.stream on a cut-off array throws after the whole elements")
    func elementsCutOff() async throws {
        let client = APIClient(baseURL: try TestServer.faults().baseURL)
        var seen: [Int] = []
        let error = await #expect(throws: CurlewError.self) {
            for try await value in client.stream(Endpoint<[Int]>(method: .get, path: "/truncated")) {
                seen.append(value)
            }
        }
        #expect(error?.kind == .transport, "\(String(describing: error))")
        #expect(seen == [1, 2, 3] || seen == [1, 2, 3, 4], "seen: \(seen)")  // never 5: it was cut off
    }

    @Test("APIClient.stream on a non-2xx answer with a huge body throws the status error with the body's first MiB")
    func hugeErrorBody() async throws {
        // GIVEN a 500 whose body is 3 MiB
        let client = APIClient(baseURL: try TestServer.faults().baseURL)
        let endpoint = Endpoint<[Int]>(
            method: .get, path: "/big-error", query: [.init(name: "bytes", value: "3145728")])
        // WHEN streamed
        let error = await #expect(throws: CurlewError.self) {
            for try await _ in client.stream(endpoint) {}
        }
        // THEN it is the HTTP status error, with the start of the body, not a "body too large" transport error
        #expect(error?.kind == .httpStatus)
        #expect(error?.status?.code == 500)
        #expect(error?.responseBody?.count == 1 << 20)
        #expect(error?.responseBody?.prefix(3) == Data("\"xx".utf8))
    }
}
