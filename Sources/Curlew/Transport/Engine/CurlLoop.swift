import CCurl
import CCurlShim
import Synchronization

/// The curl handles of one transport and the transfers on them, used by one thread at a time: the one
/// that owns the multi handle (the loop thread, or a caller driving its request; see ``CurlEngineStateMachine``).
///
/// One multi handle (HTTP/2 multiplexing on), one share handle (DNS cache, TLS sessions and the
/// connection cache that gives keep-alive reuse), and a small pool of easy handles reused between
/// transfers (reset, unless the last one was a plain GET whose options the next one sets again). No
/// locks are set on the share handle: only the owner touches it.
///
/// Its mutable properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`): one thread at a
/// time uses the loop (see above) and no method touches a property while another access to it is open
/// (curl's callbacks go to the transfers, never back into the loop), and the checks showed in the per-request
/// profile.
final class CurlLoop {
    private let multi: UnsafeMutableRawPointer
    private let share: UnsafeMutableRawPointer?
    private let configuration: CurlTransport.Configuration
    /// The transfers on the multi handle; each easy handle carries its transfer's id as CURLOPT_PRIVATE (a number,
    /// never dereferenced), so a finished handle finds its transfer with no second table.
    @exclusivity(unchecked) private var transfers = RequestIDTable<CurlTransfer>()
    /// Idle easy handles; `primed` ones keep this transport's common options (see `CurlTransfer.leavesHandlePrimed`).
    @exclusivity(unchecked) private var pool: [CurlEasyHandle] = []
    /// Streaming transfers whose head has not gone to the caller yet.
    @exclusivity(unchecked) private var awaitingHead: Set<UInt64> = []
    /// How many idle easy handles the pool keeps: at least 16, and as many as the most transfers there have been at
    /// once, as a C program keeps one handle per transfer in flight. With 16, a burst of more than 16 answers freed
    /// the rest of its handles, and the requests sent next each made and configured a new one (`curl_easy_init`
    /// and every transport-wide option): at 64 in flight that churn cost about as much CPU as the hand-offs.
    @exclusivity(unchecked) private var poolLimit = 16
    /// Easy handles made so far (`curl_easy_init`); tests read it from other threads.
    let handlesMade = Atomic<Int>(0)
    /// What every transfer of this transport shares: the header lists, the CONNECT User-Agent, the proxy option
    /// (see ``CurlTransfer/TransportWideOptions``).
    private let transportWide: CurlTransfer.TransportWideOptions
    /// Curl header lists for requests with headers of their own, kept for the next request with the same lines.
    @exclusivity(unchecked) private var headerLists = CurlHeaderLists()
    /// HTTP/2 bursts wait for their origin's first connection, HTTP/1.1 transfers past the connections per host for
    /// one to end (see ``OriginGates``).
    @exclusivity(unchecked) private var gates: OriginGates
    /// A transfer held by its origin's gate: the origin, and when the request's time limit runs out
    /// (`CLOCK_MONOTONIC` nanoseconds), which curl cannot enforce for a transfer it does not have yet.
    private struct Held {
        let origin: String
        let deadline: UInt64
    }
    /// Held transfers, by id.
    @exclusivity(unchecked) private var held: [UInt64: Held] = [:]
    /// No held transfer's deadline is earlier (after one left, it may be earlier than all of them).
    @exclusivity(unchecked) private var nextHeldDeadline = UInt64.max
    /// Started probes (first transfers to an origin) and their origins, until their connection tells whether it
    /// multiplexes (once negotiated, or from their head).
    @exclusivity(unchecked) private var probing: [UInt64: String] = [:]
    /// The most transfers this loop has had on the multi handle at once (sizes the connection cache).
    @exclusivity(unchecked) private var peakTransfers = 0
    /// Whether curl is running the transfers' callbacks now: curl refuses to take a new transfer from within them.
    @exclusivity(unchecked) private(set) var isInCurl = false

    init(multi: UnsafeMutableRawPointer, configuration: CurlTransport.Configuration) {
        self.multi = multi
        self.configuration = configuration
        gates = OriginGates(connectionLimit: configuration.maximumConnectionsPerHost)
        transportWide = CurlTransfer.TransportWideOptions(
            userAgent: configuration.userAgent, proxy: configuration.proxy)
        share = curl_share_init()
        if let share {
            _ = ccurlshim_share_setopt_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_DNS.rawValue))
            _ = ccurlshim_share_setopt_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_SSL_SESSION.rawValue))
            _ = ccurlshim_share_setopt_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_CONNECT.rawValue))
        }
        _ = ccurlshim_multi_setopt_long(multi, CURLMOPT_PIPELINING, 2)  // CURLPIPE_MULTIPLEX: HTTP/2 streams
        if configuration.maximumConnectionsPerHost > 0 {
            _ = ccurlshim_multi_setopt_long(
                multi, CURLMOPT_MAX_HOST_CONNECTIONS, configuration.maximumConnectionsPerHost
            )
        }
    }

    /// Puts a request on an easy handle and adds it to the multi handle (or holds it until its origin's gate lets it
    /// go: see ``OriginGates``); an error if that fails.
    func start(id: UInt64, request: CurlRequest) -> CurlewError? {
        guard let origin = request.origin else { return begin(id: id, request: request) }
        let isProbe: Bool
        switch gates.admit(id: id, request: request, origin: origin) {
        case .held:
            let deadline = MonotonicClock.nanoseconds() &+ UInt64(request.timeoutMilliseconds) &* 1_000_000
            held[id] = Held(origin: origin, deadline: deadline)
            nextHeldDeadline = min(nextHeldDeadline, deadline)
            return nil
        case .start(let probe):
            isProbe = probe
            if isProbe { probing[id] = origin }
        }
        let error = begin(id: id, request: request, isProbe: isProbe)
        if error != nil {
            probing[id] = nil
            gates.ended(id, origin: origin)
        }
        return error
    }

    /// Starts a transfer; a probe watches its connection's negotiation, and one that was held gets `timeLeft`
    /// milliseconds rather than its whole time limit.
    private func begin(id: UInt64, request: CurlRequest, isProbe: Bool = false, timeLeft: Int? = nil) -> CurlewError? {
        guard let handle = pool.popLast() ?? makeHandle() else {
            return CurlewError.transport(
                "curl_easy_init failed (out of memory)", method: request.method, redactedURL: request.redactedURL)
        }
        let transfer = CurlTransfer(id: id, request: request, handle: handle, configuration: configuration)
        if !request.hasDefaultHeaderLines, let (list, isKept) = headerLists.acquire(request.headerLines) {
            transfer.adopt(headerList: list, isKept: isKept)
        }
        var code = transfer.configure(configuration, share: share, transportWide: transportWide)
        if code == CURLE_OK, isProbe { code = transfer.watchNegotiation() }
        if code == CURLE_OK, let timeLeft { code = transfer.limitTime(toMilliseconds: timeLeft) }
        guard code == CURLE_OK else {
            recycle(handle)
            releaseHeaderList(of: transfer)
            let kind: CurlewError.Kind = code == CURLE_UNSUPPORTED_PROTOCOL ? .invalidRequest : .transport
            return CurlewError.transfer(
                kind, "cannot set up the transfer: \(CurlGlobal.text(for: code))", curlCode: CurlCode(code),
                method: request.method, redactedURL: request.redactedURL
            )
        }
        let easy = handle.easy
        _ = ccurlshim_easy_setopt_pointer(easy, CURLOPT_PRIVATE, UnsafeMutableRawPointer(bitPattern: UInt(id)))
        let added = curl_multi_add_handle(multi, easy)
        guard added == CURLM_OK else {
            recycle(handle)
            releaseHeaderList(of: transfer)
            return CurlewError.transport(
                "cannot start the transfer: \(String(cString: curl_multi_strerror(added)))", method: request.method,
                redactedURL: request.redactedURL
            )
        }
        transfers[id] = transfer
        if transfers.count > peakTransfers { growConnectionCache() }
        if request.stream != nil { awaitingHead.insert(id) }
        return nil
    }

    /// Drops a transfer at once (its caller was already answered).
    func abort(_ id: UInt64) {
        if let entry = held.removeValue(forKey: id) {
            gates.removeHeld(id, origin: entry.origin)?.stream?.finish(
                .failure(CurlewError.cancelled())
            )
            return
        }
        guard let transfer = transfers.removeValue(forKey: id) else { return }
        awaitingHead.remove(id)
        transfer.request.stream?.finish(
            .failure(
                CurlewError.cancelled(method: transfer.request.method, redactedURL: transfer.request.redactedURL)
            )
        )
        release(transfer)
    }

    /// Lets a paused streaming transfer go on (its reader caught up).
    func resume(_ id: UInt64) {
        guard let transfer = transfers[id] else { return }
        _ = curl_easy_pause(transfer.easy, 0)  // CURLPAUSE_CONT
    }

    /// Lets curl do all the work it can without waiting, and hands each outcome for a waiting caller to
    /// `finished` (request id, outcome, connections opened): ended transfers, and the heads of streaming ones
    /// (whose end then goes to their body buffer). A closure rather than an array: no allocation per call; it takes
    /// each outcome over (`consuming`), so keeping it moves the response rather than copying it.
    func perform(_ finished: (UInt64, consuming Result<HTTPResponse, CurlewError>, Int) -> Void) {
        var running: Int32 = 0
        isInCurl = true
        _ = curl_multi_perform(multi, &running)
        isInCurl = false
        if !probing.isEmpty {
            for (id, origin) in probing {
                guard let multiplexes = transfers[id]?.multiplexes else { continue }
                probing[id] = nil
                gates.learned(origin, multiplexes: multiplexes)
            }
        }
        if !awaitingHead.isEmpty {
            for id in awaitingHead {
                guard let transfer = transfers[id], transfer.isHeadReady else { continue }
                awaitingHead.remove(id)
                transfer.isHeadDelivered = true
                transfer.endHeadTimeLimit()
                finished(id, .success(transfer.headResponse), 0)
            }
        }
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            var tag: UnsafeMutableRawPointer?
            guard message.pointee.msg == CURLMSG_DONE,
                ccurlshim_easy_getinfo_pointer(message.pointee.easy_handle, CURLINFO_PRIVATE, &tag) == CURLE_OK,
                let tag
            else { continue }
            let id = UInt64(UInt(bitPattern: tag))
            guard let transfer = transfers.removeValue(forKey: id) else { continue }
            var result = transfer.finish(message.pointee.data.result)
            if let stream = transfer.request.stream {
                awaitingHead.remove(id)
                stream.finish(result.map { _ in () })
                // The caller has the head, from this round or an earlier one: the outcome went to the body. Its
                // caller may not have taken the head yet (a driver takes the last outcome of its id, the loop thread
                // the first it pops from the end), so it is handed the head again, never the body's error.
                if transfer.isHeadDelivered { result = .success(transfer.headResponse) }
                transfer.isHeadDelivered = true
            }
            finished(id, consume result, transfer.connectionsOpened)
            release(transfer)
        }
        if !held.isEmpty { startReleased(finished) }
    }

    /// Fails the held transfers whose time limit ran out, and starts those their origin's gate now lets go, with
    /// the time they have left.
    private func startReleased(_ finished: (UInt64, consuming Result<HTTPResponse, CurlewError>, Int) -> Void) {
        let now = MonotonicClock.nanoseconds()
        if now >= nextHeldDeadline { expireHeld(at: now, finished) }
        for (id, request) in gates.takeReleased() {
            let deadline = held.removeValue(forKey: id)?.deadline ?? .max
            let error =
                deadline <= now
                ? Self.timedOut(request)
                : begin(id: id, request: request, timeLeft: Self.milliseconds(from: now, to: deadline))
            if let error {
                gates.ended(id, origin: request.origin ?? "")
                Self.fail(id, request, error, finished)
            }
        }
    }

    /// Fails the held transfers whose deadline is `now` or earlier: curl does not have them, so it cannot.
    private func expireHeld(
        at now: UInt64, _ finished: (UInt64, consuming Result<HTTPResponse, CurlewError>, Int) -> Void
    ) {
        var expired: [(id: UInt64, origin: String)] = []
        var next = UInt64.max
        for (id, entry) in held {
            if entry.deadline <= now {
                expired.append((id, entry.origin))
            } else {
                next = min(next, entry.deadline)
            }
        }
        nextHeldDeadline = next
        for (id, origin) in expired {
            held[id] = nil
            guard let request = gates.removeHeld(id, origin: origin) else { continue }
            Self.fail(id, request, Self.timedOut(request), finished)
        }
    }

    /// Hands `error` to a request that never reached curl: to its body buffer if it streams, and to its caller.
    private static func fail(
        _ id: UInt64, _ request: CurlRequest, _ error: CurlewError,
        _ finished: (UInt64, consuming Result<HTTPResponse, CurlewError>, Int) -> Void
    ) {
        request.stream?.finish(.failure(error))
        finished(id, .failure(error), 0)
    }

    /// Whole milliseconds from `now` to `deadline` (`CLOCK_MONOTONIC` nanoseconds), rounded up; 0 once it is past.
    private static func milliseconds(from now: UInt64, to deadline: UInt64) -> Int {
        deadline > now ? Int(clamping: (deadline - now + 999_999) / 1_000_000) : 0
    }

    /// The error of a request whose time limit ran out before it could start, worded as curl's timeout is.
    private static func timedOut(_ request: CurlRequest) -> CurlewError {
        CurlewError.timedOut(
            "timed out after \(request.timeoutMilliseconds) ms", method: request.method,
            redactedURL: request.redactedURL)
    }

    /// Whether no transfer is on the multi handle.
    var isIdle: Bool { transfers.isEmpty }

    /// Sleeps until a socket is ready, curl's next timeout, a wake-up from another thread, `milliseconds`, or the
    /// time limit of a held transfer.
    func wait(milliseconds: Int = 1000) {
        var timeout = milliseconds
        if !held.isEmpty {
            timeout = min(timeout, Self.milliseconds(from: MonotonicClock.nanoseconds(), to: nextHeldDeadline))
        }
        _ = curl_multi_poll(multi, nil, 0, Int32(clamping: timeout), nil)
    }

    /// Ends every transfer and frees the easy and share handles (the engine frees the multi handle); the last call.
    func close() {
        for id in transfers.ids + Array(held.keys) {
            abort(id)
        }
        transfers.removeAll()
        for handle in pool {
            handle.free()
        }
        pool.removeAll()
        if let share { curl_share_cleanup(share) }
        transportWide.free()
        headerLists.freeAll()
    }

    /// Keeps room for 4 idle connections per transfer at the busiest moment so far. curl's own default is 4 per
    /// transfer on the multi handle *now*: when a burst's first answers come back before its callers send again,
    /// that dips and curl closes kept-alive connections the next requests then have to open again. The pool of idle
    /// easy handles grows to the same peak (see ``poolLimit``).
    private func growConnectionCache() {
        peakTransfers = transfers.count
        poolLimit = max(poolLimit, peakTransfers)
        _ = ccurlshim_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, 4 * peakTransfers)
    }

    private func release(_ transfer: CurlTransfer) {
        transfer.handle.head.trim()  // its response has the head (a streaming one's too, by now): large storage goes
        if let origin = transfer.request.origin {
            if !probing.isEmpty { probing[transfer.id] = nil }
            gates.ended(transfer.id, origin: origin)
        }
        curl_multi_remove_handle(multi, transfer.easy)
        if !transfer.leavesHandleReusable {
            transfer.handle.free()
        } else if transfer.leavesHandlePrimed, pool.count < poolLimit {
            transfer.unhook()
            transfer.handle.primed = true
            pool.append(transfer.handle)
        } else {
            recycle(transfer.handle)
        }
        releaseHeaderList(of: transfer)
    }

    /// The transfer's handle no longer points curl at its kept header list (if it had one): the list may go.
    private func releaseHeaderList(of transfer: CurlTransfer) {
        if let list = transfer.keptHeaderList { headerLists.release(list) }
    }

    /// A new easy handle, counted in ``handlesMade``; `nil` if curl is out of memory.
    private func makeHandle() -> CurlEasyHandle? {
        handlesMade.add(1, ordering: .relaxed)
        return CurlEasyHandle.make()
    }

    /// Resets an easy handle into the pool (it keeps no options, so no pointer into a freed transfer), or frees it.
    private func recycle(_ handle: CurlEasyHandle) {
        if pool.count < poolLimit {
            curl_easy_reset(handle.easy)
            handle.primed = false
            pool.append(handle)
        } else {
            handle.free()
        }
    }
}
