import CurlewJSON
import Foundation

/// A JSON API at one base URL: sends ``Endpoint``s over a transport and decodes their answers.
///
/// Generated clients wrap one; without a spec it is a one-line REST client:
///
/// ```swift
/// let api = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, headers: ["Authorization": "Bearer …"])
/// let user: User = try await api.send(.get("/users/7"))
/// ```
///
/// ``send(_:)`` throws ``CurlewError``: `.httpStatus` for a non-2xx answer (with its status, headers,
/// body and decoded error body), `.decoding` with the ``JSONError`` when the body does not fit, and
/// the transport's `.transport`, `.timeout`, `.cancelled` and `.invalidRequest`.
public struct APIClient: Sendable {
    /// The URL every endpoint's path is appended to. Its query, if any, comes after the path and before the
    /// endpoint's own query items (`…/v1?api-version=2` + `/pets` is `…/v1/pets?api-version=2&…`); its fragment
    /// is dropped, as it is never sent.
    public var baseURL: URL {
        didSet { base = BaseURLParts(baseURL) }
    }
    /// What every endpoint's URL takes from ``baseURL``, worked out when it changes.
    private(set) var base: BaseURLParts
    /// What sends the requests; ``CurlTransport/shared`` by default.
    public var transport: any HTTPTransport
    /// Headers sent with every request (an endpoint's own headers win).
    public var headers: HTTPHeaders
    /// The time limit of every call that sets none itself; `nil` leaves it to the transport.
    public var timeout: Duration?
    /// Decodes response bodies; dates as ISO 8601 by default.
    public var decoder: CurlewJSONDecoder
    /// Encodes JSON request bodies; dates as ISO 8601 by default.
    public var encoder: CurlewJSONEncoder
    /// Options every call starts from: each option an endpoint leaves `nil` takes this value (see
    /// ``RequestOptions/merged(over:)``). A client-wide ``RequestOptions/redirectHook``, cache policy or progress
    /// handler goes here; so does a per-call one for a generated client's method:
    ///
    /// ```swift
    /// var offline = client                       // a generated client: its `api` is this APIClient
    /// offline.api.options.cachePolicy = .cachedOnly
    /// let pet = try await offline.getPet(id: 7)  // from the cache, or an error
    /// ```
    public var options = RequestOptions()
    /// What every request goes through, first one outermost: auth, retry, logging, metrics, your own.
    public var middlewares: [any Middleware] {
        didSet { credentials = Credentials(middlewares) }
    }
    /// What the ``CredentialMiddleware``s among ``middlewares`` answer and hide, worked out when they change.
    private(set) var credentials: Credentials

    /// A client for the API at `baseURL`.
    public init(
        baseURL: URL,
        transport: any HTTPTransport = CurlTransport.shared,
        headers: HTTPHeaders = [:],
        timeout: Duration? = nil,
        middlewares: [any Middleware] = []
    ) {
        self.middlewares = middlewares
        credentials = Credentials(middlewares)
        self.baseURL = baseURL
        base = BaseURLParts(baseURL)
        self.transport = transport
        self.headers = headers
        self.timeout = timeout
        decoder = CurlewJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        encoder = CurlewJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
    }

    /// Sends the endpoint and returns its decoded result; a non-2xx status is an error.
    @inlinable  // specialized in the caller's module: no run-time generic lookups per call
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        var answer: HTTPResponse?
        return try await exchange(endpoint, answer: &answer)
    }

    /// Sends the endpoint and returns its decoded result with the status, headers and timings of the answer; a
    /// non-2xx status is an error, as for ``send(_:)``.
    ///
    /// ```swift
    /// let answer = try await api.sendWithResponse(Endpoint<[Pet]>.get("/pets"))
    /// let next = answer.headers["Link"]
    /// ```
    @inlinable  // specialized in the caller's module: `APIResponse<Response>` needs no run-time metadata lookup
    public func sendWithResponse<Response>(_ endpoint: Endpoint<Response>) async throws -> APIResponse<Response> {
        var answer: HTTPResponse?
        let body = try await exchange(endpoint, answer: &answer)
        guard let response = answer.take() else { preconditionFailure("exchange returned without its response") }
        return APIResponse(status: response.status, headers: response.headers, metrics: response.metrics, body: body)
    }

    /// Sends the endpoint, checks the status and decodes the body; `answer` is set to the response it came from.
    /// (`send` shares it rather than taking `sendWithResponse(_:).body`: an `APIResponse` it would drop costs
    /// copies on every call.)
    @usableFromInline
    func exchange<Response>(
        _ endpoint: Endpoint<Response>,
        answer: inout HTTPResponse?
    ) async throws -> Response {
        let request = try request(for: endpoint)
        let response = try await run(request)
        guard response.status.isSuccess else {
            throw CurlewError.httpStatus(response, of: request, errorBody: endpoint.decodeError?(response, decoder))
        }
        let body: Response
        do {
            body = try endpoint.decodeResponse(response, decoder)
        } catch let error as CurlewError {
            throw error.named(request.options.operationName)
        } catch {
            // A `JSONError`, or the `DecodingError` carrying one that the Codable path throws.
            throw CurlewError.decoding(error, response: response, of: request)
                .blamingCharset(declaredIn: response.headers, body: response.body)
        }
        answer = consume response
        return body
    }

    /// Sends the endpoint and returns the raw response, whatever its status; nothing is decoded.
    public func response<Response>(for endpoint: Endpoint<Response>) async throws -> HTTPResponse {
        try await run(request(for: endpoint))
    }

    /// The request `endpoint` makes with this client's base URL, headers, coders and timeout; an error names the
    /// endpoint's operation.
    public func request<Response>(for endpoint: Endpoint<Response>) throws -> HTTPRequest {
        do {
            return try makeRequest(for: endpoint)
        } catch let error as CurlewError {
            throw error.named(endpoint.options.operationName)
        }
    }

    /// The headers of a call that sets none: JSON accepted.
    private static let acceptJSON: HTTPHeaders = ["Accept": "application/json"]

    private func makeRequest<Response>(for endpoint: Endpoint<Response>) throws -> HTTPRequest {
        let url = try url(path: endpoint.path, query: endpoint.query, method: endpoint.method)
        var headers = self.headers.merging(endpoint.headers)
        var body = HTTPRequest.Body.none
        var contentType: String?
        switch endpoint.body {
        case .json(let value)?:
            do {
                body = .data(try encoder.encode(value))
            } catch {
                throw CurlewError.invalidRequest(
                    "cannot encode the request body as JSON: \(error)", method: endpoint.method, url: url
                )
            }
            contentType = "application/json"
        case .data(let data, let type)?:
            (body, contentType) = (.data(data), type)
        case .form(let fields)?:
            (body, contentType) = (.data(Data(URLEncoding.form(fields).utf8)), "application/x-www-form-urlencoded")
        case .multipart(let form)?:
            (body, contentType) = (.stream(try form.streamedBody()), form.contentType)
        case .streamed(let streamed, let type)?:
            (body, contentType) = (.stream(streamed), type)
        case nil:
            break
        }
        // the endpoint's or the client's own Content-Type wins over the body kind's
        if let contentType, !headers.contains("Content-Type") { headers["Content-Type"] = contentType }
        if headers.isEmpty {
            headers = Self.acceptJSON  // the common case: one prebuilt field, no name lowercased per call
        } else if !headers.contains("Accept") {
            headers["Accept"] = "application/json"
        }
        return HTTPRequest(
            method: endpoint.method, url: url, headers: headers, body: body, timeout: endpoint.timeout ?? timeout,
            options: endpoint.options.merged(over: options)
        )
    }
}
