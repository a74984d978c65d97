import Foundation

/// A real server on 127.0.0.1 that a test run starts for itself and that stops when the run ends.
///
/// `Tests/Servers/serve.py` starts the server and prints its URL; it stops the server when its
/// standard input closes, which happens when this process exits however it exits (a failed test,
/// a crash, Ctrl-C). Set `CURLEW_HTTPBIN_URL` to use a server that is already running instead.
///
/// ```swift
/// let httpbin = try TestServer.httpbin()
/// let url = httpbin.url("/get")
/// ```
public struct TestServer: Sendable {
    /// The server's base URL, such as `http://127.0.0.1:41234`.
    public let baseURL: URL
    /// The write end of the launcher's standard input; held open for the life of the process.
    private let keepAlive: FileHandle?
    /// What the launcher said besides the URL (`key=value` after it on the READY line).
    public let fields: [String: String]

    init(baseURL: URL, keepAlive: FileHandle?, fields: [String: String] = [:]) {
        self.baseURL = baseURL
        self.keepAlive = keepAlive
        self.fields = fields
    }

    /// The URL of `path` on this server.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }

    /// The shared httpbin for this test process, started on first use.
    public static func httpbin() throws -> TestServer {
        try sharedHTTPBin.get()
    }

    private static let sharedHTTPBin = Result {
        if let url = ProcessInfo.processInfo.environment["CURLEW_HTTPBIN_URL"].flatMap(URL.init(string:)) {
            return TestServer(baseURL: url, keepAlive: nil)
        }
        return try launch("httpbin")
    }

    /// The shared nginx for this test process: HTTPS with HTTP/2 at ``baseURL``, HTTP/1.1 at ``plainURL``.
    ///
    /// Its certificate is signed by a CA made at start-up (``caFile``) for 127.0.0.1, 127.0.0.2 and
    /// localhost. Paths: `/small` (`{}`), `/json`, `/array` (10,000 objects), `/10mb`, `/status/503`, and
    /// `/faults/…`, a fault server of its own behind nginx (`/faults/slow?ms=` over HTTPS and HTTP/2, say).
    public static func nginx() throws -> TestServer {
        try sharedNginx.get()
    }

    /// The shared fault-injecting server (Tests/Servers/fault_server.py): `/reset`, `/truncated`, `/stall`,
    /// `/huge-headers`, `/many-headers`, `/short`, `/drip?n=&ms=`, `/never`, `/open` (held connections),
    /// `/garbage` (no HTTP at all), `/head-only[?chunked=1]` (closes after the head), `/slow?ms=` (a late head)
    /// and `/interim?ms=` (a 103 head, then the final one).
    public static func faults() throws -> TestServer {
        try sharedFaults.get()
    }

    /// nginx's CA certificate file (PEM), which verifies ``baseURL``'s certificate.
    public var caFile: String? { fields["ca"] }
    /// nginx's public key pin, `sha256//<base64>`, as CURLOPT_PINNEDPUBLICKEY takes it.
    public var publicKeyPin: String? { fields["pin"] }
    /// nginx's plain HTTP/1.1 base URL (same content as the HTTPS one).
    public var plainURL: URL? { fields["http"].flatMap(URL.init(string:)) }

    private static let sharedNginx = Result { try launch("nginx") }
    private static let sharedFaults = Result { try launch("faults") }

    /// Starts `serve.py KIND` and waits for its `READY <url>` line.
    static func launch(_ kind: String) throws -> TestServer {
        try start(["python3", serverScript("serve.py").path, kind], name: kind)
    }

    /// The path of a script in `Tests/Servers/`.
    public static func serverScript(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Servers/\(name)")
    }

    /// Runs `command` (through `/usr/bin/env`) and waits for the `READY <url> [key=value…]` line every server
    /// launcher prints; the server lives until this process exits and its standard input closes.
    public static func start(_ command: [String], name: String) throws -> TestServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
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
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 2, words[0] == "READY", let url = URL(string: words[1]) else {
            throw TestServerError(kind: name, output: text)
        }
        var fields: [String: String] = [:]
        for word in words.dropFirst(2) {
            guard let equals = word.firstIndex(of: "=") else { continue }
            fields[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        return TestServer(baseURL: url, keepAlive: input.fileHandleForWriting, fields: fields)
    }
}

/// A test server that did not come up.
public struct TestServerError: Error, CustomStringConvertible {
    /// Which server.
    public let kind: String
    /// What its launcher printed instead of `READY <url>`.
    public let output: String

    /// A sentence for the test log.
    public var description: String {
        "the \(kind) test server did not start (launcher said: \(output.isEmpty ? "nothing" : output)); see Tests/Servers/"
    }
}

extension TestServer {
    /// A local TCP port that nothing listens on (bound, read and released), for "connection refused" tests.
    public static func unusedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestServerError(kind: "socket", output: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(fd, raw, length) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        guard bound else { throw TestServerError(kind: "socket", output: "bind() failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

extension TestServer {
    /// The request oracle (`Tests/Servers/request_oracle.py`) for the OpenAPI document at `spec`: a server that
    /// checks every request against the document with openapi-core and answers 422 with the violations, or the
    /// spec's example with the decoded request in `X-Oracle-Received`. ``baseURL`` is its main port, ``secondURL``
    /// another (for operations with servers of their own). Its Python packages are installed on first use by
    /// `scripts/install-oracle.sh` (pinned, into `.build/oracle-venv`). One per document and test process.
    public static func oracle(spec: URL) throws -> TestServer {
        try oracles.withLock { started in
            if let server = started[spec.path] { return server }
            let python = try oraclePython.get()
            let server = try start([python, serverScript("request_oracle.py").path, spec.path], name: "request oracle")
            started[spec.path] = server
            return server
        }
    }

    /// The oracle's second port.
    public var secondURL: URL? { fields["second"].flatMap(URL.init(string:)) }

    private static let oracles = OracleRegistry()

    /// The venv's python, from `scripts/install-oracle.sh` (which installs the pinned packages when missing).
    private static let oraclePython = Result<String, any Error> {
        let script = serverScript("../../scripts/install-oracle.sh").standardizedFileURL
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard process.terminationStatus == 0, let python = lines.last else {
            throw TestServerError(kind: "request oracle", output: "scripts/install-oracle.sh failed")
        }
        return String(python)
    }
}

/// The oracles started so far, by document path.
private final class OracleRegistry: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var servers: [String: TestServer] = [:]

    func withLock<T>(_ body: (inout [String: TestServer]) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&servers)
    }
}
