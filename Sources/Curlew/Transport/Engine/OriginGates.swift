/// Holds transfers to an HTTP/2-capable origin until its first connection has negotiated, so a burst
/// multiplexes on one connection instead of opening one per request.
///
/// libcurl 7.88 waits for a connection that may multiplex (CURLOPT_PIPEWAIT) only up to the 100
/// streams it assumes per connection before the server's SETTINGS arrive; past that, a burst opens a new
/// connection per transfer until the per-host limit (2,000 requests opened 64). So the first transfer to
/// an origin goes alone (the *probe*); the others wait here until its connection is up and has negotiated
/// its protocol (TLS ALPN, learned before the probe's request is sent; its response head tells otherwise), so a
/// slow answer to the probe holds no one up. On HTTP/2, at most ``streamsPerConnection`` run at once (the rest
/// start as those end) and the released ones join the probe's connection (CURLOPT_PIPEWAIT), so curl never
/// needs a second connection; on HTTP/1.1, or if the probe fails, everything held starts at once. A held
/// transfer's own time limit runs while it waits (``CurlLoop`` enforces it, since curl does not have it yet).
/// Owned by the thread that owns the multi handle, like ``CurlLoop``.
struct OriginGates {
    /// Streams curl uses on one HTTP/2 connection by default (CURLMOPT_MAX_CONCURRENT_STREAMS).
    static let streamsPerConnection = 100

    private struct Gate {
        /// Whether the origin's connections multiplex; `nil` until a probe has told.
        var multiplexes: Bool?
        var probe: UInt64?
        /// Transfers started and not yet ended.
        var active = 0
        var held: [(id: UInt64, request: CurlRequest)] = []

        /// Transfer `id` ended: a probe that failed before its connection told lets the others try on their own (they
        /// go to `released`). Whether transfers are still held here.
        mutating func end(_ id: UInt64, releasingInto released: inout [(id: UInt64, request: CurlRequest)]) -> Bool {
            active -= 1
            if probe == id {
                probe = nil
                multiplexes = nil
                active += held.count
                released.append(contentsOf: held)
                held = []
            }
            return !held.isEmpty
        }
    }

    private var gates: [String: Gate] = [:]
    /// Origins that may have held transfers to start.
    private var ready: Set<String> = []

    /// What ``admit(id:request:origin:)`` decided.
    enum Admission: Equatable {
        /// Held until ``takeReleased()`` returns it.
        case held
        /// Start it now; `isProbe` if it is the origin's probe (its connection will tell the protocol).
        case start(isProbe: Bool)
    }

    /// Whether `id` may start now, and as the origin's probe or not.
    mutating func admit(id: UInt64, request: CurlRequest, origin: String) -> Admission {
        // one lookup, the gate changed in place (a copy would copy its held list too)
        Self.admit(id, request, to: &gates[origin, default: Gate()])
    }

    private static func admit(_ id: UInt64, _ request: CurlRequest, to gate: inout Gate) -> Admission {
        if gate.probe != nil || (gate.multiplexes == true && gate.active >= streamsPerConnection) {
            gate.held.append((id, request))
            return .held
        }
        if gate.multiplexes == nil { gate.probe = id }
        gate.active += 1
        return .start(isProbe: gate.probe == id)
    }

    /// The probe's connection has told whether it multiplexes (HTTP/2) or not: negotiated, or by its response head.
    mutating func learned(_ origin: String, multiplexes: Bool) {
        guard gates[origin]?.probe != nil else { return }
        gates[origin]?.probe = nil
        gates[origin]?.multiplexes = multiplexes
        ready.insert(origin)
    }

    /// A started transfer to `origin` ended (done, failed or dropped).
    mutating func ended(_ id: UInt64, origin: String) {
        // one lookup, the gate changed in place; its origin is ready only if it holds transfers that may now start
        guard let holds = gates[origin]?.end(id, releasingInto: &released), holds else { return }
        ready.insert(origin)
    }

    /// Held transfers released by a failed probe, waiting to be taken.
    private var released: [(id: UInt64, request: CurlRequest)] = []

    /// Drops a held transfer (cancelled); its request if it was held.
    mutating func removeHeld(_ id: UInt64, origin: String) -> CurlRequest? {
        if let index = released.firstIndex(where: { $0.id == id }) {
            gates[origin]?.active -= 1  // counted as started when released
            return released.remove(at: index).request
        }
        guard let index = gates[origin]?.held.firstIndex(where: { $0.id == id }) else { return nil }
        return gates[origin]?.held.remove(at: index).request
    }

    /// The held transfers that may start now (counted as started).
    mutating func takeReleased() -> [(id: UInt64, request: CurlRequest)] {
        var starts = released
        released = []
        guard !ready.isEmpty else { return starts }
        for origin in ready {
            guard var gate = gates[origin], gate.probe == nil, let multiplexes = gate.multiplexes else { continue }
            let room = multiplexes ? max(0, Self.streamsPerConnection - gate.active) : gate.held.count
            let count = min(room, gate.held.count)
            guard count > 0 else { continue }
            starts.append(contentsOf: gate.held.prefix(count))
            gate.held.removeFirst(count)
            gate.active += count
            gates[origin] = gate
        }
        ready.removeAll(keepingCapacity: true)
        return starts
    }
}

extension OriginGates {
    /// The gate key of an https URL (its text, the scheme already checked): the authority's host, lowercased, and
    /// port, 443 when it names none, without any user info; `nil` if it has no host.
    ///
    /// Read from the text rather than `URL.host`, which percent-decodes and showed in the per-request profile. A
    /// host spelled with percent escapes is then a key of its own, which costs only a probe of its own.
    static func key(forHTTPS url: String) -> String? {
        var url = url
        let slash = UInt8(ascii: "/")
        return url.withUTF8 { bytes -> String? in
            let authorityStart = 8  // after "https://"
            guard bytes.count > authorityStart, bytes[6] == slash, bytes[7] == slash else { return nil }
            var end = authorityStart
            var hostStart = authorityStart
            while end < bytes.count {
                let byte = bytes[end]
                if byte == slash || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                if byte == UInt8(ascii: "@") { hostStart = end + 1 }  // after any user info
                end += 1
            }
            var hostEnd = end  // before the port's colon: the last colon, unless an IPv6 literal's bracket follows it
            var index = end
            while index > hostStart {
                index -= 1
                if bytes[index] == UInt8(ascii: "]") { break }
                if bytes[index] == UInt8(ascii: ":") {
                    hostEnd = index
                    break
                }
            }
            guard hostEnd > hostStart else { return nil }
            let portLength = end - hostEnd - 1
            return String(unsafeUninitializedCapacity: hostEnd - hostStart + 1 + max(portLength, 3)) { key in
                var count = 0
                for index in hostStart..<hostEnd {
                    key[count] = bytes[index].asciiLowercased
                    count += 1
                }
                key[count] = UInt8(ascii: ":")
                count += 1
                if portLength > 0 {
                    for index in (hostEnd + 1)..<end {
                        key[count] = bytes[index]
                        count += 1
                    }
                } else {  // 443
                    key[count] = UInt8(ascii: "4")
                    key[count + 1] = UInt8(ascii: "4")
                    key[count + 2] = UInt8(ascii: "3")
                    count += 3
                }
                return count
            }
        }
    }
}
