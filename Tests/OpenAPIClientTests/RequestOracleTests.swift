import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// What the client generated from Requests.openapi.yaml sends, checked by the request oracle: a server that validates
/// every request against that document (openapi-core, plus a strict reading of query brackets and form bodies)
/// and answers 422 with the violations. Each test also asserts on the request as the oracle decoded it.
@Suite struct RequestOracleTests {
    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Requests.openapi.yaml")

    func client() throws -> RequestsClient {
        RequestsClient(baseURL: try TestServer.oracle(spec: Self.spec).baseURL)
    }

    /// The decoded request from the oracle's `X-Oracle-Received`; a 422 becomes a test failure naming the violations.
    func received(_ header: String?) throws -> JSONValue {
        try JSONValue(parsing: try #require(header, "no X-Oracle-Received header"))
    }

    func violations(_ call: () async throws -> Void) async {
        do {
            try await call()
        } catch let error as CurlewError {
            let body = error.responseBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
            Issue.record("the oracle refused the request: \(error.status.map { "\($0.code)" } ?? "-") \(body)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func nestedFormBodyIsSentInTheBracketConventionAndValidates() async throws {
        await violations {
            // WHEN a form body holds a nested object, a free-form object, an array of objects, a deepObject array,
            // a form array, a tagged union and a JSON-encoded field
            let output = try await client().createCustomerOutput(
                name: "Ada", address: Address(city: "Paris", geo: Geo(lat: 48.5, long: 2.25), lines: ["1 rue"]),
                metadata: ["plan": "gold"], items: [Item(price: "p_1", quantity: 2), Item(price: "p_2")],
                expand: ["customer", "invoice"], tags: ["t1", "t2"],
                shape: .circle(Circle(kind: "circle", radius: 3)),
                settings: CreateCustomerRequestSettings(theme: "dark", size: 2), description: "first")
            // THEN the oracle accepts it and decodes every field back to the value sent
            let body = try received(output.headers.xOracleReceived)["body"]
            #expect(body?["address"] == ["city": "Paris", "geo": ["lat": 48.5, "long": 2.25], "lines": ["1 rue"]])
            #expect(body?["metadata"] == ["plan": "gold"])
            #expect(body?["items"] == [["price": "p_1", "quantity": 2], ["price": "p_2"]])
            #expect(body?["expand"] == ["customer", "invoice"])
            #expect(body?["tags"] == ["t1", "t2"])
            #expect(body?["shape"] == ["kind": "circle", "radius": 3])
            #expect(body?["settings"] == ["theme": "dark", "size": 2])
            #expect(body?["description"] == "first")
            #expect(output.body.name == "Ada")
        }
    }

    @Test func formFieldsOfNoDeclaredShapeAreStringifiedJSON() async throws {
        await violations {
            // WHEN a field of no declared shape gets an object, and an array of such fields an object and a string
            let output = try await client().createCustomerOutput(
                name: "Cy", context: ["ip": "1.2.3.4"], fields: [["label": "a"], "plain"])
            // THEN the object is its JSON text and each item its own pair, a string as it is (as Twilio's SDKs send)
            let body = try received(output.headers.xOracleReceived)["body"]
            #expect(body?["context"] == #"{"ip":"1.2.3.4"}"#)
            #expect(body?["fields"] == [#"{"label":"a"}"#, "plain"])
        }
    }

    @Test func optionalFormFieldsAreLeftOut() async throws {
        await violations {
            let output = try await client().createCustomerOutput(name: "Bo")
            #expect(try received(output.headers.xOracleReceived)["body"] == ["name": "Bo"])
        }
    }

    @Test func deepObjectQueryWithNestedObjectsUnionsAndArraysValidates() async throws {
        await violations {
            // WHEN a deepObject filter nests an object and a tagged union, and a deepObject array is sent
            let output = try await client().searchOutput(
                filter: SearchFilter(
                    created: RangeModel(gte: 5, lt: 9), status: .active, shape: .square(Square(kind: "square", side: 2))
                ),
                expand: ["a", "b"], q: "x y",
                sort: [SortKey(field: "name", descending: true), SortKey(field: "id")])
            // THEN the oracle decodes `filter[created][gte]=5`, `filter[shape][side]=2` and `expand[]=a` back
            let query = try received(output.headers.xOracleReceived)["query"]
            #expect(
                query?["filter"]
                    == ["created": ["gte": 5, "lt": 9], "status": "active", "shape": ["kind": "square", "side": 2]])
            #expect(query?["expand"] == ["a", "b"])
            #expect(query?["q"] == "x y")
            // AND an array of objects (form, exploded) goes as `sort[0][field]=name&sort[0][descending]=true&…`
            #expect(query?["sort"] == [["field": "name", "descending": true], ["field": "id"]])
        }
    }

    /// The upload operation's own server on the oracle's second port, its `version` variable set to v2.
    func uploadClient() throws -> RequestsClient {
        var client = try client()
        let second = try #require(try TestServer.oracle(spec: Self.spec).secondURL)
        client.uploadServer.host = try #require(second.host)
        client.uploadServer.port = String(try #require(second.port))
        client.uploadServer.version = .v2
        return client
    }

    @Test func anOperationsOwnServerTakesItsRequestsWithTheVariablesSet() async throws {
        // GIVEN the spec's defaults: the upload server is 127.0.0.1:1/files/v1, not the client's base URL
        let client = try client()
        #expect(
            try client.uploadServer.url(relativeTo: client.api.baseURL).absoluteString == "http://127.0.0.1:1/files/v1")
        await violations {
            // WHEN its variables point at the oracle's second port, version v2
            let output = try await uploadClient().uploadOutput(
                files: [.data(Data("a".utf8), filename: "a.txt")], meta: Address(city: "Rome"))
            // THEN the upload goes there (with the server's path), while other calls stay on the base URL
            let received = try received(output.headers.xOracleReceived)
            #expect(received["port"] == "second")
            #expect(received["path"] == "/files/v2/uploads")
            let other = try await client.createCustomerOutput(name: "x")
            #expect(try self.received(other.headers.xOracleReceived)["port"] == "main")
        }
    }

    @Test func anOverrideSendsAnOperationsRequestsToAGivenURL() async throws {
        // GIVEN a whole URL for the upload server (as for a presigned upload URL the document cannot know)
        var client = try client()
        let second = try #require(try TestServer.oracle(spec: Self.spec).secondURL)
        client.uploadServer.override = second.appendingPathComponent("files/v1")
        await violations {
            let output = try await client.uploadOutput(
                files: [.data(Data("a".utf8), filename: "a.txt")], meta: Address(city: "Rome"))
            let received = try received(output.headers.xOracleReceived)
            #expect(received["port"] == "second")
            #expect(received["path"] == "/files/v1/uploads")
        }
    }

    @Test func aServerURLThatIsNotOneIsAnErrorNotACrash() async throws {
        var client = try client()
        client.uploadServer.host = "bad host"
        let error = await #expect(throws: CurlewError.self) {
            try await client.upload(files: [], meta: Address(city: "x"))
        }
        #expect(error?.kind == .invalidRequest)
    }

    @Test func multipartWithFilesArraysAndJSONPartsValidates() async throws {
        await violations {
            // WHEN a multipart body holds two files, an object, an array of scalars and an array of objects
            let output = try await uploadClient().uploadOutput(
                files: [.data(Data("abc".utf8), filename: "a.txt"), .data(Data("de".utf8), filename: "b.txt")],
                meta: Address(city: "Oslo"), labels: ["x", "y"],
                lines: [Item(price: "1"), Item(price: "2", quantity: 3)],
                count: 4, note: "*hi*")
            // THEN each file is a part, the object a JSON part, each array item a part of its own
            let body = try received(output.headers.xOracleReceived)["body"]
            #expect(body?["files"] == [["bytes": 3], ["bytes": 2]])
            #expect(body?["meta"] == ["city": "Oslo"])
            #expect(body?["labels"] == ["x", "y"])
            #expect(body?["lines"] == [["price": "1"], ["price": "2", "quantity": 3]])
            #expect(body?["count"] == 4)
            #expect(body?["note"] == ["bytes": 4])  // openapi-core reads a text/markdown part as bytes
            // AND each part has the Content-Type the media type's encoding declares, else its default
            let types = try received(output.headers.xOracleReceived)["partTypes"]
            #expect(types?["meta"] == ["application/vnd.meta+json"])
            #expect(types?["note"] == ["text/markdown"])
            #expect(types?["lines"] == ["application/json", "application/json"])
            #expect(types?["labels"] == ["text/plain", "text/plain"])
            #expect(types?["files"] == ["application/octet-stream", "application/octet-stream"])
        }
    }

    @Test func theOracleRefusesWhatTheDocumentDoesNotDeclare() async throws {
        // GIVEN a request the document does not allow: an undeclared form field and a scalar where an object goes
        let api = APIClient(baseURL: try TestServer.oracle(spec: Self.spec).baseURL)
        let endpoint = Endpoint<JSONValue>(
            method: .post, path: "/customers", body: .form([("name", "x"), ("address", "zz"), ("bogus", "1")]))
        // WHEN it is sent, THEN the oracle answers 422 naming both
        let error = await #expect(throws: CurlewError.self) { try await api.send(endpoint) }
        let text = error?.responseBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(error?.status?.code == 422)
        #expect(text.contains("'bogus': not a declared property"))
        #expect(text.contains("body[address]: 'zz' is not of type 'object'"))
    }
}
