import Curlew
import Foundation
import Testing

@Suite("CurlewError")
struct CurlewErrorTests {
    @Test("an HTTP status error reads as one line with the request and a body excerpt")
    func httpStatusDescription() {
        let error = CurlewError(
            .httpStatus, "HTTP 404 Not Found", method: .get, url: "http://127.0.0.1:5000/pets/7", status: 404,
            responseBody: Data("{\"message\":\n \"no such pet\"}".utf8)
        )
        #expect(
            error.description
                == #"HTTP 404 Not Found for GET http://127.0.0.1:5000/pets/7: `{"message": "no such pet"}`"#)
    }

    @Test("a long body is cut short in the description")
    func longBody() {
        let error = CurlewError(
            .httpStatus, "HTTP 500", method: .post, url: "http://h/x", status: 500,
            responseBody: Data(repeating: UInt8(ascii: "a"), count: 10_000)
        )
        #expect(error.description.count < 300)
        #expect(!error.description.contains("\n"))
        #expect(error.description.hasSuffix("…`"))
    }

    @Test("transport and timeout errors name the request and curl's code")
    func transportDescription() {
        let timeout = CurlewError(
            .timeout, "timed out after 500 ms", method: .get, url: "http://h/delay/3", curlCode: 28)
        #expect(timeout.description == "timed out after 500 ms: GET http://h/delay/3 (curl error 28)")
        let refused = CurlewError(
            .transport, "Failed to connect to h port 1: Connection refused", method: .put, url: "http://h:1/",
            curlCode: 7
        )
        #expect(
            refused.description == "Failed to connect to h port 1: Connection refused: PUT http://h:1/ (curl error 7)")
    }

    @Test("kinds compare and print by name")
    func kinds() {
        #expect(CurlewError.Kind.timeout == .timeout)
        #expect(CurlewError.Kind.timeout != .transport)
        #expect(CurlewError.Kind.invalidRequest.description == "invalidRequest")
    }

    @Test("a body cut at the excerpt's length in the middle of a character ends at the last whole one")
    func excerptCutMidCharacter() {
        for character in ["é", "€", "😀"] {
            let body = Data((String(repeating: "a", count: 199) + character + " and more").utf8)
            let error = CurlewError(.httpStatus, "HTTP 500", status: 500, responseBody: body)
            #expect(
                error.description == "HTTP 500 Internal Server Error: `" + String(repeating: "a", count: 199) + "…`")
        }
    }

    @Test("a body's line and paragraph separators and bidi controls do not reach the one-line description")
    func excerptFormatControls() {
        let body = Data("first\u{2028}FAKE LOG LINE\u{2029}x\u{202E}desrever\u{2066}i\u{2069}\u{200F}z\u{85}y".utf8)
        let error = CurlewError(.httpStatus, "HTTP 500", status: 500, responseBody: body)
        #expect(error.description == "HTTP 500 Internal Server Error: `first FAKE LOG LINE x desrever i z y`")
    }
}
