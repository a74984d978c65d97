import Curlew
import CurlewJSON
import Foundation
import Testing

/// The endpoint initializer for types with a ``JSONDecodable`` reader (what generated models are) decodes as the
/// `Decodable` one does, answers and failures alike.
@Suite("Endpoint with a reader")
struct EndpointReaderTests {
    /// A model with both conformances; `via` says which one read it.
    struct Pet: Decodable, JSONDecodable, Sendable, Equatable {
        var id: Int
        var name: String
        var via = "reader"

        init(id: Int, name: String, via: String) {
            (self.id, self.name, self.via) = (id, name, via)
        }

        enum CodingKeys: String, CodingKey { case id, name }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            via = "codable"
        }

        init(from reader: inout JSONReader) throws {
            var (id, name): (Int?, String?) = (nil, nil)
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "id": id = try reader.readInt()
                case "name": name = try reader.readString()
                default: try reader.skipValue()
                }
            }
            guard let id else { throw reader.missingKey("id") }
            guard let name else { throw reader.missingKey("name") }
            (self.id, self.name) = (id, name)
        }
    }

    /// A client whose every call is answered with `body`.
    static func client(answering body: String) -> APIClient {
        APIClient(baseURL: URL(string: "https://api.example.com")!, transport: MockTransport(body: Data(body.utf8)))
    }

    /// The `Decodable` initializer's endpoint, chosen by calling it where `Pet` is only known to be `Decodable`.
    static func decodableEndpoint<Response: Decodable & Sendable>(_ path: String) -> Endpoint<Response> {
        Endpoint(method: .get, path: path)
    }

    @Test("a model with a reader is read through it, as the Decodable initializer reads it")
    func readsThroughTheReader() async throws {
        let api = Self.client(answering: #"{"name":"Rex","id":7,"extra":[1,{"a":null}]}"#)
        let pet = try await api.send(Endpoint<Pet>(method: .get, path: "/pets/7"))
        #expect(pet == Pet(id: 7, name: "Rex", via: "reader"))
        let same: Pet = try await api.send(Self.decodableEndpoint("/pets/7"))
        #expect(same == pet)
    }

    @Test(
        "a body that does not fit, or is not JSON, fails with the same decoding error either way",
        arguments: [#"{"id":"seven","name":"Rex"}"#, #"{"id":7}"#, #"{"id":7,"name":"Rex""#, "[]"]
    )
    func failsAlike(body: String) async throws {
        let api = Self.client(answering: body)
        let reader = await #expect(throws: CurlewError.self) {
            _ = try await api.send(Endpoint<Pet>(method: .get, path: "/pets/7"))
        }
        let decodable = await #expect(throws: CurlewError.self) {
            let _: Pet = try await api.send(Self.decodableEndpoint("/pets/7"))
        }
        #expect(reader?.kind == .decoding)
        #expect(reader?.description == decodable?.description)
        #expect(reader?.jsonError != nil)
        #expect(reader?.jsonError?.description == decodable?.jsonError?.description)
    }
}
