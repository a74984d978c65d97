import CurlewJSON
import Foundation

/// One API call: what to send and how to read the answer. Generated clients build these; so can you.
///
/// ```swift
/// let pet = try await api.send(Endpoint<Pet>(method: .get, path: "/pets/" + URLEncoding.pathSegment(id)))
/// let pets: [Pet] = try await api.send(.get("/pets", query: [URLQueryItem(name: "limit", value: "20")]))
/// try await api.send(.delete("/pets/7"))
/// ```
public struct Endpoint<Response: Sendable>: Sendable {
    /// A request body (``EndpointBody``, which does not depend on `Response`).
    public typealias Body = EndpointBody

    /// The request method.
    public var method: HTTPMethod
    /// The path relative to the client's base URL, already percent-encoded (`"/pets/7"`).
    public var path: String
    /// Query items; ``APIClient`` encodes names and values (everything but unreserved characters).
    public var query: [URLQueryItem]
    /// Headers for this call; they win over the client's headers of the same name.
    public var headers: HTTPHeaders
    /// The body, if any.
    public var body: Body?
    /// The time limit of this call; `nil` uses the client's, then the transport's.
    public var timeout: Duration?
    /// Turns a 2xx response into the result; a thrown `JSONError` becomes a ``CurlewError/Kind/decoding`` error.
    public var decodeResponse: @Sendable (HTTPResponse, CurlewJSONDecoder) throws -> Response
    /// Turns a non-2xx response into a typed error body (``CurlewError/errorBody``), or `nil` if it has none.
    public var decodeError: (@Sendable (HTTPResponse, CurlewJSONDecoder) -> (any Sendable)?)?
    /// Per-call policy for the middlewares (operation name, accepted credentials, retry, secrets, your own keys);
    /// the request carries it (``HTTPRequest/options``).
    public var options = RequestOptions()

    /// An endpoint that reads its result with `decodeResponse`.
    @inlinable  // specialized where it is called: no generic code run with metadata per call
    public init(
        method: HTTPMethod,
        path: String,
        query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:],
        body: Body? = nil,
        timeout: Duration? = nil,
        decodeResponse: @escaping @Sendable (HTTPResponse, CurlewJSONDecoder) throws -> Response
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.decodeResponse = decodeResponse
        self.decodeError = nil
    }

    /// An endpoint whose JSON response body decodes as `Response`.
    @inlinable
    public init(
        method: HTTPMethod,
        path: String,
        query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:],
        body: Body? = nil,
        timeout: Duration? = nil
    ) where Response: Decodable {
        self.init(method: method, path: path, query: query, headers: headers, body: body, timeout: timeout) {
            response, decoder in try decoder.decode(Response.self, from: response.body)
        }
    }

    /// The same for a response type with a generated reader: decoded through it with no conformance check at run
    /// time (the overload generated clients reach).
    @inlinable
    public init(
        method: HTTPMethod,
        path: String,
        query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:],
        body: Body? = nil,
        timeout: Duration? = nil
    ) where Response: Decodable & JSONDecodable {
        self.init(method: method, path: path, query: query, headers: headers, body: body, timeout: timeout) {
            response, decoder in try decoder.decode(Response.self, from: response.body)
        }
    }

    /// An endpoint whose response body is ignored (a 2xx is all it needs).
    @inlinable
    public init(
        method: HTTPMethod,
        path: String,
        query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:],
        body: Body? = nil,
        timeout: Duration? = nil
    ) where Response == Void {
        self.init(method: method, path: path, query: query, headers: headers, body: body, timeout: timeout) { _, _ in }
    }

    /// A copy that decodes non-2xx JSON bodies as `Failure` into ``CurlewError/errorBody``, when they parse.
    public func decodingErrors<Failure: Decodable & Sendable>(as type: Failure.Type) -> Self {
        var copy = self
        copy.decodeError = { response, decoder in try? decoder.decode(Failure.self, from: response.body) }
        return copy
    }
}

extension Endpoint where Response: Decodable {
    /// `GET path?query`, decoding the JSON response.
    public static func get(_ path: String, query: [URLQueryItem] = []) -> Self {
        Self(method: .get, path: path, query: query)
    }

    /// `POST path` with a JSON body, decoding the JSON response.
    public static func post(_ path: String, json: some Encodable & Sendable) -> Self {
        Self(method: .post, path: path, body: .json(json))
    }

    /// `PUT path` with a JSON body, decoding the JSON response.
    public static func put(_ path: String, json: some Encodable & Sendable) -> Self {
        Self(method: .put, path: path, body: .json(json))
    }

    /// `PATCH path` with a JSON body, decoding the JSON response.
    public static func patch(_ path: String, json: some Encodable & Sendable) -> Self {
        Self(method: .patch, path: path, body: .json(json))
    }
}

extension Endpoint where Response == Void {
    /// `DELETE path`, ignoring the response body.
    public static func delete(_ path: String) -> Self {
        Self(method: .delete, path: path)
    }
}
