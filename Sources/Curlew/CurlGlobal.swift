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

    /// The content codings the linked libcurl decodes, as it lists them for `CURLOPT_ACCEPT_ENCODING ""`
    /// (libcurl 7.88's order: `deflate, gzip, br, zstd`, or `identity` if it has none).
    static let acceptEncoding: String = {
        guard let info = curl_version_info(CURLVERSION_TENTH) else { return "identity" }
        let features = info.pointee.features
        var codings: [String] = []
        if features & CURL_VERSION_LIBZ != 0 { codings += ["deflate", "gzip"] }
        if features & CURL_VERSION_BROTLI != 0 { codings.append("br") }
        if features & CURL_VERSION_ZSTD != 0 { codings.append("zstd") }
        return codings.isEmpty ? "identity" : codings.joined(separator: ", ")
    }()

    /// `Curlew/<version> libcurl/<version>`.
    static let userAgent = "Curlew/\(curlewVersion) libcurl/\(curlVersion)"

    /// curl's short text for a result code, such as `Couldn't connect to server`.
    static func text(for code: CURLcode) -> String {
        String(cString: curl_easy_strerror(code))
    }
}
