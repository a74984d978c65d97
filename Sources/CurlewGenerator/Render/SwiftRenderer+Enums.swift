extension SwiftRenderer {
    /// The most variants a discriminated union's `encode(to:)` names in an exhaustive `switch` (the rest of the
    /// way, `unknown` is its `default`): swiftc's exhaustiveness check is quadratic in the cases and gives up, an
    /// error, past about 600 (a `oneOf` of 1,000 members did not compile).
    static let exhaustiveSwitchLimit = 256

    /// A string or integer enum with `case unknown(…)`, so decoding a value this client does not know never fails.
    func enumDeclaration(_ model: APIModel.EnumModel) -> [SwiftSource] {
        let raw = model.rawType == .string ? "Swift.String" : "Swift.Int"
        func value(_ text: String) -> String { model.rawType == .string ? SwiftSource.literal(text) : text }
        var body: [SwiftSource] = model.cases.map { .line("case \(SwiftNames.escaped($0.swiftName))") }
        body.append(.doc("A value this client does not know yet, as the server sent it."))
        body.append(.line("case unknown(\(raw))"))
        body.append(.blank)
        body.append(.doc("The value for `rawValue`: a known case, or `unknown(rawValue)`."))
        body.append(
            .block(
                "\(accessPrefix)init(rawValue: \(raw))",
                [
                    .switchBlock(
                        "switch rawValue",
                        model.cases.map {
                            .line("case \(value($0.value)): self = .\(SwiftNames.escaped($0.swiftName))")
                        }
                            + [.line("default: self = .unknown(rawValue)")]
                    )
                ]
            )
        )
        body.append(.blank)
        body.append(.doc("The JSON value of this case."))
        body.append(
            .block(
                "\(accessPrefix)var rawValue: \(raw)",
                [
                    .switchBlock(
                        "switch self",
                        model.cases.map {
                            .line("case .\(SwiftNames.escaped($0.swiftName)): return \(value($0.value))")
                        }
                            + [.line("case .unknown(let value): return value")]
                    )
                ]
            )
        )
        body.append(.blank)
        body.append(
            .doc(
                "Decodes any JSON \(model.rawType == .string ? "string" : "integer"); unknown values become `unknown`.")
        )
        body.append(
            .block(
                "\(accessPrefix)init(from decoder: any Swift.Decoder) throws",
                [
                    .line("let container = try decoder.singleValueContainer()"),
                    .line("self.init(rawValue: try container.decode(\(raw).self))"),
                ]
            )
        )
        body.append(.blank)
        body += readerInit(model)
        body.append(.blank)
        body.append(.doc("Encodes the raw value."))
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
                "\(accessPrefix)enum \(name): Swift.Codable, Swift.Hashable, Swift.Sendable, Swift.RawRepresentable,"
                    + " CurlewJSON.JSONDecodable",
                body
            ),
        ]
    }

    /// The `case` pattern that matches a variant's tags: `"circle"`, or `"circle", "round"` with aliases.
    static func tagPattern(_ variant: APIModel.UnionModel.Case) -> String {
        ([variant.tag] + variant.aliases).map(SwiftSource.literal).joined(separator: ", ")
    }

    /// A tagged union: `indirect enum` with a case per variant and `unknown(tag:value:)`.
    ///
    /// Decoding reads the discriminator, then decodes the whole object as the variant's model; encoding writes
    /// the model and adds the tag (unless the model has the discriminator as a field of its own).
    func unionDeclaration(_ union: APIModel.UnionModel) -> [SwiftSource] {
        var body: [SwiftSource] = []
        for variant in union.cases {
            let aliases = variant.aliases.map(SwiftSource.literal).joined(separator: ", ")
            body.append(
                .doc(
                    "`\(union.discriminator)` is \(SwiftSource.literal(variant.tag))."
                        + (aliases.isEmpty ? "" : " Also decoded from \(aliases); encoded as the first.")))
            body.append(.line("case \(SwiftNames.escaped(variant.swiftName))(\(typeName(variant.model)))"))
        }
        body.append(.doc("A tag this client does not know yet: the tag and the whole object, as received."))
        body.append(.line("case unknown(tag: Swift.String, value: CurlewJSON.JSONValue)"))
        body.append(.blank)
        body.append(.doc("The JSON key that holds the tag, for `init(from reader:)`."))
        body.append(
            .block(
                "private enum DiscriminatorKey",
                [.line("static let keys = CurlewJSON.JSONKeys([\(SwiftSource.literal(union.discriminator))])")]
            )
        )
        body.append(.blank)
        body += decodingInit()
        body.append(.blank)
        body += readerInit(union)
        body.append(.blank)
        body.append(.doc("Encodes the variant's fields and its tag."))
        var cases: [SwiftSource] = []
        for variant in union.cases {
            let hasTagField = model(named: variant.model)?.fields.contains { $0.jsonKey == union.discriminator } == true
            cases.append(.line("case .\(SwiftNames.escaped(variant.swiftName))(let value):"))
            var lines: [SwiftSource] = [.line("try value.encode(to: encoder)")]
            if !hasTagField {
                lines.append(.line("var container = encoder.container(keyedBy: CurlewJSON.JSONKey.self)"))
                lines.append(
                    .line(
                        "try container.encode(\(SwiftSource.literal(variant.tag)), forKey: \(SwiftSource.literal(union.discriminator)))"
                    ))
            }
            cases.append(.indented(lines))
        }
        if union.cases.count > Self.exhaustiveSwitchLimit {
            // Past about 600 cases with values, swiftc gives up proving a switch exhaustive ("unable to check that
            // this switch is exhaustive in reasonable time", an error); with a `default` it does not try.
            cases.append(.line("default:"))
            cases.append(.indented([.line("if case .unknown(_, let value) = self { try value.encode(to: encoder) }")]))
        } else {
            cases.append(.line("case .unknown(_, let value):"))
            cases.append(.indented([.line("try value.encode(to: encoder)")]))
        }
        body.append(
            .block(
                "\(accessPrefix)func encode(to encoder: any Swift.Encoder) throws",
                [.switchBlock("switch self", cases)]
            )
        )
        let name = SwiftNames.escaped(union.name)
        return [
            .doc(documentation(union.doc, remark: "models.\(union.name)")),
            .block(
                "\(accessPrefix)indirect enum \(name): Swift.Codable, Swift.Hashable, Swift.Sendable, CurlewJSON.JSONDecodable",
                body
            ),
        ]
    }
}
