import Foundation

/// Where a request stands in a chain of redirects that Curlew's own follower makes (see
/// `CurlTransport+Redirects.swift`): what the hop's transfer needs to hold curl to the chain's redirect limit and,
/// should it fail, to say where the chain had gone.
struct RedirectChainHop: Sendable {
    /// The redirects made before this hop.
    let redirectsBefore: Int
    /// The redirects curl may still follow itself, should this hop be a GET or HEAD.
    let redirectLimit: Int
    /// The chain's first URL without secrets: the URL the caller asked for, which a later hop's errors carry (as
    /// they do when curl follows the chain).
    let firstRedactedURL: String
    /// The chain's whole time limit in milliseconds, which a hop's timeout names (the hop itself gets what is left).
    let timeoutMilliseconds: Int

    /// Where a request that failed after `redirects` redirects was going, as " (after 2 redirects, at
    /// http://host:port)"; empty for none. Only the scheme, host and port (" at a file: URL" without a host): a
    /// redirect target's path and query can hold secrets (signed URLs) that no redaction list names.
    static func note(redirects: Int, at url: URL) -> String {
        guard redirects > 0 else { return "" }
        let place: String
        if let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty {
            let bracketed = host.contains(":") ? "[\(host)]" : host  // an IPv6 literal
            place = url.port.map { "\(scheme)://\(bracketed):\($0)" } ?? "\(scheme)://\(bracketed)"
        } else if let scheme = url.scheme?.lowercased(),
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        {
            place = "a \(scheme): URL"
        } else {
            place = "a URL without a host"
        }
        return " (after \(redirects) redirect\(redirects == 1 ? "" : "s"), at \(place))"
    }
}
