import Foundation
import Testing

@testable import Curlew

/// The gates that hold an HTTP/2 burst until its origin's first connection has negotiated, and their keys.
@Suite("Origin gates")
struct OriginGatesTests {
    /// A request to example.com, for the gates to hold or start (they read nothing of it).
    static func request() throws -> CurlRequest {
        try CurlRequest(
            HTTPRequest(url: URL(string: "https://example.com/")!), settings: .init(CurlTransport.Configuration())
        )
    }

    /// Gates with a probe to example.com started and two transfers held behind it.
    static func probeAndTwoHeld(_ request: CurlRequest) -> OriginGates {
        var gates = OriginGates()
        #expect(gates.admit(id: 1, request: request, origin: "example.com:443") == .start(isProbe: true))
        #expect(gates.admit(id: 2, request: request, origin: "example.com:443") == .held)
        #expect(gates.admit(id: 3, request: request, origin: "example.com:443") == .held)
        return gates
    }

    @Test(
        "an https URL's gate key is its lowercased host and port, 443 by default, without user info",
        arguments: [
            ("https://Example.COM/path", "example.com:443"),
            ("HTTPS://example.com", "example.com:443"),
            ("https://example.com:8443/x?y=1", "example.com:8443"),
            ("https://user:pa:ss@Example.com:444/", "example.com:444"),
            ("https://a@b@example.com/", "example.com:443"),
            ("https://[::1]:8443/", "[::1]:8443"),
            ("https://[::1]/", "[::1]:443"),
            ("https://[FE80::1]", "[fe80::1]:443"),
            ("https://example.com?q=a@b:1", "example.com:443"),
            ("https://example.com#a@b:1", "example.com:443"),
            ("https://example.com:/", "example.com:443"),
        ]
    )
    func keys(url: String, key: String) {
        #expect(OriginGates.key(forHTTPS: url) == key)
    }

    @Test(
        "an https URL without a host has no gate key",
        arguments: ["https:relative", "https://", "https:///path", "https://user@/"])
    func noKey(url: String) {
        #expect(OriginGates.key(forHTTPS: url) == nil)
    }

    @Test("the first transfer to an origin goes alone; the others start once it tells the protocol")
    func probeThenBurst() throws {
        // GIVEN three transfers to one origin
        let request = try Self.request()
        // WHEN they arrive together
        // THEN the first starts as the probe and the others are held
        var gates = Self.probeAndTwoHeld(request)
        #expect(gates.takeReleased().isEmpty)
        // AND another origin is not held up by this one
        #expect(gates.admit(id: 4, request: request, origin: "other.example:443") == .start(isProbe: true))
        // WHEN the probe's head says the connection multiplexes
        gates.learned("example.com:443", multiplexes: true)
        // THEN the held ones start, and later ones start at once, none of them a probe
        #expect(gates.takeReleased().map(\.id) == [2, 3])
        #expect(gates.admit(id: 5, request: request, origin: "example.com:443") == .start(isProbe: false))
    }

    @Test("a probe that fails before its head arrives lets the held transfers try on their own")
    func failedProbe() throws {
        // GIVEN a probe and two held transfers
        let request = try Self.request()
        var gates = Self.probeAndTwoHeld(request)
        // WHEN the probe ends without a head
        gates.ended(1, origin: "example.com:443")
        // THEN both held transfers start, and the next transfer probes again
        #expect(gates.takeReleased().map(\.id) == [2, 3])
        #expect(gates.admit(id: 4, request: request, origin: "example.com:443") == .start(isProbe: true))
    }

    @Test("past 100 streams on a multiplexed origin, a transfer waits for one to end")
    func streamLimit() throws {
        // GIVEN an origin known to multiplex, with 100 transfers running
        var gates = OriginGates()
        let request = try Self.request()
        let origin = "example.com:443"
        #expect(gates.admit(id: 0, request: request, origin: origin) == .start(isProbe: true))
        gates.learned(origin, multiplexes: true)
        #expect(gates.takeReleased().isEmpty)
        for id in 1..<UInt64(OriginGates.streamsPerConnection) {
            #expect(gates.admit(id: id, request: request, origin: origin) == .start(isProbe: false))
        }
        // WHEN one more arrives, THEN it is held
        #expect(gates.admit(id: 1000, request: request, origin: origin) == .held)
        #expect(gates.takeReleased().isEmpty)
        // WHEN one of the running ones ends, THEN it starts
        gates.ended(7, origin: origin)
        #expect(gates.takeReleased().map(\.id) == [1000])
    }
}
