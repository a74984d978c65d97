import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// The ShopClient the build plugin generates from Shop.openapi.yaml with Shop.curlew-config.yaml's subset
/// (`filter: { tags: [pets], operations: [flaky] }`, `exclude: { operations: [deletePet], paths: [/pets/search/*] }`),
/// against the local Petstore server. That this file compiles shows the kept operations and the types they reach
/// (through `allOf`, a discriminated union, an `additionalProperties` value union) are all there;
/// ConfigSubsetTests counts what was left out.
@Suite("A subset of an API, chosen by a config file, compiled by the build plugin")
struct SubsetClientTests {
    func client() throws -> ShopClient {
        ShopClient(baseURL: try PetstoreServer.shared().baseURL)
    }

    @Test("the kept operations call the server and decode their models, unions and typed errors")
    func keptOperationsWork() async throws {
        let client = try client()
        // newest first, and other suites add pets to the shared server: ask for all of them to find the first
        let pets = try await client.listPets(limit: 10_000)
        let rex = try #require(pets.first { $0.name == "Rex" })
        #expect(rex.tag == "dog")
        #expect(rex.toys?.contains { if case .ball(let ball) = $0 { ball.diameter == 6.5 } else { false } } == true)
        let nemo = try await client.getPet(id: 3)
        #expect(nemo.name == "Nemo")
        do {
            _ = try await client.getPet(id: 999)
            Issue.record("expected a 404")
        } catch let error as CurlewError {
            #expect(error.errorBody(as: Problem.self) == Problem(code: 404, message: "no pet 999"))
        }
        let created = try await client.createPet(body: NewPet(name: "Subset", tag: "fish"))
        #expect(created.name == "Subset" && created.status == nil)
        // The server answers 503 twice per key, then how many attempts it saw (the client may retry by itself).
        let key = "subset-\(UUID())"
        var attempts: Attempts?
        for _ in 0..<3 where attempts == nil {
            attempts = try? await client.flaky(key: key)
        }
        #expect(attempts == Attempts(attempts: 3))
    }
}
