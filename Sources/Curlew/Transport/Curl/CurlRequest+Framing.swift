import Foundation

/// The request headers that decide how a message is framed, which the transport sets itself.
///
/// A caller's `Content-Length: 0` in front of a 5-byte body went out as it was, with the body after it: the
/// server read the body as a second request (request smuggling). So a caller's framing header is dropped when it
/// says what the transport would say anyway, and is an invalid request otherwise:
/// - `Content-Length`: dropped if it is the body's length (0 without a body), else rejected;
/// - `Host`: dropped if it names the URL's host (and port), else rejected;
/// - `Transfer-Encoding`, `Upgrade`: rejected (curl chunks a streamed body of unknown length itself);
/// - `Connection`: kept when it lists only `close` and `keep-alive`, else rejected (`Connection: upgrade`).
extension CurlRequest {
    /// Whether the header `name: value` is sent as given (`true`), dropped (`false`, the transport sets the same),
    /// or throws: it would change the request's framing. `key` is the name's lookup key (``HTTPHeaders/key(_:)``).
    static func keepsFramingHeader(
        _ name: String, key: String, _ value: String, of request: HTTPRequest, invalid: (String) -> CurlewError
    ) throws(CurlewError) -> Bool {
        switch key {
        case "content-length":
            let length = request.body.length
            let given = value.trimmingCharacters(in: .whitespaces)
            guard let length, !given.isEmpty, given.utf8.allSatisfy({ $0 &- 0x30 < 10 }), Int64(given) == length
            else {
                let size = length.map { "\($0) bytes" } ?? "sent chunked, of unknown length"
                throw invalid(
                    "the Content-Length header (\"\(given)\") does not match the body (\(size)); leave it out: the"
                        + " transport sets it")
            }
            return false
        case "host":
            let given = value.trimmingCharacters(in: .whitespaces).lowercased()
            guard let host = request.url.host?.lowercased() else { return false }
            let bracketed = host.contains(":") ? "[\(host)]" : host
            let names = [bracketed] + (request.url.port.map { ["\(bracketed):\($0)"] } ?? [])
            guard names.contains(given) else {
                throw invalid(
                    "the Host header (\"\(given)\") does not name the URL's host; leave it out: the transport sets it")
            }
            return false
        case "transfer-encoding", "upgrade":
            throw invalid(
                "the \(name) header would change how the request is framed; leave it out: the transport frames the"
                    + " body itself")
        case "connection":
            let options = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard options.allSatisfy({ $0 == "close" || $0 == "keep-alive" }) else {
                throw invalid(
                    "the Connection header (\"\(value)\") may only say close or keep-alive: other options change how"
                        + " the connection is framed")
            }
            return true
        default:
            return true
        }
    }
}
