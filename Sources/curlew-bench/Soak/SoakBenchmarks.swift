import Curlew
import Foundation

/// `curlew-bench soak`: a bounded soak that checks nothing is lost, mismatched or leaked (not a speed table).
///
/// For HTTP/1.1 (plain), HTTP/1.1 again from tasks on ``CurlTransport/executor``, and then HTTPS with HTTP/2:
/// `--count` requests (default 100,000) with `--in-flight`
/// (default 64) at once to the local nginx's `/id?id=N`, each answer checked to be its own N. Open file
/// descriptors (`/proc/self/fd`) and RSS are printed at the start, after the warm-up (the first tenth) and at
/// the end; the run fails if any request is lost or mismatched, or if descriptors or RSS grew after the warm-up
/// (by more than 8 descriptors or 32 MiB). Each phase stops starting requests after `--seconds` (default 600).
enum SoakBenchmarks {
    static let group = BenchmarkGroup(
        name: "soak",
        summary: "100,000 requests, 64 in flight, HTTP/1.1 (pool, executor) then HTTPS/2: none lost, fds and RSS flat",
        run: { arguments in try await run(arguments) }
    )

    static func run(_ arguments: [String]) async throws {
        func value(_ flag: String, _ fallback: Int) -> Int {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
                ?? fallback
        }
        let count = value("--count", 100_000)
        let inFlight = value("--in-flight", 64)
        let seconds = value("--seconds", 600)
        let server = try HTTPBenchServer.make(arguments: arguments)
        var failures: [String] = []
        failures += try await phase(
            "HTTP/1.1", base: server.plain, configuration: .init(httpVersion: .http1),
            count: count, inFlight: inFlight, seconds: seconds)
        failures += try await phase(
            "HTTP/1.1 on the executor", base: server.plain, configuration: .init(httpVersion: .http1),
            count: count, inFlight: inFlight, seconds: seconds, onExecutor: true)
        if let secure = server.secure {
            var configuration = CurlTransport.Configuration()
            configuration.tls.caFile = server.caFile
            failures += try await phase(
                "HTTPS/2", base: secure, configuration: configuration, count: count, inFlight: inFlight,
                seconds: seconds)
        }
        if !failures.isEmpty { throw BenchError("soak failed: " + failures.joined(separator: "; ")) }
        print("soak passed")
    }

    /// One phase; returns what went wrong (empty when all is well).
    static func phase(
        _ name: String, base: String, configuration: CurlTransport.Configuration, count: Int, inFlight: Int,
        seconds: Int, onExecutor: Bool = false
    ) async throws -> [String] {
        let transport = CurlTransport(configuration: configuration)
        let executor = onExecutor ? transport.executor : nil
        let start = ResourceSample.now()
        let clock = ContinuousClock()
        let began = clock.now
        let deadline = began + .seconds(seconds)
        let warmUp = max(1, count / 10)
        var warm = start
        var ok = 0
        var mismatched = 0
        var failed: [String: Int] = [:]
        var versions: Set<String> = []
        try await withThrowingTaskGroup(of: Outcome.self) { group in
            var next = 0
            var done = 0
            func launch() {
                let id = next
                next += 1
                // a plain `addTask` on the pool, as users write it (a nil preference costs a lock per hop)
                let operation: @Sendable () async -> Outcome = {
                    let url = URL(string: "\(base)/id?id=\(id)")!
                    do {
                        let response = try await transport.send(HTTPRequest(url: url))
                        let body = String(decoding: response.body, as: UTF8.self)
                        return body == String(id) && response.status == .ok
                            ? .ok(response.metrics?.httpVersion ?? "?") : .mismatched
                    } catch {
                        return .failed(String(describing: (error as? CurlewError)?.kind ?? .transport))
                    }
                }
                if let executor {
                    group.addTask(executorPreference: executor, operation: operation)
                } else {
                    group.addTask(operation: operation)
                }
            }
            while next < min(inFlight, count) { launch() }
            while let outcome = try await group.next() {
                done += 1
                switch outcome {
                case .ok(let version):
                    ok += 1
                    versions.insert(version)
                case .mismatched: mismatched += 1
                case .failed(let kind): failed[kind, default: 0] += 1
                }
                if done == warmUp { warm = ResourceSample.now() }
                if next < count && clock.now < deadline { launch() }
            }
        }
        let elapsed = clock.now - began
        let end = ResourceSample.now()
        let lost = count - ok - mismatched - failed.values.reduce(0, +)
        let rate = Double(ok) / max(elapsed.seconds, 0.001)
        print(
            "\(name): \(ok)/\(count) ok, \(mismatched) mismatched, \(failed.values.reduce(0, +)) failed \(failed), "
                + "\(lost) never sent, HTTP \(versions.sorted().joined(separator: ",")), "
                + String(format: "%.1f s, %.0f req/s", elapsed.seconds, rate)
        )
        print("  fds   start \(start.fds), after warm-up \(warm.fds), end \(end.fds)")
        print("  RSS   start \(start.rssMiB) MiB, after warm-up \(warm.rssMiB) MiB, end \(end.rssMiB) MiB")
        var problems: [String] = []
        if ok != count { problems.append("\(name): \(count - ok) of \(count) requests not answered with their id") }
        if end.fds > warm.fds + 8 { problems.append("\(name): fds grew from \(warm.fds) to \(end.fds)") }
        if end.rssKiB > warm.rssKiB + 32 << 10 {
            problems.append("\(name): RSS grew from \(warm.rssMiB) to \(end.rssMiB) MiB")
        }
        return problems
    }

    enum Outcome: Sendable {
        case ok(String)
        case mismatched
        case failed(String)
    }
}

/// Open file descriptors and resident memory of this process, from /proc.
struct ResourceSample {
    let fds: Int
    let rssKiB: Int

    var rssMiB: String { String(format: "%.1f", Double(rssKiB) / 1024) }

    static func now() -> ResourceSample {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        let rss = line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? -1
        return ResourceSample(fds: fds, rssKiB: rss)
    }
}
