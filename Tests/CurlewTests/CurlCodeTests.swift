import Testing

@testable import Curlew

/// The named curl codes are written as numbers (see ``CurlCode``): each must be the code libcurl describes so.
@Suite("Curl codes")
struct CurlCodeTests {
    /// Every named code with libcurl 7.88's `curl_easy_strerror` text for the code `curl.h` gives that name.
    static let named: [(CurlCode, String)] = [
        (.unsupportedProtocol, "Unsupported protocol"),
        (.urlMalformed, "URL using bad/illegal format or missing URL"),
        (.couldntResolveProxy, "Couldn't resolve proxy name"),
        (.couldntResolveHost, "Couldn't resolve host name"),
        (.couldntConnect, "Couldn't connect to server"),
        (.weirdServerReply, "Weird server reply"),
        (.http2, "Error in the HTTP2 framing layer"),
        (.partialFile, "Transferred a partial file"),
        (.writeError, "Failed writing received data to disk/application"),
        (.readError, "Failed to open/read local data from file/application"),
        (.outOfMemory, "Out of memory"),
        (.operationTimedOut, "Timeout was reached"),
        (.sslConnectError, "SSL connect error"),
        (.abortedByCallback, "Operation was aborted by an application callback"),
        (.tooManyRedirects, "Number of redirects hit maximum amount"),
        (.gotNothing, "Server returned nothing (no headers, no data)"),
        (.sendError, "Failed sending data to the peer"),
        (.recvError, "Failure when receiving data from the peer"),
        (.sslCertProblem, "Problem with the local SSL certificate"),
        (.peerFailedVerification, "SSL peer certificate or SSH remote key was not OK"),
        (.badContentEncoding, "Unrecognized or bad HTTP Content or Transfer-Encoding"),
        (.filesizeExceeded, "Maximum file size exceeded"),
        (.sendFailRewind, "Send failed since rewinding of the data stream failed"),
        (.sslCACertBadFile, "Problem with the SSL CA cert (path? access rights?)"),
        (.sslPinnedPublicKeyNotMatched, "SSL public key does not match pinned public key"),
        (.http2Stream, "Stream error in the HTTP/2 framing layer"),
        (.proxy, "proxy handshake error"),
    ]

    @Test("each named code is the one libcurl describes by that name", arguments: named)
    func namedCodeMatchesLibcurl(code: CurlCode, text: String) {
        #expect(code.text == text)
    }

    @Test("no two names share a number")
    func namesAreDistinct() {
        #expect(Set(Self.named.map(\.0.rawValue)).count == Self.named.count)
    }
}
