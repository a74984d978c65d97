import CCurl
import CCurlShim

/// How long a transfer may take. A collected response gets its request's whole time limit from start to end. A
/// streamed one gets it until its final head arrives; its body then runs as long as bytes keep coming, so a long
/// download or an event stream is not cut off at the limit, and one that goes quiet for that long still fails.
extension CurlTransfer {
    /// Whether the body's time is limited by an idle limit rather than the total one: a stream's, when the
    /// transport sets no low-speed limit of its own. It is 1 byte/s for the request's time limit (curl does not
    /// count time paused for a slow reader).
    var limitsIdleTime: Bool { lowSpeedLimit == nil && request.stream != nil }

    /// Sets a stream's idle limit (see ``limitsIdleTime``); a transport's own limit is set with the other
    /// transport-wide options. A streamed transfer's handle is freed afterwards, so no later transfer inherits it.
    func configureIdleLimit(_ options: inout CurlEasyOptions) {
        guard limitsIdleTime else { return }
        options.set(CURLOPT_LOW_SPEED_LIMIT, 1)
        // curl takes its speed sample once a second, so a body that trickles steadily can read as still for up to
        // a second: one more second keeps it from failing early (a stall fails after its limit, not before)
        options.set(CURLOPT_LOW_SPEED_TIME, Duration.milliseconds(request.timeoutMilliseconds).curlSeconds + 1)
    }

    /// A stream's head went to its caller: the body is limited by the idle limit alone from now on. curl reads
    /// CURLOPT_TIMEOUT_MS each time it checks the time, so clearing it here lifts the limit for the running transfer.
    func endHeadTimeLimit() {
        _ = ccurlshim_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, 0)
        handle.applied.timeoutMilliseconds = 0
    }

    /// What a CURLE_OPERATION_TIMEDOUT means, in words: a stalled stream, a slow transfer, connecting, or the
    /// total time limit. The limits are those set on the handle: a request held for its origin's first connection
    /// starts with only the time it has left, and its connect limit is no longer than that.
    ///
    /// Connecting is told from curl's timings, not its wording, which varies: 7.88 says "Failed to connect to
    /// 127.0.0.1 port N after 500 ms: Timeout was reached" when its connect filter sees the limit first, and
    /// "Connection timeout after 500 ms" when its deadline check does. With a connect limit under the total one,
    /// a timeout before the total limit ran out can only be the connect limit, on the first hop or on a redirect
    /// curl follows. curl's own text is kept in the message; the error's URL names the origin either way.
    func timeoutMessage(curlText: String) -> String {
        if curlText.hasPrefix("Operation too slow") {
            if let limit = lowSpeedLimit {
                return "the transfer was slower than \(limit.bytesPerSecond) bytes/s for \(limit.duration)"
            }
            let limit = Duration.milliseconds(request.timeoutMilliseconds)
            return "the response stalled: no bytes arrived within the request's time limit of \(limit)"
        }
        let applied = handle.applied
        var elapsed: curl_off_t = 0
        _ = ccurlshim_easy_getinfo_off(easy, CURLINFO_TOTAL_TIME_T, &elapsed)
        let connecting =
            applied.connectTimeoutMilliseconds < applied.timeoutMilliseconds
            && elapsed < curl_off_t(applied.timeoutMilliseconds) * 1000
        return connecting
            ? "connecting timed out after \(applied.connectTimeoutMilliseconds) ms (\(curlText))"
            : "timed out after \(request.chain?.timeoutMilliseconds ?? request.timeoutMilliseconds) ms"
    }
}
