import CurlewTestSupport
import Foundation

/// The fault server's `/raw`: a URL whose answer is exactly the bytes given, for heads and framings no other path
/// of the server makes (trailers, transfer codings, a Location with a user name, …).
enum RawResponse {
    /// The URL on the fault server that answers `text` (its UTF-8 bytes) as it is; with `close`, the server closes
    /// the connection after it, else it reads the next request on it.
    static func url(_ text: String, close: Bool = false) throws -> URL {
        let encoded = Data(text.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return try TestServer.faults().url("/raw?r=\(encoded)" + (close ? "&close=1" : ""))
    }
}
