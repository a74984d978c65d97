import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 that keeps connections alive, for the connection-reuse test.
///
/// httpbin's development server answers every request with `Connection: close`, so reuse cannot be
/// seen against it. This is Python's standard `http.server` in HTTP/1.1 mode, answering any GET with
/// `{"path": …}` in one write (no Nagle stall); like `TestServer`, it stops when this process exits
/// and closes its standard input.
enum KeepAliveServer {
    static func url(_ path: String) throws -> URL {
        URL(string: try shared.get().baseURL.absoluteString + path)!
    }

    /// The running server: its URL, and its standard input, held open for the life of the process.
    private struct Running: Sendable {
        let baseURL: URL
        let keepAlive: FileHandle
    }

    private static let shared = Result { try launch() }

    private static let script = """
        import http.server, json, sys, threading
        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True
            wbufsize = 65536
            def do_GET(self):
                body = json.dumps({"path": self.path}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            def log_message(self, *args):
                pass
        http.server.ThreadingHTTPServer.request_queue_size = 256
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, daemon=True).start()
        print("READY http://127.0.0.1:%d" % server.server_address[1], flush=True)
        sys.stdin.buffer.read()
        """

    private static func launch() throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
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
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "keep-alive server: \(text)"])
        }
        return Running(baseURL: url, keepAlive: input.fileHandleForWriting)
    }
}
