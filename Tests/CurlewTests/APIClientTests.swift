import Curlew
import CurlewJSON
import Foundation
import Testing

@Suite("APIClient")
struct APIClientTests {
    /// What httpbin's /get and /anything echo, as a typed model.
    struct Echoed: Decodable, Sendable {
        var args: [String: String]
        var headers: [String: String]
        var url: String
        var method: String?
        var json: JSONValue?
    }

    /// The slideshow document of httpbin's /json (which Debian's httpbin 0.7 lacks: /anything echoes it instead).
    static let slideshowJSON = """
        {"slideshow": {"author": "Yours Truly", "date": "date of publication", "title": "Sample Slide Show",
         "slides": [{"title": "Wake up to WonderWidgets!", "type": "all"},
                    {"title": "Overview", "type": "all", "items": ["Why <em>WonderWidgets</em> are great", "Who"]}]}}
        """

    /// What /anything echoes of a posted document: the document, parsed, under "json".
    struct EchoedDocument<Document: Decodable & Sendable>: Decodable, Sendable {
        var json: Document
    }

    /// The slideshow document.
    struct SlideshowDocument: Decodable, Sendable {
        struct Slideshow: Decodable, Sendable {
            var author: String
            var title: String
            var slides: [Slide]
        }
        struct Slide: Decodable, Sendable {
            var title: String
            var type: String
            var items: [String]?
        }
        var slideshow: Slideshow
    }

    /// The same document with a field of the wrong type.
    struct WrongSlideshow: Decodable, Sendable {
        struct Slideshow: Decodable, Sendable {
            var slides: [Slide]
        }
        struct Slide: Decodable, Sendable {
            var title: Int
        }
        var slideshow: Slideshow
    }

    struct NewPet: Encodable, Sendable {
        var name: String
        var bornAt: Date
    }

    /// POST the slideshow to /anything, which echoes it back under "json".
    private func slideshowEcho<Document>() -> Endpoint<EchoedDocument<Document>> {
        Endpoint(
            method: .post, path: "/anything",
            body: .data(Data(Self.slideshowJSON.utf8), contentType: "application/json"))
    }

    private func client(timeout: Duration? = nil) throws -> APIClient {
        let base = try Httpbin.url("")
        return APIClient(baseURL: base, headers: ["X-Client": "curlew-tests"], timeout: timeout)
    }

    @Test("a typed GET with an encoded query decodes the echo")
    func typedGet() async throws {
        let query = [URLQueryItem(name: "q", value: "a b&c+d/é"), URLQueryItem(name: "page", value: "2")]
        let echoed: Echoed = try await client().send(.get("/get", query: query))
        #expect(echoed.args == ["q": "a b&c+d/é", "page": "2"])
        #expect(echoed.headers["X-Client"] == "curlew-tests")
        #expect(echoed.headers["Accept"] == "application/json")
    }

    @Test("a nested document decodes into typed structs")
    func nestedDocument() async throws {
        let echoed: EchoedDocument<SlideshowDocument> = try await client().send(slideshowEcho())
        #expect(echoed.json.slideshow.title == "Sample Slide Show")
        #expect(echoed.json.slideshow.slides.count == 2)
        #expect(echoed.json.slideshow.slides[1].items?.count == 2)
    }

    @Test("a JSON body is encoded, sent as application/json, dates as ISO 8601")
    func jsonBody() async throws {
        let pet = NewPet(name: "Rex", bornAt: Date(timeIntervalSince1970: 1_704_164_645))
        let echoed: Echoed = try await client().send(.post("/anything", json: pet))
        #expect(echoed.method == "POST")
        #expect(echoed.headers["Content-Type"] == "application/json")
        #expect(echoed.json?["name"] == .string("Rex"))
        #expect(echoed.json?["bornAt"] == .string("2024-01-02T03:04:05Z"))
    }

    @Test("an endpoint without a result only needs a 2xx")
    func voidEndpoint() async throws {
        try await client().send(Endpoint<Void>.delete("/anything/pets/7"))
        try await client().send(Endpoint<Void>(method: .put, path: "/status/204"))
    }

    @Test("a non-2xx status is .httpStatus with the status, headers and body")
    func httpStatus() async throws {
        let error = await #expect(throws: CurlewError.self) {
            let _: JSONValue = try await client().send(.get("/status/418"))
        }
        #expect(error?.kind == .httpStatus)
        #expect(error?.status == 418)
        let body = String(decoding: error?.responseBody ?? Data(), as: UTF8.self)
        #expect(body.contains("teapot"))
        #expect(error?.responseHeaders?["x-more-info"] != nil)
        #expect(error?.description.hasPrefix("HTTP 418 I'm a teapot for GET http://127.0.0.1:") == true)
    }

    @Test("raw responses come back whatever the status")
    func rawResponse() async throws {
        let response = try await client().response(for: Endpoint<Void>(method: .get, path: "/status/404"))
        #expect(response.status == .notFound)
    }

    @Test("a field of the wrong type is .decoding with the JSON path")
    func decodingFailure() async throws {
        let error = await #expect(throws: CurlewError.self) {
            let _: EchoedDocument<WrongSlideshow> = try await client().send(slideshowEcho())
        }
        #expect(error?.kind == .decoding)
        #expect(error?.status == .ok)
        #expect(error?.jsonError?.path == "$.json.slideshow.slides[0].title")
        #expect(error?.description.contains("$.json.slideshow.slides[0].title") == true)
        #expect(error?.description.contains("POST http://127.0.0.1:") == true)
    }

    @Test("the client's timeout applies to every call")
    func clientTimeout() async throws {
        let error = await #expect(throws: CurlewError.self) {
            let _: JSONValue = try await client(timeout: .milliseconds(300)).send(.get("/delay/3"))
        }
        #expect(error?.kind == .timeout)
        #expect(error?.message.contains("300 ms") == true)
    }
}
