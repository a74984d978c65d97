import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// Form, multipart and raw bodies, streamed responses, auth and retry policies of the generated
/// `PetstoreClient`, against the local Petstore server (Tests/Servers/petstore.py).
@Suite struct PetstoreBodiesTests {
    func client(auth: PetstoreClient.Auth? = nil) throws -> PetstoreClient {
        PetstoreClient(baseURL: try PetstoreServer.shared().baseURL, auth: auth)
    }

    @Test func formBodyWithoutCredentials() async throws {
        // GIVEN a client with a bearer token; `login` is declared "auth": false
        let client = try client(auth: .bearer("t0"))
        // WHEN logging in with a form body
        let token = try await client.login(user: "ann", password: "secret", remember: true)
        // THEN the server got the form fields and no Authorization header
        #expect(token.token == "t-ann-true")
        do {
            _ = try await client.login(user: "ann", password: "wrong")
            Issue.record("expected a 401")
        } catch let error as CurlewError {
            #expect(error.errorBody(as: Problem.self)?.code == 401)
        }
    }

    @Test func authPerAPI() async throws {
        let bearer = try await client(auth: .bearer("abc")).whoami()
        #expect(bearer.authorization == "Bearer abc")
        let key = try await client(auth: .apiKey("k-1")).whoami()
        #expect(key.apiKey == "k-1")
        #expect(key.authorization == nil)
        let none = try await client(auth: .bearer("abc")).anonymous()
        #expect(none.authorization == nil)
    }

    @Test func multipartUploadsAFileFromDisk() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rex-\(UUID().uuidString).jpg")
        try Data(repeating: 0xAB, count: 70_000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let upload = try await client().addPhoto(
            id: 1, file: .file(file, contentType: "image/jpeg"), caption: "Rex at the beach")
        #expect(upload.size == 70_000)
        #expect(upload.filename == file.lastPathComponent)
        #expect(upload.caption == "Rex at the beach")
        let inMemory = try await client().addPhoto(id: 1, file: .data(Data("GIF89a".utf8), filename: "x.gif"))
        #expect(inMemory.size == 6)
        #expect(inMemory.filename == "x.gif")
    }

    @Test func rawBodyKeepsItsContentType() async throws {
        let upload = try await client().uploadRecord(id: 1, body: Data("%PDF-1.7".utf8))
        #expect(upload.size == 8)
        #expect(upload.contentType == "application/pdf")
    }

    @Test func perEndpointRetryPolicyOutlastsTwoFailures() async throws {
        // The server answers 503 twice per key; `flaky` allows 4 attempts (the API's policy only 2).
        let key = UUID().uuidString
        let answer = try await client().flaky(key: key)
        #expect(answer.attempts == 3)
    }

    @Test func streamYieldsEveryPet() async throws {
        // Only the server's fixed dog and cat: other tests add and delete pets meanwhile.
        var names: [String] = []
        for try await pet in try client().listPetsStream(tags: ["dog", "cat"]) {
            names.append(pet.name)
        }
        #expect(names.sorted() == ["Rex", "Tom"])
    }
}
