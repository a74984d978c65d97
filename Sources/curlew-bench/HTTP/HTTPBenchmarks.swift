import CCurlAnchor
import Curlew
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `http` group: requests per second and CPU per request against C libcurl and URLSession.
///
/// `curlew-bench http [--url http://host:port [--https-url https://host:port --ca FILE]] [--quick]`
/// starts a local nginx unless given URLs. Cases: small GET sequential on keep-alive, 16 in flight,
/// a 10 MB body, small GET sequential over HTTPS (HTTP/2). CPU is this process's user+system time
/// (getrusage) divided by requests: the server runs in another process. The local nginx runs on CPU 0;
/// `taskset -c 1 .build/release/curlew-bench http` gives the client a core of its own, and `taskset -c 0` puts it
/// on nginx's core, which has no wake-ups across cores and gives the steadiest figures.
/// `--sequential` runs only the sequential case, the anchor and CurlTransport in turns, five rounds (`--rounds N`),
/// each row compared with the anchor run just before it, then the medians (for a noisy machine); `--parallel`
/// the same for 16 in flight, `--https-sequential` for sequential HTTPS; `--profile` and `--profile-anchor` run 20,000
/// sequential requests of one client, `--profile-parallel` and `--profile-anchor-parallel` 100,000 with 16
/// in flight, for `perf record` or `strace -c` (`--count N` for another number); `--profile-parallel-executor`
/// the same with CurlTransport's workers on its executor. "CurlTransport, its executor" rows run the 16
/// workers as tasks that prefer ``CurlTransport/executor``, the others on the cooperative pool. Last, how long a
/// cancelled request takes to return (`--cancel` for only that; see `HTTPBenchCancel`). `--cache`: only the HTTP
/// cache table (a hit, a miss and a revalidation beside a plain request; see `HTTPBenchCache`). `--concurrency` (16, 64
/// and 256 pool callers, a new request per call) and `--client` (a generated client method) are issue 26's
/// outside shapes: see `HTTPBenchConcurrency`.
enum HTTPBenchmarks {
    /// The group as `curlew-bench` lists it.
    static let group = BenchmarkGroup(
        name: "http", summary: "requests per second and CPU per request against C libcurl and URLSession"
    ) { arguments in
        try await run(arguments: arguments)
    }

    static func run(arguments: [String]) async throws {
        if arguments.contains("--cancel") {  // only the cancellation latency: needs no server
            try await HTTPBenchCancel.run()
            return
        }
        let server = try HTTPBenchServer.make(arguments: arguments)
        let scale = arguments.contains("--quick") ? 10 : 1
        let small = server.plain + "/small"
        let large = server.plain + "/10mb"
        var configuration = CurlTransport.Configuration()
        configuration.tls.caFile = server.caFile
        let transport = CurlTransport(configuration: configuration)
        let session = URLSession(configuration: .ephemeral)
        // `--count N` sets the profile runs' number of requests (instruction counts per request are the slope
        // between two counts, under `valgrind --tool=callgrind` on a copy without debug info).
        func number(after option: String) -> Int? {
            arguments.firstIndex(of: option).flatMap { arguments.dropFirst($0 + 1).first }.flatMap { Int($0) }
        }
        let count = number(after: "--count")
        let rounds = max(number(after: "--rounds") ?? 5, 1)
        if try await HTTPBenchConcurrency.run(arguments: arguments, server: server, rounds: rounds, count: count) {
            return
        }
        if arguments.contains("--profile") {  // only CurlTransport, sequential: for perf record
            let measured = try await measureAsync(count ?? 20000) { try await curlSequential(transport, small, $0) }
            print("CurlTransport sequential: \(measured.perRequestSummary)")
            return
        }
        if arguments.contains("--profile-anchor") {  // only C libcurl, sequential: for perf record and strace
            // an https `--url` (with `--ca`) profiles the HTTPS case, HTTP/2 as there
            let version = small.hasPrefix("https:") ? 4 : 2
            let measured = try measure(count ?? 20000) { anchorSequential(small, $0, server.caFile, version) }
            print("C libcurl sequential: \(measured.perRequestSummary)")
            return
        }
        if arguments.contains("--profile-parallel") {  // only CurlTransport, 16 in flight: for perf record
            let measured = try await measureAsync(count ?? 100_000) { try await curlParallel(transport, small, $0) }
            print("CurlTransport 16 in flight: \(measured.perRequestSummary)")
            return
        }
        if arguments.contains("--profile-parallel-executor") {  // the same, the workers on the transport's executor
            let measured = try await measureAsync(count ?? 100_000) {
                try await curlParallelOnLoop(transport, small, $0)
            }
            print("CurlTransport 16 in flight on its executor: \(measured.perRequestSummary)")
            return
        }
        if arguments.contains("--profile-anchor-parallel") {  // only C libcurl, 16 in flight: for perf record
            let measured = try measure(count ?? 100_000) { anchorMulti(small, $0, 16, nil, 2) }
            print("C libcurl 16 in flight: \(measured.perRequestSummary)")
            return
        }
        if arguments.contains("--parallel") {  // the anchor and CurlTransport in turns, 16 in flight
            var table = HTTPBenchTable(title: "small GET, 16 in flight (HTTP/1.1), in turns", inTurns: true)
            for _ in 0..<rounds {
                table.add("C libcurl (multi)", try measure(20000) { anchorMulti(small, $0, 16, nil, 2) })
                table.add(
                    "CurlTransport", try await measureAsync(20000) { try await curlParallel(transport, small, $0) })
                table.add(
                    "CurlTransport, its executor",
                    try await measureAsync(20000) { try await curlParallelOnLoop(transport, small, $0) })
            }
            print(HTTPBenchTable.header)
            table.print()
            return
        }
        if arguments.contains("--sequential") {  // the anchor and CurlTransport in turns: for a noisy machine
            var table = HTTPBenchTable(
                title: "small GET, sequential, keep-alive (HTTP/1.1), in turns", inTurns: true)
            for _ in 0..<rounds {
                table.add("C libcurl (easy reuse)", try measure(5000) { anchorSequential(small, $0, nil, 2) })
                table.add(
                    "CurlTransport", try await measureAsync(5000) { try await curlSequential(transport, small, $0) })
                table.add(
                    "CurlTransport, its executor",
                    try await measureAsync(5000) {
                        let count = $0
                        return try await Task(executorPreference: transport.executor) {
                            try await curlSequential(transport, small, count)
                        }.value
                    })
            }
            print(HTTPBenchTable.header)
            table.print()
            return
        }
        if arguments.contains("--https-sequential"), let secure = server.secure {  // the same over HTTPS (HTTP/2)
            var table = HTTPBenchTable(title: "small GET, sequential, HTTPS (HTTP/2), in turns", inTurns: true)
            let url = secure + "/small"
            for _ in 0..<rounds {
                table.add(
                    "C libcurl (easy reuse)", try measure(5000) { anchorSequential(url, $0, server.caFile, 4) })
                table.add(
                    "CurlTransport", try await measureAsync(5000) { try await curlSequential(transport, url, $0) })
            }
            print(HTTPBenchTable.header)
            table.print()
            return
        }
        if arguments.contains("--cache") {  // only the cache table
            print(HTTPBenchTable.header)
            try await HTTPBenchCache.table(plain: server.plain, transport: transport, scale: scale).print()
            return
        }
        print("server: \(server.plain)\(server.secure.map { " and \($0)" } ?? "")")
        print(HTTPBenchTable.header)

        var table = HTTPBenchTable(title: "small GET, sequential, keep-alive (HTTP/1.1)")
        let sequential = 5000 / scale
        table.add("C libcurl (easy reuse)", try measure(sequential) { anchorSequential(small, $0, nil, 2) })
        table.add(
            "CurlTransport", try await measureAsync(sequential) { try await curlSequential(transport, small, $0) })
        table.add(
            "URLSession", try await measureAsync(sequential / 3) { try await sessionSequential(session, small, $0) })
        table.print()

        table = HTTPBenchTable(title: "small GET, 16 in flight (HTTP/1.1)")
        let parallel = 20000 / scale
        table.add("C libcurl (multi)", try measure(parallel) { anchorMulti(small, $0, 16, nil, 2) })
        table.add("CurlTransport", try await measureAsync(parallel) { try await curlParallel(transport, small, $0) })
        table.add(
            "CurlTransport, its executor",
            try await measureAsync(parallel) { try await curlParallelOnLoop(transport, small, $0) })
        table.add("URLSession", try await measureAsync(parallel / 10) { try await sessionParallel(session, small, $0) })
        table.print()

        table = HTTPBenchTable(title: "10 MB body, sequential", bytes: true)
        let bodies = max(40 / scale, 4)
        table.add("C libcurl (easy reuse)", try measure(bodies) { anchorSequential(large, $0, nil, 2) })
        table.add("CurlTransport", try await measureAsync(bodies) { try await curlSequential(transport, large, $0) })
        table.add(
            "URLSession", try await measureAsync(max(bodies / 4, 2)) { try await sessionSequential(session, large, $0) }
        )
        table.print()

        if let secure = server.secure {
            table = HTTPBenchTable(title: "small GET, sequential, HTTPS (HTTP/2)")
            let url = secure + "/small"
            table.add("C libcurl (easy reuse)", try measure(sequential) { anchorSequential(url, $0, server.caFile, 4) })
            table.add(
                "CurlTransport", try await measureAsync(sequential) { try await curlSequential(transport, url, $0) })
            table.note("URLSession: not measured (it cannot trust a test CA on Linux)")
            table.print()
        }
        try await HTTPBenchCache.table(plain: server.plain, transport: transport, scale: scale).print()
        print()
        try await HTTPBenchCancel.run(count: max(100 / scale, 10))
    }

    // MARK: - The clients

    static func anchorSequential(_ url: String, _ count: Int, _ caFile: String?, _ version: Int) -> (Int, Int64) {
        let totals = ccurlanchor_sequential(url, count, caFile, version)
        return (totals.completed, totals.bytes)
    }

    static func anchorMulti(_ url: String, _ count: Int, _ parallel: Int, _ caFile: String?, _ version: Int)
        -> (Int, Int64)
    {
        let totals = ccurlanchor_multi(url, count, parallel, caFile, version)
        return (totals.completed, totals.bytes)
    }

    static func curlSequential(_ transport: CurlTransport, _ url: String, _ count: Int) async throws -> (Int, Int64) {
        let request = HTTPRequest(url: URL(string: url)!)
        var ok = 0
        var bytes: Int64 = 0
        for _ in 0..<count {
            let response = try await transport.send(request)
            if response.status == .ok { ok += 1 }
            bytes += Int64(response.body.count)
        }
        return (ok, bytes)
    }

    /// One request sent over and over by 16 workers, as the sequential case and the C anchor reuse theirs.
    static func curlParallel(_ transport: CurlTransport, _ url: String, _ count: Int) async throws -> (Int, Int64) {
        let request = HTTPRequest(url: URL(string: url)!)
        return try await inParallel(count) { try await transport.send(request) }
    }

    /// ``curlParallel(_:_:_:)`` with the workers on the transport's own executor (its loop thread).
    static func curlParallelOnLoop(_ transport: CurlTransport, _ url: String, _ count: Int) async throws
        -> (Int, Int64)
    {
        let request = HTTPRequest(url: URL(string: url)!)
        return try await inParallel(count, on: transport.executor) { try await transport.send(request) }
    }

    static func sessionSequential(_ session: URLSession, _ url: String, _ count: Int) async throws -> (Int, Int64) {
        var ok = 0
        var bytes: Int64 = 0
        for _ in 0..<count {
            let (data, response) = try await session.data(from: URL(string: url)!)
            if (response as? HTTPURLResponse)?.statusCode == 200 { ok += 1 }
            bytes += Int64(data.count)
        }
        return (ok, bytes)
    }

    static func sessionParallel(_ session: URLSession, _ url: String, _ count: Int) async throws -> (Int, Int64) {
        try await inParallel(count) {
            let (data, response) = try await session.data(from: URL(string: url)!)
            return HTTPResponse(
                status: HTTPStatus((response as? HTTPURLResponse)?.statusCode ?? 0), body: data)
        }
    }

    /// `count` requests with `workers` (16) in flight: as many tasks, each sending its share one after the other.
    /// With no executor the tasks are added with a plain `addTask`, as users write them: a task added with
    /// `addTask(executorPreference: nil)` took its status record lock on every hop (15 times per request, against 2),
    /// a cost of the bench, not of Curlew.
    static func inParallel(
        _ count: Int, workers: Int = 16, on executor: (any TaskExecutor)? = nil,
        _ send: @escaping @Sendable () async throws -> HTTPResponse
    ) async throws -> (Int, Int64) {
        try await withThrowingTaskGroup(of: (Int, Int64).self) { group in
            for worker in 0..<workers {
                let share = count / workers + (worker < count % workers ? 1 : 0)
                let sendShare: @Sendable () async throws -> (Int, Int64) = {
                    var ok = 0
                    var bytes: Int64 = 0
                    for _ in 0..<share {
                        let response = try await send()
                        if response.status == .ok { ok += 1 }
                        bytes += Int64(response.body.count)
                    }
                    return (ok, bytes)
                }
                if let executor {
                    group.addTask(executorPreference: executor, operation: sendShare)
                } else {
                    group.addTask(operation: sendShare)
                }
            }
            return try await group.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
        }
    }
}
