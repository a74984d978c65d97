import CCurl

extension CurlTransfer {
    /// The loop's curl header lists for requests without headers of their own, made once per transport.
    ///
    /// They hold the User-Agent and Accept-Encoding lines that libcurl 7.88 would otherwise format anew for
    /// every transfer. CURLOPT_USERAGENT and CURLOPT_ACCEPT_ENCODING stay set as well: curl's CONNECT to a
    /// proxy sends that User-Agent, and the Accept-Encoding option turns decompression on. A request that
    /// may send a body also gets ``CurlRequest/defaultHeaderLines``; a GET or HEAD without one does not need
    /// them, and every line costs curl a comparison each time it looks for a header of its own.
    struct SharedHeaders {
        /// For requests with a body, or a method that sends one (an empty body is still a length of 0).
        let withBody: UnsafeMutablePointer<curl_slist>?
        /// For GET and HEAD without a body.
        let bodiless: UnsafeMutablePointer<curl_slist>?

        init(userAgent: String) {
            var lines = ["Accept-Encoding: \(CurlGlobal.acceptEncoding)"]
            if !userAgent.isEmpty { lines.append("User-Agent: \(userAgent)") }
            bodiless = lines.reduce(nil) { curl_slist_append($0, $1) }
            withBody = (CurlRequest.defaultHeaderLines + lines).reduce(nil) { curl_slist_append($0, $1) }
        }

        /// Frees both lists; the last use.
        func free() {
            curl_slist_free_all(withBody)
            curl_slist_free_all(bodiless)
        }
    }
}
