import CCurl

/// The transfers a ``CurlTransport`` runs on a caller's thread for ``Blocking`` calls: curl's easy interface
/// (`curl_easy_perform`), with easy handles kept between calls so their connections stay alive.
///
/// The loop thread's multi handle is not touched: a handle is taken from the idle list by one caller and given
/// back after its transfer, so several blocking threads work side by side.
final class CallingThreadTransfers: @unchecked Sendable {  // `idle` is a `Locked`; `transportWide` is read-only
    private let configuration: CurlTransport.Configuration
    private let transportWide: CurlTransfer.TransportWideOptions
    private let idle = Locked<[CurlEasyHandle]>([])

    init(configuration: CurlTransport.Configuration) {
        self.configuration = configuration
        transportWide = CurlTransfer.TransportWideOptions(
            userAgent: configuration.userAgent, proxy: configuration.proxy)
    }

    deinit {
        for handle in idle.withLock({ $0 }) { handle.free() }
        transportWide.free()
    }

    /// Runs `request` to its end on the calling thread.
    func perform(_ request: CurlRequest) throws(CurlewError) -> HTTPResponse {
        guard request.uploadPump == nil, request.streamedBody?.chunks == nil else {
            throw CurlewError.invalidRequest(
                "a blocking call cannot send a body read from an async sequence",
                method: request.method, redactedURL: request.redactedURL)
        }
        guard let handle = idle.withLock({ $0.popLast() }) ?? CurlEasyHandle.make() else {
            throw CurlewError.transport(
                "curl_easy_init failed (out of memory)", method: request.method, redactedURL: request.redactedURL)
        }
        let transfer = CurlTransfer(id: 0, request: request, handle: handle, configuration: configuration)
        var code = transfer.configure(configuration, share: nil, transportWide: transportWide)
        if code == CURLE_OK { code = curl_easy_perform(handle.easy) }
        let result = transfer.finish(code)
        if transfer.leavesHandleReusable {
            curl_easy_reset(handle.easy)  // keeps the handle's connections, drops every option (and pointer)
            handle.primed = false
            idle.withLock { $0.append(handle) }
        } else {
            handle.free()
        }
        return try result.get()
    }
}
