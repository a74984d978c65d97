import Foundation
import Testing

@testable import Curlew

/// The gates forget idle origins once they remember many, and never one with transfers started, held or probing.
extension OriginGatesTests {
    @Test("gates for many hosts, each called once, are forgotten once idle; the memory stays bounded")
    func manyHostsForgotten() throws {
        // GIVEN gates with a connection limit and a plain-http request
        var gates = OriginGates(connectionLimit: 2)
        let request = try Self.plainRequest()
        // WHEN a crawler-like program sends one request to each of 10,000 hosts and each ends
        for id: UInt64 in 1...10_000 {
            let origin = "/host\(id).example:80"
            #expect(gates.admit(id: id, request: request, origin: origin) == .start(isProbe: false))
            gates.ended(id, origin: origin)
            // THEN the gates never remember more than the bound and the one just met, at any moment
            #expect(gates.rememberedCount <= OriginGates.rememberedOrigins + 1)
        }
    }

    @Test("a busy origin is not forgotten by a sweep: its held transfers still start in order, within the limit")
    func busyOriginKept() throws {
        // GIVEN one origin at its limit of 2 with two transfers held
        var gates = OriginGates(connectionLimit: 2)
        let request = try Self.plainRequest()
        let busy = "/busy.example:80"
        for id: UInt64 in 1...2 {
            #expect(gates.admit(id: id, request: request, origin: busy) == .start(isProbe: false))
        }
        for id: UInt64 in 3...4 { #expect(gates.admit(id: id, request: request, origin: busy) == .held) }
        // AND an https origin whose probe is still out
        let probing = "probing.example:443"
        let https = try Self.request()
        #expect(gates.admit(id: 5, request: https, origin: probing) == .start(isProbe: true))
        #expect(gates.admit(id: 6, request: https, origin: probing) == .held)
        // WHEN many other hosts come and go, so that the gates sweep several times
        for id: UInt64 in 100..<(100 + 4 * UInt64(OriginGates.rememberedOrigins)) {
            let origin = "/host\(id).example:80"
            _ = gates.admit(id: id, request: request, origin: origin)
            gates.ended(id, origin: origin)
        }
        #expect(gates.rememberedCount < 2 * OriginGates.rememberedOrigins)
        // THEN the busy origin still holds its place: a third transfer waits, and one ending releases the oldest held
        #expect(gates.admit(id: 7, request: request, origin: busy) == .held)
        gates.ended(1, origin: busy)
        #expect(gates.takeReleased().map(\.id) == [3])
        // AND the probing origin still holds its burst until the probe tells
        #expect(gates.admit(id: 8, request: https, origin: probing) == .held)
        gates.learned(probing, multiplexes: true)
        #expect(gates.takeReleased().map(\.id).sorted() == [6, 8])
    }

    @Test("a forgotten https origin probes again on its next burst")
    func forgottenOriginProbesAgain() throws {
        // GIVEN an https origin that has told it multiplexes, then gone idle
        var gates = OriginGates(connectionLimit: 2)
        let https = try Self.request()
        let origin = "example.com:443"
        #expect(gates.admit(id: 1, request: https, origin: origin) == .start(isProbe: true))
        gates.learned(origin, multiplexes: true)
        #expect(gates.takeReleased().isEmpty)
        gates.ended(1, origin: origin)
        #expect(gates.admit(id: 2, request: https, origin: origin) == .start(isProbe: false))
        gates.ended(2, origin: origin)
        // WHEN enough other hosts come and go to sweep
        let plain = try Self.plainRequest()
        for id: UInt64 in 100...(100 + 2 * UInt64(OriginGates.rememberedOrigins)) {
            _ = gates.admit(id: id, request: plain, origin: "/h\(id):80")
            gates.ended(id, origin: "/h\(id):80")
        }
        // THEN its next transfer is a probe again, and one arriving with it waits for what the probe tells
        #expect(gates.admit(id: 3, request: https, origin: origin) == .start(isProbe: true))
        #expect(gates.admit(id: 4, request: https, origin: origin) == .held)
    }
}
