import CCurl
import Foundation

/// CURLOPT_HEADERFUNCTION: the response head, one line per call, and the checks Curlew makes on it as it arrives
/// (its size limit, and the framing lines libcurl 7.88 does not check: see `CurlTransfer+Framing.swift`).
///
/// libcurl 7.88 hands a chunked body's trailer fields to this callback too, after the head's blank line. They are
/// not part of the head: a server could otherwise add a `Content-Type`, `Location`, `Set-Cookie`,
/// `Content-Encoding` or `Retry-After` after the body that the caller, a middleware or the redirect follower
/// would take for the response's own (RFC 9110 §6.5.1: a recipient must not merge trailer fields it does not
/// know into the header section). They are skipped, and still count against ``maximumHeadSize``.
///
/// Two more heads fail the transfer here, which libcurl 7.88 takes as they come: a `101 Switching Protocols` to a
/// request that asked for no upgrade (curl took the rest of the connection for the 101's body, read to the close),
/// and whitespace between a field name and its colon (`Content-Length : 5`, which curl does not read as a
/// length while other parsers do; RFC 9112 §5.1 has servers reject it and proxies remove it).
extension CurlTransfer {
    /// "HTTP" as a little-endian 32-bit load: the start of a status line.
    static let httpPrefix = UInt32(0x5054_5448)

    /// CURLOPT_HEADERFUNCTION: one line of a response head per call.
    func receiveHeader(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data else { return count }
        let line = UnsafeRawBufferPointer(start: data, count: count)
        let isStatusLine =
            count >= 5 && line.loadUnaligned(as: UInt32.self) == Self.httpPrefix && line[4] == UInt8(ascii: "/")
        headBytes = isStatusLine ? count : headBytes + count  // the limit is per head, not per redirect chain
        guard headBytes <= maximumHeadSize else {
            headTooLarge = true
            return 0
        }
        var end = count
        while end > 0, line[end - 1] == 0x0A || line[end - 1] == 0x0D { end -= 1 }
        guard end > 0 else {  // the blank line that ends a head (or a chunked body's trailer section)
            headEnded = true
            if request.stream != nil, !isHeadReady, isFinalHead { isHeadReady = true }
            return count
        }
        let bytes = line[..<end]
        let first = line[0]
        if isStatusLine {
            headEnded = false
            handle.head.removeAll()
            headContentLength = nil
            headHasTransferEncoding = false
            headContentEncoding = nil
            let status = Self.statusCode(of: bytes)
            if request.stream != nil { headStatus = status }  // for `isFinalHead`
            guard status != 101 || mayUpgrade else {
                framingError =
                    "the server switched protocols (HTTP 101) though the request asked for no upgrade: what follows"
                    + " on the connection is not an HTTP answer to it"
                return 0
            }
            if multiplexes == nil, bytes.count > 5 { multiplexes = bytes[bytes.startIndex + 5] >= UInt8(ascii: "2") }
        } else if headEnded {
            // a trailer field after a chunked body: not part of the head, and never merged into it (RFC 9110 §6.5.1)
            return count
        } else if first == 0x20 || first == 0x09 {
            _ = handle.head.appendToLastValue(bytes.trimmingSpaces())
        } else if let found = memchr(data, Int32(UInt8(ascii: ":")), end) {  // (`firstIndex(of:)` went byte by byte)
            let colon = data.distance(to: found.assumingMemoryBound(to: CChar.self))
            let name = bytes[..<colon]
            if let last = name.last, last == 0x20 || last == 0x09 {
                framingError =
                    "the response has whitespace between a header name and its colon (\""
                    + String(decoding: name.prefix(40), as: UTF8.self)
                    + ":\"): a field other parsers may read differently, such as a Content-Length (RFC 9112 §5.1)"
                return 0
            }
            let value = bytes[(colon + 1)...].trimmingSpaces()
            handle.head.append(name: name, value: value)
            // by length first: most lines (Date, Server, Content-Type, ...) then need no comparison at all
            switch name.count {
            case 14 where name.equalsIgnoringASCIICase("content-length"):
                guard let length = checkContentLength(value) else { return 0 }
                if body.isEmpty, request.stream == nil, request.method != .head {
                    body.reserveCapacity(min(length, maximumBodySize))
                }
            case 17 where name.equalsIgnoringASCIICase("transfer-encoding"):
                guard checkTransferEncoding(value) else { return 0 }
            case 16 where name.equalsIgnoringASCIICase("content-encoding"):
                let coding = String(decoding: value, as: UTF8.self)
                headContentEncoding = headContentEncoding.map { $0 + ", " + coding } ?? coding
            default:
                break
            }
        }
        return count
    }
}
