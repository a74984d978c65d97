import CCurl
import CCurlShim

/// Bytes a server wrote on an idle kept-alive connection never become the next request's answer.
///
/// libcurl 7.88 reuses a kept-alive HTTP/1.1 connection as it is: a whole `HTTP/1.1 200 … SPOOFED` that the
/// server wrote 200 ms after its last answer was read as the answer to the next request sent on it. Every
/// transfer's CURLOPT_PREREQFUNCTION runs once its connection is picked and before its request goes out; for a
/// plain-http HTTP/1.1 connection with anything waiting to be read then (bytes, or the server's close), the
/// connection is retired (see `idle_bytes.c`) and libcurl sends the request on a new one. What it costs per request
/// is one `poll` of that connection's descriptor: the descriptor is found by the connection's addresses in a table
/// that curl's socket callbacks keep, without asking the kernel.
///
/// Not over TLS: there the server's session tickets and alerts arrive unasked, inside records only OpenSSL can
/// read; and not over HTTP/2, whose frames (SETTINGS, PING) also come unasked, each on its own stream.
extension CurlTransfer {
    /// Sets the PREREQFUNCTION and the socket tracking, transport-wide: the same for every transfer on a handle.
    func configureConnectionChecks(_ options: inout CurlEasyOptions) {
        options.check(
            ccurlshim_easy_setopt_prereq_callback(easy) { context, primaryIP, localIP, primaryPort, localPort in
                Unmanaged<CurlTransfer>.fromOpaque(context!)._withUnsafeGuaranteedRef {
                    $0.connectionReady(primaryIP, localIP, primaryPort, localPort)
                }
                return 0  // CURL_PREREQFUNC_OK
            })
        options.check(ccurlshim_easy_track_sockets(easy))
    }

    /// CURLOPT_PREREQFUNCTION: the connection is up and the request not sent yet.
    private func connectionReady(
        _ primaryIP: UnsafeMutablePointer<CChar>?, _ localIP: UnsafeMutablePointer<CChar>?, _ primaryPort: Int32,
        _ localPort: Int32
    ) {
        if watchesNegotiation { connectionNegotiated() }
        if checksIdleBytes {
            _ = ccurlshim_retire_if_unread(localIP, localPort, primaryIP, primaryPort)
        }
    }
}
