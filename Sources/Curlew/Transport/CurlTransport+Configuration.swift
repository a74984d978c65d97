extension CurlTransport {
    /// The settings of one ``CurlTransport``: time limits, redirects, size limits, TLS, proxy, HTTP version.
    ///
    /// ```swift
    /// var configuration = CurlTransport.Configuration()
    /// configuration.timeout = .seconds(5)
    /// let transport = CurlTransport(configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// The total time a request may take when it sets no ``HTTPRequest/timeout``; 30 seconds by default.
        /// For a streamed response, the time until its head, then an idle limit for its body (see
        /// ``HTTPRequest/timeout``).
        public var timeout: Duration
        /// The time connecting (TCP and TLS) may take; 10 seconds by default, never more than the total.
        public var connectTimeout: Duration
        /// How many redirects to follow before failing; `0` returns 3xx responses as they are. 10 by default.
        public var maximumRedirects: Int
        /// The largest response body accepted, in bytes, after decompression; 64 MiB by default.
        ///
        /// A larger body fails the request with a ``CurlewError/Kind/transport`` error that says so.
        public var maximumResponseBodySize: Int
        /// The User-Agent sent unless a request sets its own: `Curlew/<version> libcurl/<version>` by default.
        /// With CR, LF or NUL in it, every request fails with ``CurlewError/Kind/invalidRequest``.
        public var userAgent: String
        /// The most connections open to one host at once; 64 by default, `0` for no limit.
        ///
        /// Requests past it wait in the transport, oldest first, each under its own time limit and cancellable, and
        /// start as the host's requests end (on HTTP/1.1 a connection carries one request at a time; an HTTP/2
        /// origin's requests share one connection, up to 100 at once). 64 is above what most clients open to one
        /// host (URLSession 6, AsyncHTTPClient 8, OkHttp 5 requests) and below what one process should hold on a
        /// server by default; a program that keeps more requests in flight to one host and wants them all on the
        /// wire at once raises it (Docs/Benchmarks.md, "Round 7", measures 256 callers both ways).
        public var maximumConnectionsPerHost: Int
        /// The largest response head (status line and all header lines) accepted, in bytes; 256 KiB by default.
        public var maximumResponseHeadSize: Int
        /// Fail a transfer that stays slower than this for that long; `nil` (the default) sets no such limit.
        public var lowSpeedLimit: LowSpeedLimit?
        /// How many bytes of a streamed response body are read ahead before the transfer pauses; 1 MiB by default.
        public var streamBufferSize: Int
        /// Which HTTP version to ask for; ``HTTPVersionPreference/automatic`` (HTTP/2 over TLS) by default.
        public var httpVersion: HTTPVersionPreference
        /// CA bundle, client certificate and pinned key; verification itself is always on.
        public var tls: TLSOptions
        /// The proxy: from the environment (the default), none, or an explicit URL.
        public var proxy: Proxy

        /// The default settings, with any of them changed.
        public init(
            timeout: Duration = .seconds(30),
            connectTimeout: Duration = .seconds(10),
            maximumRedirects: Int = 10,
            maximumResponseBodySize: Int = 64 << 20,
            userAgent: String = CurlTransport.defaultUserAgent,
            maximumConnectionsPerHost: Int = 64,
            maximumResponseHeadSize: Int = 256 << 10,
            lowSpeedLimit: LowSpeedLimit? = nil,
            streamBufferSize: Int = 1 << 20,
            httpVersion: HTTPVersionPreference = .automatic,
            tls: TLSOptions = .init(),
            proxy: Proxy = .environment
        ) {
            self.timeout = timeout
            self.connectTimeout = connectTimeout
            self.maximumRedirects = maximumRedirects
            self.maximumResponseBodySize = maximumResponseBodySize
            self.userAgent = userAgent
            self.maximumConnectionsPerHost = maximumConnectionsPerHost
            self.maximumResponseHeadSize = maximumResponseHeadSize
            self.lowSpeedLimit = lowSpeedLimit
            self.streamBufferSize = streamBufferSize
            self.httpVersion = httpVersion
            self.tls = tls
            self.proxy = proxy
        }
    }
}

extension Duration {
    /// This duration in whole milliseconds for curl, at least 1 (curl reads 0 as "no limit").
    var curlMilliseconds: Int {
        let (seconds, attoseconds) = components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int(Int32.max) }
        return max(1, Int(milliseconds.partialValue) + Int(attoseconds / 1_000_000_000_000_000))
    }

    /// This duration in whole seconds for curl, rounded up, at least 1.
    var curlSeconds: Int {
        let (seconds, attoseconds) = components
        return Int(clamping: max(1, attoseconds > 0 && seconds < Int64.max ? seconds + 1 : seconds))
    }
}
