import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Issue 21, finding 2: CR LF in a part's Content-Type, name or file name never starts a header line of its own.
/// `"\r\n"` is one `Character` in Swift, equal to neither `"\r"` nor `"\n"`: the filters compare Unicode scalars.
@Suite("Multipart header injection")
struct MultipartInjectionTests {
    @Test(
        "CR LF in a part's Content-Type, name or file name adds no part header (the server gets the body as sent)",
        arguments: ["\r\n", "\n", "\r", "\r\n\r\n"])
    func lineBreaksStayInTheirHeader(_ lineBreak: String) async throws {
        var form = MultipartForm(boundary: "b0undary")
        form.append(
            MultipartForm.Part(
                name: "field\(lineBreak)X-Injected-Name: 1", filename: "f.txt\(lineBreak)X-Injected-File: 1",
                contentType: "text/plain\(lineBreak)X-Injected-Type: 1", content: .data(Data("hello".utf8))))
        let body = try form.streamedBody()
        let request = HTTPRequest(
            method: .post, url: try TestServer.faults().url("/echo"), headers: ["Content-Type": form.contentType],
            body: .stream(body))
        let response = try await CurlTransport.shared.send(request)
        #expect(response.status == .ok)
        let echoed = String(decoding: response.body, as: UTF8.self)
        let lines = echoed.split(separator: "\r\n", omittingEmptySubsequences: false)
        // the part's head is its three lines: boundary, Content-Disposition, Content-Type; then the blank line
        #expect(lines.count == 7, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("X-Injected") }, "\(echoed.debugDescription)")
        #expect(lines.contains("hello"))
        #expect(lines[2] == "Content-Type: text/plainX-Injected-Type: 1")
    }
}
