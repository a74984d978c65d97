extension APIModel {
    /// The typed output of an endpoint whose success statuses answer different bodies (OpenAPI `200` with a `Pet`,
    /// `201` with a `Receipt`, `204` with none): an enum with one case per status, its case picked by the answer's
    /// status. The endpoint's `returns` is then `.named(typeName)`.
    package struct SuccessCases: Sendable, Hashable {
        /// The generated enum's name (`CreatePetSuccess`).
        package var typeName: String
        /// The cases: exact statuses ascending, then the `2XX` range (a status falls to it when no exact case has it).
        package var cases: [SuccessCase]

        /// Creates an output enum.
        package init(typeName: String, cases: [SuccessCase]) {
            self.typeName = typeName
            self.cases = cases
        }

        /// The case whose body pages are read from (`x-curlew-pagination`): the first one with a JSON body.
        package var pageCase: SuccessCase? {
            cases.first { $0.type != nil && $0.format == .json }
        }
    }

    /// One success status (or the `2XX` range) of an endpoint with `SuccessCases`, and its body.
    package struct SuccessCase: Sendable, Hashable {
        /// The case name: `ok`, `created`, `accepted`, `nonAuthoritativeInformation`, `noContent`,
        /// `resetContent`, `partialContent`, `status207` for any other code, `success2XX` for the range.
        package var swiftName: String
        /// The exact status; nil for the `2XX` range.
        package var status: Int?
        /// The body's type (`Swift.String` for text, `Foundation.Data` for bytes); nil: no body, a case
        /// without a value.
        package var type: TypeRef?
        /// How the body is read.
        package var format: ResponseFormat
        /// The body's media type as the spec declares it; nil without a body.
        package var contentType: String?

        /// Creates a case.
        package init(
            swiftName: String, status: Int?, type: TypeRef?, format: ResponseFormat = .json,
            contentType: String? = nil
        ) {
            self.swiftName = swiftName
            self.status = status
            self.type = type
            self.format = format
            self.contentType = contentType
        }

        /// The case name for an exact status (nil: the `2XX` range): the status's name for the common codes,
        /// `status<code>` for the others.
        package static func name(for status: Int?) -> String {
            guard let status else { return "success2XX" }
            let names = [
                200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
                205: "resetContent", 206: "partialContent",
            ]
            return names[status] ?? "status\(status)"
        }
    }
}
