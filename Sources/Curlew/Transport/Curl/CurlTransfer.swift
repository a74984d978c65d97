import CCurl
import CCurlShim
import Foundation

/// One request in flight on an easy handle: its options, the C buffers it needs, and the response it collects.
///
/// Lives on the curl loop's thread only. It is the context of curl's write and header callbacks
/// (passed unretained: the loop holds it until the handle leaves the multi handle); the header
/// list and error buffer it owns outlive the transfer and are freed in `deinit`. What curl's callbacks change per
/// header line or body chunk skips Swift's dynamic exclusivity checks: only the loop's thread touches it, one
/// callback at a time, and the checks showed in the per-request profile.
final class CurlTransfer {
    let id: UInt64
    let request: CurlRequest
    /// The easy handle this transfer runs on and its error buffer (the loop's, back to its pool afterwards).
    let handle: CurlEasyHandle
    var easy: UnsafeMutableRawPointer { handle.easy }
    private var headerList: UnsafeMutablePointer<curl_slist>?
    /// The loop's kept list for ``CurlRequest/headerLines`` (see ``CurlHeaderLists``), which the loop releases when
    /// the transfer ends; `nil` if the transfer has a list of its own (``headerList``) or uses a shared one.
    private(set) var keptHeaderList: UnsafeMutablePointer<curl_slist>?
    /// Whether CURLOPT_HTTPHEADER is ``headerList`` or ``keptHeaderList`` (else the loop's shared list).
    private var ownsHeaderList = false
    private var errorBuffer: UnsafeMutablePointer<CChar> { handle.errorBuffer }
    let maximumBodySize: Int
    /// The header fields of the response being received, as a block a response keeps (a copy: the fields are
    /// received into the handle's ``CurlEasyHandle/head``, restarted by each new status line, redirects and
    /// 100-continue).
    var head: HTTPHeaderBlock { handle.head.block }
    /// The body collected so far (not streaming).
    @exclusivity(unchecked) var body = Data()
    /// Whether the body outgrew ``maximumBodySize``; the transfer then fails.
    var bodyTooLarge = false
    /// The size of the head being received, its status line included (see `CurlTransfer+HeaderCallback.swift`).
    @exclusivity(unchecked) var headBytes = 0
    /// Whether the head being received has ended (its blank line arrived): a field line after it, until the next
    /// status line, is a trailer field (see `CurlTransfer+HeaderCallback.swift`).
    var headEnded = false
    /// Whether a head was larger than ``maximumHeadSize``; the transfer then fails.
    var headTooLarge = false
    let maximumHeadSize: Int
    /// The Content-Length of the head being received, once a line gave one (see `CurlTransfer+Framing.swift`).
    var headContentLength: Int?
    /// Whether the head being received has a Transfer-Encoding line.
    var headHasTransferEncoding = false
    /// Why the response's framing is invalid, once a head line showed it; the transfer then fails.
    var framingError: String?
    /// The Content-Encoding of the head being received (its lines comma-joined), `nil` without one.
    var headContentEncoding: String?
    /// Decodes a collected body (see ``ContentDecoder``); made at its first byte.
    var decoder: ContentDecoder?
    var decoderMade = false
    /// Why decoding the body failed; the transfer then fails.
    var decodingError: String?
    /// The transport's low-speed limit (a stream without one has an idle limit: see `CurlTransfer+TimeLimits`).
    let lowSpeedLimit: CurlTransport.LowSpeedLimit?
    /// The reader of a streamed request body (``CurlTransfer+RequestBody``).
    var bodyReader: StreamedBodyReader?
    /// Streaming: the final response head is complete (its blank line arrived; not an interim 1xx head, nor a
    /// redirect curl follows), or body bytes arrived, so the head can go to the caller.
    var isHeadReady = false
    /// Streaming: the status code of the head being received (from its status line), 0 before one.
    var headStatus = 0
    /// Streaming: the caller has the head; from now on outcomes go to the body buffer.
    var isHeadDelivered = false
    /// Whether the connection multiplexes (HTTP/2 or later), known once a probe's connection has negotiated (see
    /// `watchNegotiation()`) or from the first status line; `nil` before.
    var multiplexes: Bool?
    /// Whether curl calls this transfer back once its connection is up (CURLOPT_PREREQFUNCTION, set for probes).
    var watchesNegotiation = false
    /// Whether a `101 Switching Protocols` may answer: only to curl's own `Upgrade: h2c` (HTTP/2 asked for over
    /// plain http); Curlew refuses an `Upgrade` header of the caller's.
    let mayUpgrade: Bool
    /// Whether to retire a connection with unread bytes before sending on it: plain http, HTTP/1.1 (see
    /// `CurlTransfer+IdleBytes.swift`).
    let checksIdleBytes: Bool
    /// Whether curl reported this transfer done without error (set by ``finish(_:)``).
    private var endedCleanly = false

    init(
        id: UInt64, request: CurlRequest, handle: CurlEasyHandle, configuration: borrowing CurlTransport.Configuration
    ) {
        self.id = id
        self.request = request
        self.handle = handle
        self.maximumBodySize = configuration.maximumResponseBodySize
        self.maximumHeadSize = configuration.maximumResponseHeadSize
        self.lowSpeedLimit = configuration.lowSpeedLimit
        let version = configuration.httpVersion
        mayUpgrade = request.isPlainHTTP && version == .http2
        checksIdleBytes =
            request.isPlainHTTP && (version == .http1 || version == .automatic)
        handle.errorBuffer.pointee = 0  // no message left from the handle's last transfer
        handle.head.removeAll()  // nor head
    }

    deinit {
        curl_slist_free_all(headerList)
    }

    /// Takes a list for the request's own header lines, made by the loop before ``configure(_:share:transportWide:)``:
    /// one of its kept lists (`isKept`), or one the transfer frees.
    func adopt(headerList list: UnsafeMutablePointer<curl_slist>, isKept: Bool) {
        if isKept { keptHeaderList = list } else { headerList = list }
    }

    /// Sets this transfer's options on its easy handle; the first failing code, or `CURLE_OK`. A primed
    /// handle (reused after a transfer that left ``leavesHandlePrimed``) already has the transport-wide ones
    /// and its error buffer.
    func configure(
        _ configuration: CurlTransport.Configuration, share: UnsafeMutableRawPointer?,
        transportWide: TransportWideOptions
    ) -> CURLcode {
        var options = CurlEasyOptions(easy: easy)
        let context = Unmanaged.passUnretained(self).toOpaque()
        let primed = handle.primed
        if !primed {
            options.set(CURLOPT_ERRORBUFFER, pointer: errorBuffer)
        }
        let isGetOrHead = request.method == .get || request.method == .head
        let bodiless = request.hasNoBody && isGetOrHead
        let defaultHeaders = bodiless ? transportWide.bodiless : transportWide.withBody
        let ownHeaders = !request.hasDefaultHeaderLines || defaultHeaders == nil
        ownsHeaderList = ownHeaders
        let new = CurlEasyHandle.AppliedOptions(
            url: request.url,
            // curl follows GET and HEAD without credentials; other redirects follow our policy (CurlTransport+Redirects),
            // which may turn them into a GET that curl follows on, for what is left of the limit
            followsRedirects: configuration.maximumRedirects > 0 && request.curlMayFollowRedirects,
            redirectLimit: request.redirectLimit ?? configuration.maximumRedirects,
            timeoutMilliseconds: request.timeoutMilliseconds,
            connectTimeoutMilliseconds: request.connectTimeoutMilliseconds,
            // a HEAD's Content-Length is the size of a body it never gets: curl would fail it against the limit
            maximumFileSize: request.stream == nil && request.method != .head ? maximumBodySize : 0,
            waitsForMultiplexing: waitsForMultiplexing(configuration.httpVersion),
            headers: ownHeaders ? nil : defaultHeaders,
            // the shared lists carry the User-Agent line, and so do a request's own lines but for a transport without
            // one; a proxy's CONNECT needs the option
            setsUserAgent: (ownHeaders && !request.hasUserAgentLine) || transportWide.userAgentForConnect
        )
        // a primed handle keeps the options its last transfer set: set only those that differ
        let old = primed ? handle.applied : nil
        if old?.url != new.url { options.set(CURLOPT_URL, new.url) }
        if old?.followsRedirects != new.followsRedirects {
            options.set(CURLOPT_FOLLOWLOCATION, new.followsRedirects ? 1 : 0)
        }
        if old?.redirectLimit != new.redirectLimit { options.set(CURLOPT_MAXREDIRS, new.redirectLimit) }
        if old?.timeoutMilliseconds != new.timeoutMilliseconds {
            options.set(CURLOPT_TIMEOUT_MS, new.timeoutMilliseconds)
        }
        if old?.connectTimeoutMilliseconds != new.connectTimeoutMilliseconds {
            options.set(CURLOPT_CONNECTTIMEOUT_MS, new.connectTimeoutMilliseconds)
        }
        if old?.maximumFileSize != new.maximumFileSize {
            options.set(CURLOPT_MAXFILESIZE_LARGE, offset: curl_off_t(new.maximumFileSize))
        }
        if old?.waitsForMultiplexing != new.waitsForMultiplexing {
            options.set(CURLOPT_PIPEWAIT, new.waitsForMultiplexing ? 1 : 0)
        }
        if (old?.setsUserAgent ?? false) != new.setsUserAgent {  // a reset handle has none
            if new.setsUserAgent {
                options.set(CURLOPT_USERAGENT, configuration.userAgent)
            } else {
                options.set(CURLOPT_USERAGENT, pointer: nil as UnsafeMutableRawPointer?)
            }
        }
        handle.applied = new
        if !primed {
            configureTransportWide(configuration, share: share, proxy: transportWide.proxyOption, &options)
            configureConnectionChecks(&options)
        }
        if request.progress != nil {
            options.set(CURLOPT_NOPROGRESS, 0)
            options.check(
                ccurlshim_easy_setopt_xferinfo_callback(easy) { context, downTotal, downNow, upTotal, upNow in
                    Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
                        .reportProgress(downTotal, downNow, upTotal, upNow)
                })
            options.set(CURLOPT_XFERINFODATA, pointer: context)
        }
        options.set(CURLOPT_WRITEDATA, pointer: context)
        options.set(CURLOPT_HEADERDATA, pointer: context)
        options.set(CURLOPT_PREREQDATA, pointer: context)
        if ownHeaders {
            if headerList == nil, keptHeaderList == nil {  // no list from the loop (see `adopt(headerList:isKept:)`)
                for line in request.headerLines {
                    headerList = curl_slist_append(headerList, line)
                }
            }
            options.set(CURLOPT_HTTPHEADER, pointer: keptHeaderList ?? headerList)
        } else if old?.headers != defaultHeaders {
            options.set(CURLOPT_HTTPHEADER, pointer: defaultHeaders)  // the loop's, not freed with this transfer
        }
        configureMethod(&options)
        configureIdleLimit(&options)
        return options.firstError
    }

    /// Whether the easy handle may serve another transfer: only after a plain transfer that ended without error.
    /// A precaution, not a proven fix: libcurl 7.88 may keep some state of a transfer across `curl_easy_reset`
    /// (a pause, a failed rewind of a read callback's body), so a handle that streamed either way, or whose
    /// transfer failed or was aborted, is freed instead; it costs a new handle only on those paths.
    var leavesHandleReusable: Bool {
        endedCleanly && request.stream == nil && !request.hasStreamedBody
    }

    /// Whether to wait for a connection that may multiplex rather than open another (CURLOPT_PIPEWAIT): only where
    /// one can, over TLS (where the handshake tells) or with HTTP/2 asked for plain http too. For plain http with
    /// `.automatic`, libcurl would hold every new request to that server until a pending connection there had its
    /// first answer, so one request the server was slow to answer stalled all the others, up to their timeout.
    private func waitsForMultiplexing(_ version: CurlTransport.HTTPVersionPreference) -> Bool {
        request.mayMultiplex || version == .http2 || version == .http2PriorKnowledge
    }

    /// Whether the handle keeps only options every ``configure(_:share:transportWide:)`` sets again once this transfer
    /// is done (a GET without body or progress), so it can be reused without `curl_easy_reset`.
    var leavesHandlePrimed: Bool {
        request.method == .get && request.hasNoBody && request.progress == nil && !watchesNegotiation
    }

    /// The options that are the same for every transfer of this transport.
    private func configureTransportWide(
        _ configuration: CurlTransport.Configuration, share: UnsafeMutableRawPointer?, proxy: String?,
        _ options: inout CurlEasyOptions
    ) {
        options.set(CURLOPT_NOSIGNAL, 1)
        // a proxy's answer to CONNECT is not the response: its head must not end a streaming caller's wait
        options.set(CURLOPT_SUPPRESS_CONNECT_HEADERS, 1)
        options.set(CURLOPT_PROTOCOLS_STR, "http,https")
        options.set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        // Curlew decodes bodies itself (ContentDecoder): libcurl 7.88 decoding a paused stream held up to 64 MiB, and
        // took truncated compressed bodies for whole ones. The Accept-Encoding line is in the header lists.
        options.set(CURLOPT_HTTP_CONTENT_DECODING, 0)
        if let share { options.set(CURLOPT_SHARE, pointer: share) }
        configurePolicies(configuration, proxy: proxy, &options)
        // the callbacks borrow the transfer (`_withUnsafeGuaranteedRef`: the loop holds it while curl may call): a
        // retain and a release per call otherwise, about 40 instructions for each of a response's 8 or so lines
        options.check(
            ccurlshim_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
                Unmanaged<CurlTransfer>.fromOpaque(context!)._withUnsafeGuaranteedRef {
                    $0.receiveBody(data, size * count)
                }
            })
        options.check(
            ccurlshim_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, context in
                Unmanaged<CurlTransfer>.fromOpaque(context!)._withUnsafeGuaranteedRef {
                    $0.receiveHeader(data, size * count)
                }
            })
    }

    /// Clears the pointer into this transfer's header list that a primed handle would otherwise keep while it
    /// waits in the pool (the error buffer is the handle's own); the loop's shared list may stay.
    func unhook() {
        guard ownsHeaderList else { return }
        var options = CurlEasyOptions(easy: easy)
        options.set(CURLOPT_HTTPHEADER, pointer: UnsafeMutableRawPointer?.none)
        handle.applied.headers = nil
    }

    /// CURLOPT_XFERINFOFUNCTION: hands the counts to the request's progress handler; never aborts.
    private func reportProgress(
        _ downTotal: curl_off_t, _ downNow: curl_off_t, _ upTotal: curl_off_t, _ upNow: curl_off_t
    )
        -> Int32
    {
        request.progress?(
            TransferProgress(
                bytesReceived: Int64(downNow), expectedBytesReceived: downTotal > 0 ? Int64(downTotal) : nil,
                bytesSent: Int64(upNow), expectedBytesSent: upTotal > 0 ? Int64(upTotal) : nil
            )
        )
        return 0
    }

    /// The outcome once curl reports the transfer done with `code`.
    func finish(_ code: CURLcode) -> Result<HTTPResponse, CurlewError> {
        // the response has its own copy of the head: a large head's storage goes now, also for a handle that waits
        // in a pool other than the loop's (a streaming transfer's head is read again once it ends: see `CurlLoop`)
        defer { if request.stream == nil { handle.head.trim() } }
        if let failure = bodyReader?.failure {
            return .failure(
                CurlewError.invalidRequest(
                    "the request body could not be read: \(failure)", method: request.method,
                    redactedURL: request.redactedURL, curlCode: CurlCode(code)
                )
            )
        }
        if code == CURLE_OK, let decoder {
            do {
                try decoder.finish()
            } catch {
                return .failure(
                    CurlewError.transport(
                        error.message, curlCode: .badContentEncoding, method: request.method,
                        redactedURL: request.redactedURL
                    )
                )
            }
        }
        if code == CURLE_OK {
            endedCleanly = true
            var status = 0
            _ = ccurlshim_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
            // built in a local and moved into the result: built in the `.success(…)` call, it was copied there (a
            // retain and a release of each of its buffers)
            let response = HTTPResponse(
                status: HTTPStatus(status), headers: HTTPHeaders(received: head), body: body, metrics: metrics)
            return .success(consume response)
        }
        let curlText = errorBuffer.pointee == 0 ? CurlGlobal.text(for: code) : String(cString: errorBuffer)
        let message: String
        var kind = CurlewError.Kind.transport
        if let framingError {
            message = framingError
        } else if let decodingError {
            message = decodingError
        } else if bodyTooLarge || code == CURLE_FILESIZE_EXCEEDED {
            message = "the response body is larger than the limit of \(maximumBodySize) bytes"
        } else if headTooLarge {
            message = "the response head is larger than the limit of \(maximumHeadSize) bytes"
        } else if code == CURLE_OUT_OF_MEMORY, body.isEmpty {
            message = "a response header line is larger than libcurl accepts (100 KB)"
        } else if code == CURLE_UNSUPPORTED_PROTOCOL, curlText.contains("HTTP/0.9") {
            message = "the server's answer is not HTTP: it has no status line (\(curlText))"
        } else if code == CURLE_PARTIAL_FILE {
            message = "the response ended before its whole body arrived (\(curlText))"
        } else if code == CURLE_SEND_FAIL_REWIND {
            message =
                "the connection closed before the answer, and a request body read from a sequence cannot be sent"
                + " again on a new one (\(curlText))"
        } else if code == CURLE_RECV_ERROR {
            message = "the connection failed while receiving the response (\(curlText))"
        } else if code == CURLE_OPERATION_TIMEDOUT {
            kind = .timeout
            message = timeoutMessage(curlText: curlText)
        } else {
            if code == CURLE_URL_MALFORMAT { kind = .invalidRequest }
            message = curlText
        }
        return .failure(
            CurlewError.transfer(
                kind, message + failedHopNote, curlCode: CurlCode(code), method: request.method,
                redactedURL: request.redactedURL
            )
        )
    }
}
