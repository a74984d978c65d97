import Curlew
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How long a cancelled request takes to return, for issue 4's "returns within 100 ms".
///
/// Each request goes to a local socket that listens and never answers (the kernel completes the connection and
/// takes the request; nobody reads it). Once the request is on the wire, its task is cancelled, and the time from
/// `cancel()` to the task's error is recorded. `curlew-bench http --cancel` runs only this.
enum HTTPBenchCancel {
    /// Cancels `count` requests one after the other; prints the median and the slowest.
    static func run(count: Int = 100) async throws {
        let listener = try SilentListener(backlog: Int32(count) + 16)
        defer { listener.close() }
        let transport = CurlTransport()
        let url = URL(string: "http://127.0.0.1:\(listener.port)/never")!
        var latencies: [Double] = []
        var notCancelled = 0
        for _ in 0..<count {
            let task = Task { try await transport.send(HTTPRequest(url: url, timeout: .seconds(60))) }
            try await Task.sleep(for: .milliseconds(5))  // connected and sent: the socket takes it at once
            let start = ContinuousClock.now
            task.cancel()
            do {
                _ = try await task.value
                notCancelled += 1
            } catch let error as CurlewError where error.kind == .cancelled {
                latencies.append((ContinuousClock.now - start) / .milliseconds(1))
            } catch {
                notCancelled += 1
            }
        }
        latencies.sort()
        let median = latencies.isEmpty ? 0 : latencies[latencies.count / 2]
        let slowest = latencies.last ?? 0
        print(
            "cancel a request that gets no answer (\(latencies.count) of \(count) cancelled"
                + (notCancelled > 0 ? ", \(notCancelled) ended otherwise" : "") + "): median "
                + String(format: "%.2f", median) + " ms, slowest " + String(format: "%.2f", slowest)
                + " ms (goal: within 100 ms)")
    }
}

/// A TCP socket on 127.0.0.1 that listens and never accepts: connections complete in the kernel's backlog and
/// their requests are never read.
private struct SilentListener {
    let descriptor: Int32
    let port: Int

    init(backlog: Int32) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw BenchError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, listen(descriptor, backlog) == 0, named == 0 else {
            Glibc.close(descriptor)
            throw BenchError("cannot listen on 127.0.0.1: errno \(errno)")
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() {
        Glibc.close(descriptor)
    }
}
