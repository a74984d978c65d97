import Foundation

/// The local Petstore of `Tests/Servers/petstore.py`, started once per test process (shared by the native
/// and the OpenAPI Petstore client suites).
///
/// The script prints `READY <base-url>` and stops when its standard input closes, which happens when this
/// process exits however it exits; the write end is held for the life of the process.
public struct PetstoreServer: Sendable {
    /// Base URL including the API's `/v1` prefix.
    public let baseURL: URL
    private let keepAlive: FileHandle

    /// The shared server, started on first use.
    public static func shared() throws -> PetstoreServer {
        try started.get()
    }

    private static let started = Result { try launch() }

    private static func launch() throws -> PetstoreServer {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Servers/petstore.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("READY "), let url = URL(string: String(text.dropFirst(6))) else {
            throw LaunchError(output: text)
        }
        return PetstoreServer(baseURL: url, keepAlive: input.fileHandleForWriting)
    }

    /// The server did not print `READY <url>`.
    public struct LaunchError: Error, CustomStringConvertible {
        /// The first line the script printed instead.
        public let output: String
        /// What failed, for test output.
        public var description: String { "Tests/Servers/petstore.py did not start (it said: \(output))" }
    }
}
