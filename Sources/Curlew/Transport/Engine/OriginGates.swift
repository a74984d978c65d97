/// Holds transfers to an origin until they may start: an HTTP/2 burst until the origin's first connection has
/// negotiated, so it multiplexes on one connection instead of opening one per request; and, on an origin whose
/// connections do not multiplex, the transfers past the transport's connections per host until one ends.
///
/// libcurl 7.88 waits for a connection that may multiplex (CURLOPT_PIPEWAIT) only up to the 100
/// streams it assumes per connection before the server's SETTINGS arrive; past that, a burst opens a new
/// connection per transfer until the per-host limit (2,000 requests opened 64). So the first transfer to
/// an origin goes alone (the *probe*); the others wait here until its connection is up and has negotiated
/// its protocol (TLS ALPN, learned before the probe's request is sent; its response head tells otherwise), so a
/// slow answer to the probe holds no one up. On HTTP/2, at most ``streamsPerConnection`` run at once (the rest
/// start as those end) and the released ones join the probe's connection (CURLOPT_PIPEWAIT), so curl never
/// needs a second connection; on HTTP/1.1 at most ``connectionLimit`` run at once; if the probe fails, everything
/// held starts at once. A held transfer's own time limit runs while it waits (``CurlLoop`` enforces it, since curl
/// does not have it yet).
///
/// Plain-http origins (and every origin of a transport that asks for HTTP/1.1) are known not to multiplex from
/// the start: no probe, only the limit. libcurl would take the transfers past its CURLMOPT_MAX_HOST_CONNECTIONS
/// as *pending*, after setting each one up for a connection it then cannot have, and again when one frees; held
/// here, curl only ever has transfers it has a connection for.
///
/// Past ``rememberedOrigins`` origins, the idle ones (nothing started, held or probing) are forgotten.
/// Owned by the thread that owns the multi handle, like ``CurlLoop``.
struct OriginGates {
    /// Streams curl uses on one HTTP/2 connection by default (CURLMOPT_MAX_CONCURRENT_STREAMS).
    static let streamsPerConnection = 100

    /// The most transfers at once to an origin whose connections do not multiplex: the transport's
    /// ``CurlTransport/Configuration/maximumConnectionsPerHost`` (`0`: no limit).
    let connectionLimit: Int

    /// Gates whose origins may open at most `connectionLimit` connections (`0`: no limit).
    init(connectionLimit: Int = 0) {
        self.connectionLimit = connectionLimit
    }

    private struct Gate {
        /// Whether the origin's connections multiplex; `nil` until a probe has told.
        var multiplexes: Bool?
        var probe: UInt64?
        /// Transfers started and not yet ended.
        var active = 0
        var held: [(id: UInt64, request: CurlRequest)] = []

        /// How many more transfers may start now: none while the protocol is unknown.
        func room(limit: Int) -> Int {
            switch multiplexes {
            case true?: OriginGates.streamsPerConnection - active
            case false?: limit > 0 ? limit - active : Int.max
            case nil: 0
            }
        }

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

        /// Moves the held transfers that may start now to `starts`, oldest first (counted as started).
        mutating func release(limit: Int, into starts: inout [(id: UInt64, request: CurlRequest)]) {
            guard probe == nil else { return }
            let count = min(room(limit: limit), held.count)
            guard count > 0 else { return }
            starts.append(contentsOf: held[..<count])
            held.removeFirst(count)
            active += count
        }
    }

    /// A gate, in a box: the last origin's is reached again without a dictionary lookup (see ``last``), and changed
    /// in place (a copy of the gate would copy its held list too). Used by the owning thread only, like the gates.
    private final class GateBox {
        @exclusivity(unchecked) var gate: Gate
        init(_ gate: Gate) { self.gate = gate }
    }

    private var gates: [String: GateBox] = [:]
    /// The origin met last and its gate. A burst's transfers mostly go to one origin: hashing its key to find the
    /// gate when each one starts and ends was about 1,700 instructions per request in the per-request profile;
    /// comparing the key with the last one costs a few dozen.
    private var last: (origin: String, box: GateBox)?

    /// The gate of `origin`, if the gates remember it.
    private mutating func box(for origin: String) -> GateBox? {
        if let last, last.origin == origin { return last.box }
        guard let box = gates[origin] else { return nil }
        last = (origin, box)
        return box
    }
    /// Origins that may have held transfers to start.
    private var ready: Set<String> = []

    /// Origins remembered before the idle ones are forgotten: a program that meets many hosts (a crawler, links
    /// followed across the web) would otherwise keep a gate for every host it ever met. An idle https origin
    /// forgotten only costs its next burst a probe again.
    static let rememberedOrigins = 256
    /// The count of remembered origins at which idle ones are next forgotten: twice the count the last sweep left
    /// (at least ``rememberedOrigins``), so that many busy origins do not make every ended transfer sweep.
    private var sweepAt = OriginGates.rememberedOrigins

    /// How many origins the gates remember now (busy or idle).
    var rememberedCount: Int { gates.count }

    /// What ``admit(id:request:origin:)`` decided.
    enum Admission: Equatable {
        /// Held until ``takeReleased()`` returns it.
        case held
        /// Start it now; `isProbe` if it is the origin's probe (its connection will tell the protocol).
        case start(isProbe: Bool)
    }

    /// Whether `id` may start now, and as the origin's probe or not. An origin met for the first time multiplexes
    /// or not as `request` may (``CurlRequest/mayMultiplex``).
    mutating func admit(id: UInt64, request: CurlRequest, origin: String) -> Admission {
        let box: GateBox
        if let known = self.box(for: origin) {
            box = known
        } else {
            box = GateBox(Gate(multiplexes: request.mayMultiplex ? nil : false))
            gates[origin] = box
            last = (origin, box)
        }
        return Self.admit(id, request, limit: connectionLimit, to: &box.gate)
    }

    private static func admit(_ id: UInt64, _ request: CurlRequest, limit: Int, to gate: inout Gate) -> Admission {
        if gate.multiplexes == nil, gate.probe == nil {
            gate.probe = id
            gate.active += 1
            return .start(isProbe: true)
        }
        // behind the held ones too: they start first, in their order
        if gate.room(limit: limit) <= 0 || !gate.held.isEmpty {
            gate.held.append((id, request))
            return .held
        }
        gate.active += 1
        return .start(isProbe: false)
    }

    /// The probe's connection has told whether it multiplexes (HTTP/2) or not: negotiated, or by its response head.
    mutating func learned(_ origin: String, multiplexes: Bool) {
        guard let box = box(for: origin), box.gate.probe != nil else { return }
        box.gate.probe = nil
        box.gate.multiplexes = multiplexes
        ready.insert(origin)
    }

    /// A started transfer to `origin` ended (done, failed or dropped).
    mutating func ended(_ id: UInt64, origin: String) {
        // its origin is ready only if it holds transfers that may now start
        guard let holds = box(for: origin)?.gate.end(id, releasingInto: &released) else { return }
        if holds {
            ready.insert(origin)
        } else if gates.count > sweepAt {
            forgetIdleOrigins()
        }
    }

    /// Forgets the origins with nothing started, held or probing, and sets the next sweep's count. (One in `ready`
    /// with nothing held has nothing to release: ``takeReleased()`` passes over a forgotten origin.)
    private mutating func forgetIdleOrigins() {
        gates = gates.filter { _, box in box.gate.active > 0 || box.gate.probe != nil || !box.gate.held.isEmpty }
        last = nil  // it may be forgotten: a new gate for its origin must not be missed
        sweepAt = max(Self.rememberedOrigins, gates.count * 2)
    }

    /// Held transfers released by a failed probe, waiting to be taken.
    private var released: [(id: UInt64, request: CurlRequest)] = []

    /// Drops a held transfer (cancelled); its request if it was held.
    mutating func removeHeld(_ id: UInt64, origin: String) -> CurlRequest? {
        if let index = released.firstIndex(where: { $0.id == id }) {
            box(for: origin)?.gate.active -= 1  // counted as started when released
            return released.remove(at: index).request
        }
        guard let box = box(for: origin), let index = box.gate.held.firstIndex(where: { $0.id == id }) else {
            return nil
        }
        return box.gate.held.remove(at: index).request
    }

    /// The held transfers that may start now (counted as started).
    mutating func takeReleased() -> [(id: UInt64, request: CurlRequest)] {
        var starts = released
        released = []
        guard !ready.isEmpty else { return starts }
        for origin in ready {
            box(for: origin)?.gate.release(limit: connectionLimit, into: &starts)
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
    /// host spelled with percent escapes is then a key of its own, which costs only a gate of its own.
    static func key(forHTTPS url: String) -> String? {
        key(url, authorityStart: 8, defaultPort: "443", marker: nil)
    }

    /// The gate key of a plain http URL (the scheme already checked): as ``key(forHTTPS:)``, port 80 by default, after
    /// a `/` (which no host has), so that it never names the gate of an https origin.
    static func key(forHTTP url: String) -> String? {
        key(url, authorityStart: 7, defaultPort: "80", marker: UInt8(ascii: "/"))
    }

    /// `marker`, the lowercased host and the port (`defaultPort` when the URL names none) of the authority that starts
    /// at byte `authorityStart`, after the scheme's `//`.
    private static func key(
        _ url: String, authorityStart: Int, defaultPort: StaticString, marker: UInt8?
    ) -> String? {
        var url = url
        let slash = UInt8(ascii: "/")
        return url.withUTF8 { bytes -> String? in
            guard bytes.count > authorityStart, bytes[authorityStart - 2] == slash, bytes[authorityStart - 1] == slash
            else { return nil }
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
            let markerLength = marker == nil ? 0 : 1
            let capacity = markerLength + hostEnd - hostStart + 1 + max(portLength, defaultPort.utf8CodeUnitCount)
            return String(unsafeUninitializedCapacity: capacity) { key in
                var count = 0
                if let marker {
                    key[0] = marker
                    count = 1
                }
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
                } else {
                    defaultPort.withUTF8Buffer { port in
                        for byte in port {
                            key[count] = byte
                            count += 1
                        }
                    }
                }
                return count
            }
        }
    }
}
