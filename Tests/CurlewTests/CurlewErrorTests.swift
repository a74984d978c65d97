import Curlew
import CurlewJSON
import Foundation
import Testing

@Suite("CurlewError")
struct CurlewErrorTests {
    /// A request whose method and URL the excerpt tests do not look at.
    static let anonymous = HTTPRequest(url: URL(string: "http://h/")!)

    @Test("an HTTP status error reads as one line with the request and a body excerpt")
    func httpStatusDescription() {
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1:5000/pets/7")!)
        let response = HTTPResponse(status: 404, body: Data("{\"message\":\n \"no such pet\"}".utf8))
        let error = CurlewError.httpStatus(response, of: request)
        #expect(
            error.description
                == #"HTTP 404 Not Found for GET http://127.0.0.1:5000/pets/7: `{"message": "no such pet"}`"#)
    }

    @Test("a long body is cut short in the description")
    func longBody() {
        let error = CurlewError.httpStatus(
            HTTPResponse(status: 500, body: Data(repeating: UInt8(ascii: "a"), count: 10_000)),
            of: HTTPRequest(method: .post, url: URL(string: "http://h/x")!))
        #expect(error.description.count < 300)
        #expect(!error.description.contains("\n"))
        #expect(error.description.hasSuffix("…`"))
    }

    @Test("transport and timeout errors name the request and curl's code")
    func transportDescription() {
        let timeout = CurlewError.timedOut(
            "timed out after 500 ms", method: .get, url: URL(string: "http://h/delay/3")!)
        #expect(timeout.kind == .timeout && timeout.curlCode == .operationTimedOut)
        #expect(timeout.description == "timed out after 500 ms: GET http://h/delay/3 (curl error 28)")
        let refused = CurlewError.transport(
            "Failed to connect to h port 1: Connection refused", curlCode: .couldntConnect, method: .put,
            url: URL(string: "http://h:1/")!
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
            let error = CurlewError.httpStatus(HTTPResponse(status: 500, body: body), of: Self.anonymous)
            #expect(
                error.description == "HTTP 500 Internal Server Error for GET http://h/: `"
                    + String(repeating: "a", count: 199) + "…`")
        }
    }

    @Test("a body's line and paragraph separators and bidi controls do not reach the one-line description")
    func excerptFormatControls() {
        let body = Data("first\u{2028}FAKE LOG LINE\u{2029}x\u{202E}desrever\u{2066}i\u{2069}\u{200F}z\u{85}y".utf8)
        let error = CurlewError.httpStatus(HTTPResponse(status: 500, body: body), of: Self.anonymous)
        #expect(
            error.description
                == "HTTP 500 Internal Server Error for GET http://h/: `first FAKE LOG LINE x desrever i z y`")
    }

    @Test("each factory makes its kind, and the status view has what the kind guarantees")
    func factories() {
        let url = URL(string: "https://alice:pw@h/pets?api_key=k")!
        let request = HTTPRequest(
            method: .delete, url: url, options: RequestOptions(operationName: "deletePet"))
        let status = CurlewError.httpStatus(
            HTTPResponse(status: 409, headers: ["X-Why": "busy"], body: Data("no".utf8)), of: request,
            errorBody: "typed")
        #expect(status.kind == .httpStatus && status.operationName == "deletePet")
        #expect(status.url == "https://h/pets?api_key=%3Credacted%3E")
        let view = status.httpStatusError
        #expect(view?.status == .conflict && view?.headers["X-Why"] == "busy" && view?.body == Data("no".utf8))
        #expect(view?.errorBody(as: String.self) == "typed")
        let decoding = CurlewError.decoding(
            JSONError(
                message: "expected Int, found string \"x\"", byteOffset: 3, line: 1, column: 4, path: "$.id",
                kind: .typeMismatch),
            response: HTTPResponse(status: 200), of: request)
        #expect(decoding.kind == .decoding && decoding.status == .ok && decoding.jsonError?.kind == .typeMismatch)
        #expect(decoding.operationName == "deletePet" && decoding.httpStatusError == nil)
        #expect(CurlewError.transport("x", curlCode: .recvError).kind == .transport)
        #expect(CurlewError.timedOut("x").curlCode == .operationTimedOut)
        #expect(CurlewError.cancelled().message == "the request was cancelled")
        #expect(CurlewError.cancelled().kind == .cancelled)
        #expect(CurlewError.invalidRequest("x", method: .get, url: url).url == "https://h/pets?api_key=%3Credacted%3E")
    }

    @Test("localizedDescription is the one-line description, with the operation in front")
    func localizedDescription() {
        var request = HTTPRequest(url: URL(string: "http://h/pets/7")!)
        request.options.operationName = "getPet"
        let error: any Error = CurlewError.httpStatus(HTTPResponse(status: 404), of: request)
        #expect(error.localizedDescription == "getPet: HTTP 404 Not Found for GET http://h/pets/7")
        #expect((error as? any LocalizedError)?.failureReason == "HTTP 404 Not Found")
    }

    @Test("curl codes are an open set: named ones compare with their numbers and print curl's text")
    func curlCodes() {
        #expect(CurlCode.operationTimedOut == CurlCode(rawValue: 28))
        #expect(CurlCode.couldntConnect.rawValue == 7)
        #expect(CurlCode.operationTimedOut.description == "curl error 28 (Timeout was reached)")
        #expect(CurlCode(rawValue: 9999).text.isEmpty == false)
    }
}
