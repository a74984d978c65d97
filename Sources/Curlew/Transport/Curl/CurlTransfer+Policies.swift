import CCurl

extension CurlTransfer {
    /// HTTP version, multiplexing, TLS, proxy and low-speed options.
    func configurePolicies(
        _ configuration: CurlTransport.Configuration, proxy: String?, _ options: inout CurlEasyOptions
    ) {
        options.set(CURLOPT_HTTP_VERSION, configuration.httpVersion.curlValue)
        let tls = configuration.tls
        options.set(CURLOPT_SSL_VERIFYPEER, 1)
        options.set(CURLOPT_SSL_VERIFYHOST, 2)
        if let caFile = tls.caFile { options.set(CURLOPT_CAINFO, caFile) }
        if let certificate = tls.clientCertificateFile { options.set(CURLOPT_SSLCERT, certificate) }
        if let key = tls.clientKeyFile { options.set(CURLOPT_SSLKEY, key) }
        if let pin = tls.pinnedPublicKey { options.set(CURLOPT_PINNEDPUBLICKEY, pin) }
        if let proxy {
            options.set(CURLOPT_PROXY, proxy)
            // no proxy makes no_proxy moot, and unset, libcurl would still read it (twice) for every request
            if proxy.isEmpty { options.set(CURLOPT_NOPROXY, "") }
        }
        if let limit = configuration.lowSpeedLimit {
            options.set(CURLOPT_LOW_SPEED_LIMIT, max(1, limit.bytesPerSecond))
            options.set(CURLOPT_LOW_SPEED_TIME, limit.duration.curlSeconds)
        }
    }
}
