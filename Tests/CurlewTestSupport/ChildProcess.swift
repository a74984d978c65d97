import Foundation

/// Runs a program to its end and hands back its exit status and output, waiting on a thread of its own.
///
/// A synchronous `waitUntilExit()` inside a test holds one of the cooperative pool's threads, and on a
/// 2-core machine the pool has two: two `swiftc -typecheck` runs waited for that way stalled every async test
/// in the process for tens of seconds, long enough for HTTP tests to hit their 30 s timeouts. Output goes to
/// temporary files, so a child that fills one stream while we read the other cannot deadlock either.
///
/// ```swift
/// let outcome = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "--version"])
/// #expect(outcome.status == 0)
/// ```
public enum ChildProcess {
    /// How a finished program ended and what it wrote.
    public struct Outcome: Sendable {
        /// The exit status (or the signal number when it was killed).
        public var status: Int32
        /// Everything written to standard output, decoded as UTF-8.
        public var stdout: String
        /// Everything written to standard error, decoded as UTF-8.
        public var stderr: String
    }

    /// Runs `executable` with `arguments` and returns once it has exited.
    public static func run(_ executable: URL, _ arguments: [String]) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try runBlocking(executable, arguments) })
            }
            thread.name = "ChildProcess \(executable.lastPathComponent)"
            thread.start()
        }
    }

    /// Runs the program and blocks the calling thread (never a cooperative pool thread) until it exits.
    private static func runBlocking(_ executable: URL, _ arguments: [String]) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("curlew-child-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
