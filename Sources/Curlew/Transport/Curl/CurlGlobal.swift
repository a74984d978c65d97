import CCurl

/// Process-wide libcurl facts: the one `curl_global_init` call and the library's version.
enum CurlGlobal {
    /// Curlew's own version, sent in the default User-Agent.
    static let curlewVersion = "0.1.0"

    /// Runs `curl_global_init` once per process, before the first handle is made; `true` if it succeeded.
    static let isInitialized: Bool = {
        curl_global_init(3) == CURLE_OK  // CURL_GLOBAL_ALL (SSL | WIN32), a macro Swift does not import
    }()

    /// The linked libcurl's version, such as `7.88.1`.
    static let curlVersion: String = {
        // CURLVERSION_NOW is a macro alias Swift does not import; the version field exists in every age.
        guard let info = curl_version_info(CURLVERSION_TENTH), let version = info.pointee.version else {
            return "unknown"
        }
        return String(cString: version)
    }()

    /// The content codings Curlew decodes itself (``ContentDecoder``; libcurl's decoding is off), in libcurl 7.88's
    /// order: what every request's `Accept-Encoding` says unless the request sets its own.
    static let acceptEncoding = "deflate, gzip, br, zstd"

    /// `Curlew/<version> libcurl/<version>`.
    static let userAgent = "Curlew/\(curlewVersion) libcurl/\(curlVersion)"

    /// curl's short text for a result code, such as `Couldn't connect to server`.
    static func text(for code: CURLcode) -> String {
        String(cString: curl_easy_strerror(code))
    }
}
