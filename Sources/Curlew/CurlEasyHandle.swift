import CCurl

/// One easy handle with the error buffer curl writes into (CURLOPT_ERRORBUFFER), kept together in the loop's
/// pool, so a reused handle costs neither an allocation nor a setopt for its buffer.
struct CurlEasyHandle {
    let easy: UnsafeMutableRawPointer
    /// `CURL_ERROR_SIZE + 1` bytes, attached to `easy` while ``hasErrorBuffer``.
    let errorBuffer: UnsafeMutablePointer<CChar>
    /// Whether the handle keeps this transport's common options (see `CurlTransfer.leavesHandlePrimed`);
    /// a handle that is not primed has been reset (or is new) and has no option set, not even the error buffer.
    var primed: Bool

    /// A new easy handle, or `nil` if curl cannot make one (out of memory).
    static func make() -> CurlEasyHandle? {
        guard let easy = curl_easy_init() else { return nil }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        buffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        return CurlEasyHandle(easy: easy, errorBuffer: buffer, primed: false)
    }

    /// Frees the handle, then its buffer; the last use of both.
    func free() {
        curl_easy_cleanup(easy)
        errorBuffer.deallocate()
    }
}
