import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// Two specs in this target declare `Pet` and `PetStatus`: Httpbin.curlew.json at the top level, and
/// Shelter.curlew.json inside its namespace (`"namespace": "Shelter"`). That this file compiles is the build
/// half of the proof; the calls show each client sends and decodes its own types.
@Suite("Two specs declaring the same model names, in one target")
struct ShelterClientTests {
    @Test("the namespaced client's Pet goes out and comes back through httpbin, beside Httpbin's own Pet")
    func namespacedModelsRoundTrip() async throws {
        let baseURL = try TestServer.httpbin().baseURL
        let shelter = ShelterClient(baseURL: baseURL)
        let rex = Shelter.Pet(
            name: "Rex", arrivedAt: Date(timeIntervalSince1970: 1_700_000_000),
            toy: .ball(Shelter.Ball(kind: "ball", color: "red")),
            friends: [Shelter.Pet(name: "Tom", status: .adopted, toy: .rope(Shelter.Rope(length: 1.5)))])
        let admission = try await shelter.admit(status: .reserved, body: rex)
        #expect(admission.method == "POST")
        #expect(admission.args["status"] == .string("reserved"))
        #expect(admission.json == rex)
        #expect(admission.json.status == .waiting)

        // Httpbin's Pet, unqualified in the same module, is another type with other fields.
        let httpbinPet = Pet(id: 7, name: "Rex", tag: nil, status: .sold, bornAt: nil, attributes: [:])
        let echo = try await HttpbinClient(baseURL: baseURL).postAnything(body: httpbinPet)
        #expect(echo.json == httpbinPet)
        #expect(ObjectIdentifier(Pet.self) != ObjectIdentifier(Shelter.Pet.self))
    }

    @Test("the namespaced stream yields the namespace's models, defaults applied")
    func namespacedStream() async throws {
        let body = Data(#"[{"name": "Rex", "toy": {"kind": "kite"}}, {"name": "Tom", "status": "adopted"}]"#.utf8)
        let shelter = ShelterClient(baseURL: URL(string: "http://127.0.0.1:1")!, transport: MockTransport(body: body))
        var pets: [Shelter.Pet] = []
        for try await pet in shelter.listPetsStream() {
            pets.append(pet)
        }
        #expect(pets.map(\.name) == ["Rex", "Tom"])
        #expect(pets.map(\.status) == [.waiting, .adopted])
        #expect(pets[0].toy == .unknown(tag: "kite", value: try JSONValue(parsing: #"{"kind": "kite"}"#)))
    }
}
