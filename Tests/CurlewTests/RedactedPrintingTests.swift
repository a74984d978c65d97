import Curlew
import Foundation
import Testing

@Suite("What dump, mirrors and descriptions show of secrets")
struct RedactedPrintingTests {
    /// What `dump(_:)` prints of `value`.
    private func dumped(_ value: some Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    @Test("dump of a request shows neither its credentials nor its body, as print does not")
    func dumpOfARequest() throws {
        // GIVEN a request with a password in the URL, a secret query item and secret headers
        let url = try #require(URL(string: "https://ann:pw-s3cret@example.com/pets?token=tok-s3cret&page=2"))
        let request = HTTPRequest(
            method: .post, url: url,
            headers: ["Authorization": "Bearer bearer-s3cret", "Cookie": "sid=cookie-s3cret", "Accept": "text/plain"],
            body: Data("password=body-s3cret".utf8), timeout: .seconds(5))
        // WHEN it is dumped, mirrored, or printed with its headers alone
        let texts = [
            dumped(request), dumped(request.headers),
            String(reflecting: Mirror(reflecting: request).children.map { $0.value }),
        ]
        // THEN no secret shows, and what is not secret does
        for text in texts {
            #expect(!text.contains("s3cret"), "\(text)")
        }
        let dump = texts[0]
        #expect(dump.contains("https://example.com/pets?token=%3Credacted%3E&page=2"), "\(dump)")
        #expect(dump.contains("Authorization: <redacted>") && dump.contains("Accept: text/plain"), "\(dump)")
        #expect(dump.contains("20 bytes") && dump.contains("POST"), "\(dump)")
    }

    @Test("credentials print and dump their kind, never their secret")
    func credentials() {
        let all: [AuthMiddleware.Credentials] = [
            .bearer("b-s3cret"), .basic(user: "ann", password: "p-s3cret"), .apiKey("k-s3cret", in: .header("X-Key")),
            .apiKey("k-s3cret", in: .query("appid")),
        ]
        let printed = all.map { "\($0)" }
        #expect(
            printed == [
                "bearer(<redacted>)", #"basic(user: "ann", password: <redacted>)"#,
                #"apiKey(<redacted>, in: header("X-Key"))"#, #"apiKey(<redacted>, in: query("appid"))"#,
            ])
        for credentials in all {
            let text = dumped(AuthMiddleware(credentials))
            #expect(!text.contains("s3cret") && text.contains("<redacted>"), "\(text)")
        }
    }

    @Test("a secret after a ';' separator is redacted, as older servers split pairs there too")
    func semicolonSeparatedSecret() throws {
        let url = try #require(URL(string: "http://example.com/x?a=1;token=t-s3cret&b=2;c#k=v;access_token=f-s3cret"))
        #expect(
            Redaction.standard.url(url)
                == "http://example.com/x?a=1;token=%3Credacted%3E&b=2;c#k=v;access_token=%3Credacted%3E")
        let request = HTTPRequest(url: url)
        #expect(!request.description.contains("s3cret") && !request.curlDescription.contains("s3cret"))
    }
}
