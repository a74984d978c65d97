extension CurlTransport {
    /// Which HTTP version a transport asks for.
    public struct HTTPVersionPreference: Hashable, Sendable, CustomStringConvertible {
        let curlValue: Int

        /// HTTP/2 over TLS when the server offers it (ALPN), HTTP/1.1 otherwise; the default.
        public static let automatic = HTTPVersionPreference(curlValue: 4)  // CURL_HTTP_VERSION_2TLS
        /// HTTP/1.1 only.
        public static let http1 = HTTPVersionPreference(curlValue: 2)  // CURL_HTTP_VERSION_1_1
        /// HTTP/2 for plain http too (upgrade), and over TLS when offered.
        public static let http2 = HTTPVersionPreference(curlValue: 3)  // CURL_HTTP_VERSION_2_0
        /// HTTP/2 without upgrade or ALPN: the server must speak HTTP/2 from the first byte.
        public static let http2PriorKnowledge = HTTPVersionPreference(curlValue: 5)  // ..._2_PRIOR_KNOWLEDGE

        /// The preference's name.
        public var description: String {
            switch curlValue {
            case 2: "HTTP/1.1"
            case 3: "HTTP/2"
            case 5: "HTTP/2 (prior knowledge)"
            default: "automatic"
            }
        }
    }

    /// How a transport verifies servers and proves itself: CA bundle, client certificate, pinned key.
    ///
    /// Verification of the server's certificate and name is always on; these options only change what
    /// it trusts or add to it.
    ///
    /// ```swift
    /// configuration.tls = .init(caFile: "/etc/myapp/ca.pem", pinnedPublicKey: "sha256//AbC…=")
    /// ```
    public struct TLSOptions: Hashable, Sendable {
        /// A PEM file of CA certificates to trust instead of the system's; `nil` uses the system's bundle.
        public var caFile: String?
        /// A PEM client certificate (with its key, unless ``clientKeyFile`` is set) for servers that ask for one.
        public var clientCertificateFile: String?
        /// The client certificate's private key (PEM), when it is not in ``clientCertificateFile``.
        public var clientKeyFile: String?
        /// The server's public key must match: `sha256//<base64>` (`;`-separated for several) or a PEM/DER file.
        public var pinnedPublicKey: String?

        /// TLS options; all `nil` means the system's CA bundle and no client certificate or pin.
        public init(
            caFile: String? = nil,
            clientCertificateFile: String? = nil,
            clientKeyFile: String? = nil,
            pinnedPublicKey: String? = nil
        ) {
            self.caFile = caFile
            self.clientCertificateFile = clientCertificateFile
            self.clientKeyFile = clientKeyFile
            self.pinnedPublicKey = pinnedPublicKey
        }
    }

    /// Which proxy a transport goes through.
    public enum Proxy: Hashable, Sendable {
        /// The `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy` environment variables (libcurl's rules, read
        /// for each request). If none of them names a proxy when the transport is made, it uses none from then on
        /// (libcurl would otherwise look them up for every request); whether a proxy's CONNECT carries the
        /// User-Agent is decided from them then too.
        case environment
        /// No proxy, whatever the environment says.
        case none
        /// This proxy URL (`http://host:port`, `socks5h://host:port`, …), for every request.
        case url(String)
    }

    /// A transfer slower than ``bytesPerSecond`` for ``duration`` fails with ``CurlewError/Kind/timeout``.
    ///
    /// libcurl checks it once a second against the average speed of the last five seconds, so a transfer that
    /// stops dead after a fast start fails up to about five seconds after ``duration``; whole seconds only
    /// (``duration`` is rounded up, to at least one).
    public struct LowSpeedLimit: Hashable, Sendable {
        /// The speed below which a transfer counts as stalled.
        public var bytesPerSecond: Int
        /// How long a transfer may stay below that speed (whole seconds, rounded up).
        public var duration: Duration

        /// A low-speed limit.
        public init(bytesPerSecond: Int, duration: Duration) {
            self.bytesPerSecond = bytesPerSecond
            self.duration = duration
        }
    }
}
