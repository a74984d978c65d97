/// Holds transfers to an HTTP/2-capable origin until its first connection has negotiated, so a burst
/// multiplexes on one connection instead of opening one per request.
///
/// libcurl 7.88 waits for a connection that may multiplex (CURLOPT_PIPEWAIT) only up to the 100
/// streams it assumes per connection before the server's SETTINGS arrive; past that, a burst opens a new
/// connection per transfer until the per-host limit (2,000 requests opened 64). So the first transfer to
/// an origin goes alone (the *probe*); the others wait here until its response head tells the protocol.
/// On HTTP/2, at most ``streamsPerConnection`` run at once (the rest start as those end), so curl never
/// needs a second connection; on HTTP/1.1, or if the probe fails, everything held starts at once.
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
    }

    private var gates: [String: Gate] = [:]
    /// Origins that may have held transfers to start.
    private var ready: Set<String> = []

    /// Whether `id` may start now; if not, it is held until ``takeReleased()`` returns it.
    mutating func admit(id: UInt64, request: CurlRequest, origin: String) -> Bool {
        var gate = gates[origin, default: Gate()]
        defer { gates[origin] = gate }
        if gate.probe != nil || (gate.multiplexes == true && gate.active >= Self.streamsPerConnection) {
            gate.held.append((id, request))
            return false
        }
        if gate.multiplexes == nil { gate.probe = id }
        gate.active += 1
        return true
    }

    /// Whether `id` is the probe of `origin`, whose response head has not arrived yet.
    func isProbe(_ id: UInt64, of origin: String) -> Bool {
        gates[origin]?.probe == id
    }

    /// The probe's response head arrived over a connection that multiplexes (HTTP/2) or not.
    mutating func learned(_ origin: String, multiplexes: Bool) {
        guard gates[origin]?.probe != nil else { return }
        gates[origin]?.probe = nil
        gates[origin]?.multiplexes = multiplexes
        ready.insert(origin)
    }

    /// A started transfer to `origin` ended (done, failed or dropped).
    mutating func ended(_ id: UInt64, origin: String) {
        guard var gate = gates[origin] else { return }
        gate.active -= 1
        if gate.probe == id {  // failed before its head arrived: let the others try on their own
            gate.probe = nil
            gate.multiplexes = nil
            gate.active += gate.held.count
            let held = gate.held
            gate.held = []
            released.append(contentsOf: held)
        }
        gates[origin] = gate
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
