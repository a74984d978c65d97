import Foundation

/// The real ``HTTPTransport``: libcurl, with one multi handle driven by one thread per transport.
///
/// Requests from any task go through a queue to that thread (a lone request while the thread is idle runs
/// on the caller's thread for up to 2 ms first, saving two thread hand-offs; a task that prefers ``executor`` runs
/// on that thread and needs no hand-off at all); connections are kept alive and reused,
/// responses are decompressed, redirects followed (up to a limit). Use ``shared`` (it lives for the
/// whole process), or make your own with other settings; an instance made with
/// ``init(configuration:)`` stops its thread and frees its connections when it is released and every body it
/// streamed (``stream(_:)``) has been read to the end or dropped.
///
/// ```swift
/// let response = try await CurlTransport.shared.send(HTTPRequest(url: url))
/// ```
///
/// Cancelling the calling task ends the transfer at once and throws ``CurlewError/Kind/cancelled``.
public final class CurlTransport: HTTPTransport {
    /// The process-wide transport with the default ``Configuration``; it needs no shutdown.
    public static let shared = CurlTransport()

    /// The default User-Agent: `Curlew/<version> libcurl/<version>`.
    public static var defaultUserAgent: String { CurlGlobal.userAgent }

    /// This transport's settings.
    public let configuration: Configuration
    /// The queue and loop thread behind this transport (internal, so tests can see it stop).
    let engine: CurlEngine
    /// What each request needs of ``configuration``.
    private let settings: CurlRequest.Settings
    /// The easy handles of ``Blocking`` calls, made on the first one.
    private let callingThread: Locked<CallingThreadTransfers?> = Locked(nil)

    /// A transport with its own thread, connections and settings.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
        settings = CurlRequest.Settings(configuration)
        engine = CurlEngine(configuration: configuration)
    }

    deinit {
        engine.stop()
    }

    /// Sends `request` and returns the final response (any status), or throws ``CurlewError``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if Blocking.isActive { return try await sendOnCallingThread(request) }
        // curl follows their redirects, unless a header may carry a credential (see CurlTransport+Redirects) or
        // a hook decides them
        var prepared: CurlRequest?
        if request.method == .get || request.method == .head, request.options.progress == nil {
            let checked = try CurlRequest(request, settings: settings)
            if checked.curlMayFollowRedirects { return try await run(checked, id: engine.makeID()) }
            prepared = checked  // the first hop's, not made again (a GET with an Authorization header comes here)
        }
        return try await send(request, progress: request.options.progress, firstHop: prepared)
    }

    /// Sends `request`, calling `progress` on the transport's thread as bytes go out and come in.
    ///
    /// Keep `progress` short: it runs on the one thread that drives every transfer of this transport. The same
    /// handler can travel in the request's options (``RequestOptions/progress``), which reaches it through an
    /// ``APIClient`` and generated clients too; this one wins over that one.
    public func send(_ request: HTTPRequest, progress: @escaping @Sendable (TransferProgress) -> Void)
        async throws -> HTTPResponse
    {
        try await send(request, progress: .some(progress), firstHop: nil)
    }

    /// `firstHop`: `request` already checked and prepared, for its first transfer.
    private func send(
        _ request: HTTPRequest, progress: (@Sendable (TransferProgress) -> Void)?, firstHop: CurlRequest?
    ) async throws -> HTTPResponse {
        var firstHop = firstHop
        var (response, hops) = try await followingRedirects(request, head: \.self) {
            let prepared = try firstHop ?? CurlRequest($0, settings: settings)
            firstHop = nil
            prepared.progress = progress ?? $0.options.progress
            prepared.chain = $1
            return try await run(prepared, id: engine.makeID())
        }
        if hops > 0 { response.metrics?.redirectCount += hops }
        return response
    }

    /// Sends `request` inside a ``Blocking`` call: each hop's transfer runs on the calling thread (the task runs
    /// there), with curl's easy interface.
    private func sendOnCallingThread(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transfers = callingThread.withLock { transfers in
            if let transfers { return transfers }
            let made = CallingThreadTransfers(configuration: configuration)
            transfers = made
            return made
        }
        var (response, hops) = try await followingRedirects(request, head: \.self) {
            let prepared = try CurlRequest($0, settings: settings)
            prepared.progress = $0.options.progress
            prepared.chain = $1
            return try transfers.perform(prepared)
        }
        if hops > 0 { response.metrics?.redirectCount += hops }
        return response
    }

    /// Sends `request` and returns once the head has arrived; the body follows as chunks, with backpressure.
    ///
    /// The body has no size limit (read what you need, or use ``HTTPResponseBody/collect(upTo:)``); the
    /// transfer reads ahead up to ``Configuration/streamBufferSize`` bytes, then waits for the reader. The body
    /// keeps this transport alive until it has been read to the end or dropped, so it may be read after the
    /// transport itself was let go of. The time limit runs until the head; the body then fails only once no byte
    /// has arrived for that long, time paused for a slow reader not counted (see ``HTTPRequest/timeout``).
    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        try await stream(request, progress: request.options.progress)
    }

    /// ``stream(_:)`` with a progress handler (called on the transport's thread; keep it short).
    public func stream(_ request: HTTPRequest, progress: (@Sendable (TransferProgress) -> Void)?)
        async throws -> HTTPStreamingResponse
    {
        // a redirect's body is dropped unread when its successor is sent
        try await followingRedirects(request, head: \.head) {
            try await streamOnce($0, chain: $1, progress: progress)
        }.0
    }

    private func streamOnce(
        _ request: HTTPRequest, chain: RedirectChainHop?, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws -> HTTPStreamingResponse {
        let prepared = try CurlRequest(request, settings: settings)
        prepared.chain = chain
        let engine = engine
        let id = engine.makeID()
        let buffer = CurlBodyBuffer(
            owner: self,  // the body keeps this transport running until it is read or dropped
            highWater: configuration.streamBufferSize,
            cancelledError: CurlewError.cancelled(
                "the response body was abandoned", method: prepared.method, redactedURL: prepared.redactedURL),
            // weak: a body read to its end (or dropped) after the transport went does not keep the engine
            resume: { [weak engine] in engine?.resume(id: id) },
            abandon: { [weak engine] in engine?.abandon(id: id) }
        )
        prepared.stream = buffer
        prepared.progress = progress ?? request.options.progress
        let head = try await run(prepared, id: id)
        let codings = head.headers.values(for: "Content-Encoding")
        let body = HTTPResponseBody(
            buffer: buffer, method: prepared.method, url: prepared.redactedURL,
            contentEncoding: codings.isEmpty || prepared.method == .head ? nil : codings.joined(separator: ", "))
        return HTTPStreamingResponse(status: head.status, headers: head.headers, body: body)
    }

    /// Submits a prepared request and waits for its outcome (the head, when streaming); the engine chooses the
    /// way in (``CurlEngine/perform(_:id:)``).
    ///
    /// `@concurrent`: it resumes on the global executor, never on the caller's actor, so the other callers it
    /// relays (see ``CurlDelivery``) never wait for a busy actor.
    @concurrent private func run(_ prepared: CurlRequest, id: UInt64) async throws -> HTTPResponse {
        let engine = engine
        var producer: Task<Void, Never>?
        if let chunks = prepared.streamedBody?.chunks {
            let pump = UploadPump(resume: { engine.resume(id: id) })
            producer = pump.start(chunks)
            prepared.uploadPump = pump
        }
        defer {
            producer?.cancel()  // the transfer is over (or streaming its response): stop reading the body
            engine.callerDone(id: id)
        }
        return try await engine.perform(prepared, id: id)
    }

    /// The thread that drives this transport's transfers, as an executor for tasks that send many requests.
    ///
    /// A task that prefers it runs on that thread between curl's rounds: its requests start there and it
    /// resumes there, with no hand-off between threads, the way a C program drives a curl multi handle.
    /// That is the cheapest way to keep many requests in flight. The work such a task does between requests
    /// holds up every transfer of the transport, so keep it short; do heavy decoding or blocking calls
    /// elsewhere. Once the transport is released, such tasks go on, on the global concurrent executor.
    ///
    /// ```swift
    /// let transport = CurlTransport.shared
    /// try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
    ///     for url in urls {
    ///         group.addTask(executorPreference: transport.executor) {
    ///             try await transport.send(HTTPRequest(url: url))
    ///         }
    ///     }
    ///     for try await response in group { print(response.status) }
    /// }
    /// ```
    public var executor: any TaskExecutor { engine }

    /// Easy handles made so far; fewer than requests means the loop reused them.
    var easyHandlesMade: Int {
        engine.loop.handlesMade.load(ordering: .relaxed)
    }

    /// New connections opened so far, summed over finished transfers; fewer than requests means reuse.
    var connectionsOpened: Int {
        engine.connectionsOpened.load(ordering: .relaxed)
    }
}

extension HTTPStreamingResponse {
    /// The status and headers, with an empty body: what a ``RedirectHook`` sees of a streamed hop.
    fileprivate var head: HTTPResponse { HTTPResponse(status: status, headers: headers) }
}
