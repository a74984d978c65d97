import CCurl
import CCurlShim
import Foundation

extension CurlTransfer {
    /// Where a transfer that failed after redirects was going, as " (after 2 redirects, at http://host:port)";
    /// empty when there were none. The redirects curl followed count with those Curlew's own follower made before
    /// this hop (``CurlRequest/chain``); the place is curl's effective URL, the hop's own when curl followed none.
    var failedHopNote: String {
        var redirects = 0
        _ = ccurlshim_easy_getinfo_long(easy, CURLINFO_REDIRECT_COUNT, &redirects)
        redirects += request.chain?.redirectsBefore ?? 0
        var pointer: UnsafePointer<CChar>?
        guard redirects > 0, ccurlshim_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &pointer) == CURLE_OK,
            let pointer, let url = URL(string: String(cString: pointer))
        else { return "" }
        return RedirectChainHop.note(redirects: redirects, at: url)
    }
}
