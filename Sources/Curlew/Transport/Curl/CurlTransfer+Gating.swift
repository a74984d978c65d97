import CCurl
import CCurlShim

/// What a transfer does for ``OriginGates``: a probe tells its origin's protocol as soon as its connection has
/// negotiated, and a transfer that was held starts with only the time it has left.
extension CurlTransfer {
    /// Makes this transfer learn, once its connection is up (TLS handshake included) and before its request is
    /// sent (the CURLOPT_PREREQFUNCTION every transfer has, see `CurlTransfer+IdleBytes.swift`), whether the
    /// handshake chose HTTP/2 (ALPN): ``multiplexes`` then tells, so the transfers held for this origin need not
    /// wait for this one's response head. Without an answer there (a TLS backend other than OpenSSL), the first
    /// status line tells, as before. The handle is not left primed afterwards (see ``leavesHandlePrimed``).
    func watchNegotiation() -> CURLcode {
        watchesNegotiation = true
        return CURLE_OK
    }

    /// CURLOPT_PREREQFUNCTION: the connection is up; learn whether it multiplexes, if the handshake tells.
    func connectionNegotiated() {
        guard multiplexes == nil else { return }
        let http2 = ccurlshim_negotiated_http2(easy)
        if http2 >= 0 { multiplexes = http2 == 1 }
    }

    /// Gives a transfer that was held only the `milliseconds` left of its request's time limit (its connect time
    /// limit no longer than that either), so time spent held counts against it.
    func limitTime(toMilliseconds milliseconds: Int) -> CURLcode {
        let total = max(1, milliseconds)
        var options = CurlEasyOptions(easy: easy)
        options.set(CURLOPT_TIMEOUT_MS, total)
        options.set(CURLOPT_CONNECTTIMEOUT_MS, min(total, request.connectTimeoutMilliseconds))
        handle.applied.timeoutMilliseconds = total
        handle.applied.connectTimeoutMilliseconds = min(total, request.connectTimeoutMilliseconds)
        return options.firstError
    }
}
