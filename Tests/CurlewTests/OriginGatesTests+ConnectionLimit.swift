import Foundation
import Testing

@testable import Curlew

/// Origins whose connections do not multiplex (HTTP/1.1): at most the transport's connections per host run at once.
extension OriginGatesTests {
    /// A plain-http request to example.com, for the gates to hold or start.
    static func plainRequest() throws -> CurlRequest {
        try CurlRequest(
            HTTPRequest(url: URL(string: "http://example.com/")!), settings: .init(CurlTransport.Configuration()))
    }

    @Test(
        "a plain http URL's gate key is its lowercased host and port, 80 by default, after a slash",
        arguments: [
            ("http://Example.COM/path", "/example.com:80"),
            ("http://127.0.0.1:8080/small", "/127.0.0.1:8080"),
            ("http://user:pw@example.com:81?q=a@b:1", "/example.com:81"),
            ("http://[::1]/", "/[::1]:80"),
        ]
    )
    func plainKeys(url: String, key: String) {
        #expect(OriginGates.key(forHTTP: url) == key)
    }

    @Test("a plain http request to a transport with a connection limit is gated as an origin that does not multiplex")
    func plainRequestIsGated() throws {
        let request = try Self.plainRequest()
        #expect(request.origin == "/example.com:80")
        #expect(!request.mayMultiplex)
        // AND with no limit, or asking for HTTP/2 on plain http (which may upgrade), it is not gated
        let unlimited = try CurlRequest(
            HTTPRequest(url: URL(string: "http://example.com/")!),
            settings: .init(.init(maximumConnectionsPerHost: 0)))
        #expect(unlimited.origin == nil)
        let upgrading = try CurlRequest(
            HTTPRequest(url: URL(string: "http://example.com/")!), settings: .init(.init(httpVersion: .http2)))
        #expect(upgrading.origin == nil)
        // AND an https request of a transport that asks for HTTP/1.1 is gated without a probe
        let http1 = try CurlRequest(
            HTTPRequest(url: URL(string: "https://example.com/")!), settings: .init(.init(httpVersion: .http1)))
        #expect(http1.origin == "example.com:443")
        #expect(!http1.mayMultiplex)
    }

    @Test("past the connection limit on an origin that does not multiplex, a transfer waits for one to end, in order")
    func connectionLimit() throws {
        // GIVEN gates that allow 2 connections per host, and 2 plain-http transfers running
        var gates = OriginGates(connectionLimit: 2)
        let request = try Self.plainRequest()
        let origin = "/example.com:80"
        #expect(gates.admit(id: 1, request: request, origin: origin) == .start(isProbe: false))
        #expect(gates.admit(id: 2, request: request, origin: origin) == .start(isProbe: false))
        // WHEN two more arrive, THEN they are held, and another origin is not
        #expect(gates.admit(id: 3, request: request, origin: origin) == .held)
        #expect(gates.admit(id: 4, request: request, origin: origin) == .held)
        #expect(gates.admit(id: 9, request: request, origin: "/other.example:80") == .start(isProbe: false))
        #expect(gates.takeReleased().isEmpty)
        // WHEN one ends, THEN the first held one starts; one arriving meanwhile waits behind the other held one
        gates.ended(1, origin: origin)
        #expect(gates.admit(id: 5, request: request, origin: origin) == .held)
        #expect(gates.takeReleased().map(\.id) == [3])
        gates.ended(2, origin: origin)
        gates.ended(3, origin: origin)
        #expect(gates.takeReleased().map(\.id) == [4, 5])
        #expect(gates.takeReleased().isEmpty)
        // AND a held one that is dropped is gone: the others still start in turn
        #expect(gates.admit(id: 6, request: request, origin: origin) == .held)
        #expect(gates.admit(id: 7, request: request, origin: origin) == .held)
        #expect(gates.removeHeld(6, origin: origin) != nil)
        gates.ended(4, origin: origin)
        #expect(gates.takeReleased().map(\.id) == [7])
    }

    @Test("an https origin whose first connection says HTTP/1.1 lets the held transfers start up to the limit")
    func probeSaysHTTP1() throws {
        // GIVEN a probe and three held transfers, 2 connections per host
        var gates = OriginGates(connectionLimit: 2)
        let request = try Self.request()
        let origin = "example.com:443"
        #expect(gates.admit(id: 1, request: request, origin: origin) == .start(isProbe: true))
        for id: UInt64 in 2...4 { #expect(gates.admit(id: id, request: request, origin: origin) == .held) }
        // WHEN the probe's connection turns out not to multiplex
        gates.learned(origin, multiplexes: false)
        // THEN one more starts beside it, and the next as one ends
        #expect(gates.takeReleased().map(\.id) == [2])
        gates.ended(1, origin: origin)
        #expect(gates.takeReleased().map(\.id) == [3])
    }

    @Test("with no connection limit, an origin that does not multiplex holds nothing")
    func noLimit() throws {
        var gates = OriginGates(connectionLimit: 0)
        let request = try Self.plainRequest()
        for id: UInt64 in 1...300 {
            #expect(gates.admit(id: id, request: request, origin: "/example.com:80") == .start(isProbe: false))
        }
    }
}
