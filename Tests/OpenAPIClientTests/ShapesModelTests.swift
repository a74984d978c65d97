import Curlew
import CurlewJSON
import Foundation
import Testing

/// Shapes.openapi.yaml: a discriminator mapping with two tags for one schema decodes both (and encodes the first),
/// and required readOnly/writeOnly properties are optional, so one struct serves requests and responses.
@Suite struct ShapesModelTests {
    /// Decodes `json` with the generated reader (the fast path) and with Foundation's decoder (the Codable path).
    func decodeBoth<T: Decodable & JSONDecodable>(_ type: T.Type, _ json: String) throws -> [T] {
        [
            try CurlewJSONDecoder().decode(T.self, from: Array(json.utf8)),
            try JSONDecoder().decode(T.self, from: Data(json.utf8)),
        ]
    }

    @Test func everyMappingTagOfASchemaDecodesToItsCase() throws {
        for json in [#"{"kind":"round","r":1}"#, #"{"kind":"circle","r":1}"#] {
            // WHEN either tag the mapping gives Circle is decoded, by both decoders
            for shape in try decodeBoth(Shapes.Shape.self, json) {
                // THEN it is a circle, not an unknown tag
                #expect(shape == .circle(Shapes.Circle(r: 1)), "\(json)")
            }
        }
        for shape in try decodeBoth(Shapes.Shape.self, #"{"kind":"oval","r":1}"#) {
            guard case .unknown(let tag, _) = shape else {
                Issue.record("expected an unknown tag, got \(shape)")
                continue
            }
            #expect(tag == "oval")
        }
    }

    @Test func aCaseWithSeveralTagsEncodesTheFirst() throws {
        let shape = try CurlewJSONDecoder().decode(Shapes.Shape.self, from: Array(#"{"kind":"round","r":2}"#.utf8))
        for data in [try CurlewJSONEncoder().encode(shape), try JSONEncoder().encode(shape)] {
            let object = try JSONValue(parsing: data)
            #expect(object["kind"] == .string("circle"))
            #expect(object["r"] == .number("2"))
        }
    }

    @Test func requiredReadOnlyAndWriteOnlyPropertiesAreOptional() throws {
        // WHEN a response leaves out the writeOnly password, THEN it still decodes, with both decoders
        for user in try decodeBoth(Shapes.User.self, #"{"id":1,"name":"n"}"#) {
            #expect(user == Shapes.User(id: 1, name: "n"))
            #expect(user.password == nil)
        }
        // WHEN a request is built without the readOnly id, THEN the key is left out, with both encoders
        let new = Shapes.User(name: "n", password: "secret")
        for data in [try CurlewJSONEncoder().encode(new), try JSONEncoder().encode(new)] {
            let object = try JSONValue(parsing: data)
            #expect(object["id"] == nil)
            #expect(object["name"] == .string("n"))
            #expect(object["password"] == .string("secret"))
        }
    }

    @Test func oneStructServesTheRequestAndTheResponse() async throws {
        // GIVEN a server that stores the user and answers without its password
        let mock = MockTransport { _ in
            HTTPResponse(
                status: .ok, headers: ["Content-Type": "application/json"],
                body: Data(#"{"id":7,"name":"ann"}"#.utf8))
        }
        let client = ShapesClient(baseURL: URL(string: "https://mock.invalid/v1")!, transport: mock)
        // WHEN the client creates a user
        let stored = try await client.createUser(body: Shapes.User(name: "ann", password: "pw"))
        // THEN the request had no id, and the response decoded without a password
        let sent = try JSONValue(parsing: try #require(mock.requests.first?.body.data))
        #expect(sent["id"] == nil)
        #expect(sent["password"] == .string("pw"))
        #expect(stored == Shapes.User(id: 7, name: "ann"))
    }
}
