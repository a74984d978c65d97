import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// Response headers, text and byte bodies, and error bodies by status class and `default`, from an OpenAPI
/// document (Extras.openapi.yaml), against the local Petstore server (Tests/Servers/petstore.py).
@Suite struct ExtrasClientTests {
    func client() throws -> ExtrasClient {
        ExtrasClient(baseURL: try PetstoreServer.shared().baseURL)
    }

    @Test func declaredResponseHeadersArriveTyped() async throws {
        // WHEN asking for the whole answer of an endpoint that declares response headers
        let output = try await client().getAnimalOutput(id: 1)
        // THEN the body is the same as the plain method's, and the headers are typed
        #expect(output.status == .ok)
        #expect(output.body == Animal(id: 1, name: "Rex"))
        #expect(output.headers.xRateLimit == 42)
        #expect(output.headers.xExpiresAfter == Date(timeIntervalSince1970: 1_893_553_445))
        #expect(output.headers.xTags == ["dog", "pet"])
        // AND a header that does not parse, or is absent, is nil
        #expect(output.headers.xBroken == nil)
        #expect(output.headers.xMissing == nil)
        // AND the simple call still returns just the body
        #expect(try await client().getAnimal(id: 1) == Animal(id: 1, name: "Rex"))
    }

    @Test func defaultErrorBodyIsTyped() async throws {
        do {
            _ = try await client().getAnimal(id: 999)
            Issue.record("expected a 404")
        } catch let error as CurlewError {
            // The spec declares only `default` for errors: a 404 decodes as it.
            #expect(error.status == 404)
            #expect(error.errorBody(as: ErrorModel.self) == ErrorModel(code: 404, message: "no pet 999"))
        }
    }

    @Test func exactStatusWinsOverClassWhichWinsOverDefault() async throws {
        for (code, expected) in [(404, "NotFound"), (418, "ClientError"), (409, "ClientError"), (500, "ErrorModel")] {
            do {
                try await client().fail(code: code)
                Issue.record("expected \(code) to fail")
            } catch let error as CurlewError {
                let body = try #require(error.errorBody)
                #expect("\(type(of: body))" == expected, "HTTP \(code)")
            }
        }
    }

    @Test func textAndBytesAreNotDecodedAsJSON() async throws {
        // text/plain → String
        #expect(try await client().getAnimalName(id: 2) == "Tom")
        // image/png → the bytes as received
        #expect(try await client().getAnimalPhoto(id: 3) == Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 3]))
    }

    @Test func bytesHaveADownloadVariantThatWritesAFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-download-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("photo.png")
        let download = try await client().getAnimalPhotoDownload(id: 3, to: destination)
        #expect(download.file == destination)
        #expect(download.status == 200 && download.size == 7 && download.resumedFrom == 0)
        #expect(try Data(contentsOf: destination) == Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 3]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["photo.png"])  // no .part left
        // an error status leaves no file behind and throws as the plain method does
        let missing = folder.appendingPathComponent("missing.png")
        await #expect(throws: CurlewError.self) { try await client().getAnimalPhotoDownload(id: 999, to: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}

/// Query objects: `style: deepObject` and `form` exploded, as petstore.py's echo receives them.
@Suite struct QueryObjectTests {
    @Test func deepObjectAndFormObjectsBecomeOneItemPerProperty() async throws {
        let client = ExtrasClient(baseURL: try PetstoreServer.shared().baseURL)
        // WHEN sending a deepObject model, a deepObject dictionary and a form (exploded) object
        let received = try await client.search(
            filter: Filter(name: "Rex & co", age: 3, tags: ["a", "b"]), sort: ["name": "asc", "age": "desc"],
            page: Page(size: 10))
        // THEN each property is its own item, `filter[name]` for deepObject, `size` for form; absent ones left out
        #expect(
            received.args == [
                "filter[name]": ["Rex & co"], "filter[age]": ["3"], "filter[tags]": ["a", "b"],
                "sort[age]": ["desc"], "sort[name]": ["asc"], "size": ["10"],
            ])
    }

    @Test func absentObjectsAndPropertiesAreLeftOut() async throws {
        let client = ExtrasClient(baseURL: try PetstoreServer.shared().baseURL)
        let received = try await client.search(filter: Filter(age: 0), page: Page(size: 1, number: 2))
        #expect(received.args == ["filter[age]": ["0"], "size": ["1"], "number": ["2"]])
    }
}

/// `format: date` fields and parameters are `CalendarDate` values, `yyyy-MM-dd` on the wire.
@Suite struct CalendarDateTests {
    @Test func dateOnlyFieldsRoundTripThroughTheServer() async throws {
        let client = ExtrasClient(baseURL: try PetstoreServer.shared().baseURL)
        let sent = Animal(
            id: 7, name: "Rex", born: CalendarDate(year: 2020, month: 2, day: 29),
            vaccinations: [CalendarDate(year: 2021, month: 1, day: 5)])
        // WHEN the server echoes the body back
        let echoed = try await client.echoAnimal(body: sent)
        // THEN the days are the same, whatever the time zone
        #expect(echoed == sent)
        // AND a date-only query parameter is sent as yyyy-MM-dd (the server puts it in `vaccinations`)
        let withQuery = try await client.echoAnimal(since: CalendarDate(year: 1999, month: 12, day: 31), body: sent)
        #expect(withQuery.vaccinations == [CalendarDate(year: 1999, month: 12, day: 31)])
    }

    @Test func dateOnlyFieldsDecodeOnBothPathsAndRejectNonDays() throws {
        let json = Data(#"{"id":1,"name":"A","born":"2024-05-06","vaccinations":["0001-01-01"]}"#.utf8)
        let expected = Animal(
            id: 1, name: "A", born: CalendarDate(year: 2024, month: 5, day: 6),
            vaccinations: [CalendarDate(year: 1, month: 1, day: 1)])
        // The fast path (JSONDecodable) and the Codable path agree
        #expect(try CurlewJSONDecoder().decode(Animal.self, from: json) == expected)
        #expect(try JSONDecoder().decode(Animal.self, from: json) == expected)
        // AND encoding writes yyyy-MM-dd
        let encoded = String(decoding: try CurlewJSONEncoder().encode(expected), as: UTF8.self)
        #expect(encoded.contains(#""born":"2024-05-06""#))
        // AND a day that does not exist, or a date-time, is a decoding error
        for bad in ["2023-02-29", "2024-05-06T00:00:00Z", "24-5-6"] {
            let data = Data(#"{"id":1,"name":"A","born":"\#(bad)"}"#.utf8)
            #expect(throws: DecodingError.self) { try CurlewJSONDecoder().decode(Animal.self, from: data) }
        }
    }

    @Test func convertsToAndFromDates() throws {
        let day = try #require(CalendarDate("2024-05-06"))
        #expect(day.description == "2024-05-06")
        #expect(day.date() == Date(timeIntervalSince1970: 1_714_953_600))
        #expect(CalendarDate(day.date()) == day)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        // 2024-05-05T20:00:00Z is already May 6 in Tokyo
        #expect(CalendarDate(Date(timeIntervalSince1970: 1_714_939_200), in: tokyo) == day)
        #expect(CalendarDate(year: 2024, month: 5, day: 5) < day)
    }
}

/// The spec's `example`/`examples` as fixtures (`ExtrasExamples`), typed and served from a `MockTransport`.
@Suite struct ExampleFixtureTests {
    @Test func examplesDecodeIntoTheTypedModels() throws {
        // Schema level (`components/schemas/Animal/example`)
        #expect(
            try ExtrasExamples.animal == Animal(id: 2, name: "Tom", born: CalendarDate(year: 2019, month: 1, day: 31)))
        // Media type level, from an `examples` map (one inline, one a components/examples reference)
        #expect(
            try ExtrasExamples.getAnimal200Rex
                == Animal(id: 1, name: "Rex", born: CalendarDate(year: 2020, month: 2, day: 29)))
        #expect(try ExtrasExamples.getAnimal200Shared == Animal(id: 3, name: #"Nemo "the fish""#, vaccinations: []))
        // The raw JSON is there for tests that want bytes
        #expect(ExtrasExamples.getAnimal200SharedJSON == #"{"id":3,"name":"Nemo \"the fish\"","vaccinations":[]}"#)
        // Parameter level
        #expect(try ExtrasExamples.getAnimalVerbose == true)
    }

    @Test func responseExamplesAnswerAMockedClient() async throws {
        // GIVEN a client whose transport answers with the spec's example response
        let mock = MockTransport { _ in ExtrasExamples.getAnimal200RexResponse }
        let client = ExtrasClient(baseURL: URL(string: "https://mock.invalid/v1")!, transport: mock)
        // WHEN calling the generated method
        let animal = try await client.getAnimal(id: 1)
        // THEN the example arrives as the typed model, and the request went where the spec says
        #expect(animal == (try ExtrasExamples.getAnimal200Rex))
        #expect(mock.requests.map(\.url.absoluteString) == ["https://mock.invalid/v1/extras/pets/1"])
    }

    @Test func errorExamplesBecomeTypedErrorBodies() async throws {
        let client = ExtrasClient(
            baseURL: URL(string: "https://mock.invalid/v1")!,
            transport: MockTransport { _ in ExtrasExamples.getAnimalDefaultResponse })
        do {
            _ = try await client.getAnimal(id: 9)
            Issue.record("expected the example error")
        } catch let error as CurlewError {
            #expect(error.status == 500)
            #expect(error.errorBody(as: ErrorModel.self) == (try ExtrasExamples.getAnimalDefault))
        }
    }
}
