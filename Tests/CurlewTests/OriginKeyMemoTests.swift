import Testing

@testable import Curlew

/// The transport's memo of its first origin's gate key gives every URL the key ``OriginGates`` would make for it.
@Suite("OriginGates key memo: the first origin's key, kept")
struct OriginKeyMemoTests {
    /// URLs that share the first one's scheme and authority, or nearly so.
    static let plain = [
        "http://example.com:8080/a", "http://example.com:8080", "http://example.com:8080?q=1",
        "http://example.com:8080#f",
        "http://example.com:80800/", "http://example.com:808/", "http://example.com/", "http://Example.com:8080/",
        "http://u@example.com:8080/", "http://example.com.evil:8080/", "http://example.co:8080/", "http://other:8080/",
        "http://example.com:8080@evil.example/", "http://[::1]:8080/",
    ]

    @Test("after the first origin is learnt, every URL gets the key OriginGates makes for it", arguments: [0, 4, 8])
    func sameKeys(first: Int) {
        let memo = OriginKeyMemo()
        let urls = Array(Self.plain[first...] + Self.plain[..<first])
        for url in urls + urls {
            #expect(memo.key(for: url, isHTTPS: false) == OriginGates.key(forHTTP: url), "\(url)")
        }
        let secure = urls.map { "https" + $0.dropFirst(4) }
        let other = OriginKeyMemo()
        for url in secure + secure {
            #expect(other.key(for: url, isHTTPS: true) == OriginGates.key(forHTTPS: url), "\(url)")
        }
    }

    @Test("an https URL never gets the key learnt for the same authority over plain http")
    func schemeIsPartOfThePrefix() {
        let memo = OriginKeyMemo()
        #expect(memo.key(for: "http://example.com:443/", isHTTPS: false) == "/example.com:443")
        #expect(memo.key(for: "https://example.com:443/", isHTTPS: true) == "example.com:443")
    }

    @Test("a URL without a host has no key, and teaches the memo nothing")
    func noHost() {
        let memo = OriginKeyMemo()
        #expect(memo.key(for: "http://", isHTTPS: false) == nil)
        #expect(memo.key(for: "http:///path", isHTTPS: false) == nil)
        #expect(memo.key(for: "http://example.com/", isHTTPS: false) == "/example.com:80")
        #expect(memo.key(for: "http:///path", isHTTPS: false) == nil)
    }
}
