import Foundation
import Testing

@testable import Curlew

/// The scheme check every request makes: `http:` and `https:` in any case, nothing else, and no other byte passing
/// for a letter, a colon or an `s`.
@Suite("Request URL scheme check")
struct URLSchemeCheckTests {
    /// What the check must say: the URL's first bytes, lowercased letter by letter (ASCII only), against the schemes.
    static func expected(_ url: String) -> (isHTTP: Bool, isHTTPS: Bool) {
        let lowered = String(
            decoding: url.utf8.prefix(6).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        return (lowered.hasPrefix("http:"), lowered.hasPrefix("https:"))
    }

    @Test("every spelling of the schemes, their prefixes, and near misses at each position")
    func schemes() {
        var urls = [
            "", "h", "http", "https", "http:", "https:", "HTTP://a", "HtTpS://a", "httpx://a", "ftp://a",
            "http//a", "https//a", "hxxp://a", "https:/", "http:x", "\u{0}http://", " http://a", "httpsx:",
        ]
        // every byte at each of the six positions of "https:", and of "http:"
        for base in ["https://a", "http://a"] {
            for position in 0..<6 {
                for byte in UInt8(0)...UInt8(0x7F) {
                    var bytes = Array(base.utf8)
                    bytes[position] = byte
                    urls.append(String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        for url in urls {
            let found = CurlRequest.scheme(of: url)
            let wanted = Self.expected(url)
            #expect(found.isHTTP == wanted.isHTTP && found.isHTTPS == wanted.isHTTPS, "\(url.debugDescription)")
        }
    }

    @Test("a request to an https URL in capitals is sent as https; one to another scheme is refused")
    func requests() throws {
        let settings = CurlRequest.Settings(CurlTransport.Configuration())
        let secure = try CurlRequest(HTTPRequest(url: URL(string: "HTTPS://example.com/")!), settings: settings)
        #expect(!secure.isPlainHTTP)
        let plain = try CurlRequest(HTTPRequest(url: URL(string: "Http://example.com/")!), settings: settings)
        #expect(plain.isPlainHTTP)
        #expect(throws: CurlewError.self) {
            try CurlRequest(HTTPRequest(url: URL(string: "httpx://example.com/")!), settings: settings)
        }
    }
}
