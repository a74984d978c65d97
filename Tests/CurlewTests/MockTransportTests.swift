import Curlew
import CurlewJSON
import Foundation
import Testing

/// MockTransport is a product feature (for users' tests), so it is tested as one.
@Suite("MockTransport")
struct MockTransportTests {
    struct Problem: Decodable, Sendable, Equatable {
        var code: Int
        var message: String
    }

    @Test("records requests and answers from its closure")
    func recordsAndAnswers() async throws {
        let mock = MockTransport { request in
            HTTPResponse(status: .ok, body: Data(#"{"path":"\#(request.url.path)"}"#.utf8))
        }
        let api = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: mock)
        let answer: JSONValue = try await api.send(.get("/pets/" + URLEncoding.pathSegment("a b")))
        #expect(answer["path"] == .string("/v1/pets/a b"))
        #expect(mock.requests.map(\.url.absoluteString) == ["https://api.example.com/v1/pets/a%20b"])
        #expect(mock.requests.first?.headers["Accept"] == "application/json")
    }

    @Test("a typed error body reaches CurlewError.errorBody")
    func typedErrorBody() async throws {
        let mock = MockTransport(status: .notFound, body: Data(#"{"code":404,"message":"no such pet"}"#.utf8))
        let api = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: mock)
        let endpoint = Endpoint<JSONValue>.get("/pets/7").decodingErrors(as: Problem.self)
        let error = await #expect(throws: CurlewError.self) { _ = try await api.send(endpoint) }
        #expect(error?.kind == .httpStatus)
        #expect(error?.errorBody(as: Problem.self) == Problem(code: 404, message: "no such pet"))
        #expect(error?.description.contains("no such pet") == true)
    }
}
