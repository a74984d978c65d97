import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// A JSON response declared in another charset than UTF-8: the decode error names the charset and says Curlew reads
/// UTF-8 JSON only (RFC 8259 §8.1); a body that is UTF-8 despite its label decodes. Bodies from the fault server's
/// `/raw`, byte for byte.
@Suite("Decode errors name a declared charset other than UTF-8")
struct DeclaredCharsetTests {
    struct Named: Decodable, Sendable, Equatable {
        var name: String
    }

    /// A 200 with `contentType` and `body`, as the fault server's `/raw` sends it.
    private func answer(_ contentType: String, _ body: Data) -> Data {
        Data("HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private func client() throws -> APIClient {
        APIClient(baseURL: try TestServer.faults().baseURL)
    }

    private func send(_ contentType: String, _ body: Data) async throws -> Named {
        try await client().send(Endpoint<Named>.get("/raw", query: RawResponse.query(bytes: answer(contentType, body))))
    }

    /// `{"name":"café"}` in UTF-16 little-endian with its byte-order mark, in big-endian without one, and in an
    /// 8-bit charset (é is 0xE9 in all of Latin-1, windows-1252 and ISO 8859-15).
    static let cases: [(String, Data)] = [
        (
            "utf-16",
            Data([0xFF, 0xFE]) + Data(#"{"name":"café"}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        ),
        ("UTF-16BE", Data(#"{"name":"café"}"#.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })),
        ("iso-8859-1", Data(#"{"name":"caf"#.utf8) + Data([0xE9]) + Data(#""}"#.utf8)),
        ("latin1", Data(#"{"name":"caf"#.utf8) + Data([0xE9]) + Data(#""}"#.utf8)),
        ("\"windows-1252\"", Data(#"{"name":"caf"#.utf8) + Data([0xE9]) + Data(#""}"#.utf8)),
    ]

    @Test("a body in the declared charset fails naming it", arguments: 0..<cases.count)
    func namesTheCharset(index: Int) async throws {
        let (charset, body) = Self.cases[index]
        // GIVEN a JSON body in another encoding, declared by its Content-Type
        // WHEN it is decoded
        let error = await #expect(throws: CurlewError.self) {
            _ = try await send("application/json; charset=\(charset)", body)
        }
        // THEN the error is still a decoding error, and its message leads with the cause
        #expect(error?.kind == .decoding)
        let named = charset.replacingOccurrences(of: "\"", with: "").lowercased()
        let cause = "the response declares charset=\(named), but Curlew reads JSON as UTF-8 only (RFC 8259 §8.1): "
        #expect(error?.message.hasPrefix(cause) == true, "\(String(describing: error))")
        #expect(error?.jsonError?.message.hasPrefix(cause) == true)
        #expect(error?.description.contains(cause) == true, "\(String(describing: error))")
    }

    @Test("a body that is UTF-8 despite its label decodes")
    func utf8DespiteTheLabel() async throws {
        let ascii = Data(#"{"name":"cafe"}"#.utf8)
        #expect(try await send("application/json; charset=iso-8859-1", ascii) == Named(name: "cafe"))
        #expect(try await send("application/json; charset=windows-1252", Data(#"{"name":"café"}"#.utf8)).name == "café")
    }

    @Test("other decode errors are left as they are: a UTF-8 label, no label, or not a byte problem")
    func otherErrorsUnchanged() async throws {
        let latin1 = Data(#"{"name":"caf"#.utf8) + Data([0xE9]) + Data(#""}"#.utf8)
        for contentType in ["application/json; charset=utf-8", "application/json; charset=UTF8", "application/json"] {
            let error = await #expect(throws: CurlewError.self) { _ = try await send(contentType, latin1) }
            #expect(error?.kind == .decoding)
            #expect(error?.message.contains("charset") == false, "\(contentType): \(String(describing: error))")
        }
        // a missing key in an ASCII body labelled Latin-1: the label is not the cause
        let missing = await #expect(throws: CurlewError.self) {
            _ = try await send("application/json; charset=iso-8859-1", Data(#"{"other":1}"#.utf8))
        }
        #expect(missing?.jsonError?.kind == .missingKey)
        #expect(missing?.message.contains("charset") == false)
        // a label that is no plain charset name is not repeated into the message
        let odd = await #expect(throws: CurlewError.self) {
            _ = try await send("application/json; charset=\"x\u{1B}[31m\"", latin1)
        }
        #expect(odd?.message.contains("charset") == false)
    }

    @Test("a streamed array in the declared charset fails naming it")
    func streamed() async throws {
        let body = Data(#"[{"name":"a"},{"name":"caf"#.utf8) + Data([0xE9]) + Data(#""}]"#.utf8)
        let endpoint = Endpoint<[Named]>.get(
            "/raw", query: RawResponse.query(bytes: answer("application/json; charset=ISO-8859-1", body)))
        let error = await #expect(throws: CurlewError.self) {
            for try await _ in try client().stream(endpoint) {}
        }
        #expect(error?.kind == .decoding)
        #expect(
            error?.message.hasPrefix("the response declares charset=iso-8859-1, but Curlew reads JSON as UTF-8 only")
                == true, "\(String(describing: error))")
    }
}
