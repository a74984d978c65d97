import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// A client generated from Outcomes.openapi.yaml, whose operations answer different bodies per success status,
/// against the fault server: each call returns the `…Success` enum's case for the status the server sent.
@Suite struct OutcomesClientTests {
    func client() throws -> OutcomesClient {
        OutcomesClient(baseURL: try TestServer.faults().baseURL)
    }

    @Test func eachSuccessStatusIsItsOwnTypedCase() async throws {
        // GIVEN `200` a Pet, `201` a Receipt, `202` text and `204` nothing; WHEN the server answers each in turn
        let client = try client()
        // THEN each is its case, with its body decoded as its type
        #expect(try await client.outcome(status: 200) == .ok(OutcomesAPI.Pet(id: 7, name: "Rex")))
        #expect(try await client.outcome(status: 201) == .created(OutcomesAPI.Receipt(receipt: "r-1", petId: 7)))
        #expect(try await client.outcome(status: 202) == .accepted("queued"))
        #expect(try await client.outcome(status: 204) == .noContent)
    }

    @Test func aSuccessStatusWithoutACaseIsADecodingErrorNamingItAndTheOperation() async throws {
        // WHEN the server answers 207, which `outcome` does not declare
        let error = await #expect(throws: CurlewError.self) { _ = try await client().outcome(status: 207) }
        // THEN the error says which status and which operation
        #expect(error?.kind == .decoding)
        #expect(error?.operationName == "outcome")
        #expect(error?.message.contains("HTTP 207 is not a success status that `outcome` declares") == true)
        #expect(error?.message.contains("200, 201, 202, 204") == true)
    }

    @Test func aStatusWithoutAnExactCaseFallsToTheRange() async throws {
        // GIVEN `200` a Pet and `2XX` a Note: 200 is the Pet, 207 the range's Note
        let client = try client()
        #expect(try await client.rangedOutcome(status: 200) == .ok(OutcomesAPI.Pet(id: 7, name: "Rex")))
        #expect(try await client.rangedOutcome(status: 207) == .success2XX(OutcomesAPI.Note(note: "multi")))
    }

    @Test func theResponseVariantCarriesTheCaseWithTheStatus() async throws {
        let answer = try await client().outcomeResponse(status: 201)
        #expect(answer.status == .created)
        #expect(answer.body == .created(OutcomesAPI.Receipt(receipt: "r-1", petId: 7)))
    }

    @Test func bytesAndJSONAreCasesAndTheBytesDownload() async throws {
        // GIVEN `200` bytes and `202` a Job
        let client = try client()
        #expect(try await client.fileOutcome(status: 200) == .ok(Data((0..<1024).map { UInt8($0 % 256) })))
        #expect(try await client.fileOutcome(status: 202) == .accepted(OutcomesAPI.Job(job: "j-1")))
        // AND the …Download variant writes the 200's bytes to a file
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("outcome-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await client.fileOutcomeDownload(status: 200, to: file)
        #expect(try Data(contentsOf: file) == Data((0..<1024).map { UInt8($0 % 256) }))
    }

    @Test func paginationReadsTheItemsOfThePageCase() async throws {
        // GIVEN pages answered `200` (a page) or `202` (a Job): every page is a 200, and its items follow
        var numbers: [Int] = []
        for try await item in try client().outcomePagesItems(style: "next", perPage: 3) { numbers.append(item.n) }
        #expect(numbers == Array(1...7))
    }
}
