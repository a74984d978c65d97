import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// What `curlDescription`, `Redaction` and the logging middleware print: commands curl runs as the transport
/// sends, and no secrets.
extension MiddlewareTests {
    /// Runs `command` (a `curl` command line) with `shell` and returns what httpbin's `/anything` echoed.
    static func runCurl(_ command: String, shell: String = "/bin/sh") async throws -> [String: Any] {
        let outcome = try await ChildProcess.run(URL(fileURLWithPath: shell), ["-c", command + " --silent"])
        #expect(outcome.status == 0, "\(command): \(outcome.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
        return try #require(parsed as? [String: Any], "\(command) printed \(outcome.stdout)")
    }

    /// The line the logging middleware writes for a GET of `/x` with `headers`, answered by a mock.
    static func loggedRequestLine(headers: HTTPHeaders) async throws -> String {
        let lines = Locked<[String]>([])
        let client = APIClient(
            baseURL: URL(string: "http://example.com")!, transport: MockTransport(status: .ok),
            middlewares: [LoggingMiddleware { line in lines.withLock { $0.append(line) } }])
        var endpoint = Endpoint<Void>(method: .get, path: "/x")
        endpoint.headers = headers
        _ = try await client.response(for: endpoint)
        return try #require(lines.withLock { $0 }.first)
    }

    @Test("curlDescription sends a body as text with --data-raw: a leading @ is not a file to upload")
    func curlDescriptionAtBody() async throws {
        let request = HTTPRequest(
            method: .post, url: try Httpbin.url("/anything"), headers: ["Content-Type": "text/plain"],
            body: Data("@/etc/hostname".utf8))
        #expect(request.curlDescription.hasSuffix(" -H 'Content-Type: text/plain' --data-raw '@/etc/hostname'"))
        let echoed = try await Self.runCurl(request.curlDescription)
        #expect(echoed["data"] as? String == "@/etc/hostname")
    }

    @Test("curlDescription asks for a HEAD with --head, not -X HEAD, which leaves curl waiting for a body")
    func curlDescriptionHead() {
        let request = HTTPRequest(method: .head, url: URL(string: "http://example.com/x")!)
        #expect(request.curlDescription == "curl --head 'http://example.com/x'")
    }

    @Test("curlDescription shows an empty header value as curl sends one: 'X-Empty;'")
    func curlDescriptionEmptyHeader() async throws {
        let request = HTTPRequest(
            url: try Httpbin.url("/anything"), headers: ["X-Empty": "", "X-Blank": " \t", "X-Full": "1"])
        #expect(request.curlDescription.hasSuffix(" -H 'X-Empty;' -H 'X-Blank;' -H 'X-Full: 1'"))
        let echoed = try await Self.runCurl(request.curlDescription)
        let headers = try #require(echoed["headers"] as? [String: Any])
        #expect(headers["X-Empty"] as? String == "" && headers["X-Blank"] as? String == "")
    }

    @Test(
        "curlDescription shows a body with a NUL (which no argument can hold) or not UTF-8 by its size",
        arguments: [[0x61, 0x00, 0x62], [0xFF, 0xFE]] as [[UInt8]]
    )
    func curlDescriptionBinaryBody(_ bytes: [UInt8]) {
        let request = HTTPRequest(method: .post, url: URL(string: "http://example.com/x")!, body: Data(bytes))
        #expect(request.curlDescription == "curl -X POST 'http://example.com/x' --data-raw '<\(bytes.count) bytes>'")
    }

    @Test(
        "curlDescription writes a body with control, format or line-separator characters in $'…' with escapes",
        arguments: [
            ("\u{1B}[2J", #"$'\x1b[2J'"#), ("a\u{202E}b", #"$'a\xe2\x80\xaeb'"#),
            ("a\u{2028}b", #"$'a\xe2\x80\xa8b'"#), ("a\u{200B}b", #"$'a\xe2\x80\x8bb'"#),
            ("it's \\ \u{7}\u{85}", #"$'it\'s \\ \x07\xc2\x85'"#),
        ]
    )
    func curlDescriptionControlCharacters(_ text: String, _ shown: String) {
        let request = HTTPRequest(method: .post, url: URL(string: "http://example.com/x")!, body: Data(text.utf8))
        #expect(request.curlDescription == "curl -X POST 'http://example.com/x' --data-raw \(shown)")
    }

    @Test("curlDescription keeps tabs and line breaks of a text body, escaped so that the command is one line")
    func curlDescriptionMultilineBody() async throws {
        let request = HTTPRequest(
            method: .post, url: try Httpbin.url("/anything"), headers: ["Content-Type": "text/plain"],
            body: Data("a\tb\r\nc '\\' \u{202E}d".utf8))
        #expect(request.curlDescription.hasSuffix(#" --data-raw $'a\tb\r\nc \'\\\' \xe2\x80\xaed'"#))
        let echoed = try await Self.runCurl(request.curlDescription, shell: "/bin/bash")
        #expect(echoed["data"] as? String == "a\tb\r\nc '\\' \u{202E}d")
    }

    @Test("a header value with ESC is written in $'…' escapes by curlDescription and the logging middleware")
    func controlCharacterInHeader() async throws {
        let value = "\u{1B}]0;owned\u{07}"
        let request = HTTPRequest(url: try Httpbin.url("/anything"), headers: ["X-Note": value])
        #expect(request.curlDescription.hasSuffix(#" -H $'X-Note: \x1b]0;owned\x07'"#), "\(request.curlDescription)")
        // bash reads the command back as the request was: curl sends the value exactly
        let echoed = try await Self.runCurl(request.curlDescription, shell: "/bin/bash")
        let headers = try #require(echoed["headers"] as? [String: Any])
        #expect(headers["X-Note"] as? String == value)

        let line = try await Self.loggedRequestLine(headers: ["X-Note": value])
        #expect(line.contains(#" -H $'X-Note: \x1b]0;owned\x07'"#), "\(line)")
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(line)")
    }

    @Test("a secret in the fragment (an OAuth implicit-grant redirect) is redacted like one in the query")
    func redactedFragment() throws {
        let redaction = Redaction(queryItems: ["sig"])
        let url = try #require(URL(string: "https://u:p@example.com/cb?token=T1&a=1#access_token=T2&x=1&sig=T3"))
        #expect(
            redaction.url(url)
                == "https://example.com/cb?token=%3Credacted%3E&a=1#access_token=%3Credacted%3E&x=1&sig=%3Credacted%3E")
        let plain = try #require(URL(string: "http://example.com/cb#section-2"))
        #expect(Redaction.standard.url(plain) == "http://example.com/cb#section-2")
        let onlyFragment = try #require(URL(string: "http://example.com/cb#access_token=SECRET&x=1"))
        #expect(Redaction.standard.url(onlyFragment) == "http://example.com/cb#access_token=%3Credacted%3E&x=1")
    }

    @Test("the logging middleware quotes header values as the shell does, quotes inside included")
    func loggingQuotesHeaderValues() async throws {
        let request = try await Self.loggedRequestLine(headers: ["X-Note": "it's' -H 'Authorization: Bearer forged"])
        #expect(request.contains(#"-H 'X-Note: it'\''s'\'' -H '\''Authorization: Bearer forged'"#), "\(request)")
    }

    @Test("the logging middleware shows a header as curlDescription does: trimmed, and an empty one as 'X-Empty;'")
    func loggingHeaderLines() async throws {
        let request = try await Self.loggedRequestLine(headers: [
            "X-Empty": "", "X-Blank": " \t", "X-Padded": " 1 ", "Authorization": "",
        ])
        #expect(
            request.contains(" -H 'X-Empty;' -H 'X-Blank;' -H 'X-Padded: 1' -H 'Authorization: <redacted>' "),
            "\(request)")
    }
}
