/// The response framing a transfer checks in its header callback, which libcurl 7.88 does not.
///
/// curl reads `Content-Length: 5, 10`, `+5` or two different `Content-Length` lines as the first number it finds,
/// and returned such a response as a success; on a kept-alive connection the bytes after that length (the next
/// response's, or a second body a server or proxy disagrees about) became the next answer. RFC 9112 §6.3: a
/// response with an invalid Content-Length, or with both Transfer-Encoding and Content-Length, has invalid framing.
/// The header callback sees every line of the head: it fails the transfer there (curl then closes the connection,
/// as it does for every failed transfer, so nothing on it is reused). Repeats of one value (`5, 5`, or the same
/// line twice) are accepted, as RFC 9110 §8.6 allows.
extension CurlTransfer {
    /// The head's Content-Length after checking `value`, one more line of it; `nil` (and ``framingError`` set)
    /// if the framing is invalid.
    func checkContentLength(_ value: Slice<UnsafeRawBufferPointer>) -> Int? {
        var length: Int?
        var valid = !value.isEmpty
        // each comma-separated item in turn (an empty one is invalid), without `split`'s array of them: this runs
        // for nearly every response, on the loop thread
        var start = value.startIndex
        while valid {
            let end = value[start...].firstIndex(of: UInt8(ascii: ",")) ?? value.endIndex
            guard let number = value[start..<end].trimmingSpaces().decimalValue, length == nil || length == number
            else {
                valid = false
                break
            }
            length = number
            guard end < value.endIndex else { break }
            start = value.index(after: end)
        }
        if valid, let length, headContentLength == nil || headContentLength == length, !headHasTransferEncoding {
            headContentLength = length
            return length
        }
        let shown = String(decoding: value.prefix(40), as: UTF8.self)
        framingError =
            headHasTransferEncoding
            ? "the response has both Transfer-Encoding and Content-Length (\"\(shown)\"): its framing is ambiguous"
                + " (RFC 9112 §6.3)"
            : "the response's Content-Length (\"\(shown)\"\(headContentLength.map { ", after \($0)" } ?? ""))"
                + " is invalid or conflicting (RFC 9112 §6.3)"
        return nil
    }

    /// Notes a Transfer-Encoding line; `false` (and ``framingError`` set) if the head also has a Content-Length,
    /// or if `value` names a transfer coding other than `chunked`: libcurl 7.88 (its transfer decoding off, as here)
    /// passes a `gzip, chunked` body on still compressed, as if it were the body, and reads a body of a coding it
    /// does not know (`xchunked`) until the server closes the connection.
    func checkTransferEncoding(_ value: Slice<UnsafeRawBufferPointer>) -> Bool {
        headHasTransferEncoding = true
        var start = value.startIndex
        while true {
            let end = value[start...].firstIndex(of: UInt8(ascii: ",")) ?? value.endIndex
            guard value[start..<end].trimmingSpaces().equalsIgnoringASCIICase("chunked") else {
                let shown = String(decoding: value.prefix(40), as: UTF8.self)
                framingError =
                    "the response's Transfer-Encoding (\"\(shown)\") has a coding other than chunked, which Curlew"
                    + " does not decode"
                return false
            }
            guard end < value.endIndex else { break }
            start = value.index(after: end)
        }
        guard let length = headContentLength else { return true }
        framingError =
            "the response has both Transfer-Encoding and Content-Length (\(length)): its framing is ambiguous"
            + " (RFC 9112 §6.3)"
        return false
    }
}
