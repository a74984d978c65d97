import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// Every kind of `CurlewError` a generated call throws, from a real failure against a local server: its fields,
/// the operation that failed, and the text `localizedDescription` shows.
@Suite("CurlewError fields from real failures of a generated client")
struct CurlewErrorFieldsTests {
    let client: HttpbinClient

    init() throws {
        client = HttpbinClient(baseURL: try TestServer.httpbin().baseURL)
    }

    @Test("a 404 is .httpStatus with a non-optional status, the operation name and a localized description")
    func httpStatus() async throws {
        let error = try #require(await #expect(throws: CurlewError.self) { try await client.status(code: 404) })
        #expect(error.kind == .httpStatus)
        #expect(error.operationName == "status")
        let failure = try #require(error.httpStatusError)
        #expect(failure.status == .notFound)
        #expect(failure.operationName == "status")
        #expect(failure.headers.contains("Content-Type"))
        #expect(error.curlCode == nil && error.jsonError == nil)
        let url = client.api.baseURL.absoluteString + "/status/404"
        #expect(error.description == "status: HTTP 404 Not Found for GET \(url)")
        #expect((error as any Error).localizedDescription == error.description)
        #expect(error.failureReason == "HTTP 404 Not Found")
    }

    @Test("a refused connection is .transport with curl's couldntConnect and the operation name")
    func refused() async throws {
        let port = try TestServer.unusedPort()
        let offline = HttpbinClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
        let error = try #require(await #expect(throws: CurlewError.self) { _ = try await offline.uuid() })
        #expect(error.kind == .transport)
        #expect(error.curlCode == .couldntConnect)
        #expect(error.operationName == "uuid")
        #expect(error.method == .get)
        #expect(error.url == "http://127.0.0.1:\(port)/uuid")
        #expect(error.status == nil && error.httpStatusError == nil)
        #expect(error.description.hasPrefix("uuid: "))
        #expect(error.description.hasSuffix(": GET http://127.0.0.1:\(port)/uuid (curl error 7)"))
        #expect((error as any Error).localizedDescription == error.description)
    }

    @Test("a call over its time limit is .timeout with curl's operationTimedOut and the operation name")
    func timedOut() async throws {
        let error = try #require(
            await #expect(throws: CurlewError.self) {
                _ = try await client.timeout(.milliseconds(300)).delay(seconds: 5)
            })
        #expect(error.kind == .timeout)
        #expect(error.curlCode == .operationTimedOut)
        #expect(error.curlCode == CurlCode(rawValue: 28))
        #expect(error.operationName == "delay")
        #expect(error.message == "timed out after 300 ms")
        #expect(error.localizedDescription.hasPrefix("delay: timed out after 300 ms: GET "))
    }

    @Test("a body that does not fit is .decoding with the JSONError's kind, the status and the operation name")
    func decoding() async throws {
        // under /anything every path answers an AnythingEcho, which has no `uuid`
        let base = try TestServer.httpbin().baseURL.appendingPathComponent("anything")
        let error = try #require(
            await #expect(throws: CurlewError.self) { _ = try await HttpbinClient(baseURL: base).uuid() })
        #expect(error.kind == .decoding)
        #expect(error.operationName == "uuid")
        #expect(error.status == .ok)
        #expect(error.responseBody?.isEmpty == false)
        let jsonError = try #require(error.jsonError)
        #expect(jsonError.kind == .missingKey)
        #expect(jsonError.message == #"missing key "uuid""#)
        #expect(error.description.hasPrefix("uuid: cannot decode the response of GET "))
        #expect(error.description.contains("(HTTP 200): JSON error at $"))
    }

    @Test("a request refused before sending is .invalidRequest naming the operation")
    func invalidRequest() async throws {
        let error = try #require(
            await #expect(throws: CurlewError.self) {
                _ = try await client.headers(xTraceId: "bad\r\nInjected: yes")
            })
        #expect(error.kind == .invalidRequest)
        #expect(error.operationName == "headers")
        #expect(error.description.hasPrefix("headers: "))
    }

    @Test("a call cancelled in flight is .cancelled naming the operation")
    func cancelled() async throws {
        // httpbin's longest delay: in CI's sanitizer run, 2 cores running every suite at once once held this test's
        // task for more than 5 s after its 200 ms sleep, and a 5 s call had finished by then
        let task = Task { try await client.delay(seconds: 10) }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let error = try #require(await #expect(throws: CurlewError.self) { _ = try await task.value })
        #expect(error.kind == .cancelled)
        #expect(error.operationName == "delay")
        #expect(error.curlCode == nil)
    }
}
