import Foundation

/// The real ``HTTPTransport``: libcurl, with one multi handle driven by one thread per transport.
///
/// Requests from any task go through a queue to that thread; connections are kept alive and reused,
/// responses are decompressed, redirects followed (up to a limit). Use ``shared`` (it lives for the
/// whole process), or make your own with other settings; an instance made with
/// ``init(configuration:)`` stops its thread and frees its connections when it is released.
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

    /// A transport with its own thread, connections and settings.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
        engine = CurlEngine(configuration: configuration)
    }

    deinit {
        engine.stop()
    }

    /// Sends `request` and returns the final response (any status), or throws ``CurlewError``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let prepared = try CurlRequest(request, configuration: configuration)
        let engine = engine
        let id = engine.makeID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                engine.submit(id: id, request: prepared, continuation: continuation)
            }
        } onCancel: {
            engine.cancel(id: id, method: prepared.method, url: prepared.redactedURL)
        }
    }

    /// New connections opened so far, summed over finished transfers; fewer than requests means reuse.
    var connectionsOpened: Int {
        engine.connectionsOpened.load(ordering: .relaxed)
    }
}
