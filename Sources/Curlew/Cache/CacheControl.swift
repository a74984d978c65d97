import Foundation

/// The `Cache-Control` directives (RFC 9111 §5.2) a private cache acts on, read from a request's or a response's
/// header fields (every `Cache-Control` field, comma-separated directives, names case-insensitive).
///
/// An unreadable `max-age` (not a non-negative integer) counts as `max-age=0`, the safe reading RFC 9111
/// §4.2.1 asks for: the response is stale at once and is revalidated rather than served.
struct CacheControl: Hashable, Sendable {
    var maxAge: Int?
    var noStore = false
    var noCache = false
    var mustRevalidate = false
    var isPrivate = false

    init(_ headers: HTTPHeaders) {
        for field in headers.values(for: "Cache-Control") {
            for directive in field.split(separator: ",") {
                let parts = directive.split(separator: "=", maxSplits: 1)
                let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
                var value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
                if let quoted = value, quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") {
                    value = String(quoted.dropFirst().dropLast())
                }
                switch name {
                case "max-age":
                    let seconds = value.flatMap { $0.allSatisfy(\.isASCIIDigit) ? Int($0) : nil }
                    // a huge value is "practically forever" (RFC 9111 §1.2.2: 2^31 seconds)
                    let clamped =
                        value.map { $0.allSatisfy(\.isASCIIDigit) && !$0.isEmpty } == true
                        ? (seconds ?? Int(Int32.max)) : 0
                    maxAge = min(maxAge ?? .max, min(clamped, Int(Int32.max)))
                case "no-store": noStore = true
                // `no-cache="field"` allows reuse without those fields; revalidating every time is the safe reading
                case "no-cache": noCache = true
                case "must-revalidate", "proxy-revalidate": mustRevalidate = true
                case "private": isPrivate = true
                default: break
                }
            }
        }
    }
}

extension Character {
    /// `0`…`9` only.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
