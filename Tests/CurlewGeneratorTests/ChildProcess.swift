import Foundation

/// A child process run to its end on a thread of its own, so the test awaiting it holds no cooperative thread.
///
/// Swift Testing runs every test of the process on the cooperative pool, which has as many threads as cores
/// (two on CI). A test that blocked one of them for the seconds a `swiftc -typecheck` takes stalled every
/// other test meanwhile: under the sanitizers, long enough for the transport tests' uploads, stream readers
/// and redirect hops to miss their 30 s timeouts.
struct ChildProcess: Sendable {
    /// The exit status.
    var status: Int32
    /// What it wrote to standard output (and to standard error, if they were merged).
    var output: Data
    /// What it wrote to standard error, if not merged into `output`.
    var errors: Data

    /// Runs `executable` with `arguments` and waits for it to exit; `mergingErrors` sends standard error to `output`.
    static func run(_ executable: URL, _ arguments: [String], mergingErrors: Bool = false) async throws -> ChildProcess
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result { try runBlocking(executable, arguments, mergingErrors: mergingErrors) })
            }.start()
        }
    }

    private static func runBlocking(_ executable: URL, _ arguments: [String], mergingErrors: Bool) throws
        -> ChildProcess
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = mergingErrors ? out : Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = mergingErrors ? Data() : err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChildProcess(status: process.terminationStatus, output: output, errors: errors)
    }
}
