import Foundation
import Synchronization

/// The server `curlew-bench http` measures against: a local nginx it starts, or URLs it is given.
struct HTTPBenchServer {
    /// Plain HTTP/1.1 base URL (keep-alive).
    let plain: String
    /// HTTPS base URL (HTTP/2), or `nil` to skip the HTTPS case.
    let secure: String?
    /// The CA file that verifies `secure`.
    let caFile: String?
    /// The launcher, kept running until the benchmark ends (its stdin closes when this process exits).
    private let launcher: Process?

    /// `--url http://host:port [--https-url https://host:port --ca FILE]`, or a local nginx from serve.py.
    static func make(arguments: [String]) throws -> HTTPBenchServer {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        if let url = value("--url") {
            return HTTPBenchServer(plain: url, secure: value("--https-url"), caFile: value("--ca"), launcher: nil)
        }
        return try launchNginx()
    }

    /// Starts `Tests/Servers/serve.py nginx` (nginx-light, openssl) and reads its READY line.
    private static func launchNginx() throws -> HTTPBenchServer {
        // Sources/curlew-bench/HTTP/<this file> → the repository's root
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Servers/serve.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // nginx on CPU 0, so `taskset -c 1 curlew-bench http` gives the clients a core of their own
        let pin = FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") ? ["taskset", "-c", "0"] : []
        process.arguments = pin + ["python3", script.path, "nginx"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
        var fields: [String: String] = [:]
        for word in words.dropFirst(2) {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        guard words.first == "READY", words.count >= 2, let plain = fields["http"] else {
            throw BenchError("nginx did not start (serve.py said: \(words.joined(separator: " ")))")
        }
        keepOpen.withLock { $0.append(input.fileHandleForWriting) }
        return HTTPBenchServer(plain: plain, secure: words[1], caFile: fields["ca"], launcher: process)
    }

    /// The launchers' stdin write ends; closing them (at exit) stops the servers.
    private static let keepOpen = Mutex<[FileHandle]>([])
}

/// A benchmark that could not run.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
