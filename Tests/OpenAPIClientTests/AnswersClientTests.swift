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

    @Test func aBodilessSuccessRangeIsNilForEveryOtherSuccess() async throws {
        // GIVEN `200` with a Pet and `2XX` without a body, WHEN the server answers 202 or 204 with no body
        for status in [HTTPStatus.accepted, .noContent, HTTPStatus(299)] {
            let (client, _) = Self.client(answering: "", status: status)
            // THEN the result is nil, not a decoding error
            let none: AnswersAPI.Pet? = try await client.adoptPet(id: 9)
            #expect(none == nil, "HTTP \(status.code)")
        }
        // AND a 200 is the Pet
        let (adopted, _) = Self.client(answering: #"{"id":7,"name":"Rex"}"#)
        #expect(try await adopted.adoptPet(id: 7) == AnswersAPI.Pet(id: 7, name: "Rex"))
    }

    @Test func parametersWithJSONContentAreSentAsJSONText() async throws {
        let (client, transport) = Self.client(answering: "", status: .noContent)
        // WHEN parameters declared with `content: application/json` are given an object and an array
        try await client.near(
            point: AnswersAPI.Point(lat: 1.5, long: -2), tags: ["a b", "c"],
            xOrigin: AnswersAPI.Point(lat: 0, long: 3))
        // THEN each is its JSON text, percent-encoded in the query and as it is in the header
        let request = try #require(transport.requests.first)
        #expect(
            request.url.query
                == "point=%7B%22lat%22%3A1.5%2C%22long%22%3A-2%7D&tags=%5B%22a%20b%22%2C%22c%22%5D")
        #expect(request.headers["X-Origin"] == #"{"lat":0,"long":3}"#)
    }
}
