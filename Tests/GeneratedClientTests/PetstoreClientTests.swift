import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// The generated `PetstoreClient` against the local Petstore server (Tests/Servers/petstore.py): every kind of
/// parameter, body, typed error and empty response, over the real CurlTransport.
@Suite struct PetstoreClientTests {
    func client() throws -> PetstoreClient {
        PetstoreClient(baseURL: try PetstoreServer.shared().baseURL)
    }

    @Test func listsWithDefaultAndArrayQueryParameters() async throws {
        // WHEN listing with the default limit and two tags
        let pets = try await client().listPets(tags: ["dog", "cat"])
        // THEN both tags were sent (tags=dog&tags=cat) and the models decoded, unknown values kept
        #expect(Set(pets.map(\.name)).isSuperset(of: ["Rex", "Tom"]))
        let tom = try #require(pets.first { $0.name == "Tom" })
        #expect(tom.status == .unknown("adopted"))
        #expect(tom.priority == .unknown(7))
        let rex = try #require(pets.first { $0.name == "Rex" })
        #expect(rex.toys.count == 3)
        #expect(rex.createdAt != nil)
    }

    @Test func limitIsSent() async throws {
        let pets = try await client().listPets(limit: 1)
        #expect(pets.count == 1)
    }

    @Test func getsOnePetAndDecodesTypedErrors() async throws {
        let client = try client()
        let nemo = try await client.getPet(id: 3)
        #expect(nemo.name == "Nemo")
        #expect(nemo.status == .available)
        do {
            _ = try await client.getPet(id: 999)
            Issue.record("expected a 404")
        } catch let error as CurlewError {
            #expect(error.status == 404)
            #expect(error.errorBody(as: Problem.self) == Problem(code: 404, message: "no pet 999"))
        }
    }

    @Test("30 generated calls at once from tasks on the transport's executor: each decodes its own pet or error")
    func callsOnTheTransportsExecutor() async throws {
        // GIVEN the README's pattern: a generated client's calls as child tasks that prefer CurlTransport's executor
        let client = try client()
        let names = [Int64(1): "Rex", 2: "Tom", 3: "Nemo"]
        let results = try await withThrowingTaskGroup(of: (Int64, String).self) { group in
            for index in 0..<30 {
                let id = Int64(index % 4 == 3 ? 999 : index % 4 + 1)
                group.addTask(executorPreference: CurlTransport.shared.executor) {
                    do {
                        return (id, try await client.getPet(id: id).name)
                    } catch let error as CurlewError {
                        return (id, error.errorBody(as: Problem.self)?.message ?? "\(error)")
                    }
                }
            }
            return try await group.reduce(into: [(Int64, String)]()) { $0.append($1) }
        }
        // THEN every call decoded the answer to its own request: the pet, or the typed 404 body
        #expect(results.count == 30)
        for (id, result) in results {
            #expect(result == names[id] ?? "no pet \(id)", "id \(id)")
        }
    }

    @Test func createsUpdatesAndDeletes() async throws {
        let client = try client()
        // POST with a JSON body
        let created = try await client.createPet(body: NewPet(name: "Bubbles", tag: "fish"))
        #expect(created.name == "Bubbles")
        // PUT with a header parameter; a stale ETag is a typed 412
        let updated = try await client.updatePet(
            id: created.id, ifMatch: "\"\(created.id)\"", body: NewPet(name: "Bub"))
        #expect(updated.name == "Bub")
        await #expect(throws: CurlewError.self) {
            try await client.updatePet(id: created.id, ifMatch: "\"0\"", body: NewPet(name: "x"))
        }
        // DELETE answers 204 with no body
        try await client.deletePet(id: created.id)
        do {
            try await client.deletePet(id: created.id)
            Issue.record("expected a 404")
        } catch let error as CurlewError {
            #expect(error.errorBody(as: Problem.self)?.message == "no pet \(created.id)")
        }
    }

    @Test func validationErrorsAreTyped() async throws {
        do {
            _ = try await client().createPet(body: NewPet(name: ""))
            Issue.record("expected a 422")
        } catch let error as CurlewError {
            #expect(error.status == 422)
            #expect(error.errorBody(as: Problem.self)?.message == "a pet needs a name")
        }
    }

    @Test func serversAreStaticURLs() {
        #expect(PetstoreClient.production.absoluteString == "https://petstore.example.com/v1")
        #expect(PetstoreClient.staging.host == "staging.petstore.example.com")
    }
}
