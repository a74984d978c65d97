import Foundation

/// What every endpoint's URL takes from ``APIClient/baseURL``, worked out once per base URL rather than on every
/// call: its text without the query, the fragment and trailing slashes, and its query.
struct BaseURLParts: Sendable {
    /// The base URL's text up to its query or fragment, without trailing slashes.
    let prefix: String
    /// The base URL's query, without its `?`; empty if it has none.
    let query: String

    init(_ url: URL) {
        var text = url.absoluteString
        // over the UTF-8 bytes: a URL's text is ASCII, and a search by Character walks grapheme clusters
        if let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) { text = String(text[..<hash]) }
        var query = ""
        if let mark = text.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(text[text.utf8.index(after: mark)...])
            text = String(text[..<mark])
        }
        while text.utf8.last == UInt8(ascii: "/") { text.removeLast() }
        prefix = text
        self.query = query
    }
}

extension APIClient {
    /// `baseURL` without its query and fragment + `path` + `?` + the base URL's query + `&` + the encoded query.
    func url(path: String, query: [URLQueryItem], method: HTTPMethod) throws -> URL {
        let pathOnly = path[
            ..<(path.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? path.endIndex)]
        if let segment = DotSegments.first(in: pathOnly) {
            throw CurlewError.invalidRequest(
                "the path segment \"\(segment)\" is or holds a dot segment (. or ..), which a server may resolve to"
                    + " another resource: refused before sending", method: method, url: baseURL
            )
        }
        var text = base.prefix
        if let first = path.utf8.first, first != UInt8(ascii: "/") { text += "/" }
        text += path
        var queries = base.query
        if !query.isEmpty {
            let encoded = URLEncoding.query(query.map { ($0.name, $0.value) })
            if !encoded.isEmpty { queries += queries.isEmpty ? encoded : "&" + encoded }
        }
        if !queries.isEmpty {
            // the base's part has no `?` (its query went to `queries`): one here is the path's own query
            text += (path.utf8.contains(UInt8(ascii: "?")) ? "&" : "?") + queries
        }
        guard let url = URL(string: text) else {
            throw CurlewError.invalidRequest(
                "the path \"\(path)\" does not make a valid URL with the base URL", method: method, url: baseURL)
        }
        return url
    }
}
