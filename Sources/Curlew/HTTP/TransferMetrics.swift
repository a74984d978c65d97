/// What curl measured about one transfer: phase times, bytes, the HTTP version and connection reuse.
///
/// Times are from the start of the transfer (redirects included) to the end of each phase, as curl's
/// `CURLINFO_*_TIME_T` report them; a phase that did not happen (a reused connection needs no
/// connect) reads as zero. On a new TLS connection the phases end in order:
/// `nameLookup <= connect <= tlsHandshake <= firstByte <= total`; over plain http `tlsHandshake` is zero and
/// the others keep that order.
public struct TransferMetrics: Hashable, Sendable, CustomStringConvertible {
    /// Until the name was resolved.
    public var nameLookup: Duration
    /// Until the TCP connection was up.
    public var connect: Duration
    /// Until the TLS handshake was done (zero for plain http).
    public var tlsHandshake: Duration
    /// Until the first response byte arrived.
    public var firstByte: Duration
    /// The whole transfer.
    public var total: Duration
    /// Body bytes received (after decompression is not counted: these are wire bytes).
    public var bytesReceived: Int64
    /// Body bytes sent.
    public var bytesSent: Int64
    /// `"1.1"`, `"2"`, `"3"` or `"1.0"`; empty if no response arrived.
    public var httpVersion: String
    /// Whether the transfer used a connection that was already open (curl opened none for it).
    public var reusedConnection: Bool
    /// How many redirects were followed.
    public var redirectCount: Int
    /// What an ``HTTPCache`` in the chain did (``CacheMiddleware``): `nil` without one. A hit's other values are
    /// zero: nothing was transferred.
    public var cache: HTTPCache.Outcome?

    /// Metrics, for instance for a test double's responses.
    public init(
        nameLookup: Duration = .zero, connect: Duration = .zero, tlsHandshake: Duration = .zero,
        firstByte: Duration = .zero, total: Duration = .zero, bytesReceived: Int64 = 0, bytesSent: Int64 = 0,
        httpVersion: String = "", reusedConnection: Bool = false, redirectCount: Int = 0,
        cache: HTTPCache.Outcome? = nil
    ) {
        self.nameLookup = nameLookup
        self.connect = connect
        self.tlsHandshake = tlsHandshake
        self.firstByte = firstByte
        self.total = total
        self.bytesReceived = bytesReceived
        self.bytesSent = bytesSent
        self.httpVersion = httpVersion
        self.reusedConnection = reusedConnection
        self.redirectCount = redirectCount
        self.cache = cache
    }

    /// One line: `HTTP/2 reused, dns 0.1 ms, connect …, total 1.2 ms, 120 B in, 0 B out`.
    public var description: String {
        func ms(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
            return String(Int(value * 10) / 10) + "." + String(Int(value * 10) % 10) + " ms"
        }
        return "HTTP/\(httpVersion.isEmpty ? "?" : httpVersion) \(reusedConnection ? "reused" : "new connection"), "
            + "dns \(ms(nameLookup)), connect \(ms(connect)), tls \(ms(tlsHandshake)), "
            + "first byte \(ms(firstByte)), total \(ms(total)), \(bytesReceived) B in, \(bytesSent) B out"
            + (cache.map { ", cache \($0.rawValue)" } ?? "")
    }
}
