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

    @Test(
        "a Retry-After with a sign is not delta-seconds (1*DIGIT): -5 is no immediate retry, +5 no 5 s wait",
        arguments: ["-5", "+5", "-0", "+0"]
    )
    func retryAfterWithSign(_ value: String) throws {
        // a backoff of up to 1000 s is (but once in 10^12) neither the 0 s nor the 5 s a signed number would give
        let retry = RetryMiddleware(baseDelay: .seconds(1000), maximumDelay: .seconds(1000))
        let response = HTTPResponse(status: 503, headers: ["Retry-After": value])
        let wait = try #require(retry.delay(after: 1, response: response))
        #expect(wait != .zero && wait != .seconds(5) && wait <= .seconds(1000), "\(wait)")
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

    @Test("a Retry-After in the obsolete RFC 850 and asctime forms is honoured, as RFC 9110 requires")
    func retryAfterObsoleteDates() {
        let retry = RetryMiddleware(baseDelay: .milliseconds(1), maximumDelay: .seconds(30))
        func wait(_ date: String, now: TimeInterval) -> Duration? {
            let response = HTTPResponse(status: 503, headers: ["Retry-After": date])
            return retry.delay(after: 1, response: response, now: Date(timeIntervalSince1970: now))
        }
        let before = 784_111_777.0 - 10  // 10 s before Sun, 06 Nov 1994 08:49:37 GMT
        #expect(wait("Sun, 06 Nov 1994 08:49:37 GMT", now: before) == .seconds(10))
        #expect(wait("Sunday, 06-Nov-94 08:49:37 GMT", now: before) == .seconds(10))
        #expect(wait("Sun Nov  6 08:49:37 1994", now: before) == .seconds(10))
        #expect(wait("Wed Nov 16 08:49:37 1994", now: before + 10 * 86_400) == .seconds(10))
        // a two-digit year more than 50 years ahead is in the century before, else in this one
        let newYear2000 = 946_684_800.0
        #expect(wait("Saturday, 01-Jan-00 00:00:00 GMT", now: newYear2000 - 10) == .seconds(10))
        #expect(wait("Friday, 01-Jan-44 00:00:00 GMT", now: before) == nil)  // 2044: longer than 30 s
        #expect(wait("Monday, 01-Jan-45 00:00:00 GMT", now: before) == .zero)  // 1945: already past
        // what is none of the three forms falls back to the backoff (at most baseDelay here)
        for text in ["Sun, 6 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT", "Sun Nov 6 08:49:37 1994"] {
            let backoff = wait(text, now: before)
            #expect(backoff != nil && backoff! <= .milliseconds(1), "\(text)")
        }
    }
}
