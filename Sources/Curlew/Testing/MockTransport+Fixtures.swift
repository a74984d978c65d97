import Foundation

extension MockTransport {
    /// A canned answer for the requests whose method and path match it.
    ///
    /// ```swift
    /// let mock = try MockTransport(fixtures: [
    ///     .json(.get, "/v1/pets/7", #"{"id": 7, "name": "Rex"}"#),
    ///     .json(.get, "/v1/pets/*", status: .notFound, #"{"code": 404, "message": "no such pet"}"#),
    ///     .json(.get, "/v1/pets", contentsOf: Bundle.module.url(forResource: "pets", withExtension: "json")!),
    /// ])
    /// ```
    public struct Fixture: Sendable, CustomStringConvertible {
        /// The method to match; nil matches any.
        public var method: HTTPMethod?
        /// The path to match: the request's whole path (the base URL's included), compared segment by segment with
        /// each percent-decoded, so a slash encoded as `%2F` stays inside its segment (write it so here too, or
        /// match it with `*`). A trailing slash counts (`/v1/pets/` is not `/v1/pets`); an empty path is `/`. A `*`
        /// segment matches any one segment. The query is not compared.
        public var path: String
        /// The answer's status.
        public var status: HTTPStatus
        /// The answer's headers.
        public var headers: HTTPHeaders
        /// The answer's body.
        public var body: Data

        /// A fixture that answers `method` (any, when nil) on `path` with `status`, `headers` and `body`.
        public init(
            _ method: HTTPMethod? = nil, _ path: String, status: HTTPStatus = .ok, headers: HTTPHeaders = [:],
            body: Data = Data()
        ) {
            self.method = method
            self.path = path
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// A fixture that answers with `json` as its body and `Content-Type: application/json`.
        public static func json(
            _ method: HTTPMethod? = nil, _ path: String, status: HTTPStatus = .ok, _ json: String
        ) -> Fixture {
            Fixture(
                method, path, status: status, headers: ["Content-Type": "application/json"], body: Data(json.utf8))
        }

        /// A fixture that answers with the contents of the file at `url` and `Content-Type: application/json`;
        /// throws when the file cannot be read.
        public static func json(
            _ method: HTTPMethod? = nil, _ path: String, status: HTTPStatus = .ok, contentsOf url: URL
        ) throws -> Fixture {
            Fixture(
                method, path, status: status, headers: ["Content-Type": "application/json"],
                body: try Data(contentsOf: url))
        }

        /// `GET /v1/pets/*`, or `* /v1/pets/*` for any method.
        public var description: String { "\(method?.rawValue ?? "*") \(path)" }

        /// Whether `request` is one this fixture answers.
        public func matches(_ request: HTTPRequest) -> Bool {
            if let method, method != request.method { return false }
            let wanted = Self.segments(path)
            let encoded = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath
            let given = Self.segments(encoded ?? request.url.path)
            guard wanted.count == given.count else { return false }
            return zip(wanted, given).allSatisfy { $0 == "*" || $0 == $1 }
        }

        /// The segments of a percent-encoded `path` (`/` when empty), each decoded: split before decoding, so that
        /// an encoded slash stays in its segment. A segment that does not decode (a lone `%`) is kept as it is.
        static func segments(_ path: String) -> [String] {
            (path.isEmpty ? "/" : path).split(separator: "/", omittingEmptySubsequences: false).map { segment in
                segment.removingPercentEncoding ?? String(segment)
            }
        }
    }

    /// A transport that answers each request with the first of `fixtures` that matches it. A request that none
    /// matches throws a ``CurlewError`` of kind ``CurlewError/Kind/invalidRequest`` that names it and the
    /// fixtures, so a test fails with what it sent rather than with a decoding error.
    public convenience init(fixtures: [Fixture]) {
        self.init { request in
            guard let fixture = fixtures.first(where: { $0.matches(request) }) else {
                let known = fixtures.isEmpty ? "none" : fixtures.map(\.description).joined(separator: ", ")
                throw CurlewError.invalidRequest(
                    "MockTransport has no fixture for \(request.method) \(request.url.path) (fixtures: \(known))",
                    method: request.method, url: request.url)
            }
            return HTTPResponse(status: fixture.status, headers: fixture.headers, body: fixture.body)
        }
    }
}
