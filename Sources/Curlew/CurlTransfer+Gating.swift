import CCurl
import CCurlShim

/// What a transfer does for ``OriginGates``: a probe tells its origin's protocol as soon as its connection has
/// negotiated, and a transfer that was held starts with only the time it has left.
extension CurlTransfer {
    /// Makes curl call this transfer back once its connection is up, TLS handshake included, and before its
    /// request is sent (CURLOPT_PREREQFUNCTION, libcurl 7.80 or later); ``multiplexes`` then tells whether the
    /// handshake chose HTTP/2 (ALPN), so the transfers held for this origin need not wait for this one's response
    /// head. Without an answer there (a TLS backend other than OpenSSL), the first status line tells, as before.
    /// The handle is not left primed afterwards (see ``leavesHandlePrimed``): a reset clears the callback.
    func watchNegotiation() -> CURLcode {
        watchesNegotiation = true
        var options = CurlEasyOptions(easy: easy)
        options.check(
            ccurlshim_easy_setopt_prereq_callback(easy) { context, _, _, _, _ in
                Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().connectionNegotiated()
                return 0  // CURL_PREREQFUNC_OK
            })
        options.set(CURLOPT_PREREQDATA, pointer: Unmanaged.passUnretained(self).toOpaque())
        return options.firstError
    }

    /// CURLOPT_PREREQFUNCTION: the connection is up; learn whether it multiplexes, if the handshake tells.
    private func connectionNegotiated() {
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
