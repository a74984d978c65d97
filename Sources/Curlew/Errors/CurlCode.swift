import CCurl

/// libcurl's result code (`CURLcode`) for a failed transfer: an open set, so a code Curlew has no name for still
/// reads as its number.
///
/// The named codes are written as numbers (libcurl never renumbers them): `curl.h` is included by two C modules
/// here (CCurl and CCurlShim), and which of them a clean build credits with some `CURLE_…` constants varies, so
/// Swift could not always find them by name. `CurlCodeTests` checks every number against libcurl's own text.
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
    public static let unsupportedProtocol = CurlCode(rawValue: 1)
    /// The URL is malformed (`CURLE_URL_MALFORMAT`).
    public static let urlMalformed = CurlCode(rawValue: 3)
    /// The proxy's host name did not resolve (`CURLE_COULDNT_RESOLVE_PROXY`).
    public static let couldntResolveProxy = CurlCode(rawValue: 5)
    /// The host name did not resolve (`CURLE_COULDNT_RESOLVE_HOST`).
    public static let couldntResolveHost = CurlCode(rawValue: 6)
    /// No connection to the host or proxy: refused or unreachable (`CURLE_COULDNT_CONNECT`).
    public static let couldntConnect = CurlCode(rawValue: 7)
    /// The server's answer is not what HTTP allows (`CURLE_WEIRD_SERVER_REPLY`).
    public static let weirdServerReply = CurlCode(rawValue: 8)
    /// An HTTP/2 framing-layer failure (`CURLE_HTTP2`).
    public static let http2 = CurlCode(rawValue: 16)
    /// The response ended before its whole body arrived (`CURLE_PARTIAL_FILE`).
    public static let partialFile = CurlCode(rawValue: 18)
    /// Received data could not be kept: a corrupt compressed body ends this way (`CURLE_WRITE_ERROR`).
    public static let writeError = CurlCode(rawValue: 23)
    /// The request body could not be read (`CURLE_READ_ERROR`).
    public static let readError = CurlCode(rawValue: 26)
    /// libcurl ran out of memory, or a header line was too long for it (`CURLE_OUT_OF_MEMORY`).
    public static let outOfMemory = CurlCode(rawValue: 27)
    /// The time limit passed (`CURLE_OPERATION_TIMEDOUT`).
    public static let operationTimedOut = CurlCode(rawValue: 28)
    /// The TLS handshake failed (`CURLE_SSL_CONNECT_ERROR`).
    public static let sslConnectError = CurlCode(rawValue: 35)
    /// A callback stopped the transfer (`CURLE_ABORTED_BY_CALLBACK`).
    public static let abortedByCallback = CurlCode(rawValue: 42)
    /// More redirects than allowed (`CURLE_TOO_MANY_REDIRECTS`).
    public static let tooManyRedirects = CurlCode(rawValue: 47)
    /// The server closed the connection without answering (`CURLE_GOT_NOTHING`).
    public static let gotNothing = CurlCode(rawValue: 52)
    /// Sending on the connection failed (`CURLE_SEND_ERROR`).
    public static let sendError = CurlCode(rawValue: 55)
    /// Receiving on the connection failed (`CURLE_RECV_ERROR`).
    public static let recvError = CurlCode(rawValue: 56)
    /// The client certificate or its key is not usable (`CURLE_SSL_CERTPROBLEM`).
    public static let sslCertProblem = CurlCode(rawValue: 58)
    /// The server's certificate or name did not verify (`CURLE_PEER_FAILED_VERIFICATION`).
    public static let peerFailedVerification = CurlCode(rawValue: 60)
    /// A compressed response body is corrupt, cut off or in a coding not decoded (`CURLE_BAD_CONTENT_ENCODING`).
    public static let badContentEncoding = CurlCode(rawValue: 61)
    /// The response is larger than the limit (`CURLE_FILESIZE_EXCEEDED`).
    public static let filesizeExceeded = CurlCode(rawValue: 63)
    /// The request had to be sent again but its body cannot be rewound (`CURLE_SEND_FAIL_REWIND`).
    public static let sendFailRewind = CurlCode(rawValue: 65)
    /// The CA certificate file could not be read (`CURLE_SSL_CACERT_BADFILE`).
    public static let sslCACertBadFile = CurlCode(rawValue: 77)
    /// The server's public key is not the pinned one (`CURLE_SSL_PINNEDPUBKEYNOTMATCH`).
    public static let sslPinnedPublicKeyNotMatched = CurlCode(rawValue: 90)
    /// An HTTP/2 stream failed (`CURLE_HTTP2_STREAM`).
    public static let http2Stream = CurlCode(rawValue: 92)
    /// The proxy's handshake failed (`CURLE_PROXY`).
    public static let proxy = CurlCode(rawValue: 97)
}
