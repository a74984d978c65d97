import Foundation

/// One measured run: how many requests succeeded, in how long, with how much of this process's CPU.
struct HTTPBenchMeasurement {
    var requests: Int
    var completed: Int
    var bytes: Int64
    var seconds: Double
    var cpuSeconds: Double
    /// The user-space part of ``cpuSeconds`` (the rest is the kernel's: sockets, polls, wake-ups).
    var userSeconds = 0.0
    /// This process's context switches (all threads, voluntary and not) during the run.
    var contextSwitches = 0

    var requestsPerSecond: Double { Double(completed) / seconds }
    var cpuMicrosecondsPerRequest: Double { cpuSeconds * 1e6 / Double(max(completed, 1)) }
    var megabytesPerSecond: Double { Double(bytes) / seconds / 1e6 }
    var contextSwitchesPerRequest: Double { Double(contextSwitches) / Double(max(completed, 1)) }

    /// CPU (and its user-space part) and context switches per request, for the `--profile*` runs.
    var perRequestSummary: String {
        String(
            format: "%.1f µs CPU (%.1f user), %.2f context switches per request", cpuMicrosecondsPerRequest,
            userSeconds * 1e6 / Double(max(completed, 1)), contextSwitchesPerRequest)
    }
}

/// This process's context switches so far (all threads, voluntary and involuntary).
func processContextSwitches() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_nvcsw + usage.ru_nivcsw
}

/// This process's user + system CPU time, in seconds.
func processCPUTime() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// This process's user CPU time, in seconds.
func processUserTime() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
}

/// Runs `body(count)` once to warm up (count/10), then measured.
func measure(_ count: Int, _ body: (Int) throws -> (Int, Int64)) throws -> HTTPBenchMeasurement {
    _ = try body(max(count / 10, 1))
    let cpu = processCPUTime()
    let user = processUserTime()
    let switches = processContextSwitches()
    let start = ContinuousClock.now
    let (completed, bytes) = try body(count)
    let elapsed = ContinuousClock.now - start
    return HTTPBenchMeasurement(
        requests: count, completed: completed, bytes: bytes, seconds: elapsed.seconds,
        cpuSeconds: processCPUTime() - cpu, userSeconds: processUserTime() - user,
        contextSwitches: processContextSwitches() - switches
    )
}

/// The async version of ``measure(_:_:)``.
func measureAsync(_ count: Int, _ body: (Int) async throws -> (Int, Int64)) async throws -> HTTPBenchMeasurement {
    _ = try await body(max(count / 10, 1))
    let cpu = processCPUTime()
    let user = processUserTime()
    let switches = processContextSwitches()
    let start = ContinuousClock.now
    let (completed, bytes) = try await body(count)
    let elapsed = ContinuousClock.now - start
    return HTTPBenchMeasurement(
        requests: count, completed: completed, bytes: bytes, seconds: elapsed.seconds,
        cpuSeconds: processCPUTime() - cpu, userSeconds: processUserTime() - user,
        contextSwitches: processContextSwitches() - switches
    )
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// One case's rows; the first row is the anchor the others are compared with.
///
/// A table run "in turns" (the anchor and the others measured again and again, one after the other) compares each
/// row with the anchor row measured just before it, and ends with each client's median ratios and their quartiles
/// over those pairs: on a noisy machine a pair shares its moment's noise, and the spread shows what is left.
struct HTTPBenchTable {
    static let header =
        "case / client                 requests   req/s      MB/s   CPU µs/req   req/s vs C   CPU vs C   ctx sw/req"
    let title: String
    var bytes = false
    /// Whether each row is compared with the latest anchor row (see the type's doc), and the medians printed.
    var inTurns = false
    private var rows: [(String, HTTPBenchMeasurement)] = []
    private var notes: [String] = []

    init(title: String, bytes: Bool = false, inTurns: Bool = false) {
        self.title = title
        self.bytes = bytes
        self.inTurns = inTurns
    }

    mutating func add(_ client: String, _ measurement: HTTPBenchMeasurement) {
        rows.append((client, measurement))
    }

    mutating func note(_ text: String) {
        notes.append(text)
    }

    func print() {
        Swift.print("-- \(title)")
        guard let (anchorName, first) = rows.first else { return }
        var anchor = first
        var pairs: [String: [(speed: Double, cpu: Double)]] = [:]
        var order: [String] = []
        for (client, m) in rows {
            if inTurns, client == anchorName { anchor = m }
            let speed = m.requestsPerSecond / anchor.requestsPerSecond
            let cpu = m.cpuMicrosecondsPerRequest / anchor.cpuMicrosecondsPerRequest
            if client != anchorName {
                if pairs[client] == nil { order.append(client) }
                pairs[client, default: []].append((speed, cpu))
            }
            let failures = m.completed < m.requests ? "  (\(m.requests - m.completed) failed)" : ""
            let line =
                "  " + client.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(
                    format: "%8d %9.0f %9.1f %12.1f %12.2f %10.2f %12.2f", m.requests, m.requestsPerSecond,
                    m.megabytesPerSecond, m.cpuMicrosecondsPerRequest, speed, cpu, m.contextSwitchesPerRequest)
            Swift.print(line + failures)
        }
        if inTurns {
            for client in order {
                let ratios = pairs[client] ?? []
                let speed = Self.medianAndQuartiles(ratios.map(\.speed))
                let cpu = Self.medianAndQuartiles(ratios.map(\.cpu))
                Swift.print("  \(client), median of \(ratios.count) pairs: ", terminator: "")
                Swift.print("\(speed)× the anchor's req/s, \(cpu)× its CPU per request")
            }
        }
        for note in notes { Swift.print("  " + note) }
    }

    /// "median (lower quartile–upper quartile)" of `values`, to two decimals.
    static func medianAndQuartiles(_ values: [Double]) -> String {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return "-" }
        func at(_ fraction: Double) -> Double {
            let position = fraction * Double(sorted.count - 1)
            let low = Int(position.rounded(.down))
            let high = min(low + 1, sorted.count - 1)
            return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
        }
        return String(format: "%.2f (%.2f–%.2f)", at(0.5), at(0.25), at(0.75))
    }
}
