import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// nginx over TLS with a certificate from a CA made when the server started.
@Suite("CurlTransport over TLS and HTTP/2")
struct CurlTransportTLSTests {
    /// A transport that trusts the test CA (plus any other settings).
    static func trusting(_ nginx: TestServer, _ change: (inout CurlTransport.Configuration) -> Void = { _ in })
        -> CurlTransport
    {
        var configuration = CurlTransport.Configuration()
        configuration.tls.caFile = nginx.caFile
        change(&configuration)
        return CurlTransport(configuration: configuration)
    }

    @Test("without the test CA, verification fails with a transport error")
    func untrusted() async throws {
        let nginx = try TestServer.nginx()
        let error = await #expect(throws: CurlewError.self) {
            _ = try await CurlTransport().send(HTTPRequest(url: nginx.url("/small")))
        }
        #expect(error?.kind == .transport)
        #expect(error?.curlCode == .peerFailedVerification)
    }

    @Test("with the test CA, the request succeeds over HTTP/2")
    func trusted() async throws {
        let nginx = try TestServer.nginx()
        let response = try await Self.trusting(nginx).send(HTTPRequest(url: nginx.url("/json")))
        #expect(response.status == .ok)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"name":"curlew","ok":true}"#)
        #expect(response.metrics?.httpVersion == "2")
    }

    @Test("metrics of a new TLS connection: a TLS handshake time, and the phases end in order")
    func metricsOfNewConnection() async throws {
        // GIVEN a new transport, so the first request opens a connection of its own
        let nginx = try TestServer.nginx()
        let transport = Self.trusting(nginx)
        // WHEN it is sent over TLS
        let metrics = try #require(try await transport.send(HTTPRequest(url: nginx.url("/small"))).metrics)
        // THEN it measured a TCP connect and a TLS handshake, and each phase ended after the one before it
        #expect(!metrics.reusedConnection, "\(metrics)")
        #expect(metrics.connect > .zero, "\(metrics)")
        #expect(metrics.tlsHandshake > .zero, "\(metrics)")
        #expect(metrics.nameLookup <= metrics.connect, "\(metrics)")
        #expect(metrics.connect <= metrics.tlsHandshake, "\(metrics)")
        #expect(metrics.tlsHandshake <= metrics.firstByte, "\(metrics)")
        #expect(metrics.firstByte <= metrics.total, "\(metrics)")
        // AND the next request reuses the connection: no connect or handshake of its own
        let reused = try #require(try await transport.send(HTTPRequest(url: nginx.url("/small"))).metrics)
        #expect(reused.reusedConnection, "\(reused)")
        #expect(reused.connect == .zero && reused.tlsHandshake == .zero, "\(reused)")
        #expect(reused.firstByte <= reused.total, "\(reused)")
    }

    @Test("the name must match the certificate even with the right CA")
    func wrongName() async throws {
        let nginx = try TestServer.nginx()
        var components = URLComponents(url: nginx.baseURL, resolvingAgainstBaseURL: false)!
        components.host = "127.0.0.3"  // not in the certificate; still loopback, but nothing listens there
        let url = components.url!.appendingPathComponent("small")
        let error = await #expect(throws: CurlewError.self) {
            _ = try await Self.trusting(nginx).send(HTTPRequest(url: url, timeout: .seconds(5)))
        }
        #expect(error?.kind == .transport)
    }

    @Test("concurrent requests are multiplexed on one HTTP/2 connection")
    func multiplexing() async throws {
        let nginx = try TestServer.nginx()
        let transport = Self.trusting(nginx)
        let url = nginx.url("/small")
        let versions = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<64 {
                group.addTask { try await transport.send(HTTPRequest(url: url)).metrics?.httpVersion ?? "" }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(versions == Array(repeating: "2", count: 64))
        let opened = try await transport.send(HTTPRequest(url: url)).metrics
        #expect(opened?.reusedConnection == true)
        #expect(transport.connectionsOpened == 1)
    }

    @Test("2000 requests in flight at once all complete, multiplexed on one or two connections")
    func thousandsInFlight() async throws {
        let nginx = try TestServer.nginx()
        let transport = Self.trusting(nginx)
        let url = nginx.url("/small")
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<2000 {
                group.addTask { try await transport.send(HTTPRequest(url: url)).status.code }
            }
            return try await group.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
        }
        #expect(statuses == [200: 2000])
        // libcurl alone opens up to 64 (one per transfer past 100 until the first has negotiated HTTP/2);
        // the burst waits for the first connection instead (a second only if the server closed it)
        #expect(transport.connectionsOpened >= 1)
        #expect(transport.connectionsOpened <= 2)
    }

    @Test("a transport's second TLS connection resumes the session of its first, on another easy handle")
    func tlsSessionShared() async throws {
        let nginx = try TestServer.nginx()
        let transport = Self.trusting(nginx) { $0.httpVersion = .http1 }  // one request at a time per connection
        // GIVEN a first connection, with a full handshake, closed after its one request
        let first = try await transport.send(
            HTTPRequest(url: nginx.url("/tls-session"), headers: ["Connection": "close"]))
        #expect(String(decoding: first.body, as: UTF8.self) == ".")
        // WHEN one request holds a new connection (its body waits for /release) while another needs one more:
        // two easy handles at once, so at least one is not the first request's and has only the share handle's
        // TLS session cache to resume from
        let key = UUID().uuidString
        let held = try await transport.stream(HTTPRequest(url: nginx.url("/faults/hold-body?key=\(key)")))
        let other = try await transport.send(HTTPRequest(url: nginx.url("/tls-session")))
        let plain = try #require(nginx.plainURL)
        _ = try await CurlTransport.shared.send(
            HTTPRequest(url: try #require(URL(string: plain.absoluteString + "/faults/release?key=\(key)"))))
        // THEN both resumed the session (nginx's $ssl_session_reused), each on a connection of its own
        #expect(held.headers["X-TLS-Session-Reused"] == "r")
        #expect(String(decoding: other.body, as: UTF8.self) == "r")
        #expect(other.metrics?.reusedConnection == false)
        #expect(try await held.body.collect() == Data("ok".utf8))
        // AND another transport has sessions of its own: its first connection makes a full handshake
        let another = try await Self.trusting(nginx).send(HTTPRequest(url: nginx.url("/tls-session")))
        #expect(String(decoding: another.body, as: UTF8.self) == ".")
    }

    @Test("HTTP/1.1 when asked for it")
    func http1() async throws {
        let nginx = try TestServer.nginx()
        let transport = Self.trusting(nginx) { $0.httpVersion = .http1 }
        let response = try await transport.send(HTTPRequest(url: nginx.url("/small")))
        #expect(response.metrics?.httpVersion == "1.1")
    }

    @Test("a matching pinned public key passes, another one fails")
    func pinnedKey() async throws {
        let nginx = try TestServer.nginx()
        let pin = try #require(nginx.publicKeyPin)
        let good = Self.trusting(nginx) { $0.tls.pinnedPublicKey = pin }
        #expect(try await good.send(HTTPRequest(url: nginx.url("/small"))).status == .ok)
        let bad = Self.trusting(nginx) {
            $0.tls.pinnedPublicKey = "sha256//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="
        }
        let error = await #expect(throws: CurlewError.self) {
            _ = try await bad.send(HTTPRequest(url: nginx.url("/small")))
        }
        #expect(error?.curlCode == .sslPinnedPublicKeyNotMatched)
    }

    @Test("a server that requires a client certificate gets it from the TLS options")
    func clientCertificate() async throws {
        let nginx = try TestServer.nginx()
        let url = try #require(nginx.fields["mtls"].flatMap { URL(string: $0 + "/small") })
        let without = try await Self.trusting(nginx).send(HTTPRequest(url: url))
        #expect(without.status.code == 400)  // nginx: "No required SSL certificate was sent"
        let with = Self.trusting(nginx) {
            $0.tls.clientCertificateFile = nginx.fields["client_cert"]
            $0.tls.clientKeyFile = nginx.fields["client_key"]
        }
        let response = try await with.send(HTTPRequest(url: url))
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"client":"CN=curlew-client"}"#)
    }

    @Test("a 10 MiB body arrives whole over HTTP/2")
    func largeBody() async throws {
        let nginx = try TestServer.nginx()
        let response = try await Self.trusting(nginx).send(HTTPRequest(url: nginx.url("/10mb")))
        #expect(response.body.count == 10 << 20)
        #expect(response.body.prefix(4) == Data([0, 1, 2, 3]))
        #expect(response.body.suffix(2) == Data([254, 255]))
    }

    /// That `.none` ignores a proxy the environment names is shown in `ProxyEnvironmentTests`, in a child process.
    @Test("an explicit proxy that is not there fails; with .none the same request goes straight to the server")
    func proxy() async throws {
        let nginx = try TestServer.nginx()
        let plain = try #require(nginx.plainURL)
        let port = try TestServer.unusedPort()
        let proxied = Self.trusting(nginx) { $0.proxy = .url("http://127.0.0.1:\(port)") }
        let error = await #expect(throws: CurlewError.self) {
            _ = try await proxied.send(HTTPRequest(url: plain.appendingPathComponent("small")))
        }
        #expect(error?.curlCode == .couldntConnect)  // to the proxy
        let direct = Self.trusting(nginx) { $0.proxy = .none }
        #expect(try await direct.send(HTTPRequest(url: plain.appendingPathComponent("small"))).status == .ok)
    }
}
