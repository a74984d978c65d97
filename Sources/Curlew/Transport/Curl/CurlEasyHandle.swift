import CCurl

/// One easy handle with the error buffer curl writes into (CURLOPT_ERRORBUFFER), kept together in the loop's
/// pool, so a reused handle costs neither an allocation nor a setopt for its buffer.
///
/// Used by the thread that owns the loop's handles only.
final class CurlEasyHandle {
    let easy: UnsafeMutableRawPointer
    /// `CURL_ERROR_SIZE + 1` bytes, attached to `easy` while ``primed``.
    let errorBuffer: UnsafeMutablePointer<CChar>
    /// Whether the handle keeps this transport's common options (see `CurlTransfer.leavesHandlePrimed`);
    /// a handle that is not primed has been reset (or is new) and has no option set, not even the error buffer.
    var primed = false
    /// The per-request options the handle's last transfer set: on a primed handle, an option whose value
    /// is the same is not set again (curl would copy the URL again, for one).
    var applied = AppliedOptions()
    /// The head of the response being received, in storage kept from one transfer to the next (see
    /// ``CurlHeadBuffer``); written by curl's header callback, one line at a time.
    @exclusivity(unchecked) var head = CurlHeadBuffer()

    /// Values of the options `CurlTransfer.configure` sets on every transfer.
    struct AppliedOptions: Equatable {
        var url = ""
        var followsRedirects = false
        /// CURLOPT_MAXREDIRS.
        var redirectLimit = 0
        var timeoutMilliseconds = 0
        var connectTimeoutMilliseconds = 0
        var maximumFileSize = 0
        var waitsForMultiplexing = false
        /// CURLOPT_HTTPHEADER: the loop's shared list, or `nil` (a transfer's own list is unhooked after it).
        var headers: UnsafeMutablePointer<curl_slist>?
        /// Whether CURLOPT_USERAGENT is set (to the transport's User-Agent).
        var setsUserAgent = false
    }

    private init(easy: UnsafeMutableRawPointer, errorBuffer: UnsafeMutablePointer<CChar>) {
        self.easy = easy
        self.errorBuffer = errorBuffer
    }

    /// A new easy handle, or `nil` if curl cannot make one (out of memory).
    static func make() -> CurlEasyHandle? {
        guard let easy = curl_easy_init() else { return nil }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        buffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        return CurlEasyHandle(easy: easy, errorBuffer: buffer)
    }

    /// Frees the handle, then its buffers; the last use of all.
    func free() {
        curl_easy_cleanup(easy)
        errorBuffer.deallocate()
        head.free()
    }
}
