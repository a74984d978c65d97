import CCurlAnchor
import CYAJLAnchor
import Curlew
import Foundation

/// Many calls at once, written the way users write them (issue 26): a task group on the cooperative pool whose
/// tasks each send request after request, a new ``HTTPRequest`` per call, beside C libcurl's multi interface
/// with as many transfers in flight, in turns.
///
/// `curlew-bench http --concurrency [--in-flight 16,64,256] [--rounds N]` runs, per number in flight, the
/// anchor and Curlew in turns (each ratio against the anchor run just before it; then medians and quartiles):
/// callers on the pool through ``CurlTransport/shared`` (64 connections per host), the same through a transport
/// that may open as many connections as C does, and callers on ``CurlTransport/executor``.
/// `--client` runs the generated-client case: a generated method (request building, the middleware chain, the
/// decode of a small JSON body) from 16 pool tasks, beside C libcurl multi that parses each body with yajl.
/// `--profile-pool N` and `--profile-client` run only Curlew's side (100,000 requests, `--count`), and
/// `--profile-anchor-multi N` and `--profile-anchor-client` only C's, for `perf stat` and `perf record`; with `--connections M` both open at most
/// M connections to the host (`maximumConnectionsPerHost`, CURLMOPT_MAX_HOST_CONNECTIONS), the rest wait.
enum HTTPBenchConcurrency {
    /// Requests per measured run: enough for a second or more at C's speed.
    static let requestsPerRun = 20000

    /// Runs the options above, if one was given; `false` if none was.
    static func run(arguments: [String], server: HTTPBenchServer, rounds: Int, count: Int?) async throws -> Bool {
        func number(after option: String) -> Int? {
            arguments.firstIndex(of: option).flatMap { arguments.dropFirst($0 + 1).first }.flatMap { Int($0) }
        }
        let small = URL(string: server.plain + "/small")!
        let connections = number(after: "--connections")
        if let inFlight = number(after: "--profile-pool") {
            var transport = CurlTransport.shared
            if let connections {
                var configuration = CurlTransport.Configuration()
                configuration.maximumConnectionsPerHost = connections
                transport = CurlTransport(configuration: configuration)
            }
            let measured = try await measureAsync(count ?? 100_000) {
                try await poolCallers(transport, small, $0, inFlight: inFlight)
            }
            let cap = transport.configuration.maximumConnectionsPerHost
            print("CurlTransport (\(cap) connections), \(inFlight) pool callers: \(measured.perRequestSummary)")
            return true
        }
        if let inFlight = number(after: "--profile-anchor-multi") {
            let measured = try measure(count ?? 100_000) { anchorMulti(small, $0, inFlight, connections: connections) }
            print(
                "C libcurl multi, \(inFlight) in flight, \(connections ?? 0) connections (0: no cap): \(measured.perRequestSummary)"
            )
            return true
        }
        let client = BenchHTTPClient(baseURL: URL(string: server.plain)!)
        if arguments.contains("--profile-client") {
            let measured = try await measureAsync(count ?? 100_000) { try await clientCallers(client, $0) }
            print("generated client, 16 pool callers: \(measured.perRequestSummary)")
            return true
        }
        if arguments.contains("--profile-anchor-client") {  // C's side of `--client` alone
            let url = server.plain + "/json"
            let measured = try measure(count ?? 100_000) {
                let totals = ccurlanchor_multi_parsing(url, $0, 16, nil, 2, cyajlanchor_parse)
                return (totals.completed, totals.bytes)
            }
            print("C libcurl multi + yajl parse, 16 in flight: \(measured.perRequestSummary)")
            return true
        }
        if arguments.contains("--client") {
            print(HTTPBenchTable.header)
            try await clientTable(client, URL(string: server.plain + "/json")!, rounds: rounds).print()
            return true
        }
        guard arguments.contains("--concurrency") else { return false }
        let levels =
            arguments.firstIndex(of: "--in-flight").flatMap { arguments.dropFirst($0 + 1).first }
            .map { $0.split(separator: ",").compactMap { Int($0) } } ?? [16, 64, 256]
        print(HTTPBenchTable.header)
        for inFlight in levels {
            try await concurrencyTable(small, inFlight: inFlight, rounds: rounds).print()
        }
        return true
    }

    /// One number in flight: C multi, then Curlew's pool callers (shared transport; at more than 64 in flight
    /// also C multi capped as the shared transport is, and a transport allowed as many connections as C opens), then
    /// callers on the executor, `rounds` times.
    static func concurrencyTable(_ url: URL, inFlight: Int, rounds: Int) async throws -> HTTPBenchTable {
        var table = HTTPBenchTable(
            title: "small GET, \(inFlight) in flight (HTTP/1.1), new request per call, in turns", inTurns: true)
        var configuration = CurlTransport.Configuration()
        configuration.maximumConnectionsPerHost = inFlight
        let unlimited =
            inFlight > CurlTransport.shared.configuration.maximumConnectionsPerHost
            ? CurlTransport(configuration: configuration) : nil
        let count = requestsPerRun
        for _ in 0..<rounds {
            table.add("C libcurl (multi)", try measure(count) { anchorMulti(url, $0, inFlight) })
            if unlimited != nil {
                let cap = CurlTransport.shared.configuration.maximumConnectionsPerHost
                table.add(
                    "C multi, \(cap) connections",
                    try measure(count) { anchorMulti(url, $0, inFlight, connections: cap) })
            }
            table.add(
                "CurlTransport.shared, pool",
                try await measureAsync(count) { try await poolCallers(.shared, url, $0, inFlight: inFlight) })
            if let unlimited {
                table.add(
                    "same, \(inFlight) connections",
                    try await measureAsync(count) { try await poolCallers(unlimited, url, $0, inFlight: inFlight) })
            }
            table.add(
                "CurlTransport.shared.executor",
                try await measureAsync(count) {
                    try await poolCallers(.shared, url, $0, inFlight: inFlight, on: CurlTransport.shared.executor)
                })
        }
        return table
    }

    /// The generated-client case: C multi with a yajl parse of each body, and the generated method, in turns.
    static func clientTable(_ client: BenchHTTPClient, _ url: URL, rounds: Int) async throws -> HTTPBenchTable {
        var table = HTTPBenchTable(
            title: "generated client, GET /json decoded, 16 in flight (HTTP/1.1), in turns", inTurns: true)
        for _ in 0..<rounds {
            table.add(
                "C libcurl multi + yajl parse",
                try measure(requestsPerRun) {
                    let totals = ccurlanchor_multi_parsing(url.absoluteString, $0, 16, nil, 2, cyajlanchor_parse)
                    return (totals.completed, totals.bytes)
                })
            table.add(
                "generated client, pool", try await measureAsync(requestsPerRun) { try await clientCallers(client, $0) }
            )
        }
        return table
    }

    /// C multi with `inFlight` transfers at once; at most `connections` connections to the host if given.
    static func anchorMulti(_ url: URL, _ count: Int, _ inFlight: Int, connections: Int? = nil) -> (Int, Int64) {
        let totals = ccurlanchor_multi_capped(url.absoluteString, count, inFlight, connections ?? 0, nil, 2)
        return (totals.completed, totals.bytes)
    }

    /// `count` requests from `inFlight` tasks of a task group, each making a new request per call, as users write
    /// them (on the cooperative pool unless `executor` is given).
    static func poolCallers(
        _ transport: CurlTransport, _ url: URL, _ count: Int, inFlight: Int, on executor: (any TaskExecutor)? = nil
    ) async throws -> (Int, Int64) {
        try await HTTPBenchmarks.inParallel(count, workers: inFlight, on: executor) {
            try await transport.send(HTTPRequest(url: url))
        }
    }

    /// `count` calls of the generated method from 16 tasks on the pool; bytes are the decoded name's.
    static func clientCallers(_ client: BenchHTTPClient, _ count: Int) async throws -> (Int, Int64) {
        try await withThrowingTaskGroup(of: (Int, Int64).self) { group in
            for worker in 0..<16 {
                let share = count / 16 + (worker < count % 16 ? 1 : 0)
                group.addTask {
                    var ok = 0
                    var bytes: Int64 = 0
                    for _ in 0..<share {
                        let status = try await client.getStatus()
                        if status.ok { ok += 1 }
                        bytes += Int64(status.name.utf8.count)
                    }
                    return (ok, bytes)
                }
            }
            return try await group.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
        }
    }
}
