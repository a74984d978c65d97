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

    @Test("answers from fixtures: first match by method and path, files too, and says what it had when none matches")
    func fixtures() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pets-\(UUID().uuidString).json")
        try Data(#"[{"id": 1}, {"id": 2}]"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let mock = try MockTransport(fixtures: [
            .json(.get, "/v1/pets/7", #"{"id": 7}"#),
            .json(.get, "/v1/pets/*", status: .notFound, #"{"code": 404, "message": "no such pet"}"#),
            .json(.get, "/v1/pets", contentsOf: file),
            .init(.delete, "/v1/pets/*", status: .noContent),
        ])
        let api = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: mock)
        // The first fixture that matches answers, whatever the query
        let seven: JSONValue = try await api.send(.get("/pets/7", query: [.init(name: "full", value: "1")]))
        #expect(seven == ["id": 7])
        let all: [JSONValue] = try await api.send(.get("/pets"))
        #expect(all == [["id": 1], ["id": 2]])
        // A wildcard segment, and the status and body it carries
        let missing = await #expect(throws: CurlewError.self) {
            _ = try await api.send(Endpoint<JSONValue>.get("/pets/8").decodingErrors(as: Problem.self))
        }
        #expect(missing?.status == .notFound)
        #expect(missing?.errorBody(as: Problem.self) == Problem(code: 404, message: "no such pet"))
        try await api.send(Endpoint<Void>(method: .delete, path: "/pets/8"))
        // A request no fixture answers names itself and the fixtures
        let unknown = await #expect(throws: CurlewError.self) {
            try await api.send(Endpoint<Void>(method: .post, path: "/pets"))
        }
        #expect(unknown?.kind == .invalidRequest)
        #expect(
            unknown?.message
                == "MockTransport has no fixture for POST /v1/pets (fixtures: GET /v1/pets/7, GET /v1/pets/*, "
                + "GET /v1/pets, DELETE /v1/pets/*)")
        #expect(
            mock.requests.map { "\($0.method) \($0.url.path)" } == [
                "GET /v1/pets/7", "GET /v1/pets", "GET /v1/pets/8", "DELETE /v1/pets/8", "POST /v1/pets",
            ])
        #expect(throws: (any Error).self) {
            _ = try MockTransport.Fixture.json(.get, "/x", contentsOf: file.appendingPathExtension("missing"))
        }
    }

    @Test("fixtures match the path as sent: a trailing slash, the root, a slash encoded inside a segment")
    func fixturePaths() throws {
        func request(_ url: String) throws -> HTTPRequest { HTTPRequest(url: try #require(URL(string: url))) }
        let pets = MockTransport.Fixture(.get, "/v1/pets/")
        #expect(pets.matches(try request("https://api.example.com/v1/pets/")))
        #expect(!pets.matches(try request("https://api.example.com/v1/pets")))
        #expect(!MockTransport.Fixture(.get, "/v1/pets").matches(try request("https://api.example.com/v1/pets/")))
        let root = MockTransport.Fixture(.get, "/")
        #expect(root.matches(try request("https://api.example.com/")))
        #expect(root.matches(try request("https://api.example.com")))
        let encoded = try request("https://api.example.com/files/a%2Fb")
        #expect(MockTransport.Fixture(.get, "/files/*").matches(encoded))
        #expect(MockTransport.Fixture(.get, "/files/a%2Fb").matches(encoded))
        #expect(!MockTransport.Fixture(.get, "/files/a/b").matches(encoded))
        #expect(!MockTransport.Fixture(.get, "/files/*/*").matches(encoded))
        #expect(MockTransport.Fixture(.get, "/files/a b").matches(try request("https://api.example.com/files/a%20b")))
    }

    @Test("without middlewares a transport error is still named for the operation and its URL redacted")
    func errorsWithoutMiddlewares() async throws {
        let mock = MockTransport { request in
            throw CurlewError.transport("connection refused", method: request.method, url: request.url)
        }
        let api = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: mock)
        #expect(api.middlewares.isEmpty)
        var endpoint = Endpoint<JSONValue>.get("/pets", query: [URLQueryItem(name: "session", value: "s3cret")])
        endpoint.options.operationName = "listPets"
        endpoint.options.redaction = Redaction(queryItems: ["session"])
        let error = try await #require(throws: CurlewError.self) { _ = try await api.send(endpoint) }
        #expect(error.operationName == "listPets")
        #expect(error.kind == .transport)
        let url = try #require(error.url)
        #expect(url.contains("session=") && !url.contains("s3cret"), "\(url)")
        #expect(mock.requests.count == 1)
    }
}
