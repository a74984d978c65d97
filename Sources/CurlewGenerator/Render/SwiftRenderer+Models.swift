extension SwiftRenderer {
    /// `struct Name: Codable, Hashable, Sendable` with properties, a memberwise init and explicit `CodingKeys`.
    func structDeclaration(_ model: APIModel.Model) -> [SwiftSource] {
        var body: [SwiftSource] = []
        for field in model.fields {
            body.append(.doc(field.doc))
            let type = swiftType(field.type, optional: field.optional)
            body.append(.line("\(accessPrefix)var \(SwiftNames.escaped(field.swiftName)): \(type)"))
        }
        if !body.isEmpty {
            body.append(.blank)
        }
        let arguments = model.fields.map { field in
            let type = swiftType(field.type, optional: field.optional)
            return "\(SwiftNames.escaped(field.swiftName)): \(type)" + (field.optional ? " = nil" : "")
        }
        body.append(.doc("Creates a value from its fields."))
        body.append(
            .listBlock(
                prefix: "\(accessPrefix)init",
                items: arguments,
                suffix: "",
                body: model.fields.map { field in
                    let name = SwiftNames.escaped(field.swiftName)
                    return .line("self.\(name) = \(name)")
                }
            )
        )
        if !model.fields.isEmpty {
            body.append(.blank)
            body.append(.doc("The JSON key of each field."))
            body.append(
                .block(
                    "\(accessPrefix)enum CodingKeys: Swift.String, Swift.CodingKey",
                    model.fields.map { field in
                        let name = SwiftNames.escaped(field.swiftName)
                        return .line(
                            field.jsonKey == field.swiftName
                                ? "case \(name)" : "case \(name) = \(SwiftSource.literal(field.jsonKey))"
                        )
                    }
                )
            )
        }
        let name = SwiftNames.escaped(model.name)
        return [
            .doc(documentation(model.doc, remark: "models.\(model.name)")),
            .block("\(accessPrefix)struct \(name): Swift.Codable, Swift.Hashable, Swift.Sendable", body),
        ]
    }

    /// A string enum with `case unknown(Swift.String)`, so decoding a value this client does not know never fails.
    func enumDeclaration(_ model: APIModel.EnumModel) -> [SwiftSource] {
        var body: [SwiftSource] = model.cases.map { .line("case \(SwiftNames.escaped($0.swiftName))") }
        body.append(.doc("A value this client does not know yet, as the server sent it."))
        body.append(.line("case unknown(Swift.String)"))
        body.append(.blank)
        body.append(.doc("The value for `rawValue`: a known case, or `unknown(rawValue)`."))
        body.append(
            .block(
                "\(accessPrefix)init(rawValue: Swift.String)",
                [
                    .switchBlock(
                        "switch rawValue",
                        model.cases.map {
                            .line("case \(SwiftSource.literal($0.value)): self = .\(SwiftNames.escaped($0.swiftName))")
                        }
                            + [.line("default: self = .unknown(rawValue)")]
                    )
                ]
            )
        )
        body.append(.blank)
        body.append(.doc("The JSON string of this value."))
        body.append(
            .block(
                "\(accessPrefix)var rawValue: Swift.String",
                [
                    .switchBlock(
                        "switch self",
                        model.cases.map {
                            .line("case .\(SwiftNames.escaped($0.swiftName)): return \(SwiftSource.literal($0.value))")
                        }
                            + [.line("case .unknown(let value): return value")]
                    )
                ]
            )
        )
        body.append(.blank)
        body.append(.doc("Decodes any JSON string; unknown values become `unknown`."))
        body.append(
            .block(
                "\(accessPrefix)init(from decoder: any Swift.Decoder) throws",
                [
                    .line("let container = try decoder.singleValueContainer()"),
                    .line("self.init(rawValue: try container.decode(Swift.String.self))"),
                ]
            )
        )
        body.append(.blank)
        body.append(.doc("Encodes the raw string."))
        body.append(
            .block(
                "\(accessPrefix)func encode(to encoder: any Swift.Encoder) throws",
                [
                    .line("var container = encoder.singleValueContainer()"),
                    .line("try container.encode(rawValue)"),
                ]
            )
        )
        let name = SwiftNames.escaped(model.name)
        return [
            .doc(documentation(model.doc, remark: "models.\(model.name)")),
            .block(
                "\(accessPrefix)enum \(name): Swift.Codable, Swift.Hashable, Swift.Sendable, Swift.RawRepresentable",
                body
            ),
        ]
    }
}
