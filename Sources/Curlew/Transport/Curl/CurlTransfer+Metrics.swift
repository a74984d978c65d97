import CCurl
import CCurlShim

extension CurlTransfer {
    /// curl's timings, sizes, HTTP version and reuse for this transfer.
    var metrics: TransferMetrics {
        func time(_ info: CURLINFO) -> Duration {
            var microseconds: curl_off_t = 0
            _ = ccurlshim_easy_getinfo_off(easy, info, &microseconds)
            return .microseconds(microseconds)
        }
        func size(_ info: CURLINFO) -> Int64 {
            var value: curl_off_t = 0
            _ = ccurlshim_easy_getinfo_off(easy, info, &value)
            return Int64(value)
        }
        var version = 0
        _ = ccurlshim_easy_getinfo_long(easy, CURLINFO_HTTP_VERSION, &version)
        var redirects = 0
        _ = ccurlshim_easy_getinfo_long(easy, CURLINFO_REDIRECT_COUNT, &redirects)
        let httpVersion =
            switch version {
            case 1: "1.0"
            case 2: "1.1"
            case 3: "2"
            case 30: "3"
            default: ""
            }
        return TransferMetrics(
            nameLookup: time(CURLINFO_NAMELOOKUP_TIME_T), connect: time(CURLINFO_CONNECT_TIME_T),
            tlsHandshake: time(CURLINFO_APPCONNECT_TIME_T), firstByte: time(CURLINFO_STARTTRANSFER_TIME_T),
            total: time(CURLINFO_TOTAL_TIME_T), bytesReceived: size(CURLINFO_SIZE_DOWNLOAD_T),
            bytesSent: size(CURLINFO_SIZE_UPLOAD_T), httpVersion: httpVersion,
            reusedConnection: connectionsOpened == 0, redirectCount: redirects
        )
    }

    /// The number of new connections this transfer opened (CURLINFO_NUM_CONNECTS).
    var connectionsOpened: Int {
        var count = 0
        _ = ccurlshim_easy_getinfo_long(easy, CURLINFO_NUM_CONNECTS, &count)
        return count
    }
}
