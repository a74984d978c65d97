import Foundation
import Testing

/// A listening socket on 127.0.0.1 that never accepts, with its accept queue full: a new connection's SYN is
/// dropped, so connecting to it hangs until the client gives up (a real way to make connect time out locally).
///
/// The queue is filled with connections of its own, one after another, until one of them cannot connect within
/// 200 ms: from then on the kernel drops SYNs to this port (it retries after 1 s, and the queue stays full).
final class FullBacklogListener {
    /// The listener's port.
    let port: Int
    private var sockets: [Int32] = []

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        sockets.append(listener)
        var address = Self.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        try #require(bound && listen(listener, 0) == 0)
        port = Int(UInt16(bigEndian: address.sin_port))
        var full = false
        for _ in 0..<16 where !full { full = try !connectOnce() }
        try #require(full, "the accept queue of port \(port) did not fill")
    }

    deinit {
        for fd in sockets { close(fd) }
    }

    /// Connects one more socket (kept open); whether it connected within 200 ms.
    private func connectOnce() throws -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        sockets.append(fd)
        var limit = timeval(tv_sec: 0, tv_usec: 200_000)  // a blocking connect gives up after SO_SNDTIMEO
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = Self.loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        return connected
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }
}
