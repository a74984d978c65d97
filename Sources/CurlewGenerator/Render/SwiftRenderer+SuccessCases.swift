/// The typed output of an endpoint whose success statuses answer different bodies: `enum <Operation>Success` with a
/// case per status, and the initializer that picks the case by the answer's status.
extension SwiftRenderer {
    /// `enum CreatePetSuccess: Hashable, Sendable { case ok(Pet); case created(Receipt); case noContent; … }`.
    func successCasesDeclaration(_ endpoint: APIModel.Endpoint) -> [SwiftSource] {
        guard let output = endpoint.successCases else { return [] }
        let name = SwiftNames.escaped(output.typeName)
        var body: [SwiftSource] = []
        for item in output.cases {
            let status = item.status.map { "`\($0)`" } ?? "Any other 2xx status (`2XX`)"
            let doc = status + (item.contentType.map { ", `\($0)`." } ?? ", without a body.")
            body.append(.doc(doc))
            body.append(
                .line("case \(SwiftNames.escaped(item.swiftName))" + (item.type.map { "(\(swiftType($0)))" } ?? "")))
        }
        let declared = output.cases.map { $0.status.map(String.init) ?? "2XX" }.joined(separator: ", ")
        var cases: [SwiftSource] = []
        for item in output.cases {
            let label = item.status.map(String.init) ?? "200...299"
            let caseName = "." + SwiftNames.escaped(item.swiftName)
            let value: String =
                switch (item.format, item.type) {
                case (_, nil): caseName
                case (.text, _): caseName + "(Swift.String(decoding: response.body, as: Swift.UTF8.self))"
                case (.data, _): caseName + "(response.body)"
                case (.json, let type?):
                    caseName + "(try decoder.decode(\(swiftType(type)).self, from: response.body))"
                }
            cases.append(.line("case \(label): self = \(value)"))
        }
        let message =
            "HTTP \\(response.status.code) is not a success status that `\(endpoint.name)` declares "
            + "(it declares \(declared))"
        cases.append(
            .line(
                "default: throw CurlewJSON.JSONError(message: \"\(message)\", byteOffset: 0, line: 1, column: 1, "
                    + "path: \"$\")"))
        body += [
            .blank,
            .doc(
                "Reads a success answer of `\(endpoint.name)`: the case of its status (an exact status before a\n"
                    + "range), its body decoded. A status without a case is a `CurlewJSON.JSONError` that names it."),
            .block(
                "\(accessPrefix)init(response: Curlew.HTTPResponse, decoder: CurlewJSON.CurlewJSONDecoder) throws",
                [.switchBlock("switch response.status.code", cases)]),
        ]
        return [
            .doc(
                documentation(
                    "The success answers of `\(endpoint.name)`, one case per status: the spec declares different\n"
                        + "bodies for them.",
                    remark: "endpoints.\(endpoint.name)")),
            .block("\(accessPrefix)enum \(name): Swift.Hashable, Swift.Sendable", body),
        ]
    }

    /// The expression that reads a success answer into the endpoint's `…Success` enum.
    func successCasesDecoding(_ output: APIModel.SuccessCases) -> String {
        "try \(typeName(output.typeName))(response: response, decoder: decoder)"
    }
}
