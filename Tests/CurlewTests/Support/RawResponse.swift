import CurlewTestSupport
import Foundation

/// The fault server's `/raw`: a URL whose answer is exactly the bytes given, for heads and framings no other path
/// of the server makes (trailers, transfer codings, a Location with a user name, …).
enum RawResponse {
    /// The URL on the fault server that answers `text` (its UTF-8 bytes) as it is; with `close`, the server closes
    /// the connection after it, else it reads the next request on it.
    static func url(_ text: String, close: Bool = false) throws -> URL {
        try url(bytes: Data(text.utf8), close: close)
    }

    /// The URL on the fault server that answers `bytes` as they are (a body in another encoding than UTF-8, say).
    static func url(bytes: Data, close: Bool = false) throws -> URL {
        try TestServer.faults().url("/raw?r=\(encoded(bytes))" + (close ? "&close=1" : ""))
    }

    /// The query of the `/raw` path that answers `bytes`, for an ``APIClient`` whose base URL is the fault server.
    static func query(bytes: Data) -> [URLQueryItem] {
        [URLQueryItem(name: "r", value: encoded(bytes))]
    }

    /// base64url without padding, as `/raw` takes it.
    private static func encoded(_ bytes: Data) -> String {
        bytes.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
