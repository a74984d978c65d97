import Curlew
import Foundation
import Testing

/// Multipart boundaries a user chooses: checked against RFC 2046, and quoted in the header when they must be.
extension RequestBodyTests {
    @Test(
        "a boundary RFC 2046 does not allow is an invalid request, not a broken body",
        arguments: ["", String(repeating: "b", count: 71), "ends in a space ", "quote\"d", "a\r\nX-Injected: 1", "é"]
    )
    func invalidBoundary(_ boundary: String) {
        let error = #expect(throws: CurlewError.self) { try MultipartForm(boundary: boundary).streamedBody() }
        #expect(error?.kind == .invalidRequest)
    }

    @Test("a boundary with a space or a colon is quoted in the Content-Type and the server reads the form")
    func quotedBoundary() async throws {
        var form = MultipartForm(boundary: "a b:c(d)=e?")
        form.append(name: "caption", value: "Rex")
        #expect(form.contentType == #"multipart/form-data; boundary="a b:c(d)=e?""#)
        #expect(
            MultipartForm(boundary: "plain-1.2_x'y+z").contentType == "multipart/form-data; boundary=plain-1.2_x'y+z")
        let response = try await Self.client().response(
            for: Endpoint<Void>(method: .post, path: "/post", body: .multipart(form)))
        #expect(try Echo(response).strings("form") == ["caption": "Rex"])
    }
}
