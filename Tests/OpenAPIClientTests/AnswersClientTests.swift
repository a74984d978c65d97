import Curlew
import Foundation
import Testing

/// Answers and requests of Answers.openapi.yaml, through a MockTransport.
@Suite struct AnswersClientTests {
    static func client(answering body: String, status: HTTPStatus = .ok) -> (AnswersClient, MockTransport) {
        let transport = MockTransport(
            status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        return (AnswersClient(baseURL: URL(string: "http://127.0.0.1/")!, transport: transport), transport)
    }

    @Test func aNullableBodyDecodesNullAsNil() async throws {
        // GIVEN a response schema of `type: [string, "null"]`, WHEN the server answers `null`, THEN that is nil
        let (client, _) = Self.client(answering: "null")
        let none: String? = try await client.getNickname()
        #expect(none == nil)
        // AND a string is that string
        let (named, _) = Self.client(answering: #""Rex""#)
        let some: String? = try await named.getNickname()
        #expect(some == "Rex")
    }

    @Test func aSuccessDeclaredWithoutABodyIsNil() async throws {
        // GIVEN `200` with a Pet and `204` without a body, WHEN the server answers 204, THEN the result is nil
        let (client, _) = Self.client(answering: "", status: .noContent)
        let none: AnswersAPI.Pet? = try await client.findPet(id: 9)
        #expect(none == nil)
        // AND a 200 is the Pet
        let (found, _) = Self.client(answering: #"{"id":7,"name":"Rex"}"#)
        let pet: AnswersAPI.Pet? = try await found.findPet(id: 7)
        #expect(pet == AnswersAPI.Pet(id: 7, name: "Rex"))
        // AND the array, and its stream, still read a 200's elements
        let (listed, _) = Self.client(answering: #"[{"id":1,"name":"A"}]"#)
        let pets: [AnswersAPI.Pet]? = try await listed.listPets()
        #expect(pets?.map(\.name) == ["A"])
        var streamed: [String] = []
        for try await pet in listed.listPetsStream() {
            streamed.append(pet.name)
        }
        #expect(streamed == ["A"])
    }
}
