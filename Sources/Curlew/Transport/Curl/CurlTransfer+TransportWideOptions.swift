import CCurl
import CCurlShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension CurlTransfer {
    /// What every transfer of one transport shares, made once per transport: the curl header lists for requests
    /// without headers of their own, whether CONNECT needs the User-Agent, and the proxy option.
    ///
    /// The lists hold the User-Agent and Accept-Encoding lines that libcurl 7.88 would otherwise format anew for
    /// every transfer (Curlew decodes the codings it accepts itself: see ``ContentDecoder``), and
    /// CURLOPT_USERAGENT where curl needs it: for a request with its own header list, and for the CONNECT
    /// to a proxy (``userAgentForConnect``). Set on a transfer that needs it not, curl would still format its
    /// line each time (0.3 µs of CPU per request, measured in C). A request that may send a body also gets
    /// ``CurlRequest/defaultHeaderLines``; a GET or HEAD without one does not need them, and every line costs
    /// curl a comparison each time it looks for a header of its own.
    struct TransportWideOptions {
        /// For requests with a body, or a method that sends one (an empty body is still a length of 0).
        let withBody: UnsafeMutablePointer<curl_slist>?
        /// For GET and HEAD without a body.
        let bodiless: UnsafeMutablePointer<curl_slist>?
        /// Whether requests may go through a proxy (one is configured, or the environment names one now),
        /// whose CONNECT should then carry the User-Agent: every transfer sets CURLOPT_USERAGENT.
        let userAgentForConnect: Bool
        /// CURLOPT_PROXY for every transfer, or `nil` to leave it unset (see ``proxyOption(for:environmentNamesProxy:)``).
        let proxyOption: String?

        init(userAgent: String, proxy: CurlTransport.Proxy) {
            proxyOption = Self.proxyOption(
                for: proxy, environmentNamesProxy: proxy == .environment && Self.environmentNamesProxy())
            userAgentForConnect = proxyOption != ""
            var lines = ["Accept-Encoding: \(CurlGlobal.acceptEncoding)"]
            if !userAgent.isEmpty { lines.append("User-Agent: \(userAgent)") }
            bodiless = lines.reduce(nil) { curl_slist_append($0, $1) }
            withBody = (CurlRequest.defaultHeaderLines + lines).reduce(nil) { curl_slist_append($0, $1) }
        }

        /// Whether a variable libcurl reads for a proxy is set and not empty (`http_proxy`, not `HTTP_PROXY`, as
        /// curl does); `variable` reads the environment.
        static func environmentNamesProxy(
            _ variable: (String) -> String? = { getenv($0).map { String(cString: $0) } }
        ) -> Bool {
            let names = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]
            return names.contains { variable($0).map { !$0.isEmpty } ?? false }
        }

        /// CURLOPT_PROXY for `proxy`: its URL, "" for none, `nil` to let libcurl read the environment for each
        /// request. That last only while the environment names a proxy when the transport is made: naming none, it
        /// gets "" too (and CURLOPT_NOPROXY ""), since libcurl would otherwise look up five variables (`getenv` walks
        /// the whole environment each time) for every request, only to find none.
        static func proxyOption(for proxy: CurlTransport.Proxy, environmentNamesProxy: Bool) -> String? {
            switch proxy {
            case .none: ""
            case .url(let url): url
            case .environment: environmentNamesProxy ? nil : ""
            }
        }

        /// Frees both lists; the last use.
        func free() {
            curl_slist_free_all(withBody)
            curl_slist_free_all(bodiless)
        }
    }
}
