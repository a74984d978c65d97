import Foundation

/// What logs, `curlDescription` and metrics must not show: credentials in headers and query strings.
///
/// Header names and query names are compared case-insensitively. The defaults cover the usual
/// suspects; ``AuthMiddleware`` adds the name of its API key, and you can add your own.
public struct Redaction: Sendable, Hashable {
    /// Header names whose values are replaced by `<redacted>`.
    public var headers: Set<String>
    /// Query item names whose values are replaced by `<redacted>` (in the query and in the fragment).
    public var queryItems: Set<String>

    /// Authorization, Proxy-Authorization, Cookie, Set-Cookie, X-API-Key and X-Auth-Token headers; `api_key`,
    /// `apikey`, `key`, `token`, `access_token`, `password` query items; plus any given.
    public init(headers: Set<String> = [], queryItems: Set<String> = []) {
        self.headers = Set(
            (["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "x-auth-token"]
                + headers.map { $0.lowercased() })
        )
        self.queryItems = Set(
            (["api_key", "apikey", "key", "token", "access_token", "password"] + queryItems.map { $0.lowercased() })
        )
    }

    /// The default list.
    public static let standard = Redaction()

    /// Both lists' names: what either hides.
    public func union(_ other: Redaction) -> Redaction {
        Redaction(headers: headers.union(other.headers), queryItems: queryItems.union(other.queryItems))
    }

    /// `value`, or `<redacted>` if the header `name` is secret.
    public func header(_ name: String, _ value: String) -> String {
        headers.contains(name.lowercased()) ? "<redacted>" : value
    }

    /// `url` as text with its user and password removed and the values of secret query items replaced, in the
    /// query and in a fragment of `name=value` pairs (where OAuth's implicit grant puts `access_token`).
    public func url(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.absoluteString
        }
        var changed = false
        if components.user != nil || components.password != nil {
            components.user = nil
            components.password = nil
            changed = true
        }
        if let query = components.percentEncodedQuery, let redacted = redactingPairs(query) {
            changed = true
            components.percentEncodedQuery = redacted
        }
        if let fragment = components.percentEncodedFragment, let redacted = redactingPairs(fragment) {
            changed = true
            components.percentEncodedFragment = redacted
        }
        return changed ? components.string ?? "<unprintable URL>" : url.absoluteString
    }

    /// `text`, `name=value` pairs (a query, or a fragment such as OAuth's `#access_token=…`), with the values of
    /// secret names replaced; `nil` if no name is secret. Pairs end at `&` and also at `;`, which WHATWG URLs do
    /// not split on but older servers (CGI, servlets) do: hiding a value too many beats showing a secret.
    private func redactingPairs(_ text: String) -> String? {
        var found = false
        var result = ""
        var pairStart = text.startIndex
        func add(_ pair: Substring) {
            guard let equals = pair.firstIndex(of: "="), isSecret(String(pair[..<equals])) else {
                result += pair
                return
            }
            found = true
            result += pair[...equals] + "%3Credacted%3E"
        }
        for index in text.indices where text[index] == "&" || text[index] == ";" {
            add(text[pairStart..<index])
            result.append(text[index])
            pairStart = text.index(after: index)
        }
        add(text[pairStart...])
        return found ? result : nil
    }

    private func isSecret(_ percentEncodedName: String) -> Bool {
        queryItems.contains((percentEncodedName.removingPercentEncoding ?? percentEncodedName).lowercased())
    }
}
