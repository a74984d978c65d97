import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// RetryMiddleware's waits at their limits: what a `Retry-After` asks for, and a backoff that keeps growing.
extension MiddlewareTests {
    @Test(
        "a Retry-After longer than an Int or a Duration holds is too long: no retry, no crash",
        arguments: ["99999999999999999", "10000000000000000", "99999999999999999999999", " 99999999999999999999 "]
    )
    func retryAfterTooLongToCount(_ value: String) async throws {
        let retry = RetryMiddleware()
        #expect(retry.delay(after: 1, response: HTTPResponse(status: 503, headers: ["Retry-After": value])) == nil)
        #expect(retry.delay(after: 1, response: HTTPResponse(status: 429, headers: ["Retry-After": value])) == nil)
        // the server's answer comes back as it is, after one attempt
        let mock = MockTransport(status: 503, headers: ["Retry-After": value])
        let client = APIClient(baseURL: URL(string: "http://example.com")!, transport: mock, middlewares: [retry])
        let response = try await client.response(for: Endpoint<Void>(method: .get, path: "/x"))
        #expect(response.status.code == 503)
        #expect(mock.requests.count == 1)
    }

    @Test("a Retry-After of centuries is waited for when the maximum delay allows it")
    func retryAfterWithinHugeMaximum() throws {
        let patient = RetryMiddleware(maximumDelay: .seconds(Int64.max))
        let response = HTTPResponse(status: 503, headers: ["Retry-After": "10000000000000000"])
        let wait = try #require(patient.delay(after: 1, response: response))
        #expect(wait > .seconds(9_000_000_000_000_000) && wait <= .seconds(11_000_000_000_000_000))
    }

    @Test("a backoff with no practical ceiling stays a valid wait however many attempts")
    func backoffWithoutCeiling() throws {
        let policies = [
            RetryMiddleware(baseDelay: .seconds(100_000), maximumDelay: .seconds(Int64.max)),
            RetryMiddleware(baseDelay: .seconds(Int64.max), maximumDelay: .seconds(Int64.max)),
        ]
        for retry in policies {
            for attempt in [1, 20, 31, 1_000] {
                let wait = try #require(retry.delay(after: attempt, response: nil))
                #expect(wait >= .zero)
            }
        }
    }
}
