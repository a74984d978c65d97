import CCurl
import CCurlShim
import Foundation

extension CurlTransfer {
    /// Where a transfer that failed after curl followed redirects was going, as " (after 2 redirects, at
    /// http://host:port)"; empty when curl followed none. Only the scheme, host and port: a redirect target's path
    /// and query can hold secrets (signed URLs) that no redaction list names.
    var failedHopNote: String {
        var redirects = 0
        _ = ccurlshim_easy_getinfo_long(easy, CURLINFO_REDIRECT_COUNT, &redirects)
        var pointer: UnsafePointer<CChar>?
        guard redirects > 0, ccurlshim_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &pointer) == CURLE_OK,
            let pointer, let url = URL(string: String(cString: pointer)), let scheme = url.scheme, let host = url.host
        else { return "" }
        let bracketed = host.contains(":") ? "[\(host)]" : host  // an IPv6 literal
        let origin = url.port.map { "\(scheme)://\(bracketed):\($0)" } ?? "\(scheme)://\(bracketed)"
        return " (after \(redirects) redirect\(redirects == 1 ? "" : "s"), at \(origin))"
    }
}
