import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// What a hook saw, hop by hop. It keeps the hops whole: the transport hands them without the hook in their
/// requests' options, so keeping them makes no reference cycle (LSan would report one under `make asan`).
private final class Hops: @unchecked Sendable {  // `seen` is only touched under `lock`
    private let lock = NSLock()
    private var seen: [RedirectHop] = []
    func add(_ hop: RedirectHop) { lock.withLock { seen.append(hop) } }
    var all: [RedirectHop] { lock.withLock { seen } }
}

/// ``RedirectHook``: per call and per client, follow, stop or change each hop, against httpbin's `/redirect/N`
/// and `/redirect-to`, with the cross-origin header rules still in force.
@Suite("A redirect hook decides each hop")
struct RedirectHookTests {
    private func redirect(to url: URL, status: Int = 302) throws -> URL {
        try Httpbin.url("/redirect-to?status_code=\(status)&url=" + URLEncoding.pathSegment(url.absoluteString))
    }

    @Test("the hook sees every hop of a GET (curl no longer follows them itself) and follows")
    func seesEachHop() async throws {
        let hops = Hops()
        var request = HTTPRequest(url: try Httpbin.url("/redirect/3"))
        request.timeout = TestTimeouts.patient
        request.options.redirectHook = RedirectHook { hop in
            hops.add(hop)
            return .follow
        }
        let response = try await CurlTransport.shared.send(request)
        #expect(response.status == .ok)
        #expect(hops.all.map(\.number) == [1, 2, 3])
        #expect(hops.all.allSatisfy { $0.response.status.code == 302 })
        #expect(hops.all.last?.next.url.path == "/get")
        #expect(response.metrics?.redirectCount == 3)
    }

    @Test("a hook that keeps the hops it sees is let go of with its request: the hops do not hold the hook")
    func keptHopsDoNotHoldTheHook() async throws {
        weak var kept: Hops?
        do {
            let hops = Hops()
            kept = hops
            var request = HTTPRequest(url: try Httpbin.url("/redirect/2"))
            request.timeout = TestTimeouts.patient
            request.options.redirectHook = RedirectHook { hop in
                hops.add(hop)
                return .follow
            }
            #expect(try await CurlTransport.shared.send(request).status == .ok)
            #expect(hops.all.count == 2)
            #expect(
                hops.all.allSatisfy { $0.request.options.redirectHook == nil && $0.next.options.redirectHook == nil })
        }
        #expect(kept == nil)
    }

    @Test("stop returns the 3xx: APIClient.response gives it, send throws httpStatus")
    func stop() async throws {
        var api = APIClient(baseURL: try TestServer.httpbin().baseURL)
        api.options.redirectHook = .never  // for every call of this client
        let response = try await api.response(for: Endpoint<Void>(method: .get, path: "/redirect/2"))
        #expect(response.status.code == 302)
        #expect(response.headers["Location"] != nil)
        let error = await #expect(throws: CurlewError.self) {
            try await api.send(Endpoint<Void>(method: .get, path: "/redirect/1"))
        }
        #expect(error?.kind == .httpStatus)
        #expect(error?.status?.code == 302)
        // the call's own hook wins over the client's
        var endpoint = Endpoint<Void>(method: .get, path: "/redirect/1")
        endpoint.options.redirectHook = RedirectHook { _ in .follow }
        #expect(try await api.response(for: endpoint).status == .ok)
    }

    @Test("send a changed request: another path, a header of the caller's, on the same origin")
    func change() async throws {
        var request = HTTPRequest(url: try Httpbin.url("/redirect/1"), headers: ["Authorization": "Bearer t"])
        request.options.redirectHook = RedirectHook { hop in
            var next = hop.next
            next.url = try Httpbin.url("/anything/changed")
            next.headers["X-Hop"] = String(hop.number)
            return .send(next)
        }
        let response = try await CurlTransport.shared.send(request)
        let echo = try Echo(response)
        #expect(echo["url"] as? String == (try Httpbin.url("/anything/changed").absoluteString))
        #expect(echo.strings("headers")["X-Hop"] == "1")
        #expect(echo.strings("headers")["Authorization"] == "Bearer t")  // same origin: kept
    }

    @Test("a changed request to another origin keeps only the allowlisted headers, whatever the hook added")
    func crossOriginRulesHold() async throws {
        let other = URL(
            string: try Httpbin.url("/headers").absoluteString
                .replacingOccurrences(of: "127.0.0.1", with: "localhost"))!
        var request = HTTPRequest(url: try redirect(to: other), headers: ["X-API-Key": "k1"])
        request.options.redirectHook = RedirectHook { hop in
            #expect(hop.next.headers["X-API-Key"] == nil)  // already dropped by the rules
            var next = hop.next
            next.headers["Authorization"] = "Bearer leaked"
            next.headers["X-API-Key"] = "k2"
            next.headers["Accept-Language"] = "fr"
            return .send(next)
        }
        let headers = try Echo(try await CurlTransport.shared.send(request)).strings("headers")
        #expect(headers["Authorization"] == nil)
        #expect(headers["X-Api-Key"] == nil)
        #expect(headers["Accept-Language"] == "fr")
    }

    @Test("a hook on a POST sees the 303's GET; a hook choosing a file: URL fails the call")
    func postAndScheme() async throws {
        let hops = Hops()
        let target = try Httpbin.url("/get")
        var post = HTTPRequest(method: .post, url: try redirect(to: target, status: 303), body: Data("x".utf8))
        post.options.redirectHook = RedirectHook { hop in
            hops.add(hop)
            return .follow
        }
        #expect(try await CurlTransport.shared.send(post).status == .ok)
        #expect(hops.all.first?.next.method == .get)
        var bad = HTTPRequest(url: try Httpbin.url("/redirect/1"))
        bad.options.redirectHook = RedirectHook { hop in
            var next = hop.next
            next.url = URL(string: "file:///etc/passwd")!
            return .send(next)
        }
        let error = await #expect(throws: CurlewError.self) { try await CurlTransport.shared.send(bad) }
        #expect(error?.curlCode == .unsupportedProtocol)
    }

    @Test("streamed calls go through the hook too")
    func streamed() async throws {
        let hops = Hops()
        var request = HTTPRequest(url: try Httpbin.url("/redirect/2"))
        request.timeout = TestTimeouts.patient
        request.options.redirectHook = RedirectHook { hop in
            hops.add(hop)
            return hop.number == 2 ? .stop : .follow
        }
        let response = try await CurlTransport.shared.stream(request)
        #expect(response.status.code == 302)
        #expect(hops.all.count == 2)
    }
}
