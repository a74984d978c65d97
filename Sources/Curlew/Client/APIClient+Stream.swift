import CurlewJSON
import Foundation

extension APIClient {
    /// Sends an endpoint whose response is a JSON array and yields its elements as they arrive.
    ///
    /// Memory stays flat however long the array is: the body is read in chunks (with backpressure) and
    /// each element is decoded in the same pass that parses it, as soon as it is complete. The request is sent when
    /// iteration starts. A non-2xx status throws ``CurlewError/Kind/httpStatus``; a malformed or cut-off array
    /// throws ``CurlewError/Kind/decoding`` or the transport's error after the elements that were whole.
    ///
    /// ```swift
    /// for try await pet in api.stream(Endpoint<[Pet]>(method: .get, path: "/pets")) { print(pet.name) }
    /// ```
    public func stream<Element: Decodable & Sendable>(_ endpoint: Endpoint<[Element]>) -> ResponseElementStream<Element>
    {
        ResponseElementStream(
            client: self, request: Result { try request(for: endpoint) }, decodeError: endpoint.decodeError)
    }
}
