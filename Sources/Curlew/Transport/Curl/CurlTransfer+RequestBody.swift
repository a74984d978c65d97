import CCurl
import CCurlShim
import Foundation

/// The request's method and body as curl options, and the callbacks that send a streamed body.
extension CurlTransfer {
    /// The method and the request body: none for a GET, CURLOPT_NOBODY for a HEAD, a streamed body read through
    /// curl's read and seek callbacks, or bytes curl copies.
    func configureMethod(_ options: inout CurlEasyOptions) {
        // a GET without a body sets nothing (what follows would find so after four method comparisons, each a string
        // comparison, and copies of both body fields: about 400 instructions per request)
        if request.hasNoBody, request.method == .get { return }
        let method = request.method
        if method == .head {
            options.set(CURLOPT_NOBODY, 1)
            return
        }
        if let streamed = request.streamedBody {
            bodyReader = StreamedBodyReader(streamed, pump: request.uploadPump)
            options.set(CURLOPT_POST, 1)
            options.set(CURLOPT_POSTFIELDSIZE_LARGE, offset: curl_off_t(streamed.length ?? -1))
            options.check(
                ccurlshim_easy_setopt_read_callback(easy) { buffer, size, count, context in
                    Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
                        .sendBody(buffer, size * count)
                })
            options.set(CURLOPT_READDATA, pointer: Unmanaged.passUnretained(self).toOpaque())
            options.check(
                ccurlshim_easy_setopt_seek_callback(easy) { context, offset, origin in
                    Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().seekBody(offset, origin)
                })
            options.set(CURLOPT_SEEKDATA, pointer: Unmanaged.passUnretained(self).toOpaque())
            if method != .post { options.set(CURLOPT_CUSTOMREQUEST, method.rawValue) }
            return
        }
        var body = request.body
        if body == nil, method == .put || method == .patch || method == .post {
            body = Data()  // send `Content-Length: 0` rather than no length at all
        }
        if let body {
            options.set(CURLOPT_POSTFIELDSIZE_LARGE, offset: curl_off_t(body.count))
            if body.isEmpty {
                options.set(CURLOPT_COPYPOSTFIELDS, "")
            } else {
                body.withUnsafeBytes { bytes in
                    options.set(CURLOPT_COPYPOSTFIELDS, pointer: UnsafeMutableRawPointer(mutating: bytes.baseAddress))
                }
            }
        }
        if method != .get || body != nil, method != .post {
            options.set(CURLOPT_CUSTOMREQUEST, method.rawValue)
        }
    }

    /// CURLOPT_READFUNCTION: the next bytes of a streamed request body; abort (curl fails) on a read error.
    fileprivate func sendBody(_ buffer: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let buffer, let reader = bodyReader else { return 0 }
        return reader.curlRead(into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
    }

    /// CURLOPT_SEEKFUNCTION: curl rewinds a streamed body to send it again (on a fresh connection, when the
    /// kept-alive one it reused died before answering): `CURL_SEEKFUNC_OK`, or `CURL_SEEKFUNC_CANTSEEK` for a
    /// body that cannot go back (a sequence's chunks are gone once sent), which fails the transfer.
    fileprivate func seekBody(_ offset: curl_off_t, _ origin: Int32) -> Int32 {
        let rewound = origin == SEEK_SET && bodyReader?.seek(to: Int64(offset)) == true
        return rewound ? CURL_SEEKFUNC_OK : CURL_SEEKFUNC_CANTSEEK
    }
}
