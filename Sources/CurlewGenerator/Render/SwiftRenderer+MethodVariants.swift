/// The variants of an endpoint's method that share its request: `…Response` (the body with the answer's status,
/// headers and timings), the plain method delegating to it, and `…Download` (the bytes to a file).
extension SwiftRenderer {
    /// The plain method of an endpoint with a `…Response` variant: that variant's body, so the request is built
    /// in one place.
    func delegatingMethod(
        _ endpoint: APIModel.Endpoint, to responseName: String, parameters: [APIModel.Parameter], arguments: [String]
    ) -> [SwiftSource] {
        // A keyword is a label as it is in a call (escaping it there is a warning), but for these three.
        func label(_ name: String) -> String { ["inout", "var", "let"].contains(name) ? "`\(name)`" : name }
        var forwarded = parameters.map { "\(label($0.swiftName)): \(SwiftNames.escaped($0.swiftName))" }
        if endpoint.body != nil || endpoint.rawContentType != nil { forwarded.append("body: body") }
        let returnsValue = endpoint.returns != nil
        let call = SwiftSource.list(
            prefix: (returnsValue ? "return " : "_ = ") + "try await self.\(SwiftNames.escaped(responseName))",
            items: forwarded, suffix: returnsValue ? ".body" : "")
        return [
            .doc(documentation(endpoint, streaming: false, output: false, withResponse: false)),
            endpoint.deprecated.map { .line(deprecation($0)) } ?? .doc(nil),
            .listBlock(
                prefix: "\(accessPrefix)func \(SwiftNames.escaped(endpoint.name))", items: arguments,
                suffix: " async throws" + (returnsValue ? " -> \(swiftType(endpoint.returns!))" : ""),
                body: [call]),
        ]
    }

    /// The name and signature of the `…Response` variant, returning `Curlew.APIResponse<response>`.
    func responseVariant(_ responseName: String, response: String) -> (name: String, signature: String) {
        (SwiftNames.escaped(responseName), " async throws -> Curlew.APIResponse<\(response)>")
    }

    /// `<name>Download(…, to:resume:)`: the answer's bytes written to a file (``APIClient.download``) instead of
    /// returned.
    func downloadMethod(_ endpoint: APIModel.Endpoint, response: String, arguments: [String]) -> [SwiftSource] {
        let request = requestLines(endpoint, response: response, output: false)
        let lines =
            request.lines + [
                .line("return try await \(request.client).download(_endpoint, to: destination, resume: resume)")
            ]
        let doc =
            (endpoint.doc.map { $0 + "\n\n" } ?? "")
            + "Downloads the answer's bytes to `destination`: streamed to `<destination>.part`, never held in\n"
            + "memory, renamed into place when whole; with `resume`, a partial file left by an earlier call is\n"
            + "continued with `Range` when the server allows it."
        return [
            .doc(doc),
            endpoint.deprecated.map { .line(deprecation($0)) } ?? .doc(nil),
            .line("@discardableResult"),
            .listBlock(
                prefix: "\(accessPrefix)func \(SwiftNames.escaped(endpoint.name + "Download"))",
                items: arguments + ["to destination: Foundation.URL", "resume: Swift.Bool = true"],
                suffix: " async throws -> Curlew.Download", body: lines),
        ]
    }
}
