import CCurl

/// libcurl's result code (`CURLcode`) for a failed transfer: an open set, so a code Curlew has no name for still
/// reads as its number.
///
/// Compare with the named codes rather than numbers:
///
/// ```swift
/// catch let error as CurlewError where error.curlCode == .couldntConnect { … }
/// ```
public struct CurlCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code's number, as libcurl's `curl.h` lists it (`28` is `CURLE_OPERATION_TIMEDOUT`).
    public var rawValue: Int32

    /// The code with this number, named or not.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The code of a C `CURLcode`.
    init(_ code: CURLcode) {
        rawValue = Int32(bitPattern: code.rawValue)
    }

    /// libcurl's own short text for the code (`curl_easy_strerror`), such as `Timeout was reached`.
    public var text: String {
        String(cString: curl_easy_strerror(CURLcode(rawValue: UInt32(bitPattern: rawValue))))
    }

    /// `curl error 28 (Timeout was reached)`.
    public var description: String { "curl error \(rawValue) (\(text))" }

    /// The URL uses a scheme curl does not speak, or the answer is not HTTP at all (`CURLE_UNSUPPORTED_PROTOCOL`).
    public static let unsupportedProtocol = CurlCode(CURLE_UNSUPPORTED_PROTOCOL)
    /// The URL is malformed (`CURLE_URL_MALFORMAT`).
    public static let urlMalformed = CurlCode(CURLE_URL_MALFORMAT)
    /// The proxy's host name did not resolve (`CURLE_COULDNT_RESOLVE_PROXY`).
    public static let couldntResolveProxy = CurlCode(CURLE_COULDNT_RESOLVE_PROXY)
    /// The host name did not resolve (`CURLE_COULDNT_RESOLVE_HOST`).
    public static let couldntResolveHost = CurlCode(CURLE_COULDNT_RESOLVE_HOST)
    /// No connection to the host or proxy: refused or unreachable (`CURLE_COULDNT_CONNECT`).
    public static let couldntConnect = CurlCode(CURLE_COULDNT_CONNECT)
    /// The server's answer is not what HTTP allows (`CURLE_WEIRD_SERVER_REPLY`).
    public static let weirdServerReply = CurlCode(CURLE_WEIRD_SERVER_REPLY)
    /// An HTTP/2 framing-layer failure (`CURLE_HTTP2`).
    public static let http2 = CurlCode(CURLE_HTTP2)
    /// The response ended before its whole body arrived (`CURLE_PARTIAL_FILE`).
    public static let partialFile = CurlCode(CURLE_PARTIAL_FILE)
    /// Received data could not be kept: a corrupt compressed body ends this way (`CURLE_WRITE_ERROR`).
    public static let writeError = CurlCode(CURLE_WRITE_ERROR)
    /// The request body could not be read (`CURLE_READ_ERROR`).
    public static let readError = CurlCode(CURLE_READ_ERROR)
    /// libcurl ran out of memory, or a header line was too long for it (`CURLE_OUT_OF_MEMORY`).
    public static let outOfMemory = CurlCode(CURLE_OUT_OF_MEMORY)
    /// The time limit passed (`CURLE_OPERATION_TIMEDOUT`).
    public static let operationTimedOut = CurlCode(CURLE_OPERATION_TIMEDOUT)
    /// The TLS handshake failed (`CURLE_SSL_CONNECT_ERROR`).
    public static let sslConnectError = CurlCode(CURLE_SSL_CONNECT_ERROR)
    /// A callback stopped the transfer (`CURLE_ABORTED_BY_CALLBACK`).
    public static let abortedByCallback = CurlCode(CURLE_ABORTED_BY_CALLBACK)
    /// More redirects than allowed (`CURLE_TOO_MANY_REDIRECTS`).
    public static let tooManyRedirects = CurlCode(CURLE_TOO_MANY_REDIRECTS)
    /// The server closed the connection without answering (`CURLE_GOT_NOTHING`).
    public static let gotNothing = CurlCode(CURLE_GOT_NOTHING)
    /// Sending on the connection failed (`CURLE_SEND_ERROR`).
    public static let sendError = CurlCode(CURLE_SEND_ERROR)
    /// Receiving on the connection failed (`CURLE_RECV_ERROR`).
    public static let recvError = CurlCode(CURLE_RECV_ERROR)
    /// The client certificate or its key is not usable (`CURLE_SSL_CERTPROBLEM`).
    public static let sslCertProblem = CurlCode(CURLE_SSL_CERTPROBLEM)
    /// The server's certificate or name did not verify (`CURLE_PEER_FAILED_VERIFICATION`).
    public static let peerFailedVerification = CurlCode(CURLE_PEER_FAILED_VERIFICATION)
    /// A compressed response body is corrupt, cut off or in a coding not decoded (`CURLE_BAD_CONTENT_ENCODING`).
    public static let badContentEncoding = CurlCode(CURLE_BAD_CONTENT_ENCODING)
    /// The response is larger than the limit (`CURLE_FILESIZE_EXCEEDED`).
    public static let filesizeExceeded = CurlCode(CURLE_FILESIZE_EXCEEDED)
    /// The request had to be sent again but its body cannot be rewound (`CURLE_SEND_FAIL_REWIND`).
    public static let sendFailRewind = CurlCode(CURLE_SEND_FAIL_REWIND)
    /// The CA certificate file could not be read (`CURLE_SSL_CACERT_BADFILE`).
    public static let sslCACertBadFile = CurlCode(CURLE_SSL_CACERT_BADFILE)
    /// The server's public key is not the pinned one (`CURLE_SSL_PINNEDPUBKEYNOTMATCH`).
    public static let sslPinnedPublicKeyNotMatched = CurlCode(CURLE_SSL_PINNEDPUBKEYNOTMATCH)
    /// An HTTP/2 stream failed (`CURLE_HTTP2_STREAM`).
    public static let http2Stream = CurlCode(CURLE_HTTP2_STREAM)
    /// The proxy's handshake failed (`CURLE_PROXY`).
    public static let proxy = CurlCode(CURLE_PROXY)
}
