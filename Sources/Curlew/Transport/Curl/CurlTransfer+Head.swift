import CCurl
import CCurlShim

extension CurlTransfer {
    /// The head so far as a response without a body (what a streaming caller gets first).
    var headResponse: HTTPResponse {
        var status = 0
        _ = ccurlshim_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        return HTTPResponse(status: HTTPStatus(status), headers: HTTPHeaders(received: head))
    }

    /// Whether the head that just ended is the response's final one, the head a streaming caller gets: not an
    /// interim 1xx head (100 Continue, 103 Early Hints), and not a 3xx head with a `Location` that curl follows
    /// itself (CURLOPT_FOLLOWLOCATION, set for GET and HEAD: curl then sends the next request and skips this
    /// body). A 3xx that curl does not follow is final here: the transport follows it, or returns it.
    var isFinalHead: Bool {
        if headStatus >= 100, headStatus < 200 { return false }
        guard headStatus >= 300, headStatus < 400, handle.applied.followsRedirects else { return true }
        var hasLocation = false
        head.forEachField { name, _ in
            hasLocation = HTTPHeaderBlock.name(name, matches: "location")
            return !hasLocation
        }
        return !hasLocation
    }

    /// The status code of a status line (`HTTP/1.1 200 OK`, `HTTP/2 200`): the three digits after the first
    /// space, or 0 if there are none.
    static func statusCode(of line: Slice<UnsafeRawBufferPointer>) -> Int {
        guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { return 0 }
        var code = 0
        var index = line.index(after: space)
        for _ in 0..<3 {
            guard index < line.endIndex, line[index] &- 0x30 < 10 else { return 0 }
            code = code * 10 + Int(line[index] &- 0x30)
            index = line.index(after: index)
        }
        return code
    }
}
