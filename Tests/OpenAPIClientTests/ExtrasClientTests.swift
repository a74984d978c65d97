import Curlew
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
