import CurlewTestSupport
import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 that keeps connections alive, for the connection-reuse test.
///
/// httpbin's development server answers every request with `Connection: close`, so reuse cannot be
/// seen against it. This is Python's standard `http.server` in HTTP/1.1 mode, answering any GET with
/// `{"path": …}` in one write (no Nagle stall), after 200 ms for paths under `/slow` (so concurrent
/// requests overlap) and after N seconds for `/wait/N`; like `TestServer`, it stops when this process exits
/// and closes its standard input.
enum KeepAliveServer {
    static func url(_ path: String) throws -> URL {
        try shared.get().url(path)
    }

    private static let shared = Result { try TestServer.start(["/usr/bin/python3", "-c", script], name: "keep-alive") }

    private static let script = """
        import http.server, json, sys, threading, time
        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True
            wbufsize = 65536
            def do_GET(self):
                if self.path.startswith("/slow"):
                    time.sleep(0.2)
                elif self.path.startswith("/wait/"):
                    time.sleep(float(self.path[6:]))
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
}
