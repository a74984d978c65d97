import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// Response headers as the transport receives them (kept as the head's bytes, read on access): every
/// `HTTPHeaders` operation must behave exactly as on headers built by hand.
@Suite("Received response headers")
struct ReceivedHeadersTests {
    /// `/odd-headers`: X-Multi three times in mixed case (one padded), an empty value, a folded line.
    static func oddHeaders() async throws -> HTTPHeaders {
        let response = try await CurlTransport.shared.send(HTTPRequest(url: TestServer.faults().url("/odd-headers")))
        #expect(response.body == Data("ok".utf8))
        return response.headers
    }

    /// The same fields built by hand.
    static let expected: HTTPHeaders = {
        var headers = HTTPHeaders()
        for (name, value) in [
            ("X-Multi", "one"), ("Content-Type", "text/plain"), ("x-multi", "two"), ("X-Empty", ""),
            ("X-Folded", "first second part"), ("X-MULTI", "three"), ("Content-Length", "2"),
        ] {
            headers.add(name: name, value: value)
        }
        return headers
    }()

    @Test("order, repeated names, trimmed and empty values and folded lines arrive as sent")
    func asSent() async throws {
        let headers = try await Self.oddHeaders()
        #expect(headers.map(\.name) == Self.expected.map(\.name))
        #expect(headers.map(\.value) == Self.expected.map(\.value))
        #expect(headers.count == 7)
        #expect(!headers.isEmpty)
        #expect(headers.description == Self.expected.description)
    }

    @Test("lookups ignore case and see every value of a name")
    func lookups() async throws {
        let headers = try await Self.oddHeaders()
        #expect(headers.values(for: "x-multi") == ["one", "two", "three"])
        #expect(headers["X-MULTI"] == "one, two, three")
        #expect(headers["content-type"] == "text/plain")
        #expect(headers["x-empty"] == "")
        #expect(headers["X-Folded"] == "first second part")
        #expect(headers["X-Missing"] == nil)
        #expect(headers.values(for: "x-missing") == [])
        #expect(headers.contains("CONTENT-LENGTH"))
        #expect(!headers.contains("X-Mult"))
    }

    @Test("received headers equal and hash like the same headers built by hand")
    func equality() async throws {
        let headers = try await Self.oddHeaders()
        #expect(headers == Self.expected)
        #expect(Self.expected == headers)
        #expect(Set([headers, Self.expected]).count == 1)
        var other = Self.expected
        other.add(name: "X-More", value: "1")
        #expect(headers != other)
    }

    @Test("changing received headers works as on built ones")
    func changes() async throws {
        var headers = try await Self.oddHeaders()
        var built = Self.expected
        headers["x-multi"] = "only"
        built["x-multi"] = "only"
        #expect(headers.map(\.name) == built.map(\.name))
        #expect(headers.map(\.value) == built.map(\.value))
        #expect(headers.values(for: "X-Multi") == ["only"])
        headers.add(name: "X-Added", value: "yes")
        headers["Content-Type"] = nil
        #expect(headers["x-added"] == "yes")
        #expect(headers["content-type"] == nil)
        #expect(headers.count == 5)
        let merged = try await Self.oddHeaders().merging(["X-EMPTY": "filled", "X-New": "1"])
        #expect(merged["x-empty"] == "filled")
        #expect(merged.values(for: "x-multi") == ["one", "two", "three"])
        #expect(merged.count == 8)
        let base: HTTPHeaders = ["X-Multi": "zero", "Accept": "*/*"]
        let mergedInto = base.merging(try await Self.oddHeaders())
        #expect(mergedInto.values(for: "x-multi") == ["one", "two", "three"])
        #expect(mergedInto["accept"] == "*/*")
    }

    @Test("a copy taken before a change keeps the received fields")
    func copies() async throws {
        let received = try await Self.oddHeaders()
        var changed = received
        changed["X-Folded"] = nil
        #expect(received["x-folded"] == "first second part")
        #expect(changed["x-folded"] == nil)
        #expect(received == Self.expected)
    }
}
