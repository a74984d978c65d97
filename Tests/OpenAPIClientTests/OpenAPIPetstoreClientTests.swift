import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// The `PetstoreClient` the build plugin generates from the OpenAPI restatement of Specs/Petstore.curlew.json
/// (Petstore.openapi.yaml), against the local Petstore server (Tests/Servers/petstore.py) over CurlTransport.
@Suite struct OpenAPIPetstoreClientTests {
    func client(auth: PetstoreClient.Auth? = nil) throws -> PetstoreClient {
        PetstoreClient(baseURL: try PetstoreServer.shared().baseURL, auth: auth)
    }

    @Test func createsGetsAndDeletesAPet() async throws {
        let client = try client()
        // WHEN creating a pet with a JSON body
        let created = try await client.createPet(body: NewPet(name: "Goldie", tag: "fish"))
        #expect(created.name == "Goldie")
        // THEN it can be read back by id
        let fetched = try await client.getPet(id: created.id)
        #expect(fetched.name == "Goldie")
        #expect(fetched.id == created.id)
        // AND deleting answers 204, after which the pet is a typed 404
        try await client.deletePet(id: created.id)
        do {
            _ = try await client.getPet(id: created.id)
            Issue.record("expected a 404")
        } catch let error as CurlewError {
            #expect(error.status == 404)
            #expect(error.errorBody(as: Problem.self) == Problem(code: 404, message: "no pet \(created.id)"))
        }
    }

    @Test func listsWithArrayQueryAndLimit() async throws {
        // tags is `style: form, explode: true`: sent as tags=dog&tags=cat
        let pets = try await client().listPets(tags: ["dog", "cat"])
        #expect(Set(pets.map(\.name)).isSuperset(of: ["Rex", "Tom"]))
        let rex = try #require(pets.first { $0.name == "Rex" })
        #expect(rex.createdAt != nil)
        let one = try await client().listPets(limit: 1)
        #expect(one.count == 1)
    }

    @Test func getsAFixedPetAndATyped404() async throws {
        let nemo = try await client().getPet(id: 3)
        #expect(nemo.name == "Nemo")
        #expect(nemo.status == .available)
        do {
            _ = try await client().getPet(id: 999)
            Issue.record("expected a 404")
        } catch let error as CurlewError {
            #expect(error.status == 404)
            #expect(error.errorBody(as: Problem.self)?.message == "no pet 999")
        }
    }

    @Test func formLoginSendsNoCredentials() async throws {
        // `login` declares `security: []`, so the bearer token is not sent with the form body
        let client = try client(auth: .bearer("t0"))
        let token = try await client.login(user: "ann", password: "secret", remember: true)
        #expect(token.token == "t-ann-true")
        do {
            _ = try await client.login(user: "ann", password: "wrong")
            Issue.record("expected a 401")
        } catch let error as CurlewError {
            #expect(error.status == 401)
            #expect(error.errorBody(as: Problem.self)?.code == 401)
        }
    }

    @Test func bearerAuthFromSecuritySchemes() async throws {
        let caller = try await client(auth: .bearer("abc")).whoami()
        #expect(caller.authorization == "Bearer abc")
        let anonymous = try await client().whoami()
        #expect(anonymous.authorization == nil)
    }

    @Test func streamYieldsEveryPet() async throws {
        // Only the server's fixed dog and cat: other tests add and delete pets meanwhile.
        var names: [String] = []
        for try await pet in try client().listPetsStream(tags: ["dog", "cat"]) {
            names.append(pet.name)
        }
        #expect(names.sorted() == ["Rex", "Tom"])
    }

    @Test func serversBecomeStaticURLs() {
        #expect(PetstoreClient.production.absoluteString == "https://petstore.example.com/v1")
        #expect(PetstoreClient.staging.host == "staging.petstore.example.com")
    }
}
