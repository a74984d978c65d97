extension SwiftRenderer {
    /// `enum <API>Examples`: the spec's examples as fixtures for tests. Each is raw JSON (`<name>JSON`), a typed
    /// value when the spec says what it is (`<name>`, throwing if the example does not fit its schema), and for
    /// responses an `HTTPResponse` (`<name>Response`) to answer a client call from a `MockTransport`.
    ///
    /// The enum holds `decode`; each example is an `extension` of it of its own, so a split output spreads them
    /// over its parts like the models (DigitalOcean's 3.3 MB of examples were one declaration, in one part, which one
    /// core compiled while the other had nothing left to do).
    func examplesDeclarations() -> [() -> [SwiftSource]] {
        let enumName = "\(api.name)Examples"
        let first: () -> [SwiftSource] = { examplesEnum(named: enumName) }
        return [first] + api.examples.map { example in { exampleExtension(example, of: enumName) } }
    }

    private func exampleExtension(_ example: APIModel.Example, of enumName: String) -> [SwiftSource] {
        var body: [SwiftSource] = []
        let name = SwiftNames.escaped(example.name)
        let json = SwiftNames.escaped(example.name + "JSON")
        body += [
            .doc("The example as JSON text.\n\n" + (example.doc ?? "")),
            .wrapped("\(accessPrefix)static let \(json) =", SwiftSource.literal(example.json)),
            .blank,
        ]
        if let type = example.type {
            let swift = swiftType(type)
            body += [
                .doc(
                    "`\(example.name)JSON` decoded as `\(swift)` (throws if the example does not fit the schema)."),
                .block(
                    "\(accessPrefix)static var \(name): \(swift)",
                    [.block("get throws", [.line("try decode(\(swift).self, from: \(json))")])]),
                .blank,
            ]
        }
        if let status = example.status {
            body += [
                .doc("`\(example.name)JSON` as a `\(status)` JSON response, e.g. for `Curlew.MockTransport`."),
                .block(
                    "\(accessPrefix)static var \(SwiftNames.escaped(example.name + "Response")): Curlew.HTTPResponse",
                    [
                        .list(
                            prefix: "Curlew.HTTPResponse",
                            items: [
                                "status: \(status)", "headers: [\"Content-Type\": \"application/json\"]",
                                "body: Foundation.Data(\(json).utf8)",
                            ], suffix: "")
                    ]),
                .blank,
            ]
        }
        body.removeLast()  // the last blank line
        return [.block("extension \(enumName)", body)]
    }

    private func examplesEnum(named enumName: String) -> [SwiftSource] {
        let body: [SwiftSource] = [
            .doc("Decodes `json` the way the client decodes responses (ISO 8601 dates)."),
            .block(
                "\(accessPrefix)static func decode<T: Swift.Decodable>(_ type: T.Type, from json: Swift.String) throws -> T",
                [
                    .line("var decoder = CurlewJSON.CurlewJSONDecoder()"),
                    .line("decoder.dateDecodingStrategy = .iso8601"),
                    .line("return try decoder.decode(type, from: Foundation.Data(json.utf8))"),
                ]),
        ]
        return [
            .doc(
                "The examples of \(specFileName), for tests: raw JSON, typed values and responses to serve from a\n"
                    + "`Curlew.MockTransport`."),
            .block("\(accessPrefix)enum \(enumName)", body),
        ]
    }
}
