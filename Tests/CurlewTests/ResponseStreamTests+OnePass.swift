import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// APIClient.stream decodes with CurlewJSON's element decoder, in one pass over the bytes.
extension ResponseStreamTests {
    struct Item: Decodable, Sendable, Equatable {
        var id: Int
        var name: String
    }

    @Test("APIClient.stream: elements before a bad one are yielded, and the error names the element's index")
    func elementIndexInError() async throws {
        // GIVEN a server that answers with the array it was sent, whose third element has a string id
        let array = #"[{"id":0,"name":"a"}, {"id":1,"name":"b,]"}, {"id":"2","name":"c"}, {"id":3,"name":"d"}]"#
        let client = APIClient(baseURL: try TestServer.faults().baseURL)
        let endpoint = Endpoint<[Item]>(
            method: .post, path: "/echo", body: .data(Data(array.utf8), contentType: "application/json"))
        // WHEN its elements are streamed
        var seen: [Item] = []
        let error = await #expect(throws: CurlewError.self) {
            for try await item in client.stream(endpoint) { seen.append(item) }
        }
        // THEN the whole elements before it arrive, and the decoding error points into the third element
        #expect(seen == [Item(id: 0, name: "a"), Item(id: 1, name: "b,]")])
        #expect(error?.kind == .decoding)
        #expect(error?.jsonError?.path == "$[2].id", "\(String(describing: error))")
    }

    @Test("APIClient.stream: scalars, nested arrays and objects of any shape, through the client's decoder")
    func heterogeneousElements() async throws {
        let array = #"[1, "a,\"]", true , null,{"x":[1,{}]} ,[2,[3]], -0.5e3 ]"#
        let client = APIClient(baseURL: try TestServer.faults().baseURL)
        let endpoint = Endpoint<[JSONValue]>(
            method: .post, path: "/echo", body: .data(Data(array.utf8), contentType: "application/json"))
        var seen: [JSONValue] = []
        for try await value in client.stream(endpoint) { seen.append(value) }
        #expect(seen == (try JSONValue(parsing: array)).arrayValue)
    }

    @Test("APIClient.stream: a body that is not an array is a decoding error, not an empty stream")
    func notAnArray() async throws {
        let client = APIClient(baseURL: try TestServer.faults().baseURL)
        let endpoint = Endpoint<[Int]>(
            method: .post, path: "/echo", body: .data(Data(#"{"items":[1]}"#.utf8), contentType: "application/json"))
        let error = await #expect(throws: CurlewError.self) {
            for try await _ in client.stream(endpoint) {}
        }
        #expect(error?.kind == .decoding, "\(String(describing: error))")
    }
}
