import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// The client generated from an excerpt of Twilio's Verify description (TwilioVerify.openapi.json, a corpus
/// document) sends what the document declares: the request oracle validates each request, and the oracle's decoded
/// view of it (`X-Oracle-Received`, caught by a middleware since Twilio declares no response headers) is checked.
@Suite struct TwilioVerifyOracleTests {
    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("TwilioVerify.openapi.json")

    /// The `X-Oracle-Received` header of the last response through it.
    final class Receipts: Middleware, @unchecked Sendable {  // `last` is only touched while holding `lock`
        private let lock = NSLock()
        private var last: String?

        func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
            let response = try await next(request)
            lock.withLock { last = response.headers["X-Oracle-Received"] }
            return response
        }

        func received() throws -> JSONValue {
            try JSONValue(parsing: try #require(lock.withLock { last }, "no X-Oracle-Received header"))
        }
    }

    func client(_ receipts: Receipts) throws -> TwilioVerifyClient {
        var client = TwilioVerifyClient(
            baseURL: try TestServer.oracle(spec: Self.spec).baseURL, auth: .basic(user: "AC1", password: "secret"))
        client.api.middlewares.append(receipts)
        return client
    }

    static let serviceSid = "VA" + String(repeating: "0123456789abcdef", count: 2)

    @Test func aVerificationWithStringifiedJSONFieldsValidates() async throws {
        let receipts = Receipts()
        // WHEN a verification is created with the fields Twilio takes as stringified JSON, and an enum
        let verification = try await client(receipts).createVerification(
            serviceSid: Self.serviceSid, to: "+15017122661", channel: "sms", rateLimits: ["my_limit": "abc"],
            channelConfiguration: ["from": "a@example.com", "from_name": "Ada"], riskCheck: .disable)
        // THEN the oracle accepts it (else the call throws its 422) and read JSON text where Twilio wants it
        let body = try receipts.received()["body"]
        #expect(body?["To"] == "+15017122661")
        #expect(body?["RateLimits"] == #"{"my_limit":"abc"}"#)
        #expect(body?["ChannelConfiguration"] == #"{"from":"a@example.com","from_name":"Ada"}"#)
        #expect(body?["RiskCheck"] == "disable")
        // AND the answer is the spec's example, decoded
        #expect(verification.status == "pending")
    }

    @Test func aChallengeWithAnArrayOfObjectsAndADateValidates() async throws {
        let receipts = Receipts()
        _ = try await client(receipts).createChallenge(
            serviceSid: Self.serviceSid, identity: "ff483d1ff591898a9942916050d2ca3f",
            factorSid: "YF" + String(repeating: "0123456789abcdef", count: 2),
            expirationDate: Date(timeIntervalSince1970: 1_700_000_000), detailsMessage: "Hi",
            detailsFields: [["label": "Action", "value": "Sign up"], ["label": "Location", "value": "Berlin"]],
            hiddenDetails: ["ip": "172.168.1.234"])
        let body = try receipts.received()["body"]
        #expect(
            body?["Details.Fields"]
                == [#"{"label":"Action","value":"Sign up"}"#, #"{"label":"Location","value":"Berlin"}"#])
        #expect(body?["HiddenDetails"] == #"{"ip":"172.168.1.234"}"#)
        #expect(body?["ExpirationDate"] == "2023-11-14T22:13:20Z")
    }
}
