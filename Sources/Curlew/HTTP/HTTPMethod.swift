/// An HTTP request method, such as `GET` or `POST`.
///
/// An open set: the common methods are static constants, and any other token works as a string
/// literal (`let purge: HTTPMethod = "PURGE"`). Methods are case-sensitive, as HTTP says.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method token as sent on the wire.
    public var rawValue: String

    /// A method with this token.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A method from a string literal, such as `"PURGE"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The method token.
    public var description: String { rawValue }

    /// `GET`: read a resource.
    public static let get: HTTPMethod = "GET"
    /// `POST`: submit data; not idempotent.
    public static let post: HTTPMethod = "POST"
    /// `PUT`: replace a resource.
    public static let put: HTTPMethod = "PUT"
    /// `PATCH`: change part of a resource.
    public static let patch: HTTPMethod = "PATCH"
    /// `DELETE`: remove a resource.
    public static let delete: HTTPMethod = "DELETE"
    /// `HEAD`: like `GET` without the response body.
    public static let head: HTTPMethod = "HEAD"
    /// `OPTIONS`: ask what the server allows.
    public static let options: HTTPMethod = "OPTIONS"

    /// Whether repeating the request has the same effect as sending it once (RFC 9110, section 9.2.2).
    public var isIdempotent: Bool {
        switch rawValue {
        case "GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE": return true
        default: return false
        }
    }
}
